import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { toAppError } from './errors.ts';
import type { Logger } from './logger.ts';
import { isResync, type Notifier } from './notifier.ts';

/**
 * In-process caches of hot reads (the session behind a bearer token, the deals list's totals), exact because every
 * change that could alter a cached answer drops it before anyone can read the change:
 * - on every app instance, the database publishes each change on a channel in the transaction that makes it (triggers
 *   of migration 2026-11-23T0010_cache_invalidation), delivered at commit: the entries of that key (a user, a company)
 *   or, with '*', all of them are dropped;
 * - on the instance that made the change, where the next request of the same person may arrive before the
 *   notification does, the code that wrote drops the keys it changed once it has committed and before it answers
 *   (`ReadCaches.dropSessions`, `dropDealList`…);
 * - a read that was under way while anything was dropped does not store its answer (it may predate the change);
 * - nothing is used or stored while the instance is not listening (the LISTEN connection is lost), and everything is
 *   dropped when it is back (the notifier's RESYNC: changes made meanwhile were not heard);
 * - entries expire after a short TTL anyway, and the number of entries is bounded.
 */
export interface CacheOptions {
  /** NOTIFY channel whose payload is the key group to drop ('*': all). */
  channel: string;
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  group: string;
  expires: number;
}

export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly groups = new Map<string, Set<string>>();
  /** Bumped by every drop: a read that began before it must not store what it read. */
  private generation = 0;
  private subscribed = false;

  constructor(
    readonly options: CacheOptions,
    private readonly notifier: Notifier,
  ) {}

  /** Starts listening; until then (and while the notifier is not listening) the cache is bypassed. */
  async start(): Promise<void> {
    await this.notifier.subscribe(this.options.channel, (payload) => {
      if (isResync(payload) || payload === '*' || typeof payload !== 'string') this.clear();
      else this.drop(payload);
    });
    this.subscribed = true;
  }

  private usable(): boolean {
    return this.subscribed && (this.notifier.listening?.() ?? true);
  }

  get(key: string): V | undefined {
    if (!this.usable()) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.remove(key, e);
      return undefined;
    }
    return e.value;
  }

  /**
   * The cached answer, or `load()`'s, stored when `store(value)` allows and nothing was dropped meanwhile.
   * `group` is what a notification names to drop the entry (a user's or a company's id).
   */
  async read(key: string, group: string, load: () => Promise<V>, store: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.usable() && store(value)) this.set(key, group, value);
    return value;
  }

  private set(key: string, group: string, value: V): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (this.entries.size >= this.options.maxEntries) {
      // Oldest first (insertion order).
      const first = this.entries.entries().next().value;
      if (first) this.remove(first[0], first[1]);
    }
    this.entries.set(key, { value, group, expires: Date.now() + this.options.ttlMs });
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
  }

  private remove(key: string, e: Entry<V>): void {
    this.entries.delete(key);
    const keys = this.groups.get(e.group);
    keys?.delete(key);
    if (keys && keys.size === 0) this.groups.delete(e.group);
  }

  /** Drops the entries of one group. */
  drop(group: string): void {
    this.generation++;
    const keys = this.groups.get(group);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.groups.delete(group);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.groups.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The read caches of one app instance: a field of its Deps (`deps.caches`), built with them and listening once the
 * HTTP app starts (`listen`). The code that commits a change drops the keys it changed, right after the commit and
 * before it answers (read-your-writes on this instance, before the database's notification arrives): a user's sessions
 * and profile (by user id), a company's deals list (by company id), or, for the rare change every key reads (an
 * affiliate, a company, a bank partner), all of one kind. Nothing else drops anything: a query or a login never does.
 * What no cached answer can have read needs no drop: a new user, company or bank partner, a new session, a session's
 * rotation (it stays the same session), a bank partner's logo.
 */
export interface ReadCaches {
  /**
   * The resolved session of a bearer token, by (user, session), with the instant its account's access ends (compared
   * with the clock on every use, auth/session.ts); dropped by `auth_changes`.
   */
  auth: InvalidatedCache<unknown>;
  /** The signed-in user's profile (auth.me), by user; dropped by `profile_changes`. */
  profiles: InvalidatedCache<unknown>;
  /** The deals list's exact totals, by visibility scope and filters; dropped by `deal_list_changes`. */
  dealCounts: InvalidatedCache<number>;
  /** The deals list's pages (rows and total), by visibility scope, filters, page and size; the same invalidation. */
  dealPages: InvalidatedCache<unknown>;
  /**
   * Starts listening for the database's invalidations (the HTTP app does, at start; idempotent). If the database
   * cannot be reached yet it is retried; until it succeeds every read goes to the database.
   */
  listen(): void;
  /** The user's sessions changed (logout, revocation, activity, role, affiliate, password, policies). */
  dropSessions(userId: string): void;
  /**
   * Every session: a change that ends or alters the sessions of many users at once (an affiliate deactivated, its
   * billing state changed).
   */
  dropEverySession(): void;
  /** The user's profile changed (their row, role, affiliate, companies). */
  dropProfile(userId: string): void;
  /** Every profile: an affiliate or a company changed, which every member's profile shows. */
  dropEveryProfile(): void;
  /** The company's deals list changed (its deals, their people, its customers, an owner's name). */
  dropDealList(companyId: string): void;
  /** Every company's deals list: a bank partner changed, whose name every list shows. */
  dropEveryDealList(): void;
}

export const AUTH_CACHE: CacheOptions = { channel: 'auth_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const PROFILE_CACHE: CacheOptions = { channel: 'profile_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const DEAL_COUNTS_CACHE: CacheOptions = { channel: 'deal_list_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const DEAL_PAGES_CACHE: CacheOptions = { channel: 'deal_list_changes', ttlMs: 10_000, maxEntries: 5_000 };

/** An instance's read caches, bypassed until `listen()` (where Deps are built: bootstrap, the test harness). */
export function createReadCaches(notifier: Notifier, log: Logger, retryMs = 1000): ReadCaches {
  const auth = new InvalidatedCache<unknown>(AUTH_CACHE, notifier);
  const profiles = new InvalidatedCache<unknown>(PROFILE_CACHE, notifier);
  const dealCounts = new InvalidatedCache<number>(DEAL_COUNTS_CACHE, notifier);
  const dealPages = new InvalidatedCache<unknown>(DEAL_PAGES_CACHE, notifier);
  let listening = false;
  // One after the other: the LISTEN connection runs one command at a time.
  const start = async (pending: (InvalidatedCache<unknown> | InvalidatedCache<number>)[]): Promise<void> => {
    while (pending.length) {
      try {
        await pending[0].start();
        pending.shift();
      } catch (err) {
        // Only an unreachable database is worth another try (a closed notifier or database is not).
        if (toAppError(err).type !== 'SERVICE_UNAVAILABLE_ERROR') {
          log.warn({ err }, 'read caches off: cannot listen for invalidations');
          return;
        }
        await new Promise<void>((resolve) => setTimeout(resolve, retryMs).unref());
      }
    }
  };
  return {
    auth,
    profiles,
    dealCounts,
    dealPages,
    listen() {
      if (listening) return;
      listening = true;
      void start([auth, profiles, dealCounts, dealPages]);
    },
    dropSessions: (userId) => auth.drop(userId),
    dropEverySession: () => auth.clear(),
    dropProfile: (userId) => profiles.drop(userId),
    dropEveryProfile: () => profiles.clear(),
    dropDealList(companyId) {
      dealCounts.drop(companyId);
      dealPages.drop(companyId);
    },
    dropEveryDealList() {
      dealCounts.clear();
      dealPages.clear();
    },
  };
}

/** The caches this Deps reads through: none when READ_CACHES=off (every read goes to the database). */
export function readCaches(deps: Pick<Deps, 'config' | 'caches'>): ReadCaches | undefined {
  return deps.config.readCaches ? deps.caches : undefined;
}

const reusable = new WeakSet<object>();

/**
 * Marks an answer that a cache hands out again, as the same object, to every request asking the same: it is deeply
 * frozen (nobody may change what others will be served) and the tRPC transformer serializes it once (`serializeOnce`).
 */
export function reusableAnswer<T extends object>(answer: T): T {
  const freeze = (v: unknown) => {
    if (v === null || typeof v !== 'object' || Object.isFrozen(v) || v instanceof Date) return;
    for (const child of Object.values(v)) freeze(child);
    Object.freeze(v);
  };
  freeze(answer);
  reusable.add(answer);
  return answer;
}

const serialized = new WeakMap<object, unknown>();

/** `serialize(value)`, computed once per reusable answer (the same frozen object gives the same output). */
export function serializeOnce<S>(value: unknown, serialize: (v: unknown) => S): S {
  if (value === null || typeof value !== 'object' || !reusable.has(value)) return serialize(value);
  let out = serialized.get(value) as S | undefined;
  if (out === undefined) serialized.set(value, (out = serialize(value)));
  return out;
}

const documented = new WeakMap<z.ZodType, z.ZodType>();

/**
 * `.output()` of a procedure that may answer a reusable answer: such an answer is checked against `schema` and kept as
 * the same object (still frozen, still serialized once); any other answer is parsed by `schema` as usual (a copy
 * with only its keys). The OpenAPI document shows `schema` (`documentedSchema`).
 */
export function reusableOutput<T extends z.ZodType>(schema: T) {
  const kept = z.custom<z.output<T>>((v) => typeof v === 'object' && v !== null && reusable.has(v) && schema.safeParse(v).success);
  const output = z.union([kept, schema]);
  documented.set(output, schema);
  return output;
}

/** The schema an output declared with `reusableOutput` documents (any other schema documents itself). */
export function documentedSchema(schema: z.ZodType): z.ZodType {
  return documented.get(schema) ?? schema;
}
