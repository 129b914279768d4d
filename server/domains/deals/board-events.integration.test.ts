import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import type { BoardEvent } from './board-events.ts';
import { boardStream } from './board-stream.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const input = (name: string, base: string, operationType: TDealCreateRequest['operationType'] = 'HomeEquity'): TDealCreateRequest => ({
  operationType,
  associates: [{ main: true, personType: 'individual', name, document: cpfFromBase(base), birthDate: '1980-01-01', gender: 'feminino', maritalStatus: 'casado', motherName: 'Mãe', incomes: [] }],
  operationValue: 100000,
  deadline: 120,
  asset: { kind: 'realty', value: 400000, type: 'casa', isRegistered: true },
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

/** Collects the events of a board until `count` arrive or the time runs out. */
function listen(session: Session, pipeline: string) {
  const controller = new AbortController();
  const received: BoardEvent[] = [];
  const done = (async () => {
    for await (const e of boardStream(env.deps, session.user, pipeline, controller.signal)) received.push(e);
  })();
  return {
    received,
    async until(count: number, ms = 3000) {
      const start = Date.now();
      while (received.length < count && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}

describe('live board events (LISTEN/NOTIFY)', () => {
  it('an open board hears another user create and move a deal; other boards and companies hear nothing', async () => {
    const adminBoard = listen(admin, 'home-equity');
    const otherBoard = listen(admin, 'financiamento-imobiliario');
    const foreignBoard = listen(otherAdmin, 'home-equity');
    await new Promise((r) => setTimeout(r, 100)); // subscriptions in place

    const created = await operator.caller.deals.create(input('Kátia Ao Vivo', '111222333'));
    const version = (await operator.caller.deals.get({ id: created.id })).version;
    await operator.caller.deals.move({ id: created.id, stage: 'registration', version });
    // A losing (stale) write publishes nothing: its transaction never commits.
    await expectAppError(operator.caller.deals.move({ id: created.id, stage: 'negotiation', version }), 'CONFLICT_ERROR');
    await operator.caller.deals.comment({ id: created.id, comment: 'Documentos recebidos' });

    const events = await adminBoard.until(3);
    expect(events.map((e) => [e.dealId, e.kind])).toEqual([
      [created.id, 'created'],
      [created.id, 'moved'],
      [created.id, 'comment'],
    ]);
    expect(events[0]).not.toHaveProperty('customerName');
    await new Promise((r) => setTimeout(r, 200));
    expect(otherBoard.received).toEqual([]);
    expect(foreignBoard.received).toEqual([]);
    await Promise.all([adminBoard.stop(), otherBoard.stop(), foreignBoard.stop()]);
  });

  it('stops cleanly when the client goes away', async () => {
    const board = listen(admin, 'home-equity');
    await new Promise((r) => setTimeout(r, 50));
    await board.stop();
    await operator.caller.deals.create(input('Lia Depois', '222333444'));
    await new Promise((r) => setTimeout(r, 200));
    expect(board.received).toEqual([]);
  });
});
