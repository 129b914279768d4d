import { createHash } from 'node:crypto';

/**
 * SQL texts that PostgreSQL keeps parsed, by name, on each connection that runs them. An unnamed statement is parsed,
 * analysed and planned again on every run; for the short queries every request makes (the session behind a token,
 * the profile, the login's two statements) that is most of what PostgreSQL does for them, and a named statement is
 * parsed once per connection and, once PostgreSQL finds its generic plan as good as the custom ones, planned once
 * (docs/performance.md, "Quarta passagem"). Only fixed texts are registered (compiledOnce and a few others), and at
 * most a bounded number of them, so neither side keeps an unbounded set of statements. The name is derived from the
 * text, so one name always means one text on every connection. Both drivers run them by name (database.ts for pg,
 * pglite-kept-parsed.ts for the embedded PGlite).
 */
/**
 * PostgreSQL's SQLSTATE for a kept statement whose result columns changed type since it was parsed ("cached plan must
 * not change result type"): the statement did not run, and the text goes unnamed from then on.
 */
export const CACHED_PLAN_CHANGED = '0A000';

const names = new Map<string, string>();
const MAX_STATEMENTS = 200;

export function keepParsed(sqlText: string): void {
  if (names.has(sqlText) || names.size >= MAX_STATEMENTS) return;
  names.set(sqlText, `c_${createHash('sha256').update(sqlText).digest('base64url').slice(0, 24)}`);
}

/** The statement's name when its text is kept parsed. */
export function parsedName(sqlText: string): string | undefined {
  return names.get(sqlText);
}
