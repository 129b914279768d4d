import { formatDateTime, formatDecimal, formatMoney } from '../../../../../../shared/format.ts';
import { PUBLIC_DEAL_MESSAGES } from '../../../../../../shared/messages.ts';
import { COMMISSION_STATUS, DEAL_ORIGIN, DENIAL_REASON, STATUS_REASON } from '../../../../../../shared/options.ts';
import type { StageDefinition } from '../../../../../../shared/pipelines.ts';
import { describeBankEvent } from './bank-events.ts';

/** A timeline row as deals.get answers it. */
export interface DealEvent {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  actorName: string | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const personName = (value: unknown): string | undefined => (value && typeof value === 'object' ? text((value as { name?: unknown }).name) : undefined);
const labelOf = <T extends Record<string, string>>(labels: T, key: unknown): string | undefined => (typeof key === 'string' && Object.hasOwn(labels, key) ? labels[key] : text(key));

/** The parts of a deal the edit wizard reports as changed (event `updated`). */
const SECTION_LABEL = { associates: 'proponentes', incomes: 'rendas', operation: 'operação' };

/** Events of the customer (public link, tracking link) say so; others without a person behind them are the system's. */
export const actorOf = (e: Pick<DealEvent, 'actorName'> & { data?: Record<string, unknown> }): string => e.actorName ?? (e.data?.actor === 'customer' ? 'O cliente' : 'Sistema');

/** Who did it, after a participle: "por Ana Souza", "pelo cliente", "pelo sistema". */
export const byActorOf = (e: Pick<DealEvent, 'actorName'> & { data?: Record<string, unknown> }): string =>
  e.actorName ? `por ${e.actorName}` : e.data?.actor === 'customer' ? 'pelo cliente' : 'pelo sistema';

export function stageLabel(stages: readonly StageDefinition[], key: unknown): string {
  return stages.find((s) => s.key === key)?.label ?? text(key) ?? 'etapa desconhecida';
}

/** "2,5 dias", "1 dia", "menos de 1 dia". */
export function formatDays(days: number): string {
  if (days < 1) return 'menos de 1 dia';
  const rounded = Math.round(days * 10) / 10;
  return `${formatDecimal(rounded)} ${rounded === 1 ? 'dia' : 'dias'}`;
}

export interface EventSentence {
  /** "moveu de Cadastro para Negociação", read after the actor's name. */
  action: string;
  /** What the event carries besides: the comment itself, a denial or rejection reason. */
  detail?: string;
}

/** Where the deal's commission went when the deal changed hands: along with it, or (paid or cancelled) nowhere. */
function commissionHandOver(value: unknown, from: string, to: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const c = value as { followed?: unknown; status?: unknown };
  if (c.followed === true) return `A comissão passou para ${to}`;
  if (c.status === 'PAID') return `A comissão, já paga, continua com ${from}`;
  if (c.status === 'CANCELED') return `A comissão, cancelada, continua com ${from}`;
  return undefined;
}

/** One timeline event in plain pt-BR (the actor's name comes before it). */
export function describeEvent(e: Pick<DealEvent, 'kind' | 'data'>, stages: readonly StageDefinition[]): EventSentence {
  const d = e.data ?? {};
  switch (e.kind) {
    case 'created': {
      const origin = labelOf(DEAL_ORIGIN, d.origin);
      return { action: `cadastrou o negócio em ${stageLabel(stages, d.stage)}`, detail: origin ? `Origem: ${origin}` : undefined };
    }
    case 'stage_changed':
      return { action: `moveu de ${stageLabel(stages, d.from)} para ${stageLabel(stages, d.to)}` };
    case 'denied': {
      const reasons = [labelOf(STATUS_REASON, d.statusReason), labelOf(DENIAL_REASON, d.detailedDenialReason)].filter(Boolean);
      return { action: `negou o negócio (estava em ${stageLabel(stages, d.from)})`, detail: reasons.length ? `Motivo: ${reasons.join(' — ')}` : undefined };
    }
    case 'comment':
      return { action: 'comentou', detail: text(d.comment) };
    case 'responsible_changed': {
      const [from, to] = [personName(d.from) ?? 'alguém', personName(d.to) ?? 'alguém'];
      return { action: `alterou o responsável de ${from} para ${to}`, detail: commissionHandOver(d.commission, from, to) };
    }
    case 'customer_linked':
      return { action: d.created ? `cadastrou ${text(d.name) ?? 'o proponente'} como cliente` : `vinculou ${text(d.name) ?? 'o proponente'} ao cliente existente` };
    case 'document_uploaded':
      return { action: `enviou o documento ${text(d.label) ?? ''}`.trim() };
    case 'document_approved':
      return { action: `aprovou o documento ${text(d.label) ?? ''}`.trim() };
    case 'document_rejected':
      return { action: `recusou o documento ${text(d.label) ?? ''}`.trim(), detail: text(d.reason) ? `Motivo: ${text(d.reason)}` : undefined };
    case 'simulation_added':
      // The visitor simulated again on the broker's public page: the lead took the new values and simulation.
      return { action: 'fez uma nova simulação pelo simulador', detail: typeof d.operationValue === 'number' ? `Crédito de ${formatMoney(d.operationValue)}` : undefined };
    case 'public_duplicate': {
      // A proposal through the public link whose person already has one open there (the visitor was not told).
      const numbers = Array.isArray(d.dealNumbers) ? d.dealNumbers.filter((n): n is number => typeof n === 'number') : [];
      const label = d.documentLabel === 'CNPJ' || d.documentLabel === 'documento' ? d.documentLabel : 'CPF';
      return {
        action: `encontrou ${numbers.length > 1 ? 'outras propostas abertas' : 'outra proposta aberta'} com o mesmo ${label}`,
        detail: numbers.length ? PUBLIC_DEAL_MESSAGES.openWithSameDocument(label, numbers) : undefined,
      };
    }
    case 'lead_duplicate': {
      // A new lead of the simulator whose celular or e-mail another open lead has: the visitor continues only the lead
      // their own tab made, so a second tab, another device or someone else knowing the contact makes a new one.
      const numbers = Array.isArray(d.dealNumbers) ? d.dealNumbers.filter((n): n is number => typeof n === 'number') : [];
      return {
        action: `encontrou ${numbers.length > 1 ? 'outros leads abertos' : 'outro lead aberto'} com o mesmo contato`,
        detail: numbers.length ? PUBLIC_DEAL_MESSAGES.openLeadWithSameContact(numbers) : undefined,
      };
    }
    case 'task_created':
      return { action: 'criou uma tarefa', detail: text(d.title) };
    case 'task_completed':
      return { action: 'concluiu uma tarefa', detail: text(d.title) };
    case 'bank_sent':
    case 'bank_status':
    case 'bank_chosen':
    case 'bank_removed':
      return describeBankEvent(e.kind, d);
    case 'commission_status': {
      // Opened, moved or cancelled by hand on the commissions page, or by the deal's stage (automatic).
      const to = labelOf(COMMISSION_STATUS, d.to) ?? 'outra situação';
      const from = labelOf(COMMISSION_STATUS, d.from);
      const detail = text(d.reason) ? `Motivo: ${text(d.reason)}` : d.automatic ? 'Pela mudança de etapa do negócio' : undefined;
      return { action: from ? `mudou a comissão de ${from} para ${to}` : `abriu a comissão em ${to}`, detail };
    }
    case 'updated': {
      const sections = Array.isArray(d.sections) ? d.sections.map((x) => labelOf(SECTION_LABEL, x)).filter(Boolean) : [];
      // A simulator's lead completed by the proposal sent through the public link (its origin changes with it).
      if (d.via === 'public_link') return { action: 'enviou a proposta pelo link público', detail: 'O lead do simulador virou proposta; a origem passou a ser "Link público"' };
      return { action: 'atualizou os dados do negócio', detail: sections.length ? `Alterou: ${sections.join(', ')}` : undefined };
    }
    default:
      return { action: 'registrou uma alteração no negócio' };
  }
}

/** The full sentence, for screen readers and tests: "Maria moveu de Cadastro para Negociação". */
export function eventSentence(e: DealEvent, stages: readonly StageDefinition[]): string {
  return `${actorOf(e)} ${describeEvent(e, stages).action}`;
}

export interface StageStep {
  id: string;
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  toColor: string;
  denied: boolean;
  actor: string;
  /** "por Ana Souza", "pelo cliente", "pelo sistema". */
  by: string;
  at: Date;
  /** Days the deal had spent in `from` when it left. */
  daysInPrevious: number | null;
}

/** The stage changes of the timeline, oldest first. */
export function stageHistory(events: readonly DealEvent[], stages: readonly StageDefinition[]): StageStep[] {
  return events
    .filter((e) => e.kind === 'stage_changed' || e.kind === 'denied')
    .map((e) => ({
      id: e.id,
      from: String(e.data.from ?? ''),
      to: String(e.data.to ?? ''),
      fromLabel: stageLabel(stages, e.data.from),
      toLabel: stageLabel(stages, e.data.to),
      toColor: stages.find((s) => s.key === e.data.to)?.color ?? 'gray',
      denied: e.kind === 'denied',
      actor: actorOf(e),
      by: byActorOf(e),
      at: new Date(e.createdAt),
      daysInPrevious: typeof e.data.daysInPreviousStage === 'number' ? e.data.daysInPreviousStage : null,
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The latest hand-over (who changed it, when, from whom to whom), or null when the deal never changed hands. */
export function lastResponsibleChange(events: readonly DealEvent[]): { by: string; at: Date; from: string; to: string } | null {
  const e = events.filter((x) => x.kind === 'responsible_changed').sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];
  if (!e) return null;
  return { by: byActorOf(e), at: new Date(e.createdAt), from: personName(e.data.from) ?? 'alguém', to: personName(e.data.to) ?? 'alguém' };
}

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "há 5 minutos", "ontem", "há 3 semanas"; "agora mesmo" under a minute. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora mesmo';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'agora mesmo';
}

/** "há 5 minutos · 22/11/2026, 14:05" */
export const whenText = (date: Date, now?: Date): string => `${relativeTime(date, now)} · ${formatDateTime(date)}`;
