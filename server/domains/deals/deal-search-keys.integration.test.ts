import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { randomCpf } from '../../test/fixtures.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';

/**
 * The list's search reads deal_search_keys (2026-11-27T0010): suffixes of each deal's main proponent's folded name and
 * document, kept by the database. Whatever changes the proponents, the deals a search lists must be exactly those
 * whose main proponent's name or document contains it (the plain LIKE the keys replace), and the kept keys must be
 * what the proponents give now.
 */

let env: TestEnv;
let operator: Session;

type Associate = TDealCreateRequest['associates'][number];

const person = (name: string, document: string, main: boolean): Associate => ({
  main,
  personType: 'individual',
  ...(main ? {} : { relationship: 'Cônjuge' }),
  name,
  document,
  birthDate: '1980-05-05',
  gender: 'feminino',
  maritalStatus: 'casado',
  motherName: 'Mãe Teste',
  incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
});

const dealInput = (associates: Associate[]): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates,
  operationValue: 300000,
  deadline: 180,
  asset: { kind: 'realty', value: 600000, type: 'casa', isRegistered: true },
});

/** The deals the plain predicate finds (what the list searched before the keys), newest first; `board`: a home-equity
 * board's search, which also finds a deal by its number. */
async function plainMatches(search: string, board = false): Promise<string[]> {
  const digits = search.replace(/\D/g, '');
  const escaped = search.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const { rows } = await sql<{ id: string }>`
    select d.id from deals d
    where d.company_id = ${env.demo.companyId} ${board ? sql`and d.pipeline_key = 'realty-home-equity'` : sql``} and (exists (
      select 1 from deal_associates a where a.deal_id = d.id and a.main
        and (a.name_folded like search_fold(${`%${escaped}%`}) ${digits ? sql`or a.document like ${`%${digits}%`}` : sql``}))
      ${board && digits ? sql`or d.number::text = ${digits}` : sql``})
    order by d.created_at desc, d.id`.execute(env.deps.db);
  return rows.map((r) => r.id);
}

async function boardIds(search: string): Promise<string[]> {
  const board = await operator.caller.pipelines.board({ pipeline: 'home-equity', search });
  return board.columns.flatMap((c) => c.cards.map((card) => card.id)).sort();
}

async function listed(search: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const p = await operator.caller.deals.list({ owner: 'all', search, page, size: 100 });
    total = p.total;
    ids.push(...p.items.map((d) => d.id));
    if (p.items.length < 100) return { ids, total };
  }
}

const SEARCHES = [
  'Rosângela',
  'rosangela',
  'ANGELA PI',
  'gela Pimentel Vasconcelos de Albuquerque Sobrinho',
  'de Albuquerque',
  'pimentel vasconcelos de albuquerque',
  'Sobrinho',
  'Jo',
  'ão',
  'João Batista',
  'batista',
  '50%',
  'Lima_Souza',
  'lima souza',
  'a b',
  'zzz nada',
];

/** Every search above lists exactly what the plain predicate finds, with that total, and the keys are current. */
async function expectSearchesExact(extra: string[] = []) {
  for (const search of [...SEARCHES, ...extra]) {
    const expected = await plainMatches(search);
    const got = await listed(search);
    expect({ search, ids: got.ids, total: got.total }).toEqual({ search, ids: expected, total: expected.length });
    expect({ search, board: await boardIds(search) }).toEqual({ search, board: (await plainMatches(search, true)).sort() });
  }
  const drift = await sql<{ n: number }>`
    select count(*)::int as n from (
      (select company_id, key, deal_id from deal_search_keys
       except select d.company_id, k.key, a.deal_id from deal_associates a join deals d on d.id = a.deal_id
         cross join lateral deal_search_keys_of(a.name_folded, a.document) k(key) where a.main)
      union all
      (select d.company_id, k.key, a.deal_id from deal_associates a join deals d on d.id = a.deal_id
         cross join lateral deal_search_keys_of(a.name_folded, a.document) k(key) where a.main
       except select company_id, key, deal_id from deal_search_keys)
    ) differing`.execute(env.deps.db);
  expect(drift.rows[0].n).toBe(0);
}

beforeAll(async () => {
  env = await createTestEnv();
  operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
});
afterAll(() => env?.close());

describe('deal search keys', () => {
  it('find exactly what the plain search finds, through creating, editing, swapping the main person and deleting deals', async () => {
    const long = await operator.caller.deals.create(dealInput([person('Rosângela Pimentel Vasconcelos de Albuquerque Sobrinho', randomCpf(), true)]));
    const joao = await operator.caller.deals.create(dealInput([person('João Batista', randomCpf(), true), person('Rosângela Lima', randomCpf(), false)]));
    // A name with LIKE's wildcards ("%", "_"): a person's name may not have them through the form (letters only), but
    // older rows and imports may; written straight to the database, the keys follow.
    const odd = await operator.caller.deals.create(dealInput([person('Loja Lima Souza', randomCpf(), true)]));
    await env.deps.db.updateTable('deal_associates').set({ name: 'Loja 50% Lima_Souza' }).where('deal_id', '=', odd.id).where('main', '=', true).execute();
    const cpf = randomCpf();
    const byDigits = await operator.caller.deals.create(dealInput([person('Ana Dígitos', cpf, true)]));
    const cpfDigits = cpf.replace(/\D/g, '');
    // The CPF whole, in part, typed with its dots, too short for a key; and deal numbers (the board also finds a deal by
    // its number).
    const digitSearches = [cpfDigits, cpfDigits.slice(2, 9), `${cpfDigits.slice(0, 3)}.${cpfDigits.slice(3, 6)}`, cpfDigits.slice(0, 2), String(byDigits.number), `0${byDigits.number}`];
    await expectSearchesExact(digitSearches);

    // A name edited: found by the new name, no longer by the old one.
    let edit = await operator.caller.deals.editable({ id: joao.id });
    const associates = edit.deal.associates.map((a) => ({ ...a, name: a.main ? 'João Batista Renomeado' : a.name }));
    await operator.caller.deals.update({ id: joao.id, version: edit.version, ...edit.deal, associates });
    await expectSearchesExact(['Renomeado']);
    expect((await listed('Renomeado')).ids).toEqual([joao.id]);

    // The main person swapped: the deal is found by its new main person's name, not by the former one's.
    edit = await operator.caller.deals.editable({ id: joao.id });
    await operator.caller.deals.update({ id: joao.id, version: edit.version, ...edit.deal, associates: edit.deal.associates.map((a) => ({ ...a, main: !a.main })) });
    await expectSearchesExact(['Renomeado', 'Rosângela Lima']);
    expect((await listed('Renomeado')).ids).toEqual([]);
    expect((await listed('Rosângela Lima')).ids).toEqual([joao.id]);

    // Written straight to the database (privacy tooling, a bulk fix): the keys follow whoever writes.
    await env.deps.db.updateTable('deal_associates').set({ name: 'Nome Corrigido Direto' }).where('deal_id', '=', odd.id).where('main', '=', true).execute();
    await env.deps.db.updateTable('deal_associates').set({ document: '98765432100' }).where('deal_id', '=', byDigits.id).execute();
    await expectSearchesExact(['Corrigido Direto', '876543', ...digitSearches]);
    expect((await listed('876543')).ids).toEqual([byDigits.id]);

    // Deleted deals leave no keys behind.
    await env.deps.db.deleteFrom('deals').where('id', 'in', [long.id, odd.id]).execute();
    await expectSearchesExact(['Corrigido Direto']);
  });
});
