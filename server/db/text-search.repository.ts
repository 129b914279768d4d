import { type RawBuilder, sql } from 'kysely';

/** `%text%` for LIKE: the text found anywhere, LIKE's own characters (\ % _) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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
