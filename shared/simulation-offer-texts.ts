import { formatDate, formatMoney } from './format.ts';
import type { SimulationCashAtSigning, SimulationOffer, SimulationProjection, SimulationTariff } from './schemas/simulation.ts';
import { SIMULATION_TEXTS } from './simulation-texts.ts';

/**
 * How an offer's credit-realism figures read: the projected CET's note and source, the tariffs in the
 * CET and the cash at signing. One catalogue for the result screens, the WhatsApp texts and the proposal PDF, so
 * they all say the same thing in the same words.
 */

/** An indexed CET is a projection, and its label says so. */
export const cetLabel = (offer: Pick<SimulationOffer, 'projection'>): string => (offer.projection ? 'CET projetado' : 'CET');

/** "CET projetado com IPCA de 4,20 % a.a. — fonte: Boletim Focus (BCB), de 01/11/2026". */
export function projectionLine(p: SimulationProjection): string {
  return `${p.note} — fonte: ${p.source}, de ${formatDate(p.validFrom)}`;
}

/** "Pós-fixado: as parcelas e o saldo acompanham o IPCA." */
export const postFixedLine = (p: SimulationProjection): string => `${SIMULATION_TEXTS.postFixedFollows(p.indexer)}.`;

/** The server words notes to be read after a colon; a line of their own starts with a capital. */
const sentence = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * The offer's notes other than the post-fixed one (IOF, FGTS), as sentences: the post-fixed note is said by
 * `postFixedLine` and `projectionLine`. Results saved before `notes` existed still have `iofNote`.
 */
export function otherNotes(offer: Pick<SimulationOffer, 'notes' | 'iofNote' | 'projection'>): string[] {
  const notes = offer.notes ?? (offer.iofNote ? [offer.iofNote] : []);
  const postFixed = offer.projection ? SIMULATION_TEXTS.postFixedFollows(offer.projection.indexer) : null;
  return notes.filter((n) => !postFixed || !n.startsWith(postFixed)).map(sentence);
}

/** "Registro do gravame" is masculine, the tariffs feminine: the participle agrees with each. */
const MASCULINE_TARIFFS: ReadonlySet<SimulationTariff['kind']> = new Set(['lienRegistration']);

/** "paga na assinatura" / "financiada no crédito" (and "pago" / "financiado" for the lien registration). */
export function tariffPayment(t: Pick<SimulationTariff, 'kind' | 'financed'>): string {
  const o = MASCULINE_TARIFFS.has(t.kind) ? 'o' : 'a';
  return t.financed ? `financiad${o} no crédito` : `pag${o} na assinatura`;
}

/** How a set of tariffs is paid, said after their sum: one agrees with its own kind, several with "tarifas". */
export function tariffsPayment(tariffs: Pick<SimulationTariff, 'kind' | 'financed'>[]): string {
  if (tariffs.length === 1) return tariffPayment(tariffs[0]);
  const financed = tariffs.filter((t) => t.financed).length;
  if (financed === 0) return 'pagas na assinatura';
  return financed === tariffs.length ? 'financiadas no crédito' : 'parte paga na assinatura, parte financiada';
}

/** "Tarifa de avaliação do imóvel: R$ 3.100,00 (paga na assinatura)". */
export const tariffLine = (t: SimulationTariff): string => `${t.label}: ${formatMoney(t.amount)} (${tariffPayment(t)})`;

export const TARIFFS_HEADING = 'Tarifas incluídas no CET';
export const CASH_AT_SIGNING_HEADING = 'Para assinar o contrato';

const CASH_LABELS: Record<Exclude<keyof SimulationCashAtSigning, 'note'>, string> = {
  downPayment: 'Entrada',
  fgts: 'FGTS usado na entrada',
  itbi: 'ITBI (estimativa)',
  registry: 'Registro em cartório (estimativa)',
  upfrontTariffs: 'Tarifas pagas na assinatura',
  total: 'Total na assinatura',
};

export interface CashLine {
  key: keyof typeof CASH_LABELS;
  label: string;
  /** Formatted; the FGTS is subtracted from the down payment, so it reads "− R$ …". */
  value: string;
}

/** The parts of the cash at signing that are not zero, in the order they add up, then the total (always). */
export function cashAtSigningLines(c: SimulationCashAtSigning): CashLine[] {
  const parts = (['downPayment', 'fgts', 'itbi', 'registry', 'upfrontTariffs'] as const).filter((k) => c[k] > 0);
  return [
    ...parts.map((key) => ({
      key,
      label: CASH_LABELS[key],
      value: key === 'fgts' ? `− ${formatMoney(c.fgts)}` : formatMoney(c[key]),
    })),
    { key: 'total', label: CASH_LABELS.total, value: formatMoney(c.total) },
  ];
}

/**
 * The estimate note, naming only the estimates the offer has: both for a purchase, the registry alone for home equity
 * (no ITBI: no transfer of the property), none for vehicles.
 */
export function cashAtSigningNote(c: SimulationCashAtSigning): string | null {
  if (c.itbi > 0 && c.registry > 0) return sentence(c.note);
  if (c.registry > 0) return sentence(SIMULATION_TEXTS.registryEstimate);
  if (c.itbi > 0) return sentence(SIMULATION_TEXTS.itbiEstimate);
  return null;
}

/** One line for texts: "Total na assinatura: R$ 227.100,00 (entrada R$ 200.000,00 · ITBI (estimativa) R$ 18.000,00 · …)". */
export function cashAtSigningSummary(c: SimulationCashAtSigning): string {
  const lines = cashAtSigningLines(c);
  const total = lines[lines.length - 1];
  // Mid-sentence the labels start in lower case, acronyms (ITBI, FGTS) excepted.
  const inline = (label: string) => (/^.[a-zà-ú]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);
  const parts = lines.slice(0, -1).map((l) => `${inline(l.label)} ${l.value}`);
  return parts.length ? `${total.label}: ${total.value} (${parts.join(' · ')})` : `${total.label}: ${total.value}`;
}

/** "Tarifas incluídas no CET: Tarifa de contrato: R$ 1.500,00 (financiada no crédito); …", or null without any. */
export function tariffsSummary(tariffs: SimulationTariff[] | undefined): string | null {
  return tariffs?.length ? `${TARIFFS_HEADING}: ${tariffs.map(tariffLine).join('; ')}` : null;
}
