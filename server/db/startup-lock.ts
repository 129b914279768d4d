import type { Database } from './database.ts';
import { acquireAdvisoryLock, releaseAdvisoryLock } from './startup-lock.repository.ts';

/** One key for every start-up step that writes shared rows (roles, demo seed); any 64-bit number unique to the app. */
const STARTUP_LOCK_KEY = 716_2026_11;

/**
 * Runs `fn` on one connection while holding a session-level PostgreSQL advisory lock: instances starting together
 * take turns, so the second one sees the roles and the demo tenant the first one wrote instead of crashing on a
 * duplicate key. `fn` may open transactions on the connection it is given. (The embedded PGlite has one connection
 * and one process; the lock costs nothing there.)
 */
export async function withStartupLock<T>(db: Database, fn: (db: Database) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await acquireAdvisoryLock(conn, STARTUP_LOCK_KEY);
    try {
      return await fn(conn);
    } finally {
      await releaseAdvisoryLock(conn, STARTUP_LOCK_KEY);
    }
  });
}
