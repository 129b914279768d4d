/**
 * Undoing a cancellation ("Reativar assinatura") through the real procedures: while the paid period lasts the
 * subscription renews again, audited like the cancellation; nothing else (an active, ended or another company's
 * subscription) can be reactivated, and only who manages the subscription may do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, expectAppError, type HttpServer, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { newCompany, PAYER, subscriptionRows, tokenFor } from '../../test/subscription-test-kit.ts';

let env: TestEnv;
let http: HttpServer;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const NOTHING = 'Sua empresa não tem uma assinatura cancelada para reativar';

describe('reactivation', () => {
  it('a cancelled subscription in its paid period renews again at the period end, audited', async () => {
    const { companyId, session } = await newCompany(env);
    const subscribed = await session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 12, person: PAYER, cardToken: await tokenFor(http, session) });
    const end = subscribed.subscription!.currentPeriodEnd;
    await session.caller.subscriptions.cancel();

    const result = await session.caller.subscriptions.reactivate();
    expect(result.message).toMatch(/^Assinatura reativada\. A próxima cobrança será em \d{2}\/\d{2}\/\d{4}$/);
    expect(result.subscription).toMatchObject({ status: 'active', cancelledAt: null, nextChargeAt: end, accessUntil: end, currentPeriodEnd: end });
    // The same subscription and period: nothing charged, no second subscription.
    const rows = await subscriptionRows(env, companyId);
    expect(rows.subscriptions.map((s) => [s.id, s.status])).toEqual([[subscribed.subscription!.id, 'active']]);
    expect(rows.invoices).toHaveLength(1);
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'entity_id'])
      .where('company_id', '=', companyId)
      .where('action', 'like', 'subscription.%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['subscription.subscribe', 'subscription.cancel', 'subscription.reactivate']);
    expect(audit[2]).toMatchObject({ actor_user_id: session.user.id, entity_id: subscribed.subscription!.id });

    // Active again: it can be cancelled again, and its card changed; reactivating twice is refused.
    await expectAppError(session.caller.subscriptions.reactivate(), 'SUBSCRIPTION_NOT_FOUND_ERROR', NOTHING);
    await session.caller.subscriptions.changeCard({ cardToken: await tokenFor(http, session, '5555 5555 5555 4444') });
    expect((await session.caller.subscriptions.cancel()).subscription).toMatchObject({ status: 'canceled', nextChargeAt: null });
  });

  it('without a subscription, or once the paid period is over, there is nothing to reactivate', async () => {
    const { companyId, session } = await newCompany(env);
    await expectAppError(session.caller.subscriptions.reactivate(), 'SUBSCRIPTION_NOT_FOUND_ERROR', NOTHING);
    await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    await session.caller.subscriptions.cancel();
    await env.deps.db
      .updateTable('subscriptions')
      .set({ current_period_start: new Date(Date.now() - 40 * 86_400_000), current_period_end: new Date(Date.now() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    await expectAppError(session.caller.subscriptions.reactivate(), 'SUBSCRIPTION_NOT_FOUND_ERROR', NOTHING);
    expect((await session.caller.subscriptions.current()).subscription).toMatchObject({ status: 'expired' });
  });

  it("only who manages the subscription reactivates it, and only their own company's", async () => {
    const { session } = await newCompany(env);
    await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    await session.caller.subscriptions.cancel();
    // Another company's administrator: their company has nothing cancelled; this one stays cancelled.
    const other = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
    await expectAppError(other.caller.subscriptions.reactivate(), 'SUBSCRIPTION_NOT_FOUND_ERROR');
    // Viewers and operators of a company may not.
    for (const role of ['accountManager', 'operator'] as const) {
      const viewer = await signIn(env.deps, env.demo.users[role].email, env.demo.password);
      await expectAppError(viewer.caller.subscriptions.reactivate(), 'FORBIDDEN_ERROR');
    }
    expect((await session.caller.subscriptions.current()).subscription).toMatchObject({ status: 'canceled' });
  });
});
