import { formatMoney, formatPercent, whatsappLink } from '../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { SIMULATION_MAX_LTV, type SimulationType } from '../../../shared/simulation-options.ts';

/** Shown beside every bank of the demo catalogue. */
export const DEMO_LABEL = 'Dados de demonstração';

/** How the offers are ordered; indexed CETs are projections, and ranking never takes an index as zero. */
export function rankingNote(offers: Pick<SimulationOffer, 'projection'>[]): string {
  return offers.some((o) => o.projection)
    ? 'Do menor para o maior custo efetivo total (CET), projetado nos pós-fixados. '
    : 'Do menor para o maior custo efetivo total (CET). ';
}

interface ScheduleMonth {
  amortization: number;
  interest: number;
  correction: number;
}

/** Grace months lead the schedule (finance.md v2): no amortisation and no interest paid, only insurance and fees. */
export function graceMonthsOf(schedule: ScheduleMonth[]): number {
  const first = schedule.findIndex((r) => r.amortization > 0 || r.interest > 0);
  return first === -1 ? 0 : first;
}

/** A post-fixed schedule has a month the index corrected; a fixed-rate one has none and hides the column. */
export const hasCorrection = (schedule: ScheduleMonth[]): boolean => schedule.some((r) => r.correction !== 0);

export const GRACE_LABEL = 'carência';

/** "Meses 1 a 3: carência, pagam só os seguros e a taxa de administração." */
export function graceNote(months: number): string {
  if (months <= 0) return '';
  const which = months === 1 ? 'Mês 1' : `Meses 1 a ${months}`;
  return `${which}: ${GRACE_LABEL}, ${months === 1 ? 'paga' : 'pagam'} só os seguros e a taxa de administração; os juros se somam ao saldo.`;
}

/** A rate fraction as the brokers read it: 0.0119 → "1,19 % a.m.", 0.152 → "15,20 % a.a.". */
export function formatRate(fraction: number, period: 'a.m.' | 'a.a.'): string {
  return `${formatPercent(fraction).replace('%', '')} % ${period}`;
}

/** "15 a 30 dias" (a single figure when both ends agree). */
export function formatSla(min: number, max: number): string {
  return min === max ? `${min} ${min === 1 ? 'dia' : 'dias'}` : `${min} a ${max} dias`;
}

/** "180 meses (15 anos)"; whole years only when the term has them. */
export function formatTerm(months: number): string {
  const years = months / 12;
  return Number.isInteger(years) && months >= 24 ? `${months} meses (${years} anos)` : `${months} meses`;
}

/** The server words reasons in lower case, to be read after a bank name; in a list they start a sentence. */
export function sentence(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function typeLabel(type: string): string {
  return (PRODUCT_TYPE as Record<string, string>)[type] ?? type;
}

/** The live hint under the credit value: the most the case allows for this type. */
export function maxCreditHint(type: SimulationType, assetValue: number | null): string {
  const ltv = SIMULATION_MAX_LTV[type];
  if (ltv === undefined) return assetValue ? `Até o valor do veículo: ${formatMoney(assetValue)}` : 'Até o valor do veículo';
  const base = `Máximo de ${ltv} % do valor do imóvel`;
  return assetValue ? `${base}: ${formatMoney(Math.floor((ltv / 100) * assetValue * 100) / 100)}` : base;
}

/** A wa.me link; without a number WhatsApp lets the user pick the contact. */
export function whatsappShareLink(phone: string | null | undefined, text: string): string {
  return whatsappLink(phone ?? '', text);
}

interface CaseSummary {
  type: SimulationType;
  assetValue: number;
  operationValue: number;
  deadline: number;
}

/** "Home equity: crédito de R$ 300.000,00 em 180 meses (imóvel de R$ 600.000,00)". */
export function describeCase(c: CaseSummary): string {
  const asset = c.type === 'Financing' || c.type === 'HomeEquity' ? 'imóvel' : 'veículo';
  return `${typeLabel(c.type)}: crédito de ${formatMoney(c.operationValue)} em ${c.deadline} meses (${asset} de ${formatMoney(c.assetValue)})`;
}
