import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { toAppError } from './errors.ts';
import { isResync, type Notifier } from './notifier.ts';

/**
 * In-process caches of hot reads (the session behind a bearer token, the deals list's totals), exact because every
 * change that could alter a cached answer drops it before anyone can read the change:
 * - on every app instance, the database publishes each change on a channel in the transaction that makes it (triggers
 *   of migration 2026-11-23T0010_cache_invalidation), delivered at commit: the entries of that key (a user, a company)
 *   or, with '*', all of them are dropped;
 * - on the instance that made the change, where the next request of the same person may arrive before the
 *   notification does, every write (a tRPC mutation, any HTTP request other than GET/HEAD/OPTIONS) drops everything
 *   once it has committed and before it answers (`afterLocalWrite`);
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

/** The read caches of one app instance (one Deps). */
export interface ReadCaches {
  /** The resolved session of a bearer token, by (user, session); dropped by `auth_changes`. */
  auth: InvalidatedCache<unknown>;
  /** The signed-in user's profile (auth.me), by user; dropped by `profile_changes`. */
  profiles: InvalidatedCache<unknown>;
  /** The deals list's exact totals, by visibility scope and filters; dropped by `deal_list_changes`. */
  dealCounts: InvalidatedCache<number>;
  /** The deals list's pages (rows and total), by visibility scope, filters, page and size; the same invalidation. */
  dealPages: InvalidatedCache<unknown>;
  /** Drops everything: this instance just committed a change (read-your-writes before the notification arrives). */
  afterLocalWrite(): void;
}

const registry = new WeakMap<Deps, ReadCaches>();

export const AUTH_CACHE: CacheOptions = { channel: 'auth_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const PROFILE_CACHE: CacheOptions = { channel: 'profile_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const DEAL_COUNTS_CACHE: CacheOptions = { channel: 'deal_list_changes', ttlMs: 10_000, maxEntries: 20_000 };
export const DEAL_PAGES_CACHE: CacheOptions = { channel: 'deal_list_changes', ttlMs: 10_000, maxEntries: 5_000 };

/**
 * Turns the read caches on for this instance (the HTTP app does, at start). Listening begins in the background and,
 * if the database cannot be reached yet, is retried; until it succeeds every read goes to the database.
 */
export function enableReadCaches(deps: Deps, retryMs = 1000): ReadCaches {
  const existing = registry.get(deps);
  if (existing) return existing;
  const auth = new InvalidatedCache<unknown>(AUTH_CACHE, deps.notifier);
  const profiles = new InvalidatedCache<unknown>(PROFILE_CACHE, deps.notifier);
  const dealCounts = new InvalidatedCache<number>(DEAL_COUNTS_CACHE, deps.notifier);
  const dealPages = new InvalidatedCache<unknown>(DEAL_PAGES_CACHE, deps.notifier);
  const caches: ReadCaches = {
    auth,
    profiles,
    dealCounts,
    dealPages,
    afterLocalWrite() {
      auth.clear();
      profiles.clear();
      dealCounts.clear();
      dealPages.clear();
    },
  };
  registry.set(deps, caches);
  // One after the other: the LISTEN connection runs one command at a time.
  const start = async (pending: (InvalidatedCache<unknown> | InvalidatedCache<number>)[]): Promise<void> => {
    while (pending.length) {
      try {
        await pending[0].start();
        pending.shift();
      } catch (err) {
        // Only an unreachable database is worth another try (a closed notifier or database is not).
        if (toAppError(err).type !== 'SERVICE_UNAVAILABLE_ERROR') {
          deps.log.warn({ err }, 'read caches off: cannot listen for invalidations');
          return;
        }
        await new Promise<void>((resolve) => setTimeout(resolve, retryMs).unref());
      }
    }
  };
  void start([auth, profiles, dealCounts, dealPages]);
  return caches;
}

/** The instance's read caches, when enabled. */
export function readCaches(deps: Deps): ReadCaches | undefined {
  return registry.get(deps);
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
