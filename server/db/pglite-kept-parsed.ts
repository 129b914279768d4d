import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { CACHED_PLAN_CHANGED, parsedName } from './prepared-statements.ts';

const { serialize } = protocol;

/** PostgreSQL's SQLSTATE for a statement name this instance does not know (it must be parsed again). */
const NO_SUCH_STATEMENT = '26000';

/**
 * The embedded PGlite with the texts kept parsed (prepared-statements.ts) run by name, the way the pg driver runs them
 * (database.ts). PGlite's own `query` makes six calls into its WebAssembly PostgreSQL for every statement (parse,
 * describe, bind, describe, execute, sync), on the server's own thread, and PostgreSQL parses and plans the text each
 * time. A kept text is parsed once per instance under its name, its parameter types read once; each run after that is
 * one call carrying bind, describe, execute and sync together. Measured on the login's first statement: 1.49 → 0.87 ms
 * at p50 (docs/performance.md, "Quinta passagem").
 *
 * The same guarantees as `query`: it waits for a transaction opened through PGlite's `transaction` (which Kysely uses)
 * and for any other query, the values are serialized by the parameter types PostgreSQL reported, the rows parsed by the
 * instance's parsers, and the data directory is synced afterwards. Any other text, and a text whose result type changed
 * since it was parsed (a migration while the instance runs), goes through `query` as before.
 */
export function withKeptParsed(pglite: PGlite): PGlite {
  const paramTypes = new Map<string, number[]>();
  const stale = new Set<string>();
  const query = pglite.query.bind(pglite) as PGlite['query'];

  const runByName = async <T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        let types = paramTypes.get(name);
        if (!types) {
          const described = await pglite.execProtocolStream(Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
          types = parse.parseDescribeStatementResults(described);
          paramTypes.set(name, types);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[types[i]] ?? pglite.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await pglite.execProtocolStream(Buffer.concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), {
          syncToFs: false,
        });
        await pglite.syncToFs();
        return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
      }),
    );
  };

  const keptQuery = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const name = parsedName(text);
    if (!name || stale.has(name) || options?.blob) return query<T>(text, params, options);
    try {
      return await runByName<T>(name, text, params ?? [], options);
    } catch (err) {
      const code = (err as { code?: string })?.code;
      if (code === NO_SUCH_STATEMENT) paramTypes.delete(name);
      else if (code === CACHED_PLAN_CHANGED) stale.add(name);
      else throw err;
      return query<T>(text, params, options);
    }
  };

  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'query') return keptQuery;
      const value = Reflect.get(target, prop, target);
      // PGlite's methods use private fields: they must run on the instance itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
