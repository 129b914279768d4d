/**
 * docs/design/stack.md trap: PGlite and pg parse some types differently. database.ts registers the same parsers on
 * both; this runs the same queries on PGlite and, when DATABASE_URL is set, on PostgreSQL, and checks the JS values the
 * app relies on. Without DATABASE_URL it checks PGlite alone.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshPostgres, openPgliteFromSnapshot, type TestDatabase } from '../test/harness.ts';
import type { Database } from './database.ts';

const payload = { nome: 'Conceição', valores: [1, 2.5, null], aninhado: { ok: true, cpf: null }, texto: 'aspas " e \\ barra' };

async function runQueries(db: Database) {
  const count = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const scalars = await sql<{
    numeric: unknown;
    numeric_sum: unknown;
    date: unknown;
    ts: unknown;
    int4: unknown;
    int8: unknown;
    int4_sum: unknown;
    int8_sum: unknown;
    float8: unknown;
    bool: unknown;
    uuid: unknown;
    texts: unknown;
  }>`select
      1.5::numeric(14, 2) as numeric,
      (select sum(v) from (values (1.10::numeric), (2.25::numeric)) t(v)) as numeric_sum,
      '2024-02-29'::date as date,
      '2025-03-10T12:34:56.789Z'::timestamptz as ts,
      42::int4 as int4,
      9007199254741::int8 as int8,
      (select sum(v) from (values (40::int4), (2::int4)) t(v)) as int4_sum,
      (select sum(v) from (values (9007199254740::int8), (1::int8)) t(v)) as int8_sum,
      extract(epoch from interval '90 seconds')::float8 as float8,
      true as bool,
      '8d3f6c58-5c1e-4a33-9a3e-0f5a1b2c3d4e'::uuid as uuid,
      array['user/view', 'user/create']::text[] as texts`.execute(db);
  const json = await sql<{ j: unknown }>`select ${JSON.stringify(payload)}::jsonb as j`.execute(db);
  // A jsonb column written the way the app writes it (audit.repository.ts) and read back.
  const inserted = await db
    .insertInto('audit_log')
    .values({ company_id: null, actor_user_id: null, action: 'parity.check', entity: 'test', data: JSON.stringify(payload) })
    .returning(['id', 'data', 'created_at'])
    .executeTakeFirstOrThrow();
  const readBack = await db.selectFrom('audit_log').select(['data', 'created_at']).where('id', '=', inserted.id).executeTakeFirstOrThrow();
  const dateColumn = await sql<{ d: unknown }>`select ${'1990-05-10'}::date as d`.execute(db);
  return { count: count.n, ...scalars.rows[0], json: json.rows[0].j, stored: readBack.data, storedAt: readBack.created_at, dateParam: dateColumn.rows[0].d };
}

type Results = Awaited<ReturnType<typeof runQueries>>;

const drivers: { name: 'pglite' | 'pg'; open: () => Promise<TestDatabase> }[] = [{ name: 'pglite', open: openPgliteFromSnapshot }];
if (process.env.DATABASE_URL) drivers.push({ name: 'pg', open: () => openFreshPostgres(process.env.DATABASE_URL!) });

const results = new Map<string, Results>();
const opened: TestDatabase[] = [];

beforeAll(async () => {
  for (const d of drivers) {
    const database = await d.open();
    opened.push(database);
    expect(database.driver).toBe(d.name);
    results.set(d.name, await runQueries(database.handle.db));
  }
});
afterAll(async () => {
  for (const d of opened) await d.close();
});

describe.each(drivers.map((d) => d.name))('%s', (name) => {
  const r = () => results.get(name)!;

  it('count(*), int8 and sums of int4 (int8) are numbers', () => {
    expect(r().count).toBe(6);
    expect(r().int8).toBe(9007199254741);
    expect(r().int4_sum).toBe(42);
    expect(r().int4).toBe(42);
  });

  it('a sum of int8 (e.g. cents) is numeric in PostgreSQL, so an exact string: convert it explicitly', () => {
    expect(r().int8_sum).toBe('9007199254741');
  });

  it('numeric is an exact string with its scale', () => {
    expect(r().numeric).toBe('1.50');
    expect(r().numeric_sum).toBe('3.35');
  });

  it('date is a YYYY-MM-DD string (no time-zone shift)', () => {
    expect(r().date).toBe('2024-02-29');
    expect(r().dateParam).toBe('1990-05-10');
  });

  it('timestamptz is a Date at the right instant', () => {
    expect(r().ts).toBeInstanceOf(Date);
    expect((r().ts as Date).toISOString()).toBe('2025-03-10T12:34:56.789Z');
    expect(r().storedAt).toBeInstanceOf(Date);
    expect(Math.abs((r().storedAt as Date).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('jsonb round-trips an object, from a parameter and from a column', () => {
    expect(r().json).toEqual(payload);
    expect(r().stored).toEqual(payload);
  });

  it('float8, boolean, uuid and text[] come back as number, boolean, string and string[]', () => {
    expect(r().float8).toBe(90);
    expect(r().bool).toBe(true);
    expect(r().uuid).toBe('8d3f6c58-5c1e-4a33-9a3e-0f5a1b2c3d4e');
    expect(r().texts).toEqual(['user/view', 'user/create']);
  });
});

describe('drivers agree', () => {
  it(drivers.length > 1 ? 'PGlite and PostgreSQL give the same values' : 'only PGlite in this run (set DATABASE_URL to compare with PostgreSQL)', () => {
    const [first, ...rest] = drivers.map((d) => results.get(d.name)!);
    const comparable = ({ storedAt: _storedAt, ...r }: Results) => r;
    for (const other of rest) expect(comparable(other)).toEqual(comparable(first));
    expect(first).toBeDefined();
  });
});
