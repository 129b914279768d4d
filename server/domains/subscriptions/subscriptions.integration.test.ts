/**
 * Subscription and payment through the real procedures and the sandbox provider: plans, coupon, the first charge,
 * refusal with nothing saved, card errors naming the field, instalment limits, one subscription per company,
 * change of card, cancellation and the refund when a paid charge loses a race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { createTestEnv, errorFields, expectAppError, type HttpServer, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { newCompany, PAYER, REFUSAL_CARD, SUCCESS_CARD, subscriptionRows, tokenFor, tokenize } from '../../test/subscription-test-kit.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import * as service from './subscriptions.service.ts';

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

describe('plans', () => {
  it('lists mensal, semestral and anual with price, per-month equivalent, savings and max instalments', async () => {
    const { session } = await newCompany(env, 'operator');
    const { plans, provider } = await session.caller.subscriptions.plans();
    expect(provider).toBe('sandbox');
    expect(plans.map((p) => [p.key, p.label, p.priceCents, p.perMonthCents, p.savingsCents, p.maxInstalments])).toEqual([
      ['mensal', 'Mensal', 19_900, 19_900, 0, 1],
      ['semestral', 'Semestral', 107_400, 17_900, 12_000, 6],
      ['anual', 'Anual', 190_800, 15_900, 48_000, 12],
    ]);
  });

  it('the demo company starts without a paid subscription (trial)', async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
    expect(await admin.caller.subscriptions.current()).toEqual({ subscription: null, invoices: [] });
  });
});

describe('coupon', () => {
  it('BEMVINDO10 takes 10 % off the first charge; an unknown coupon is a field error', async () => {
    const { session } = await newCompany(env);
    const quote = await session.caller.subscriptions.quote({ plan: 'anual', coupon: ' bemvindo10 ' });
    expect(quote).toMatchObject({ priceCents: 190_800, discountCents: 19_080, totalCents: 171_720, coupon: { code: 'BEMVINDO10', percentOff: 10 }, maxInstalments: 12 });
    const err = await expectAppError(session.caller.subscriptions.quote({ plan: 'anual', coupon: 'NAOEXISTE' }), 'VALIDATION_ERROR', MSG.invalidCoupon);
    expect(errorFields(err)).toEqual(['coupon']);
  });

  it('is charged with the discount, recorded on the invoice, and works once per company', async () => {
    const { companyId, session } = await newCompany(env);
    const result = await session.caller.subscriptions.subscribe({
      plan: 'semestral',
      coupon: 'BEMVINDO10',
      instalments: 6,
      person: PAYER,
      cardToken: await tokenFor(http, session),
    });
    expect(result.invoices).toEqual([expect.objectContaining({ amountCents: 96_660, discountCents: 10_740, instalments: 6, status: 'paid' })]);
    expect(result.subscription).toMatchObject({ plan: 'semestral', coupon: 'BEMVINDO10', priceCents: 107_400, discountCents: 10_740 });

    await session.caller.subscriptions.cancel();
    // Even once the paid period is over, the welcome coupon was used.
    await env.deps.db
      .updateTable('subscriptions')
      .set({ current_period_start: new Date(Date.now() - 2 * 86_400_000), current_period_end: new Date(Date.now() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    const again = await expectAppError(session.caller.subscriptions.quote({ plan: 'mensal', coupon: 'BEMVINDO10' }), 'VALIDATION_ERROR', MSG.invalidCoupon);
    expect(errorFields(again)).toEqual(['coupon']);
  });
});

describe('subscribe', () => {
  it('charges the first period and keeps the card only as token, brand and last four digits', async () => {
    const { companyId, session } = await newCompany(env);
    const token = await tokenFor(http, session);
    const result = await session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 12, person: PAYER, cardToken: token });
    expect(result.message).toBe('Assinatura confirmada! Obrigado por assinar o Crédito');
    const s = result.subscription!;
    expect(s).toMatchObject({ plan: 'anual', planLabel: 'Anual', status: 'active', priceCents: 190_800, instalments: 12, card: { brand: 'visa', brandLabel: 'Visa', last4: '1111' } });
    // A year from now, to the day: the next charge.
    const months = (s.currentPeriodEnd.getUTCFullYear() - s.currentPeriodStart.getUTCFullYear()) * 12 + s.currentPeriodEnd.getUTCMonth() - s.currentPeriodStart.getUTCMonth();
    expect(months).toBe(12);
    expect(s.nextChargeAt).toEqual(s.currentPeriodEnd);
    expect(result.invoices).toEqual([expect.objectContaining({ amountCents: 190_800, discountCents: 0, instalments: 12, status: 'paid', planLabel: 'Anual' })]);
    expect(result.invoices[0].paidAt).toBeInstanceOf(Date);
    expect(JSON.stringify(result)).not.toContain(token);

    const rows = await subscriptionRows(env, companyId);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.subscriptions[0]).toMatchObject({
      card_token: token,
      card_brand: 'visa',
      card_last4: '1111',
      card_exp_month: 12,
      payment_provider: 'sandbox',
      payer_document: '11222333000181',
      payer_postal_code: '01310100',
    });
    expect(rows.invoices).toEqual([expect.objectContaining({ status: 'paid', amount_cents: 190_800, provider_reference: expect.stringMatching(/^ch_sbx_/) })]);
    expect(rows.invoices[0].period_start).toEqual(rows.subscriptions[0].current_period_start);
    expect(rows.invoices[0].period_end).toEqual(rows.subscriptions[0].current_period_end);

    const audit = await env.deps.db.selectFrom('audit_log').select(['action', 'data', 'actor_user_id']).where('company_id', '=', companyId).where('action', 'like', 'subscription.%').execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'subscription.subscribe', actor_user_id: session.user.id })]);
    expect(JSON.stringify(audit)).not.toMatch(/tok_sbx_|1111|4111/);
  });

  it('a refused card answers PAYMENT_REFUSED_ERROR and saves nothing', async () => {
    const { companyId, session } = await newCompany(env);
    const token = await tokenFor(http, session, REFUSAL_CARD);
    const err = await expectAppError(session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: token }), 'PAYMENT_REFUSED_ERROR');
    expect(err.status).toBe(402);
    expect(await subscriptionRows(env, companyId)).toEqual({ subscriptions: [], invoices: [] });
    const audit = await env.deps.db.selectFrom('audit_log').select('id').where('company_id', '=', companyId).where('action', 'like', 'subscription.%').execute();
    expect(audit).toEqual([]);
    expect(await session.caller.subscriptions.current()).toEqual({ subscription: null, invoices: [] });
  });

  it('a bad card number, expiry or security code is a VALIDATION_ERROR naming the field', async () => {
    const { session } = await newCompany(env);
    const cases: [Parameters<typeof tokenize>[2], string, string][] = [
      [{ number: '4111 1111 1111 1112' }, 'number', MSG.invalidCardNumber],
      [{ number: SUCCESS_CARD, expirationDate: '01/20' }, 'expirationDate', MSG.invalidExpiry],
      [{ number: SUCCESS_CARD, expirationDate: '13/30' }, 'expirationDate', MSG.invalidExpiry],
      [{ number: SUCCESS_CARD, securityCode: '12' }, 'securityCode', MSG.invalidSecurityCode],
      [{ number: SUCCESS_CARD, securityCode: '' }, 'securityCode', MSG.required],
    ];
    for (const [card, field, message] of cases) {
      const answer = await tokenize(http, session, card);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ type: 'VALIDATION_ERROR', message, errors: [{ field, message }] });
    }
  });

  it('a token the provider does not know is a field error on cardToken', async () => {
    const { companyId, session } = await newCompany(env);
    const err = await expectAppError(session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: 'tok_sbx_inventado.assinatura' }), 'VALIDATION_ERROR');
    expect(errorFields(err)).toEqual(['cardToken']);
    expect(await subscriptionRows(env, companyId)).toEqual({ subscriptions: [], invoices: [] });
  });

  it('refuses more instalments than the plan allows, and bad payer data, naming the fields', async () => {
    const { companyId, session } = await newCompany(env);
    const cardToken = await tokenFor(http, session);
    const over = await expectAppError(session.caller.subscriptions.subscribe({ plan: 'semestral', instalments: 12, person: PAYER, cardToken }), 'VALIDATION_ERROR', MSG.maxInstalments(6));
    expect(errorFields(over)).toEqual(['instalments']);
    const monthly = await expectAppError(session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 2, person: PAYER, cardToken }), 'VALIDATION_ERROR', MSG.maxInstalments(1));
    expect(errorFields(monthly)).toEqual(['instalments']);
    const payer = await expectAppError(
      session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: { ...PAYER, document: '123.456.789-00', postalCode: '123' }, cardToken }),
      'VALIDATION_ERROR',
    );
    expect(errorFields(payer).sort()).toEqual(['person.document', 'person.postalCode']);
    const plan = await expectAppError(session.caller.subscriptions.subscribe({ plan: 'vitalicio' as 'anual', instalments: 1, person: PAYER, cardToken }), 'VALIDATION_ERROR', MSG.selectOption);
    expect(errorFields(plan)).toEqual(['plan']);
    expect(await subscriptionRows(env, companyId)).toEqual({ subscriptions: [], invoices: [] });
  });

  it('a company with a subscription cannot subscribe again: SUBSCRIPTION_ALREADY_EXISTS_ERROR, not charged twice', async () => {
    const { companyId, session } = await newCompany(env);
    await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    await expectAppError(
      session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) }),
      'SUBSCRIPTION_ALREADY_EXISTS_ERROR',
      /^Sua empresa já tem uma assinatura válida até \d{2}\/\d{2}\/\d{4}$/,
    );
    // Cancelled, it still runs until the end of the paid period.
    await session.caller.subscriptions.cancel();
    await expectAppError(session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) }), 'SUBSCRIPTION_ALREADY_EXISTS_ERROR');
    const rows = await subscriptionRows(env, companyId);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
  });

  it('after a cancelled period ends, the company can subscribe again', async () => {
    const { companyId, session } = await newCompany(env);
    await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    await session.caller.subscriptions.cancel();
    await env.deps.db
      .updateTable('subscriptions')
      .set({ current_period_start: new Date(Date.now() - 40 * 86_400_000), current_period_end: new Date(Date.now() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    expect((await session.caller.subscriptions.current()).subscription).toMatchObject({ status: 'expired', nextChargeAt: null, accessUntil: null });
    const result = await session.caller.subscriptions.subscribe({ plan: 'anual', instalments: 3, person: PAYER, cardToken: await tokenFor(http, session, '5555 5555 5555 4444') });
    expect(result.subscription).toMatchObject({ plan: 'anual', status: 'active', card: { brand: 'mastercard', last4: '4444' } });
    expect(result.invoices.map((i) => i.planLabel)).toEqual(['Anual', 'Mensal']);
    const statuses = (await subscriptionRows(env, companyId)).subscriptions.map((s) => s.status).sort();
    expect(statuses).toEqual(['active', 'expired']);
  });

  it('two payments of one company at once: one subscription, the other charge refunded', async () => {
    const { companyId, session } = await newCompany(env);
    const sandbox = createSandboxProvider(env.deps.config.jwtSecret);
    const refunds: string[] = [];
    let release!: () => void;
    const bothCharging = new Promise<void>((resolve) => (release = resolve));
    let charging = 0;
    const racing: PaymentProvider = {
      ...sandbox,
      name: 'sandbox',
      async charge(...args) {
        if (++charging === 2) release();
        await bothCharging;
        return sandbox.charge(...args);
      },
      async refund(reference) {
        refunds.push(reference);
      },
    };
    const input = async () => ({
      plan: 'mensal' as const,
      coupon: undefined,
      instalments: 1,
      person: { ...PAYER, document: '11222333000181', phone: '11987654321', postalCode: '01310100' },
      cardToken: await tokenFor(http, session),
    });
    const [a, b] = await Promise.allSettled([
      service.subscribe(env.deps, session.user, await input(), { ip: '127.0.0.1', userAgent: null, requestId: 'race-a' }, racing),
      service.subscribe(env.deps, session.user, await input(), { ip: '127.0.0.1', userAgent: null, requestId: 'race-b' }, racing),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const lost = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
    expect((lost.reason as { type: string }).type).toBe('SUBSCRIPTION_ALREADY_EXISTS_ERROR');
    expect(refunds).toHaveLength(1);
    const rows = await subscriptionRows(env, companyId);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.invoices[0].provider_reference).not.toBe(refunds[0]);
  });
});

describe('change of card and cancellation', () => {
  it('without a subscription: SUBSCRIPTION_NOT_FOUND_ERROR', async () => {
    const { session } = await newCompany(env);
    const cardToken = await tokenFor(http, session);
    await expectAppError(session.caller.subscriptions.cancel(), 'SUBSCRIPTION_NOT_FOUND_ERROR', 'Sua empresa não tem uma assinatura ativa');
    await expectAppError(session.caller.subscriptions.changeCard({ cardToken }), 'SUBSCRIPTION_NOT_FOUND_ERROR');
  });

  it('changes the card on file (brand and last four shown), audited without card data', async () => {
    const { companyId, session } = await newCompany(env);
    await session.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: await tokenFor(http, session) });
    const newToken = await tokenFor(http, session, '5555 5555 5555 4444');
    const result = await session.caller.subscriptions.changeCard({ cardToken: newToken });
    expect(result.message).toBe('Cartão atualizado com sucesso!');
    expect(result.subscription?.card).toMatchObject({ brand: 'mastercard', brandLabel: 'Mastercard', last4: '4444' });
    expect((await subscriptionRows(env, companyId)).subscriptions[0].card_token).toBe(newToken);
    // A card the issuer refuses never replaces the one the renewals are charged on.
    const declined = await tokenFor(http, session, '4000 0000 0000 0002');
    await expectAppError(session.caller.subscriptions.changeCard({ cardToken: declined }), 'PAYMENT_REFUSED_ERROR', 'Pagamento recusado pelo emissor do cartão. Confira os dados ou use outro cartão');
    expect((await subscriptionRows(env, companyId)).subscriptions[0].card_token).toBe(newToken);
    const bad = await expectAppError(session.caller.subscriptions.changeCard({ cardToken: 'nada' }), 'VALIDATION_ERROR');
    expect(errorFields(bad)).toEqual(['cardToken']);
    const audit = await env.deps.db.selectFrom('audit_log').select(['action', 'data']).where('company_id', '=', companyId).where('action', '=', 'subscription.changeCard').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/tok_sbx_|4444|5555/);
  });

  it('cancels the renewal and keeps access until the end of the paid period', async () => {
    const { companyId, session } = await newCompany(env);
    const subscribed = await session.caller.subscriptions.subscribe({ plan: 'semestral', instalments: 2, person: PAYER, cardToken: await tokenFor(http, session) });
    const end = subscribed.subscription!.currentPeriodEnd;
    const result = await session.caller.subscriptions.cancel();
    expect(result.message).toMatch(/^Assinatura cancelada\. O acesso continua até \d{2}\/\d{2}\/\d{4}$/);
    expect(result.subscription).toMatchObject({ status: 'canceled', nextChargeAt: null, accessUntil: end, currentPeriodEnd: end });
    expect(result.subscription!.cancelledAt).toBeInstanceOf(Date);
    // Nothing left to cancel or to charge on a new card.
    await expectAppError(session.caller.subscriptions.cancel(), 'SUBSCRIPTION_NOT_FOUND_ERROR');
    await expectAppError(session.caller.subscriptions.changeCard({ cardToken: await tokenFor(http, session) }), 'SUBSCRIPTION_NOT_FOUND_ERROR');
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'subscription.%').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['subscription.subscribe', 'subscription.cancel']);
  });

  it('a card that expired after tokenisation is refused on cardToken', async () => {
    const { session } = await newCompany(env);
    const sandbox = createSandboxProvider(env.deps.config.jwtSecret);
    const old: PaymentProvider = { ...sandbox, name: 'sandbox', cardOf: async (token) => ({ ...(await sandbox.cardOf(token)), expMonth: 1, expYear: 2020 }) };
    const err = await expectAppError(
      service.subscribe(
        env.deps,
        session.user,
        { plan: 'mensal', coupon: undefined, instalments: 1, person: { ...PAYER, document: '11222333000181', phone: '11987654321', postalCode: '01310100' }, cardToken: await tokenFor(http, session) },
        { ip: '127.0.0.1', userAgent: null, requestId: 'x' },
        old,
      ),
      'VALIDATION_ERROR',
      'Este cartão está vencido. Use outro cartão',
    );
    expect(errorFields(err)).toEqual(['cardToken']);
  });
});
