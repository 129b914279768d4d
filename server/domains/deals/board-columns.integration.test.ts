/**
 * A board sent in part: with `perColumn`, each column carries its first cards in board order, and its count
 * and total credit value stay the whole column's, so the board shows the same numbers as when every card is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals } from '../../../scripts/seed-deals.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  env = await createTestEnv();
  await seedDeals(env.deps.db, { count: 150, pipelines: ['realty-financing'], seed: 0.42 });
  [admin, operator] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.demo.users.operator.email, env.demo.password)]);
}, 120_000);
afterAll(() => env?.close());

type Board = Awaited<ReturnType<Session['caller']['pipelines']['board']>>;
const summary = (b: Board) => b.columns.map((c) => ({ stage: c.stage, count: c.count, totalValue: c.totalValue }));

describe('a board sent in part', () => {
  it("sends the first cards of each column in board order, with the whole columns' counts and totals", async () => {
    const full = await admin.caller.pipelines.board({ pipeline: 'realty-financing' });
    expect(full.columns.some((c) => c.count > 8)).toBe(true);
    const part = await admin.caller.pipelines.board({ pipeline: 'realty-financing', perColumn: 5, columnLimits: { registration: 8 } });
    expect(summary(part)).toEqual(summary(full));
    for (const [i, column] of part.columns.entries()) {
      const limit = column.stage === 'registration' ? 8 : 5;
      expect(column.cards).toEqual(full.columns[i].cards.slice(0, limit));
    }
    expect(part.pipeline).toEqual(full.pipeline);
  });

  it("counts what the filters and the viewer's scope leave, as the whole board does", async () => {
    for (const [session, input] of [
      [admin, { owner: 'mine' as const }],
      [admin, { search: 'Silva' }],
      [operator, {}],
    ] as const) {
      const full = await session.caller.pipelines.board({ pipeline: 'realty-financing', ...input });
      const part = await session.caller.pipelines.board({ pipeline: 'realty-financing', ...input, perColumn: 3 });
      expect(summary(part)).toEqual(summary(full));
      for (const [i, column] of part.columns.entries()) expect(column.cards.map((c) => c.id)).toEqual(full.columns[i].cards.slice(0, 3).map((c) => c.id));
    }
  });
});
