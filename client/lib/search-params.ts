/**
 * Readers for routes' search params (validateSearch). They run in the router's own code, which every page loads
 * first, so they are plain functions instead of zod schemas (zod would put ~25 kB gzip into every page's first
 * load; bundle budget, docs/performance.md). Each reads one value the router has already parsed (numbers and booleans
 * arrive as such) and answers undefined for anything else, like zod's `.optional().catch(undefined)` did.
 *
 * A route's reader returns every key it knows, undefined included: the router merges what a route validates over the
 * address's raw parameters (`{ ...raw, ...validated }`, @tanstack/router-core), so a key left out lets its raw value
 * through ("?owner=bogus" reached the board's query and broke it with a 400). The router writes no undefined value
 * into the URL.
 */

/** RFC 9562 UUID (versions 1–8) or the nil/max UUIDs: the same pattern as zod's z.uuid(). */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** A list page beyond the first (page 1 is the default and stays out of the URL). */
export const searchPage = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 100_000 ? v : undefined);

/** The longest search the lists take: their search boxes stop there, and the servers' schemas allow no more. */
export const SEARCH_MAX = 120;

/**
 * Free text, trimmed, 1 to `max` characters. A search of digits only typed into an address (?search=99922255561, a CPF)
 * reaches here as the number the router parsed it into: it is that text (the app itself writes it quoted).
 */
export function searchText(v: unknown, max = SEARCH_MAX): string | undefined {
  const raw = typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : v;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return text.length >= 1 && text.length <= max ? text : undefined;
}

export const searchUuid = (v: unknown): string | undefined => (isUuid(v) ? v : undefined);

/** YYYY-MM-DD. */
export const searchIsoDate = (v: unknown): string | undefined => (typeof v === 'string' && ISO_DATE.test(v) ? v : undefined);

/** One of a fixed set of values. */
export const searchOneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => (values.includes(v as T) ? (v as T) : undefined);

/** An integer in [min, max], also from its text ("2"). */
export function searchInt(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
