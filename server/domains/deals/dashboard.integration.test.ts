import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let otherAdmin: Session;
let operator: Session;

const vehicle = (base: string): TDealCreateRequest => ({
  operationType: 'SimpleBest',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: `Cliente ${lettersOf(base)}`,
      document: cpfFromBase(base),
      birthDate: '1982-05-01',
      gender: 'masculino',
      maritalStatus: 'solteiro',
      motherName: 'Mãe',
      incomes: [],
    },
  ],
  operationValue: 40000,
  deadline: 48,
  asset: { kind: 'vehicle', value: 80000, type: 'veiculo_leve', typeVehicle: 1, year: 2021, brand: { name: 'Fiat', code: '21' }, model: { name: 'Argo', code: '1' } },
});

/** A name from a CPF base's digits (a person's name has no digits): 500100200 → "Fjjbjjcjj". */
const lettersOf = (digits: string) => digits.replace(/\d/g, (d) => 'jbcdefghia'[Number(d)]).replace(/^./, (c) => c.toUpperCase());

const reachedByStage = (p: { stages: { stage: string; reached: number }[] }) => Object.fromEntries(p.stages.map((s) => [s.stage, s.reached]));

const input = (base: string, value: number): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: `Cliente ${lettersOf(base)}`,
      document: cpfFromBase(base),
      birthDate: '1980-01-01',
      gender: 'feminino',
      maritalStatus: 'casado',
      motherName: 'Mãe',
      incomes: [],
    },
  ],
  operationValue: value,
  deadline: 120,
  asset: { kind: 'realty', value: value * 3, type: 'casa', isRegistered: true },
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, otherAdmin, operator] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
  ]);
});
afterAll(() => env?.close());

describe('dashboard', () => {
  it('compares the last 30 days with the previous 30 and finds late deals and bottlenecks', async () => {
    const db = env.deps.db;
    const a = await admin.caller.deals.create(input('500100200', 100000));
    const b = await admin.caller.deals.create(input('500100300', 50000));
    const old = await admin.caller.deals.create(input('500100400', 80000));
    await db.updateTable('deals').set({ created_at: sql`now() - interval '45 days'` }).where('id', '=', old.id).execute();

    const move = async (id: string, stage: string, extra = {}) => admin.caller.deals.move({ id, stage, version: (await admin.caller.deals.get({ id })).version, ...extra });
    await move(a.id, 'approved');
    await move(a.id, 'completed');
    await move(b.id, 'denied', { statusReason: 'no_profile', detailedDenialReason: 'insufficient_or_unproven_income' });
    // A deal stuck in credit analysis for 20 days (SLA 10) is late, and credit analysis becomes a bottleneck.
    const late = await admin.caller.deals.create(input('500100500', 70000));
    await move(late.id, 'creditAnalysis');
    await db.updateTable('deals').set({ stage_entered_at: sql`now() - interval '20 days'` }).where('id', '=', late.id).execute();
    await db
      .insertInto('deal_events')
      .values({
        deal_id: old.id,
        company_id: env.demo.companyId,
        actor_user_id: admin.user.id,
        kind: 'stage_changed',
        created_at: sql`now() - interval '40 days'`,
        data: JSON.stringify({ from: 'creditAnalysis', to: 'approved', daysInPreviousStage: 25 }),
      })
      .execute();

    const d = await admin.caller.deals.dashboard();
    expect(d.current).toEqual({ newDeals: 3, volume: 220000, approved: 1, completed: 1, denied: 1 });
    expect(d.previous.newDeals).toBe(1);
    expect(d.previous).toMatchObject({ volume: 80000, approved: 1 });
    expect(d.deniedByReason).toEqual([{ reason: 'insufficient_or_unproven_income', count: 1 }]);
    expect(d.outsideSla).toBe(1);
    expect(d.bottlenecks[0]).toMatchObject({ stage: 'creditAnalysis', label: 'Análise de crédito', averageDays: 25, slaDays: 10 });
    expect(d.conversion.completed).toBeCloseTo(1 / 3, 5);
    // The funnel of the 3 deals created in the last 30 days: all started as new leads; skipped stages stay at 0.
    const homeEquity = d.pipelines.find((p) => p.key === 'realty-home-equity')!;
    expect(homeEquity).toMatchObject({ name: 'Home Equity', slug: 'home-equity', newDeals: 3, open: 2, outsideSla: 1 });
    expect(reachedByStage(homeEquity)).toMatchObject({ newLead: 3, registration: 0, creditAnalysis: 1, approved: 1, completed: 1, denied: 1 });
    expect(d.openDeals).toBe(2);
    expect(d.bottlenecks[0]).toMatchObject({ pipeline: 'Home Equity', slug: 'home-equity' });

    const other = await otherAdmin.caller.deals.dashboard();
    expect(other.current.newDeals).toBe(0);
    expect(other.outsideSla).toBe(0);
  });

  it('counts, per pipeline, how many deals of the last 30 days reached each stage, within what the user sees', async () => {
    const db = env.deps.db;
    const move = async (id: string, stage: string, extra = {}) => operator.caller.deals.move({ id, stage, version: (await operator.caller.deals.get({ id })).version, ...extra });
    const v1 = await operator.caller.deals.create(vehicle('600100100'));
    const v2 = await operator.caller.deals.create(vehicle('600100200'));
    const old = await operator.caller.deals.create(vehicle('600100300'));
    await move(v1.id, 'analysis');
    await move(v1.id, 'approved');
    await move(v2.id, 'folderTreatment');
    await move(v2.id, 'denied', { statusReason: 'no_interest', detailedDenialReason: 'not_interested_credit' });
    // Created before the period: its moves do not count in this funnel, but it is still open.
    await db.updateTable('deals').set({ created_at: sql`now() - interval '40 days'` }).where('id', '=', old.id).execute();
    await move(old.id, 'analysis');

    const mine = await operator.caller.deals.dashboard();
    const vehicleFinancing = mine.pipelines.find((p) => p.key === 'vehicle-financing')!;
    expect(vehicleFinancing).toMatchObject({ slug: 'financiamento-de-veiculos', newDeals: 2, open: 2, outsideSla: 0 });
    expect(reachedByStage(vehicleFinancing)).toEqual({ registration: 2, folderTreatment: 1, analysis: 1, approved: 1, inspection: 0, formalization: 0, contract: 0, completed: 0, denied: 1 });
    // The operator sees only their own deals: the administrator's home-equity deals are not theirs.
    expect(mine.pipelines.find((p) => p.key === 'realty-home-equity')).toMatchObject({ newDeals: 0, open: 0 });
    expect(mine.current).toMatchObject({ newDeals: 2, approved: 1, denied: 1 });
    expect(mine.deniedByReason).toEqual([{ reason: 'not_interested_credit', count: 1 }]);

    // The administrator sees the whole company, the operator's deals included.
    const all = await admin.caller.deals.dashboard();
    expect(all.pipelines.find((p) => p.key === 'vehicle-financing')).toMatchObject({ newDeals: 2, open: 2 });
    const other = await otherAdmin.caller.deals.dashboard();
    expect(other.pipelines.every((p) => p.newDeals === 0 && p.open === 0)).toBe(true);
  });
});
