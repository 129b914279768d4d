import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, signIn, type TestEnv } from '../test/harness.ts';
import { seedDemoDeals } from './seed-demo-deals.ts';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

describe('demo deals', () => {
  it('fill every board with deals in several stages, SLA signals of each colour, a denial with reasons and history', async () => {
    const created = await seedDemoDeals(env.deps.db, env.demo.companyId);
    expect(created).toBeGreaterThan(10);
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);

    const boards = await Promise.all(['realty-financing', 'realty-home-equity', 'vehicle-financing', 'vehicle-collateral'].map((pipeline) => admin.caller.pipelines.board({ pipeline })));
    for (const board of boards) expect(board.columns.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
    const cards = boards.flatMap((b) => b.columns.flatMap((c) => c.cards.map((card) => ({ ...card, stage: c.stage }))));
    expect(new Set(cards.map((c) => c.semaphore))).toEqual(new Set(['GREEN', 'YELLOW', 'RED']));
    expect(new Set(cards.map((c) => c.stage)).size).toBeGreaterThan(8);

    const denied = cards.find((c) => c.stage === 'denied')!;
    const deal = await admin.caller.deals.get({ id: denied.id });
    expect(deal.statusReason).toBeTruthy();
    expect(deal.detailedDenialReason).toBeTruthy();
    expect(deal.events.some((e) => e.kind === 'denied')).toBe(true);
    expect(deal.events.some((e) => e.kind === 'created')).toBe(true);
    // Each deal's timeline names the origin the deal itself shows (simulator or internal).
    for (const card of cards.slice(0, 8)) {
      const d = await admin.caller.deals.get({ id: card.id });
      expect(d.events.find((e) => e.kind === 'created')?.data).toMatchObject({ origin: d.origin });
    }
    expect(new Set(await Promise.all(cards.slice(0, 8).map(async (c) => (await admin.caller.deals.get({ id: c.id })).origin)))).toEqual(new Set(['simulator', 'internal']));

    const dashboard = await admin.caller.deals.dashboard();
    expect(dashboard.current.newDeals).toBeGreaterThan(0);
    expect(dashboard.current.completed + dashboard.previous.completed).toBeGreaterThan(0);

    // The operator's view starts empty: none of the demo deals is theirs.
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    const mine = await operator.caller.deals.list({});
    expect(mine.total).toBe(0);

    // Seeding again changes nothing.
    expect(await seedDemoDeals(env.deps.db, env.demo.companyId)).toBe(0);
  });
});
