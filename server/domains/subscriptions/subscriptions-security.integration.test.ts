/**
 * Who may see and manage the company's subscription (roles), whose subscription a user sees (tenancy), and PCI
 * (docs/design/security.md R11): after paying over HTTP, the card number and security code appear in no table and no
 * log line.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS, type RoleKey } from '../../../shared/options.ts';
import { toAppError } from '../../lib/errors.ts';
import { type Caller, callerFor, createTestEnv, expectAppError, type HttpServer, readRunLog, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { PAYER, REFUSAL_CARD, SUCCESS_CARD, tokenFor, tokenize } from '../../test/subscription-test-kit.ts';

let env: TestEnv;
let http: HttpServer;
const demo = {} as Record<RoleKey, Session>;
const other = {} as Record<RoleKey, Session>;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  for (const role of ROLE_KEYS) {
    demo[role] = await signIn(env.deps, env.demo.users[role].email, env.demo.password);
    other[role] = await signIn(env.deps, env.other.users[role].email, env.other.password);
  }
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

/** The error type a call answered, or ALLOWED. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'ALLOWED';
  } catch (err) {
    return toAppError(err).type;
  }
}

describe('permissions (no subscription yet in "Outra Empresa")', () => {
  // Past the permission check each call fails for its own reason (no subscription, an unknown token): not FORBIDDEN.
  const calls = (c: Caller): Record<string, () => Promise<unknown>> => ({
    plans: () => c.subscriptions.plans(),
    current: () => c.subscriptions.current(),
    quote: () => c.subscriptions.quote({ plan: 'mensal' }),
    subscribe: () => c.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: 'tok_sbx_x.y' }),
    changeCard: () => c.subscriptions.changeCard({ cardToken: 'tok_sbx_x.y' }),
    cancel: () => c.subscriptions.cancel(),
    reactivate: () => c.subscriptions.reactivate(),
  });

  it('master and administrator manage; account and operational managers only view; the others neither', async () => {
    const table: Record<string, Record<string, string>> = {};
    for (const role of ROLE_KEYS) {
      table[role] = {};
      for (const [name, call] of Object.entries(calls(other[role].caller))) table[role][name] = await outcome(call);
    }
    const manage = {
      plans: 'ALLOWED',
      current: 'ALLOWED',
      quote: 'ALLOWED',
      subscribe: 'VALIDATION_ERROR',
      changeCard: 'SUBSCRIPTION_NOT_FOUND_ERROR',
      cancel: 'SUBSCRIPTION_NOT_FOUND_ERROR',
      reactivate: 'SUBSCRIPTION_NOT_FOUND_ERROR',
    };
    const view = {
      plans: 'ALLOWED',
      current: 'ALLOWED',
      quote: 'FORBIDDEN_ERROR',
      subscribe: 'FORBIDDEN_ERROR',
      changeCard: 'FORBIDDEN_ERROR',
      cancel: 'FORBIDDEN_ERROR',
      reactivate: 'FORBIDDEN_ERROR',
    };
    const none = { ...view, current: 'FORBIDDEN_ERROR' };
    expect(table).toEqual({ master: manage, administrator: manage, accountManager: view, personalManager: view, subsidiaryManager: none, operator: none });
  });

  it('anonymous callers reach none of them', async () => {
    for (const [name, call] of Object.entries(calls(callerFor(env.deps)))) expect([name, await outcome(call)]).toEqual([name, 'UNAUTHENTICATED_ERROR']);
  });

  it('the operator cannot subscribe, even with a good card token', async () => {
    const token = await tokenFor(http, demo.operator);
    await expectAppError(demo.operator.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: token }), 'FORBIDDEN_ERROR');
    expect(await env.deps.db.selectFrom('subscriptions').select('id').where('company_id', '=', env.demo.companyId).execute()).toEqual([]);
  });

  it('tokenising needs a session', async () => {
    const answer = await tokenize(http, null, { number: SUCCESS_CARD });
    expect(answer.status).toBe(401);
    expect(answer.body.type).toBe('UNAUTHENTICATED_ERROR');
  });
});

describe('tenancy', () => {
  it("another company's subscription is invisible and untouchable; each company has its own", async () => {
    const paid = await demo.administrator.caller.subscriptions.subscribe({ plan: 'anual', instalments: 12, person: PAYER, cardToken: await tokenFor(http, demo.administrator) });
    expect(paid.subscription?.status).toBe('active');

    // Same company, a viewer: sees it. The other company: nothing, and cannot cancel or re-card it.
    expect((await demo.accountManager.caller.subscriptions.current()).subscription?.id).toBe(paid.subscription?.id);
    expect(await other.administrator.caller.subscriptions.current()).toEqual({ subscription: null, invoices: [] });
    expect(await other.accountManager.caller.subscriptions.current()).toEqual({ subscription: null, invoices: [] });
    await expectAppError(other.administrator.caller.subscriptions.cancel(), 'SUBSCRIPTION_NOT_FOUND_ERROR');
    await expectAppError(other.master.caller.subscriptions.changeCard({ cardToken: await tokenFor(http, other.master) }), 'SUBSCRIPTION_NOT_FOUND_ERROR');
    expect((await demo.administrator.caller.subscriptions.current()).subscription).toMatchObject({ status: 'active', card: { last4: '1111' } });

    // "One per company", not one in all: Outra Empresa subscribes too, and each sees only its own.
    const theirs = await other.administrator.caller.subscriptions.subscribe({
      plan: 'mensal',
      instalments: 1,
      person: PAYER,
      cardToken: await tokenFor(http, other.administrator, '5555 5555 5555 4444'),
    });
    expect(theirs.subscription).toMatchObject({ plan: 'mensal', card: { last4: '4444' } });
    expect(theirs.invoices).toHaveLength(1);
    expect((await demo.master.caller.subscriptions.current()).subscription).toMatchObject({ plan: 'anual', card: { last4: '1111' } });
  });
});

describe('R11: no card number or security code in the database or the logs', () => {
  const CVV = '7391';
  const numbers = ['4111111111111111', '5555555555554444', '4000000000000002'];

  /** tRPC over HTTP, as the browser sends it (superjson body). */
  async function trpcMutation(session: Session, path: string, input: unknown) {
    const res = await fetch(`${http.baseUrl}/trpc/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessData.accessToken}` },
      body: JSON.stringify({ json: input }),
    });
    return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { json: { data: { appError: { type: string } } } } } };
  }

  it('after paying, refusing, re-carding and failed tokenisations over HTTP, 0 hits', async () => {
    const master = other.master;
    // Start "Outra Empresa" over without a subscription (the tenancy test may have made one).
    const company = env.other.companyId;
    await env.deps.db.deleteFrom('subscription_invoices').where('company_id', '=', company).execute();
    await env.deps.db.deleteFrom('subscriptions').where('company_id', '=', company).execute();
    const refusedToken = await tokenFor(http, master, REFUSAL_CARD, CVV);
    const refused = await trpcMutation(master, 'subscriptions.subscribe', { plan: 'mensal', instalments: 1, person: PAYER, cardToken: refusedToken });
    expect(refused.status).toBe(402);
    expect(refused.body.error?.json.data.appError.type).toBe('PAYMENT_REFUSED_ERROR');
    // Bad cards: the number and the code travel, are refused, and are not echoed or logged.
    expect((await tokenize(http, master, { number: '4111 1111 1111 1112', securityCode: CVV })).status).toBe(400);
    expect((await tokenize(http, master, { number: SUCCESS_CARD, expirationDate: '01/20', securityCode: CVV })).body.errors).toEqual([
      { field: 'expirationDate', message: 'Data de validade inválida' },
    ]);

    const paid = await trpcMutation(master, 'subscriptions.subscribe', { plan: 'anual', instalments: 12, person: PAYER, cardToken: await tokenFor(http, master, SUCCESS_CARD, CVV) });
    expect(paid.status).toBe(200);
    const changed = await trpcMutation(master, 'subscriptions.changeCard', { cardToken: await tokenFor(http, master, '5555 5555 5555 4444', CVV) });
    expect(changed.status).toBe(200);

    // Every row of every table, as text.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
      env.deps.db,
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['subscriptions', 'subscription_invoices', 'audit_log']));
    const cvvPattern = `(^|[^0-9A-Za-z.-])${CVV}([^0-9A-Za-z.-]|$)`;
    const hits: string[] = [];
    for (const { table_name } of tables.rows) {
      for (const n of numbers) {
        const spaced = n.replace(/(\d{4})(?=\d)/g, '$1 ');
        const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} as r where strpos(r::text, ${n}) > 0 or strpos(r::text, ${spaced}) > 0`.execute(env.deps.db);
        if (found.rows[0].n > 0) hits.push(`${table_name}: card number`);
      }
      const cvv = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} as r where r::text ~ ${cvvPattern}`.execute(env.deps.db);
      if (cvv.rows[0].n > 0) hits.push(`${table_name}: security code`);
    }
    expect(hits).toEqual([]);
    // The payment did land (the scan above looked at real rows).
    expect(await env.deps.db.selectFrom('subscriptions').select(['card_last4']).where('company_id', '=', company).execute()).toEqual([{ card_last4: '4444' }]);

    // The run's log: card numbers anywhere; the security code in this file's lines, as a value of its own.
    const log = await readRunLog();
    for (const n of numbers) {
      expect(log.includes(n), `card number ${n.slice(0, 4)}… in the log`).toBe(false);
      expect(log.includes(n.replace(/(\d{4})(?=\d)/g, '$1 ')), 'spaced card number in the log').toBe(false);
    }
    const mine = log.split('\n').filter((line) => line.includes('subscriptions-security.integration.test.ts'));
    expect(mine.some((line) => line.includes('/api/v1/payment/tokenize'))).toBe(true);
    expect(mine.some((line) => line.includes('subscription payment refused'))).toBe(true);
    expect(mine.filter((line) => new RegExp(cvvPattern).test(line))).toEqual([]);
    expect(mine.filter((line) => /securityCode|expirationDate|tok_sbx_/.test(line))).toEqual([]);
  });
});
