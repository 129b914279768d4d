import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, signIn, type Session, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let otherAdmin: Session;

const input = (base: string, value: number): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates: [{ main: true, personType: 'individual', name: `Cliente ${base}`, document: cpfFromBase(base), birthDate: '1980-01-01', gender: 'feminino', maritalStatus: 'casado', motherName: 'Mãe', incomes: [] }],
  operationValue: value,
  deadline: 120,
  asset: { kind: 'realty', value: value * 3, type: 'casa', isRegistered: true },
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, otherAdmin] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.other.users.administrator.email, env.other.password)]);
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
        deal_id: old.id, company_id: env.demo.companyId, actor_user_id: admin.user.id, kind: 'stage_changed', created_at: sql`now() - interval '40 days'`,
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

    const other = await otherAdmin.caller.deals.dashboard();
    expect(other.current.newDeals).toBe(0);
    expect(other.outsideSla).toBe(0);
  });
});
