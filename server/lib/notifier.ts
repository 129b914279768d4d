import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { Logger } from './logger.ts';
import { pgNotify } from './notifier.repository.ts';

type Listener = (payload: unknown) => void;

/**
 * PostgreSQL LISTEN/NOTIFY as an in-process fan-out: every app instance listens on the database, so an event
 * published by one instance reaches the open boards of all of them. `notify` runs in the caller's transaction and
 * is delivered only if it commits.
 */
export interface Notifier {
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
  /**
   * False while the instance cannot hear notifications (its LISTEN connection is lost and not back yet): whoever
   * caches on the strength of them must not trust the cache meanwhile. Absent: always listening (in-process).
   */
  listening?(): boolean;
}

/**
 * Delivered to every listener when the LISTEN connection is back after it was lost: events committed meanwhile were
 * not heard, so whoever shows live data should read it again.
 */
export const RESYNC: Readonly<{ resync: true }> = Object.freeze({ resync: true });
export const isResync = (payload: unknown): boolean => payload === RESYNC;

/** Publishes inside the given transaction (or connection): delivered at commit, never for a rolled-back change. */
export async function notify(db: Database, channel: string, payload: Record<string, unknown>): Promise<void> {
  await pgNotify(db, channel, JSON.stringify(payload));
}

function fanOut() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    listeners,
    add(channel: string, l: Listener) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(l);
      return first;
    },
    remove(channel: string, l: Listener) {
      const set = listeners.get(channel);
      set?.delete(l);
      return !!set && set.size === 0 && listeners.delete(channel);
    },
    deliver(channel: string, payload: unknown) {
      for (const l of listeners.get(channel) ?? []) l(payload);
    },
    dispatch(channel: string, raw: string | undefined) {
      let payload: unknown = raw;
      try {
        payload = raw ? JSON.parse(raw) : null;
      } catch {
        // keep the raw string
      }
      for (const l of listeners.get(channel) ?? []) l(payload);
    },
  };
}

export function createPgliteNotifier(pglite: PGlite): Notifier {
  const hub = fanOut();
  const unlisteners = new Map<string, () => Promise<void>>();
  return {
    async subscribe(channel, listener) {
      if (hub.add(channel, listener)) unlisteners.set(channel, await pglite.listen(channel, (p) => hub.dispatch(channel, p)));
      return () => {
        if (hub.remove(channel, listener)) {
          const un = unlisteners.get(channel);
          unlisteners.delete(channel);
          if (un && !pglite.closed) void un().catch(() => undefined);
        }
      };
    },
    async close() {
      hub.listeners.clear();
    },
  };
}

/** Waits between reconnection attempts of the LISTEN connection: quick at first, then every 2 s until it is back. */
export const NOTIFIER_RETRY_MS = [250, 500, 1000, 2000];

/**
 * One dedicated connection LISTENs for the instance. When it is lost (database restart or outage) it is opened again,
 * retrying until the database answers, and every channel is listened to again, so open boards get live events again
 * without an app restart (docs/design/security.md R3). Events committed while it was down are not replayed: listeners
 * get RESYNC.
 */
export function createPgNotifier(databaseUrl: string, log: Logger, retryMs: readonly number[] = NOTIFIER_RETRY_MS): Notifier {
  const hub = fanOut();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  /** The connection was lost since the last one opened: the next one announces RESYNC. */
  let lost = false;

  const scheduleRetry = () => {
    // Nobody listening: the next subscribe connects.
    if (closed || retryTimer || hub.listeners.size === 0) return;
    const delay = retryMs[Math.min(failures, retryMs.length - 1)];
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!client) void connect().catch(() => undefined);
    }, delay);
    retryTimer.unref();
  };

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    let dropped = false;
    const drop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      lost = true;
      if (!closed) log.warn({ err }, 'notifier connection lost; reconnecting');
      void c.end().catch(() => undefined);
      scheduleRetry();
    };
    c.on('notification', (n) => hub.dispatch(n.channel, n.payload));
    try {
      await c.connect();
      for (const channel of hub.listeners.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      dropped = true;
      void c.end().catch(() => undefined);
      throw err;
    }
    // Registered once connected: a failed connect is the caller's to retry, not the listeners'.
    c.on('error', drop);
    c.on('end', () => drop());
    return c;
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      async (c) => {
        connecting = null;
        if (closed) {
          await c.end().catch(() => undefined);
          throw new Error('notifier closed');
        }
        if (failures > 0) log.info({ attempts: failures }, 'notifier reconnected');
        failures = 0;
        client = c;
        if (lost) {
          lost = false;
          for (const channel of [...hub.listeners.keys()]) hub.deliver(channel, RESYNC);
        }
        return c;
      },
      (err: unknown) => {
        connecting = null;
        scheduleRetry();
        throw err;
      },
    );
    return connecting;
  };

  return {
    async subscribe(channel, listener) {
      const first = hub.add(channel, listener);
      try {
        const c = await connect();
        if (first) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        // The caller gets the error (503 while the database is down); no listener stays behind.
        hub.remove(channel, listener);
        throw err;
      }
      return () => {
        if (hub.remove(channel, listener) && client) void client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    listening: () => client !== null && !closed,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      hub.listeners.clear();
      const c = client ?? (await connecting?.catch(() => null));
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
