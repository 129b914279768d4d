import { formatDate, formatMoney, formatRate, whatsappLink } from '../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import { months as monthCount } from '../../../shared/plural.ts';
import { SIMULATION_DEADLINES, SIMULATION_MAX_LTV, type SimulationType } from '../../../shared/simulation-options.ts';

/** Shown beside every bank of the demo catalogue. */
export const DEMO_LABEL = 'Dados de demonstração';

/**
 * The projections a saved simulation used, spaced like every other rate in the app:
 * " Projeções usadas: TR 1,80 % a.a. (BCB, de 01/11/2026); CDI 12,15 % a.a. (…)." ('' when none).
 */
export function projectionsUsedSentence(projections: readonly { indexer: string; annualProjection: number; source: string; validFrom: string }[]): string {
  if (projections.length === 0) return '';
  return ` Projeções usadas: ${projections.map((p) => `${p.indexer} ${formatRate(p.annualProjection, 'a.a.')} (${p.source}, de ${formatDate(p.validFrom)})`).join('; ')}.`;
}

/** "15 a 30 dias" (a single figure when both ends agree). */
export function formatSla(min: number, max: number): string {
  return min === max ? `${min} ${min === 1 ? 'dia' : 'dias'}` : `${min} a ${max} dias`;
}

/** "180 meses (15 anos)"; whole years only when the term has them. */
export function formatTerm(months: number): string {
  const years = months / 12;
  return Number.isInteger(years) && months >= 24 ? `${monthCount(months)} (${years} anos)` : monthCount(months);
}

/** The server words reasons in lower case, to be read after a bank name; in a list they start a sentence. */
export function sentence(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function typeLabel(type: string): string {
  return (PRODUCT_TYPE as Record<string, string>)[type] ?? type;
}

/** The ceiling of a money field (MSG.maxMoney). */
const MAX_FORM_MONEY = 1_000_000_000;

/** The live hint under the credit value: the most the case allows for this type. */
export function maxCreditHint(type: SimulationType, assetValue: number | null): string {
  const ltv = SIMULATION_MAX_LTV[type];
  if (ltv === undefined) return assetValue ? `Até o valor do veículo: ${formatMoney(assetValue)}` : 'Até o valor do veículo';
  const base = `Máximo de ${ltv}% do valor do imóvel`;
  // In whole cents (ltv × value is a count of cents), and only for a value the form accepts: above the ceiling the
  // field's own message speaks, and a float that large has no exact cents.
  return assetValue && assetValue <= MAX_FORM_MONEY ? `${base}: ${formatMoney(Math.floor(ltv * assetValue) / 100)}` : base;
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

/** The result's headline: "3 bancos atendem a este caso" ("ao seu caso" on the visitor's page). */
export function eligibleSummary(count: number, whose: 'a este caso' | 'ao seu caso'): string {
  if (count === 0) return 'Nenhum banco atende a este caso';
  return `${count} ${count === 1 ? 'banco atende' : 'bancos atendem'} ${whose}`;
}

/** "Home equity: crédito de R$ 300.000,00 em 180 meses (imóvel de R$ 600.000,00)". */
export function describeCase(c: CaseSummary): string {
  const asset = c.type === 'Financing' || c.type === 'HomeEquity' ? 'imóvel' : 'veículo';
  return `${typeLabel(c.type)}: crédito de ${formatMoney(c.operationValue)} em ${monthCount(c.deadline)} (${asset} de ${formatMoney(c.assetValue)})`;
}

/** The banks a result shows, its offers and its refusals: their avatars' initials never repeat (BankInitialsProvider). */
export function resultBankNames(result: { eligible: readonly { bank: { name: string } }[]; ineligible?: readonly { bank: { name: string } }[] }): string[] {
  return [...result.eligible, ...(result.ineligible ?? [])].map((item) => item.bank.name);
}

/**
 * The term options of an operation type (docs/design/product-spec.md §9), the same words on every form: the staff
 * simulator, the deal form and the customer's proposal. "Outro prazo" opens a months field within the type's bounds.
 * `emptyChoosable`: the placeholder may be chosen back (a form that keeps an empty term until it is sent).
 */
export function deadlineOptions(type: keyof typeof SIMULATION_DEADLINES, emptyChoosable = false): { value: string; label: string; disabled?: boolean }[] {
  return [
    { value: '', label: 'Selecione o prazo', disabled: !emptyChoosable },
    ...SIMULATION_DEADLINES[type].options.map((m) => ({ value: String(m), label: m === -1 ? 'Outro prazo' : formatTerm(m) })),
  ];
}
