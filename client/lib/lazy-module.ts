/**
 * A module a page loads after it paints (bundle budget, docs/performance.md): `load()` imports it once (later calls
 * share the same promise; a failed import is tried again), `current` is the module once it has arrived.
 */
export interface LazyModule<M> {
  readonly current: M | undefined;
  load(): Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get current() {
      return loaded;
    },
    load() {
      pending ??= importer().then(
        (m) => (loaded = m),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
  };
}
