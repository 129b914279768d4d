/** What the proofs check in the database and on disk once the load or the faults are over. */
import path from 'node:path';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { findOrphanFiles } from '../../../server/lib/orphan-files.ts';
import { createDiskStorage, type Storage } from '../../../server/lib/storage.ts';
import { sha256 } from './workload.ts';

export interface Checker {
  db: Database;
  storage: Storage;
  close(): Promise<void>;
}

/** The server's database and stored files. With PGlite the server must be stopped first (one process per data dir). */
export async function openChecker(opts: { databaseUrl?: string; dataDir: string }): Promise<Checker> {
  const handle = await openDatabase(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, poolSize: 2 } : { pgliteDir: path.join(opts.dataDir, 'pgdata') });
  return { db: handle.db, storage: createDiskStorage(path.join(opts.dataDir, 'uploads')), close: () => handle.close() };
}

export interface BrokenDeal {
  id: string;
  associates: number;
  mains: number;
  checklist: number;
  created: number;
}

/**
 * Deals missing part of what their creation writes in one transaction: at least one associate and exactly one main,
 * a document checklist, exactly one "created" timeline event. `defensePrefix` narrows to a run's deals.
 */
export async function halfWrittenDeals(db: Database, defensePrefix?: string): Promise<{ checked: number; broken: BrokenDeal[] }> {
  const filter = defensePrefix ? sql`where d.defense like ${`${defensePrefix}%`}` : sql``;
  const { rows } = await sql<BrokenDeal>`
    select d.id,
      (select count(*) from deal_associates a where a.deal_id = d.id)::int as associates,
      (select count(*) from deal_associates a where a.deal_id = d.id and a.main)::int as mains,
      (select count(*) from deal_documents x where x.deal_id = d.id)::int as checklist,
      (select count(*) from deal_events e where e.deal_id = d.id and e.kind = 'created')::int as created
    from deals d ${filter}`.execute(db);
  return { checked: rows.length, broken: rows.filter((r) => r.associates < 1 || r.mains !== 1 || r.checklist < 1 || r.created !== 1) };
}

/** True when the stored file exists and holds exactly these bytes. */
export async function fileMatches(storage: Storage, key: string | null, expectedSha: string): Promise<boolean> {
  if (!key) return false;
  const bytes = await storage.get(key);
  return !!bytes && sha256(bytes) === expectedSha;
}

/** Stored files no row references (any age): what a crash between storing the bytes and committing the row leaves. */
export async function orphanFiles(checker: Checker): Promise<string[]> {
  return (await findOrphanFiles(checker, { minAgeMs: 0 })).old;
}

/** Sum of numeric(14,2) values as exact integer cents (the text of the numeric, never a float). */
export function toCents(numeric: string | null): bigint {
  if (!numeric) return 0n;
  const [whole, frac = ''] = numeric.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(`${frac}00`.slice(0, 2)));
}
