import { formatDecimal } from '../../../shared/format.ts';
import { labelOf, type Option } from '../../../shared/options.ts';
import { annualFromMonthly, monthlyFromAnnual } from '../../../shared/rates.ts';

/** "30 %", "1,19 %": a percent number as people read it (pt-BR decimals, up to 4 places for small rates). */
export function formatPercentNumber(value: number, maxDigits = 2): string {
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: maxDigits })} %`;
}

/** A product rate with its period: "1,19 % a.m." or "11,49 % a.a.". */
export function formatRate(fee: number, feeType: 'monthly' | 'annual'): string {
  const digits = fee.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${digits} % ${feeType === 'monthly' ? 'a.m.' : 'a.a.'}`;
}

/**
 * The same rate in the other period (effective rates, docs/design/finance.md: annual = (1+m)^12 − 1), so products
 * stated monthly and annually compare in a list: "≈ 0,91 % a.m." for 11,49 % a.a.
 */
export function formatEquivalentRate(fee: number, feeType: 'monthly' | 'annual'): string {
  const other = feeType === 'monthly' ? annualFromMonthly(fee / 100) : monthlyFromAnnual(fee / 100);
  const digits = (other * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `≈ ${digits} % ${feeType === 'monthly' ? 'a.a.' : 'a.m.'}`;
}

/** "20–40 dias", "12–60 meses"; one number when both ends are equal, in the singular for 1 ("1 mês"). */
export function formatRange(min: number, max: number, unit: string, singular = unit): string {
  return min === max ? `${formatDecimal(min)} ${min === 1 ? singular : unit}` : `${formatDecimal(min)}–${formatDecimal(max)} ${unit}`;
}

export { labelOf };

/** Labels of a list of keys, in reading form: "SAC, PRICE". */
export function labelsOf(labels: Readonly<Record<string, string>>, keys: readonly string[]): string {
  return keys.length ? keys.map((k) => labelOf(labels, k)).join(', ') : '—';
}

export const yesNo = (value: boolean): string => (value ? 'Sim' : 'Não');

/** Options for a Select/MultiSelect from a label map, mutable as Mantine's `data` wants them. */
export function optionsOf<K extends string>(labels: Readonly<Record<K, string>>): (Option & { value: K })[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}
