import { type RawBuilder, sql } from 'kysely';

/** `%text%` for LIKE: the text found anywhere, LIKE's own characters (\ % _) taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Whether a text column matches a LIKE pattern whatever the accents and case: "patricia" and "PATRICIA" find
 * "Patrícia". Both sides go through search_fold (migration 2026-11-26T0050_accent_insensitive_search), and the
 * trigram indexes over names are built on search_fold(name), so an indexed search stays indexed. The pattern is
 * folded in SQL (a value: it is folded once, when the statement is planned).
 */
export function foldedLike(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`search_fold(${sql.ref(column)}) like search_fold(${pattern})`;
}

/**
 * The same match on a column that already holds the folded text (a stored generated column, e.g.
 * deal_associates.name_folded): only the pattern is folded.
 */
export function prefoldedLike(foldedColumn: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(foldedColumn)} like search_fold(${pattern})`;
}

/** How many characters of a name deal_search_keys keeps per key (2026-11-27T0010_deal_search_keys). */
const NAME_KEY_LENGTH = 24;

/** The shortest search a key answers (a key is a suffix of at least 3 characters). */
const MIN_KEY_LENGTH = 3;

/** A "contains" search as ranges of deal_search_keys (2026-11-27T0010_deal_search_keys). */
export interface SearchKeys {
  /** LIKE pattern over the name keys: 'n', the search (its first 24 characters) taken literally, '%'; fold it in SQL. */
  name: string;
  /** LIKE pattern over the document keys, when the search has digits: 'd', the digits, '%'. */
  document?: string;
  /** Whether the keys match exactly the deals the full search matches; if not, the deals they give are candidates to
   * recheck against the full text (a search longer than a key). */
  exact: boolean;
}

/**
 * The key ranges of a search (trimmed) and of its digits, or undefined when keys cannot answer it: a name search or
 * digits shorter than a key (then every deal is a candidate). A text contains a search exactly when one of its
 * suffixes starts with it. Folding keeps a text's length (search_fold maps one letter to one, and lower() one letter
 * to one, except where Unicode lower-cases a letter into two, as "İ" into "i̇" with an ICU collation): a search with
 * such a letter is left to the plain search, so counting the search's characters here counts the folded search's.
 */
export function searchKeys(search: string, digits: string): SearchKeys | undefined {
  const chars = [...search];
  if (chars.length < MIN_KEY_LENGTH || search.startsWith(' ')) return undefined;
  if (chars.some((ch) => [...ch.toLowerCase()].length !== 1)) return undefined;
  if (digits && digits.length < MIN_KEY_LENGTH) return undefined;
  const head = chars.slice(0, NAME_KEY_LENGTH).join('');
  return {
    name: `n${escapeLike(head)}%`,
    document: digits ? `d${digits}%` : undefined,
    exact: chars.length <= NAME_KEY_LENGTH,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
