/** What a Mantine NumberInput holds: a number, or a string while empty or half-typed. */
export type NumberValue = number | string;

/**
 * A NumberInput's value for the shared schema: empty → undefined ('Este campo é obrigatório'), else a number.
 * Mantine hands over a string while the number is unfinished ("1.", "1.50", "0.0"): unformatted, with a dot as
 * the decimal separator whatever the input shows.
 */
export function toNumber(value: NumberValue): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * Update procedures take `{ id, data }`, so the server names fields `data.fee`: this maps them back to the form's
 * own paths for `applyFieldErrors`.
 */
export function dataFieldMap(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [`data.${k}`, k]));
}
