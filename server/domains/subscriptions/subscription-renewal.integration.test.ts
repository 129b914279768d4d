/**
 * Automatic renewal (docs/features.md, "Assinatura e pagamento") on the real database and the sandbox provider: a
 * subscription whose paid period ended is charged again on its card by the renewal sweep — what the company's billing
 * page then shows, the invoices and receipt, the payer's e-mails — a refused renewal keeps access and is retried, a
 * new card pays it at once, and the third refusal ends it. Several sweeps at once charge each renewal once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, expectAppError, type HttpServer, type Session, startHttp, type TestEnv } from '../../test/harness.ts';
import { newCompany, PAYER, REFUSAL_CARD, tokenFor } from '../../test/subscription-test-kit.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { renewDue } from './renewal.service.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { claimDueRenewals } from './subscriptions.repository.ts';
import { changeCard } from './subscriptions.service.ts';

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

const DAY = 86_400_000;

/**
 * The paid period ended a minute ago (as if a month had passed): the renewal is due. Moved by the database's clock, so
 * the period keeps the microseconds PostgreSQL gives `now()`, as a real subscription's does.
 */
async function periodEnded(companyId: string, months: number) {
  const [row] = await env.deps.db
    .updateTable('subscriptions')
    .set({
      current_period_start: sql`now() - interval '1 minute' - make_interval(months => ${months})`,
      current_period_end: sql`now() - interval '1 minute'`,
      renewal_due_at: sql`now() - interval '1 minute'`,
    })
    .where('company_id', '=', companyId)
    .returning('current_period_end')
    .execute();
  return row.current_period_end;
}

/** The retry is due now (as if its day had come). */
const retryDue = (companyId: string) =>
  env.deps.db
    .updateTable('subscriptions')
    .set({ renewal_due_at: new Date(Date.now() - 1000) })
    .where('company_id', '=', companyId)
    .where('status', '=', 'past_due')
    .execute();

/** The card on file stops working (no limit): its token is swapped for one the sandbox's issuer refuses. */
async function cardStopsWorking(companyId: string, session: Session) {
  const token = await tokenFor(http, session, REFUSAL_CARD);
  await env.deps.db.updateTable('subscriptions').set({ card_token: token }).where('company_id', '=', companyId).execute();
}

const mailsOf = (companyId: string) => env.deps.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).where('company_id', '=', companyId).orderBy('created_at').execute();

const renewalsOf = (outcomes: string[]) => outcomes.filter((o) => o !== 'unchanged');

async function subscribed(plan: 'mensal' | 'anual', instalments: number, coupon?: string) {
  const { companyId, session } = await newCompany(env);
  const result = await session.caller.subscriptions.subscribe({ plan, instalments, person: PAYER, cardToken: await tokenFor(http, session), ...(coupon ? { coupon } : {}) });
  return { companyId, session, first: result.subscription! };
}

describe('automatic renewal', () => {
  it('at the end of the paid period the plan is charged again on the card on file, for the period that follows', async () => {
    const { companyId, session } = await subscribed('anual', 12, 'BEMVINDO10');
    const ended = await periodEnded(companyId, 12);

    expect(renewalsOf(await renewDue(env.deps))).toEqual(['renewed']);

    const { subscription, invoices } = await session.caller.subscriptions.current();
    const nextEnd = new Date(ended);
    nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
    expect(subscription).toMatchObject({ status: 'active', currentPeriodStart: ended, currentPeriodEnd: nextEnd, nextChargeAt: nextEnd, accessUntil: nextEnd, renewalRefusals: 0 });
    // The coupon was for the first charge: the renewal is the plan's price, in the instalments chosen.
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'paid', amountCents: 190_800, discountCents: 0, instalments: 12, periodStart: ended, periodEnd: nextEnd });
    expect(invoices[1]).toMatchObject({ status: 'paid', amountCents: 171_720, discountCents: 19_080 });
    // Its receipt, like the first charge's.
    const receipt = await session.caller.subscriptions.invoiceReceipt({ id: invoices[0].id });
    expect(receipt.filename).toMatch(/^recibo-\d{4}-\d{2}-\d{2}\.pdf$/);

    // The payer is told, with the amount and the new period.
    const mails = await mailsOf(companyId);
    expect(mails.map((m) => m.subject)).toContain('Crédito — assinatura renovada');
    const mail = mails.find((m) => m.subject === 'Crédito — assinatura renovada')!;
    expect(mail.to_address).toBe(PAYER.email);
    expect(mail.text_body).toMatch(/R\$\s1\.908,00 cobrados no cartão Visa final 1111, em 12 parcelas sem juros\./);
    expect(mail.text_body).toMatch(/O novo período vai de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\./);

    // Nothing more is due: another sweep charges nothing.
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);
    expect((await session.caller.subscriptions.current()).invoices).toHaveLength(2);
    const audit = await env.deps.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('company_id', '=', companyId).where('action', '=', 'subscription.renew').execute();
    expect(audit).toEqual([{ action: 'subscription.renew', actor_user_id: null }]);
  });

  it('a refused renewal keeps the access and is tried again a day later, then two days later; the third refusal ends the subscription', async () => {
    const { companyId, session } = await subscribed('mensal', 1);
    await cardStopsWorking(companyId, session);
    const ended = await periodEnded(companyId, 1);

    expect(renewalsOf(await renewDue(env.deps))).toEqual(['refused']);
    let { subscription, invoices } = await session.caller.subscriptions.current();
    expect(subscription).toMatchObject({ status: 'past_due', currentPeriodEnd: ended, accessUntil: null, renewalRefusals: 1 });
    expect(Math.abs(subscription!.renewalRetryAt!.getTime() - (Date.now() + DAY))).toBeLessThan(60_000);
    expect(subscription!.nextChargeAt).toEqual(subscription!.renewalRetryAt);
    expect(invoices[0]).toMatchObject({ status: 'refused', amountCents: 19_900, paidAt: null, periodStart: ended });
    // No receipt for a refused charge.
    await expect(session.caller.subscriptions.invoiceReceipt({ id: invoices[0].id })).rejects.toMatchObject({ message: 'Recibo não encontrado' });
    const refusedMail = (await mailsOf(companyId)).find((m) => m.subject === 'Crédito — não conseguimos renovar sua assinatura');
    expect(refusedMail?.text_body).toContain('A próxima tentativa será em');
    expect(refusedMail?.text_body).toContain('/account/profile/billing');

    // Not before the retry's day.
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);

    await retryDue(companyId);
    expect(renewalsOf(await renewDue(env.deps))).toEqual(['refused']);
    ({ subscription } = await session.caller.subscriptions.current());
    expect(subscription).toMatchObject({ status: 'past_due', renewalRefusals: 2 });
    expect(Math.abs(subscription!.renewalRetryAt!.getTime() - (Date.now() + 2 * DAY))).toBeLessThan(60_000);

    await retryDue(companyId);
    expect(renewalsOf(await renewDue(env.deps))).toEqual(['ended']);
    ({ subscription, invoices } = await session.caller.subscriptions.current());
    expect(subscription).toMatchObject({ status: 'expired', nextChargeAt: null, renewalRetryAt: null });
    expect(invoices.map((i) => i.status)).toEqual(['refused', 'refused', 'refused', 'paid']);
    expect((await mailsOf(companyId)).map((m) => m.subject)).toContain('Crédito — sua assinatura foi encerrada');
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);

    // Ended: the company may subscribe again.
    const again = await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    expect(again.subscription).toMatchObject({ status: 'active' });
  });

  it('a card put on file while the renewal is refused is charged at once, and the subscription is active again', async () => {
    const { companyId, session } = await subscribed('mensal', 1);
    await cardStopsWorking(companyId, session);
    const ended = await periodEnded(companyId, 1);
    await renewDue(env.deps);

    const changed = await session.caller.subscriptions.changeCard({ cardToken: await tokenFor(http, session, '5555 5555 5555 4444') });
    const nextEnd = new Date(ended);
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1);
    expect(changed.message).toMatch(/^Cartão atualizado e assinatura renovada\. O novo período vai até \d{2}\/\d{2}\/\d{4}$/);
    expect(changed.subscription).toMatchObject({ status: 'active', currentPeriodStart: ended, currentPeriodEnd: nextEnd, renewalRefusals: 0, card: { last4: '4444' } });
    expect(changed.invoices.map((i) => i.status)).toEqual(['paid', 'refused', 'paid']);
    // The retry that was scheduled is gone: nothing is charged at its time.
    await retryDue(companyId);
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);
  });

  it('while the renewal is refused, subscribing again is refused with what to do; a provider that does not answer leaves the new card on file for the sweep', async () => {
    const { companyId, session } = await subscribed('mensal', 1);
    await cardStopsWorking(companyId, session);
    await periodEnded(companyId, 1);
    await renewDue(env.deps);

    await expectAppError(
      session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) }),
      'SUBSCRIPTION_ALREADY_EXISTS_ERROR',
      'Sua empresa já tem uma assinatura, com a renovação recusada. Troque o cartão na página da assinatura para pagá-la',
    );

    const sandbox = createSandboxProvider(env.deps.config.jwtSecret);
    const away: PaymentProvider = {
      ...sandbox,
      async charge() {
        throw new Error('connect ETIMEDOUT');
      },
    };
    const token = await tokenFor(http, session, '5555 5555 5555 4444');
    const changed = await changeCard(env.deps, session.user, { cardToken: token }, { ip: '127.0.0.1', userAgent: null, requestId: 'test' }, away);
    expect(changed.message).toBe('Cartão atualizado. A renovação será cobrada nele em instantes');
    expect(changed.subscription).toMatchObject({ status: 'past_due', card: { last4: '4444' } });
    // When the claim runs out, the sweep charges the new card.
    await retryDue(companyId);
    expect(renewalsOf(await renewDue(env.deps))).toEqual(['renewed']);
    expect((await session.caller.subscriptions.current()).subscription).toMatchObject({ status: 'active', card: { last4: '4444' } });
  });

  it('cancelling a refused renewal ends the subscription with no further charge', async () => {
    const { companyId, session } = await subscribed('mensal', 1);
    await cardStopsWorking(companyId, session);
    await periodEnded(companyId, 1);
    await renewDue(env.deps);

    const cancelled = await session.caller.subscriptions.cancel();
    expect(cancelled.message).toBe('Assinatura cancelada. Nenhuma nova cobrança será feita');
    expect(cancelled.subscription).toMatchObject({ status: 'expired', nextChargeAt: null });
    await env.deps.db
      .updateTable('subscriptions')
      .set({ renewal_due_at: new Date(Date.now() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);
  });

  it('a cancelled subscription is not renewed when its period ends', async () => {
    const { companyId, session } = await subscribed('mensal', 1);
    await session.caller.subscriptions.cancel();
    await periodEnded(companyId, 1);
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);
    const { subscription, invoices } = await session.caller.subscriptions.current();
    expect(subscription).toMatchObject({ status: 'expired' });
    expect(invoices).toHaveLength(1);
  });

  it('sweeps running at once (several instances) charge each renewal once; one claimed by an instance that stopped is charged when its lease ends', async () => {
    const companies = await Promise.all([subscribed('mensal', 1), subscribed('mensal', 1), subscribed('mensal', 1)]);
    for (const c of companies) await periodEnded(c.companyId, 1);

    const outcomes = (await Promise.all([renewDue(env.deps), renewDue(env.deps), renewDue(env.deps)])).flat();
    expect(renewalsOf(outcomes)).toEqual(['renewed', 'renewed', 'renewed']);
    for (const c of companies) expect((await c.session.caller.subscriptions.current()).invoices.map((i) => i.status)).toEqual(['paid', 'paid']);

    // An instance claims a due renewal and stops before charging it: no one charges it while its lease lasts…
    const { companyId, session } = await subscribed('mensal', 1);
    await periodEnded(companyId, 1);
    const claimed = await claimDueRenewals(env.deps.db, 10, 50);
    expect(claimed.map((r) => r.company_id)).toEqual([companyId]);
    expect(renewalsOf(await renewDue(env.deps))).toEqual([]);
    // …and once it runs out, the next sweep does, once.
    await env.deps.db
      .updateTable('subscriptions')
      .set({ renewal_due_at: new Date(Date.now() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    expect(renewalsOf(await renewDue(env.deps))).toEqual(['renewed']);
    expect((await session.caller.subscriptions.current()).invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
  });
});
