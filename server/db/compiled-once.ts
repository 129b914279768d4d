import { type Compilable, CompiledQuery, type RawBuilder } from 'kysely';
import type { Database } from './database.ts';
import { keepParsed } from './prepared-statements.ts';

/** A query builder, or an `sql` template (compiled against the database it runs on). */
type Query<R> = Compilable<R> | RawBuilder<R>;

/** Stands for one argument while the query is compiled the first time. */
class Slot {
  constructor(readonly index: number) {}
}

/** A compiled shape: its SQL, the constants the builder put in it, and which argument goes in each parameter. */
interface Template {
  sql: string;
  constants: readonly unknown[];
  slots: (number | -1)[];
}

/**
 * A query built and compiled to SQL on its first run; later runs only bind their values. Kysely otherwise builds the
 * operation tree and compiles it again on every call, a tenth to a third of a millisecond of the Node thread for a
 * query with a subquery (docs/performance.md, "Terceira passagem"); on the paths every request takes (the session
 * behind a bearer token, a login, the deals list) that is worth keeping. Its SQL text is also kept parsed by
 * PostgreSQL (prepared-statements.ts), unless `planEachRun`: a named statement may be switched by PostgreSQL to one
 * generic plan, made without the values, after five runs, which is right for lookups by key and wrong where the
 * values decide the plan (the deals list's searches: a generic plan took 274 ms for a CPF search that takes 3 ms
 * planned with its values; docs/performance.md, "Quarta passagem").
 *
 * An argument left undefined leaves its part out of the query (a filter not asked for): each combination of given
 * and undefined arguments is a shape of its own, compiled on its first run. `build` must put each given argument as
 * it is into a value position: no transformation of it, no branch on its value (only on whether it is given). The
 * first run of a shape builds with placeholders and checks that each given one reached the SQL's parameters, so a
 * builder that changes an argument fails on its first call (in the tests), not silently later.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Database, ...args: A) => Query<R>, arity: A['length'], opts: { planEachRun?: boolean } = {}) {
  const shapes = new Map<number, Template>();
  return async (db: Database, ...args: A): Promise<R[]> => {
    let shape = 0;
    for (let i = 0; i < arity; i++) if (args[i] !== undefined) shape |= 1 << i;
    let template = shapes.get(shape);
    if (!template) {
      template = compileTemplate(db, build, arity, shape);
      if (!opts.planEachRun) keepParsed(template.sql);
      shapes.set(shape, template);
    }
    const { constants, slots } = template;
    const parameters = slots.map((slot, i) => (slot === -1 ? constants[i] : args[slot]));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}

function compileTemplate<A extends unknown[], R>(db: Database, build: (db: Database, ...args: A) => Query<R>, arity: number, shape: number): Template {
  const given = (i: number) => (shape & (1 << i)) !== 0;
  const placeholders = Array.from({ length: arity }, (_, i) => (given(i) ? new Slot(i) : undefined)) as unknown as A;
  const query = build(db, ...placeholders);
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const slots = parameters.map((p) => (p instanceof Slot ? p.index : -1));
  for (let i = 0; i < arity; i++) {
    if (given(i) && !slots.includes(i)) throw new Error(`compiledOnce: argument ${i} does not reach the query as a value (transformed or unused)`);
  }
  return { sql, constants: parameters.map((p) => (p instanceof Slot ? undefined : p)), slots };
}
