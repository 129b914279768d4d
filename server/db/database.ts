import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { withKeptParsed } from './pglite-kept-parsed.ts';
import { CACHED_PLAN_CHANGED, parsedName } from './prepared-statements.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;
export type DriverName = 'pg' | 'pglite';

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** The embedded instance, when the driver is PGlite (tests dump and load its data directory). */
  pglite?: PGlite;
  /** The connection string, when the driver is pg (LISTEN needs its own connection). */
  url?: string;
  close(): Promise<void>;
}

// Type OIDs whose default parsing differs between pg and PGlite (docs/design/stack.md). Both drivers get the same
// parsers: int8 → number (counts and sums of cents fit in 2^53), numeric → exact string, date → 'YYYY-MM-DD' string.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const identity = (v: string) => v;
const toNumber = (v: string) => Number(v);
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = { [INT8]: toNumber, [NUMERIC]: identity, [DATE]: identity };

export interface OpenOptions {
  databaseUrl?: string;
  /** Data directory of the embedded database; ignored with a URL. `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** A dumped data directory to boot the embedded database from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
      // Fail fast when the database is gone instead of hanging requests (docs/design/security.md R3).
      query_timeout: 15000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => undefined);
    // Nor may a checked-out one: pg-pool listens only on idle clients, and a client that is between two statements
    // of a transaction when the server ends its session emits 'error' with no listener, which kills the process
    // (docs/design/security.md R3). The statement that follows fails instead, and the pool drops the broken client on
    // release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      runKeptParsedByName(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, driver: 'pg', url: opts.databaseUrl, close: () => db.destroy() };
  }
  const dataDir = opts.pgliteDir === 'memory://' || !opts.pgliteDir ? undefined : path.resolve(opts.pgliteDir);
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: TYPE_PARSERS,
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withKeptParsed(pglite) }) });
  return {
    db,
    driver: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Kysely sends every statement as text with its values; the texts kept parsed go by their name (prepared-statements.ts).
 * A statement whose result columns changed type since it was parsed here (a migration while the instance runs) is
 * refused by PostgreSQL before it runs; from then on this connection sends that text unnamed, and the refused run is
 * tried once more that way.
 */
function runKeptParsedByName(client: pg.PoolClient) {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => Promise<unknown>;
  const stale = new Set<string>();
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && callback === undefined ? parsedName(text) : undefined;
    if (!name || stale.has(name)) return query(text, values, callback);
    return query({ name, text, values }).catch((err: { code?: string }) => {
      if (err?.code !== CACHED_PLAN_CHANGED) throw err;
      stale.add(name);
      return query(text, values);
    });
  }) as typeof client.query;
}

/** The pg pool behind each Kysely instance that has one (Kysely does not expose it): read by /metrics. */
const pools = new WeakMap<Database, pg.Pool>();

export interface PoolStats {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
  max: number;
}

/**
 * The connection pool's state now. The embedded PGlite has one connection and no pool: reported as a pool of one,
 * with nothing waiting that we could see (it queues inside itself).
 */
export function poolStats(db: Database): PoolStats {
  const pool = pools.get(db);
  if (!pool) return { total: 1, idle: 0, waiting: 0, max: 1 };
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** True when the database answers a trivial query within the time limit. */
export async function isDatabaseReachable(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
