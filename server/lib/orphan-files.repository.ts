import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Which of `keys` the column `table.column` holds (the names come from the code's list of file columns, never input). */
export async function keysReferencedBy(db: Database, ref: { table: string; column: string }, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const { rows } = await sql<{ key: string }>`select ${sql.ref(ref.column)} as key from ${sql.table(ref.table)} where ${sql.ref(ref.column)} in (${sql.join(keys)})`.execute(db);
  return rows.map((r) => r.key);
}
