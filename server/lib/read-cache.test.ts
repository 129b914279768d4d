import { describe, expect, it } from 'vitest';
import { type Notifier, RESYNC } from './notifier.ts';
import { InvalidatedCache } from './read-cache.ts';

/** A notifier driven by the test: `send` delivers a payload, `up` says whether the LISTEN connection is there. */
function fakeNotifier() {
  const listeners: ((p: unknown) => void)[] = [];
  const state = { up: true };
  const notifier: Notifier = {
    async subscribe(_channel, l) {
      listeners.push(l);
      return () => undefined;
    },
    async close() {},
    listening: () => state.up,
  };
  const send = (p: unknown) => {
    for (const l of listeners) l(p);
  };
  return { notifier, state, send };
}

const options = { channel: 'c', ttlMs: 60_000, maxEntries: 3 };

describe('InvalidatedCache', () => {
  it('is bypassed until it listens, then serves what it stored', async () => {
    const { notifier } = fakeNotifier();
    const cache = new InvalidatedCache<number>(options, notifier);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', 'g', load)).toBe(1);
    expect(await cache.read('k', 'g', load)).toBe(2);
    await cache.start();
    expect(await cache.read('k', 'g', load)).toBe(3);
    expect(await cache.read('k', 'g', load)).toBe(3);
  });

  it('a notification drops its group only; "*" and RESYNC drop everything', async () => {
    const { notifier, send } = fakeNotifier();
    const cache = new InvalidatedCache<string>(options, notifier);
    await cache.start();
    await cache.read('a', 'g1', async () => 'a1');
    await cache.read('b', 'g2', async () => 'b1');
    send('g1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b1');
    send('*');
    expect(cache.get('b')).toBeUndefined();
    await cache.read('b', 'g2', async () => 'b2');
    send(RESYNC);
    expect(cache.get('b')).toBeUndefined();
  });

  it('a read under way while something is dropped does not store what it read', async () => {
    const { notifier, send } = fakeNotifier();
    const cache = new InvalidatedCache<string>(options, notifier);
    await cache.start();
    let release!: () => void;
    const pending = cache.read('k', 'g', () => new Promise<string>((r) => (release = () => r('old'))));
    send('other-group');
    release();
    expect(await pending).toBe('old');
    expect(cache.get('k')).toBeUndefined();
  });

  it('nothing is used or stored while the instance is not listening', async () => {
    const { notifier, state } = fakeNotifier();
    const cache = new InvalidatedCache<string>(options, notifier);
    await cache.start();
    await cache.read('k', 'g', async () => 'v');
    state.up = false;
    expect(cache.get('k')).toBeUndefined();
    await cache.read('j', 'g', async () => 'w');
    state.up = true;
    expect(cache.get('j')).toBeUndefined();
  });

  it('refused answers are not stored when store() says so; entries are bounded and expire', async () => {
    const { notifier } = fakeNotifier();
    const cache = new InvalidatedCache<string | null>({ ...options, ttlMs: 20 }, notifier);
    await cache.start();
    await cache.read(
      'n',
      'g',
      async () => null,
      (v) => v !== null,
    );
    expect(cache.get('n')).toBeUndefined();
    for (const k of ['a', 'b', 'c', 'd']) await cache.read(k, 'g', async () => k);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('d')).toBeUndefined();
  });
});
