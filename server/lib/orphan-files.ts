import type { Deps } from '../deps.ts';
import { keysReferencedBy } from './orphan-files.repository.ts';

/**
 * Every column that holds a storage key. An upload stores its bytes first and commits the row that names them
 * afterwards, so a crash (kill -9, power loss) or a failed transaction in between leaves bytes nobody references;
 * so does a replaced file whose removal after the commit never ran. A new column holding storage keys must be listed
 * here, or the clean-up would take its files for orphans (orphan-files.integration.test.ts compares this list with
 * the database's columns).
 */
export const FILE_REFERENCES = [
  { table: 'deal_documents', column: 'file_key' },
  { table: 'users', column: 'avatar_path' },
  { table: 'companies', column: 'logo_path' },
  { table: 'bank_partners', column: 'logo_path' },
] as const;

/** The storage prefixes the app writes to (server/lib/uploads.ts). */
export const STORED_PREFIXES = ['documents', 'avatars', 'logos'] as const;

export const ORPHAN_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface OrphanCleanupResult {
  /** Stored files looked at. */
  scanned: number;
  /** Keys of the files removed. */
  removed: string[];
  /** Unreferenced files kept because they are younger than the minimum age (an upload may still be committing). */
  tooRecent: number;
}

const CHUNK = 500;

async function referencedKeys(deps: Pick<Deps, 'db'>, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    for (const { table, column } of FILE_REFERENCES) {
      for (const key of await keysReferencedBy(deps.db, { table, column }, chunk)) found.add(key);
    }
  }
  return found;
}

/**
 * Stored files that no row references, split by age: `old` ones (at least `minAgeMs`) are orphans; `recent` ones may
 * belong to an upload whose transaction has not committed yet. The files are listed BEFORE the database is asked, so
 * a file whose row commits in between is seen as referenced.
 */
export async function findOrphanFiles(deps: Pick<Deps, 'db' | 'storage'>, opts: { minAgeMs: number; now?: Date }): Promise<{ scanned: number; old: string[]; recent: string[] }> {
  const now = (opts.now ?? new Date()).getTime();
  const files = (await Promise.all(STORED_PREFIXES.map((p) => deps.storage.list(p)))).flat();
  const referenced = await referencedKeys(
    deps,
    files.map((f) => f.key),
  );
  const old: string[] = [];
  const recent: string[] = [];
  for (const f of files) {
    if (referenced.has(f.key)) continue;
    (now - f.modifiedAt.getTime() >= opts.minAgeMs ? old : recent).push(f.key);
  }
  return { scanned: files.length, old, recent };
}

/**
 * Removes the stored files no row references that are older than `minAgeMs`; the minimum age covers an upload whose
 * bytes are written but whose row has not committed yet (0 is only safe with no upload under way). A database failure
 * removes nothing: the query throws before any removal.
 */
export async function removeOrphanFiles(deps: Pick<Deps, 'db' | 'storage'>, opts: { minAgeMs: number; now?: Date }): Promise<OrphanCleanupResult> {
  const found = await findOrphanFiles(deps, opts);
  for (const key of found.old) await deps.storage.remove(key);
  return { scanned: found.scanned, removed: found.old, tooRecent: found.recent.length };
}

/**
 * The clean-up job: once now (start-up) and then every hour on an unref'd timer, so it never keeps the process
 * alive. Failures (database down) are logged and retried at the next run. Returns how to stop it and the first
 * run's outcome.
 */
export function startOrphanFileCleanup(
  deps: Pick<Deps, 'db' | 'storage' | 'log' | 'config'>,
  intervalMs = ORPHAN_CLEANUP_INTERVAL_MS,
): { stop(): void; firstRun: Promise<OrphanCleanupResult | null>; keepsProcessAlive(): boolean } {
  const minAgeMs = deps.config.orphanFileMinAgeMinutes * 60_000;
  let running = false;
  const run = async (): Promise<OrphanCleanupResult | null> => {
    if (running) return null;
    running = true;
    try {
      const result = await removeOrphanFiles(deps, { minAgeMs });
      deps.log.info({ scanned: result.scanned, removed: result.removed.length, tooRecent: result.tooRecent, minAgeMinutes: deps.config.orphanFileMinAgeMinutes }, 'orphan file clean-up');
      return result;
    } catch (err) {
      deps.log.warn({ err }, 'orphan file clean-up failed; retried at the next run');
      return null;
    } finally {
      running = false;
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun, keepsProcessAlive: () => timer.hasRef() };
}
