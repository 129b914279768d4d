import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { Logger } from './logger.ts';

type Listener = (payload: unknown) => void;

/**
 * PostgreSQL LISTEN/NOTIFY as an in-process fan-out: every app instance listens on the database, so an event
 * published by one instance reaches the open boards of all of them. `notify` runs in the caller's transaction and
 * is delivered only if it commits.
 */
export interface Notifier {
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

/** Publishes inside the given transaction (or connection): delivered at commit, never for a rolled-back change. */
export async function notify(db: Database, channel: string, payload: Record<string, unknown>): Promise<void> {
  await sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`.execute(db);
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

/** One dedicated connection LISTENs for the instance; it reconnects (and re-listens) after a database restart. */
export function createPgNotifier(databaseUrl: string, log: Logger): Notifier {
  const hub = fanOut();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      c.on('notification', (n) => hub.dispatch(n.channel, n.payload));
      c.on('error', (err) => {
        log.warn({ err }, 'notifier connection lost');
        client = null;
        connecting = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      await c.connect();
      for (const channel of hub.listeners.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })().catch((err) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  return {
    async subscribe(channel, listener) {
      const first = hub.add(channel, listener);
      const c = client ?? (await connect());
      if (first) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => {
        if (hub.remove(channel, listener) && client) void client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      hub.listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
