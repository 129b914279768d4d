import { onlyDigits } from '../../shared/format.ts';

/**
 * A money field's text once the person leaves it, when they typed a "." after `digitsBefore` digits and no comma after
 * it: the amount it meant if that "." was a decimal point (one or two digits after it: "8500.00" → 8500), else null (a
 * thousands dot: "5.000", "1.500.000"). The field shows its own ",00" (fixed decimals): only the whole reais count.
 */
export function typedDotValue(text: string, digitsBefore: number): number | null {
  const digits = onlyDigits(text.split(',')[0]);
  const after = digits.length - digitsBefore;
  if (after !== 1 && after !== 2) return null;
  return Number(`${digits.slice(0, digitsBefore) || '0'}.${digits.slice(digitsBefore)}`);
}

/**
 * What a whole text pasted or filled into a money field means, or null to let the field read it as typed: "8500.00"
 * and "8500.5" have a decimal point (one or two digits after a single "."); "8.500,00", "8.500" and "8500,5" are
 * written as Brazilians write money. "R$" and spaces are ignored.
 */
export function pastedMoney(text: string): number | null {
  const t = text.replace(/\s|R\$/g, '');
  if (/^\d+\.\d{1,2}$/.test(t)) return Number(t);
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t) || /^\d+(,\d{1,2})?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  return null;
}
