import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('imports once, shares the promise and exposes the module once it arrived', async () => {
    let calls = 0;
    const mod = lazyModule(async () => {
      calls++;
      return { answer: 42 };
    });
    expect(mod.current).toBeUndefined();
    const [a, b] = await Promise.all([mod.load(), mod.load()]);
    expect(a).toBe(b);
    expect(mod.current).toEqual({ answer: 42 });
    expect(calls).toBe(1);
  });

  it('a failed import is tried again on the next load', async () => {
    let calls = 0;
    const mod = lazyModule(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'ok';
    });
    await expect(mod.load()).rejects.toThrow('offline');
    await expect(mod.load()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
