import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TDealCreateRequest, ZDealListRequest } from '../../../shared/schemas/deals.ts';
import { randomCpf } from '../../test/fixtures.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';

/**
 * The list's totals come from counts the database keeps (deal_list_counts, 2026-11-26T0020) rather than from counting
 * the deals on every request: after every kind of change they must still be exactly what listing every page gives.
 */

type TDealListRequest = z.input<typeof ZDealListRequest>;

let env: TestEnv;
let admin: Session;
let operator: Session;
let branch: Session;
let banks: { id: string; name: string }[];

const dealInput = (name: string, operationType: TDealCreateRequest['operationType'] = 'HomeEquity'): TDealCreateRequest => ({
  operationType,
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: randomCpf(),
      birthDate: '1980-05-05',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Mãe Teste',
      incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 300000,
  deadline: 180,
  asset: { kind: 'realty', value: 600000, type: 'casa', isRegistered: true },
});

/** Every deal the filters list, page after page (the page query, never the kept counts). */
async function listedIds(s: Session, input: TDealListRequest): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const p = await s.caller.deals.list({ ...input, page, size: 100 });
    ids.push(...p.items.map((d) => d.id));
    if (p.items.length < 100) return ids;
  }
}

/** Each total the list answers equals what its pages list, for every session and filter below. */
async function expectExactTotals() {
  const filters: TDealListRequest[] = [
    {},
    { pipeline: 'home-equity' },
    { pipeline: 'home-equity', stage: 'newLead' },
    { pipeline: 'home-equity', stage: 'registration' },
    { owner: 'mine' },
    ...banks.slice(0, 2).map((b) => ({ bankPartnerId: b.id })),
    { pipeline: 'home-equity', bankPartnerId: banks[0].id },
  ];
  for (const s of [admin, operator, branch]) {
    for (const f of filters) {
      const ids = await listedIds(s, f);
      const { total } = await s.caller.deals.list({ ...f, page: 1, size: 20 });
      expect({ who: s.profile.email, f, total }).toEqual({ who: s.profile.email, f, total: ids.length });
      expect(new Set(ids).size).toBe(ids.length);
    }
  }
  // And the kept counts are the deals grouped by the filtered columns, row for row.
  const drift = await sql<{ n: number }>`
    select count(*)::int as n from (
      select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, sum(n) as n from (
        select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, n from deal_list_counts
        union all
        select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, -count(*) from deals group by 1, 2, 3, 4, 5, 6
      ) both_sides group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0
    ) differing`.execute(env.deps.db);
  expect(drift.rows[0].n).toBe(0);
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, branch] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
  ]);
  banks = (await admin.caller.bankPartners.list({})).slice(0, 2);
  expect(banks).toHaveLength(2);
});
afterAll(() => env?.close());

describe('deals list totals (kept counts)', () => {
  it('are exact for the seeded deals', async () => {
    await expectExactTotals();
  });

  it('stay exact through creating, moving, handing over, sending to banks, editing and deleting deals', async () => {
    const created = [];
    for (const name of ['Ana Contagem', 'Bruno Contagem', 'Carla Contagem']) created.push(await operator.caller.deals.create(dealInput(name)));
    await expectExactTotals();

    // A move to another stage, and one within the same column (no count changes).
    let { version } = await operator.caller.deals.move({ id: created[0].id, stage: 'registration', version: (await operator.caller.deals.get({ id: created[0].id })).version });
    ({ version } = await operator.caller.deals.move({ id: created[0].id, stage: 'registration', version }));
    await expectExactTotals();

    // Another owner (out of the operator's own deals).
    const [assignee] = (await admin.caller.deals.assignableUsers()).filter((u) => u.id !== operator.user.id);
    await admin.caller.deals.changeResponsible({ id: created[1].id, userId: assignee.id, version: (await admin.caller.deals.get({ id: created[1].id })).version });
    await expectExactTotals();

    // Sent to a bank (listed under that bank without being the deal's own bank), and the bank's deals of the board.
    await operator.caller.dealBanks.add({ dealId: created[2].id, banks: [{ bankPartnerId: banks[0].id }, { bankPartnerId: banks[1].id }] });
    await expectExactTotals();

    // Every deal of one stage moved by one statement, then some deleted (cascades, privacy tooling): the database keeps
    // the counts whoever writes.
    await env.deps.db.updateTable('deals').set({ bank_partner_id: banks[1].id }).where('company_id', '=', env.demo.companyId).where('stage', '=', 'newLead').execute();
    await expectExactTotals();
    await env.deps.db.deleteFrom('deals').where('id', 'in', [created[0].id, created[2].id]).execute();
    await expectExactTotals();
  });
});
