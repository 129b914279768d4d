import { type Compilable, CompiledQuery, type RawBuilder } from 'kysely';
import type { Database } from './database.ts';

/** A query builder, or an `sql` template (compiled against the database it runs on). */
type Query<R> = Compilable<R> | RawBuilder<R>;

/** Stands for one argument while the query is compiled the first time. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of one fixed shape, built and compiled to SQL on its first run; later runs only bind their values.
 * Kysely otherwise builds the operation tree and compiles it again on every call, a tenth to a third of a millisecond
 * of the Node thread for a query with a subquery (docs/performance.md, "Terceira passagem"); on the paths every
 * request takes (the session behind a bearer token, a login) that is worth keeping.
 *
 * `build` must put each argument as it is into a value position: no transformation of it, no branch on it. The first
 * run builds with placeholders and checks that each one reached the SQL's parameters, so a builder that changes an
 * argument fails on its first call (in the tests), not silently later.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Database, ...args: A) => Query<R>, arity: A['length']) {
  let template: { sql: string; constants: readonly unknown[]; slots: (number | -1)[] } | undefined;
  return async (db: Database, ...args: A): Promise<R[]> => {
    template ??= compileTemplate(db, build, arity);
    const parameters = template.slots.map((slot, i) => (slot === -1 ? template!.constants[i] : args[slot]));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}

function compileTemplate<A extends unknown[], R>(db: Database, build: (db: Database, ...args: A) => Query<R>, arity: number) {
  const placeholders = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as A;
  const query = build(db, ...placeholders);
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const slots = parameters.map((p) => (p instanceof Slot ? p.index : -1));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} does not reach the query as a value (transformed or unused)`);
  }
  return { sql, constants: parameters.map((p) => (p instanceof Slot ? undefined : p)), slots };
}
