import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CARD_BRANDS, isExpiryValid } from '../../../shared/card.ts';
import { formatCnpj, formatDateTime, maskDocument, onlyAlphanumeric } from '../../../shared/format.ts';
import type { ZChangeCardRequest, ZQuoteRequest, ZSubscribeRequest } from '../../../shared/schemas/subscriptions.ts';
import { SITE } from '../../../shared/site.ts';
import { formatBillingDate, formatCents, PLAN_KEYS, PLANS, type PlanKey, perMonthCents, type SubscriptionStatusKey, savingsCents, savingsPercent } from '../../../shared/subscriptions.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { renderReportPdf } from '../../lib/report-pdf.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { activateTestSubsidiaries } from '../companies/subsidiaries.repository.ts';
import { applyCoupon } from './coupons.ts';
import { type CardOnFile, type PaymentProvider, paymentProviderFor } from './payment-provider.ts';
import { claimRefusedRenewal, renewClaimed } from './renewal.service.ts';
import * as repo from './subscriptions.repository.ts';

const notFound = (message = 'Sua empresa não tem uma assinatura ativa') => new AppError('SUBSCRIPTION_NOT_FOUND_ERROR', message);
const refused = () => new AppError('PAYMENT_REFUSED_ERROR', 'Pagamento recusado pelo emissor do cartão. Confira os dados ou use outro cartão');

/** The plans with their per-month price and savings, and which provider tokenises cards in the browser. */
export function plans(deps: Deps) {
  return {
    provider: deps.config.paymentProvider,
    plans: PLAN_KEYS.map((key) => {
      const p = PLANS[key];
      return { ...p, perMonthCents: perMonthCents(p), savingsCents: savingsCents(p), savingsPercent: savingsPercent(p) };
    }),
  };
}

/** The first charge of a plan with a coupon applied ("Aplicar"); an unknown coupon is a field error. */
export async function quote(deps: Deps, user: AuthUser, input: z.output<typeof ZQuoteRequest>) {
  const plan = PLANS[input.plan];
  const coupon = await applyCoupon(deps.db, user.companyId, input.coupon, plan.priceCents);
  const discountCents = coupon?.discountCents ?? 0;
  return {
    plan: plan.key,
    priceCents: plan.priceCents,
    coupon: coupon ? { code: coupon.code, percentOff: coupon.percentOff } : null,
    discountCents,
    totalCents: plan.priceCents - discountCents,
    maxInstalments: plan.maxInstalments,
  };
}

/** A cancelled subscription past its paid period shows as ended. */
function effectiveStatus(status: string, periodEnd: Date, now: Date): SubscriptionStatusKey {
  if (status === 'canceled' && periodEnd.getTime() <= now.getTime()) return 'expired';
  // Renewed by the next sweep (within minutes): until then it is still the renewing subscription it was.
  return status as SubscriptionStatusKey;
}

/** The company's subscription (the newest, whatever its status) and invoices; the card as brand and last four only. */
export async function current(deps: Deps, user: AuthUser, now = new Date()) {
  const [s, invoices] = await Promise.all([repo.latestSubscription(deps.db, user.companyId), repo.listInvoices(deps.db, user.companyId)]);
  const subscription = s
    ? (() => {
        const status = effectiveStatus(s.status, s.current_period_end, now);
        const plan = PLANS[s.plan as PlanKey];
        return {
          id: s.id,
          plan: plan.key,
          planLabel: plan.label,
          status,
          priceCents: s.price_cents,
          discountCents: s.discount_cents,
          coupon: s.coupon,
          instalments: s.instalments,
          currentPeriodStart: s.current_period_start,
          currentPeriodEnd: s.current_period_end,
          cancelledAt: s.cancelled_at,
          /** Renewal date while the subscription renews; the next try of a refused renewal; none once cancelled. */
          nextChargeAt: status === 'active' ? s.current_period_end : status === 'past_due' ? s.renewal_due_at : null,
          /** A refused renewal: how many times, and when it is tried again. */
          renewalRefusals: s.renewal_refusals,
          renewalRetryAt: status === 'past_due' ? s.renewal_due_at : null,
          /** Access lasts until here (cancelled subscriptions keep it until the period ends); a refused renewal keeps it while retried. */
          accessUntil: status === 'expired' || status === 'past_due' ? null : s.current_period_end,
          card: { brand: s.card_brand, brandLabel: (CARD_BRANDS as Record<string, string>)[s.card_brand] ?? s.card_brand, last4: s.card_last4, expMonth: s.card_exp_month, expYear: s.card_exp_year },
          payer: { name: s.payer_name, email: s.payer_email },
        };
      })()
    : null;
  return {
    subscription,
    invoices: invoices.map((i) => ({
      id: i.id,
      plan: i.plan,
      planLabel: PLANS[i.plan as PlanKey]?.label ?? i.plan,
      amountCents: i.amount_cents,
      discountCents: i.discount_cents,
      instalments: i.instalments,
      status: i.status,
      paidAt: i.paid_at,
      periodStart: i.period_start,
      periodEnd: i.period_end,
      createdAt: i.created_at,
    })),
  };
}

/**
 * The receipt of a paid charge as a PDF ("Recibo" on the billing page): what was paid, when, for which plan and period,
 * and by whom. It proves the payment; it is not the invoice the tax authority knows (nota fiscal), and says so.
 */
export async function invoiceReceiptPdf(deps: Deps, user: AuthUser, id: string, now = new Date()): Promise<{ filename: string; pdf: Buffer }> {
  const r = await repo.paidInvoiceReceipt(deps.db, user.companyId, id);
  if (!r?.paid_at) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Recibo não encontrado');
  const plan = PLANS[r.plan as PlanKey]?.label ?? r.plan;
  const paidOn = formatBillingDate(r.paid_at);
  const pdf = await renderReportPdf({
    title: 'Recibo de pagamento',
    subtitle: `${SITE.name} · assinatura da plataforma · emitido em ${formatDateTime(now)}`,
    sections: [
      {
        heading: 'Pagamento',
        items: [
          ['Valor pago', formatCents(r.amount_cents)],
          ...(r.discount_cents > 0 ? ([['Desconto', formatCents(r.discount_cents)]] as [string, string][]) : []),
          ['Forma de pagamento', r.instalments > 1 ? `Cartão de crédito, em ${r.instalments} parcelas sem juros` : 'Cartão de crédito, à vista'],
          ['Data do pagamento', paidOn],
          ['Código da transação', r.provider_reference],
        ],
      },
      {
        heading: 'Assinatura',
        items: [
          ['Plano', plan],
          ['Período', `${formatBillingDate(r.period_start)} a ${formatBillingDate(r.period_end)}`],
        ],
      },
      {
        heading: 'Cliente',
        items: [
          ['Empresa', r.corporate_name],
          ...(r.company_document ? ([['CNPJ', formatCnpj(r.company_document)]] as [string, string][]) : []),
          ['Pagador', r.payer_name],
          [onlyAlphanumeric(r.payer_document).length === 11 ? 'CPF do pagador' : 'CNPJ do pagador', maskDocument(r.payer_document)],
          ['E-mail', r.payer_email],
        ],
      },
    ],
    note: 'Este recibo comprova o pagamento da assinatura. Não substitui a nota fiscal.',
  });
  return { filename: `recibo-${paidOn.split('/').reverse().join('-')}.pdf`, pdf };
}

/** The card behind a token, refused when it expired since it was tokenised. */
async function usableCard(provider: PaymentProvider, token: string): Promise<CardOnFile> {
  const card = await provider.cardOf(token);
  if (!isExpiryValid({ month: card.expMonth, year: card.expYear })) throw validationError('cardToken', 'Este cartão está vencido. Use outro cartão');
  return card;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Subscribes the company: charges the first period on the tokenised card and only then records the subscription
 * and its paid invoice, in one transaction. A refusal saves nothing; a paid charge that cannot be recorded (another
 * payment of the same company won the race) is refunded.
 */
export async function subscribe(deps: Deps, user: AuthUser, input: z.output<typeof ZSubscribeRequest>, meta: RequestMeta, provider: PaymentProvider = paymentProviderFor(deps.config)) {
  const plan = PLANS[input.plan];
  const coupon = await applyCoupon(deps.db, user.companyId, input.coupon, plan.priceCents);
  const discountCents = coupon?.discountCents ?? 0;
  const amountCents = plan.priceCents - discountCents;
  const existing = await repo.currentSubscription(deps.db, user.companyId);
  if (existing) throw alreadySubscribed(existing);
  const card = await usableCard(provider, input.cardToken);

  const charge = await provider.charge(input.cardToken, amountCents, input.instalments, input.idempotencyKey ?? randomUUID());
  if (charge.status !== 'paid') {
    // No card data here: the company, the plan and the provider's reference are enough to follow it up.
    deps.log.warn({ requestId: meta.requestId, companyId: user.companyId, plan: plan.key, provider: provider.name, reference: charge.reference }, 'subscription payment refused');
    throw refused();
  }

  let recorded: { subscriptionId: string; invoiceId: string };
  try {
    recorded = await deps.db.transaction().execute(async (trx) => {
      await repo.expireLapsed(trx, user.companyId);
      const s = await repo.insertSubscription(trx, {
        companyId: user.companyId,
        plan: plan.key,
        months: plan.months,
        priceCents: plan.priceCents,
        discountCents,
        coupon: coupon?.code ?? null,
        instalments: input.instalments,
        payer: input.person,
        provider: provider.name,
        card,
        createdBy: user.id,
      });
      const invoice = await repo.insertInvoice(trx, {
        subscriptionId: s.id,
        companyId: user.companyId,
        plan: plan.key,
        amountCents,
        discountCents,
        instalments: input.instalments,
        status: 'paid',
        provider: provider.name,
        reference: charge.reference,
        periodStart: s.current_period_start,
        periodEnd: s.current_period_end,
      });
      // A paid company leaves its test period: its affiliates in test become active.
      await activateTestSubsidiaries(trx, user.companyId);
      return { subscriptionId: s.id, invoiceId: invoice.id };
    });
  } catch (err) {
    await provider
      .refund?.(charge.reference)
      .catch((refundErr: unknown) =>
        deps.log.error({ err: refundErr, requestId: meta.requestId, companyId: user.companyId, reference: charge.reference }, 'refund after a failed subscription failed'),
      );
    if (isUniqueViolation(err)) {
      const winner = await repo.currentSubscription(deps.db, user.companyId);
      throw alreadySubscribed(winner);
    }
    throw err;
  }
  // The members' profiles show the trial that just ended.
  deps.caches.dropEveryProfile();
  await recordAudit(
    deps.db,
    {
      companyId: user.companyId,
      actorUserId: user.id,
      action: 'subscription.subscribe',
      entity: 'subscription',
      entityId: recorded.subscriptionId,
      data: { plan: plan.key, instalments: input.instalments, amountCents, coupon: coupon?.code ?? null, invoiceId: recorded.invoiceId },
    },
    meta,
  );
  return { message: 'Assinatura confirmada! Obrigado por assinar o Crédito', ...(await current(deps, user)) };
}

function alreadySubscribed(current?: { status: string; current_period_end: Date }) {
  if (current?.status === 'past_due') {
    return new AppError('SUBSCRIPTION_ALREADY_EXISTS_ERROR', 'Sua empresa já tem uma assinatura, com a renovação recusada. Troque o cartão na página da assinatura para pagá-la');
  }
  return new AppError(
    'SUBSCRIPTION_ALREADY_EXISTS_ERROR',
    current ? `Sua empresa já tem uma assinatura válida até ${formatBillingDate(current.current_period_end)}` : 'Sua empresa já tem uma assinatura',
  );
}

/** Replaces the card on file of the active subscription with a newly tokenised one. */
export async function changeCard(deps: Deps, user: AuthUser, input: z.output<typeof ZChangeCardRequest>, meta: RequestMeta, provider: PaymentProvider = paymentProviderFor(deps.config)) {
  const s = await repo.currentSubscription(deps.db, user.companyId);
  if (s?.status !== 'active' && s?.status !== 'past_due') throw notFound();
  const card = await usableCard(provider, input.cardToken);
  // The renewals will be charged on it: a card the issuer refuses never replaces the one on file.
  if ((await provider.verify(input.cardToken)) !== 'approved') {
    deps.log.warn({ requestId: meta.requestId, companyId: user.companyId, provider: provider.name }, 'card change refused by the issuer');
    throw refused();
  }
  if (!(await repo.replaceCard(deps.db, user.companyId, s.id, provider.name, card))) throw notFound();
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'subscription.changeCard', entity: 'subscription', entityId: s.id }, meta);
  if (s.status !== 'past_due') return { message: 'Cartão atualizado com sucesso!', ...(await current(deps, user)) };

  // A refused renewal is charged on the new card right away, instead of at the next retry.
  const claimed = await claimRefusedRenewal(deps, user.companyId, s.id);
  const outcome = claimed
    ? await renewClaimed(deps, claimed, provider).catch((err: unknown) => {
        // The provider did not answer: the card is on file, and the renewal sweep charges it when the claim runs out.
        deps.log.error({ err, requestId: meta.requestId, companyId: user.companyId }, 'renewal on the new card failed; left to the sweep');
        return 'unchanged' as const;
      })
    : 'unchanged';
  const now = await current(deps, user);
  const end = now.subscription?.currentPeriodEnd;
  const retry = now.subscription?.renewalRetryAt;
  const message =
    outcome === 'renewed' && end
      ? `Cartão atualizado e assinatura renovada. O novo período vai até ${formatBillingDate(end)}`
      : outcome === 'ended'
        ? 'O cartão novo também foi recusado, e a assinatura foi encerrada. Assine um plano para continuar'
        : outcome === 'refused' && retry
          ? `Cartão atualizado, mas a renovação foi recusada. Nova tentativa em ${formatBillingDate(retry)}`
          : 'Cartão atualizado. A renovação será cobrada nele em instantes';
  return { message, ...now };
}

/** Cancels the renewal: the company keeps access until the end of the paid period. */
export async function cancel(deps: Deps, user: AuthUser, meta: RequestMeta) {
  const s = await repo.currentSubscription(deps.db, user.companyId);
  if (s?.status !== 'active' && s?.status !== 'past_due') throw notFound();
  if (!(await repo.cancelRenewal(deps.db, user.companyId, s.id))) throw notFound();
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: 'subscription.cancel', entity: 'subscription', entityId: s.id, data: { plan: s.plan, accessUntil: s.current_period_end.toISOString() } },
    meta,
  );
  // A refused renewal's period is already over: cancelling it ends the subscription now.
  const message = s.status === 'past_due' ? 'Assinatura cancelada. Nenhuma nova cobrança será feita' : `Assinatura cancelada. O acesso continua até ${formatBillingDate(s.current_period_end)}`;
  return { message, ...(await current(deps, user)) };
}

/**
 * Undoes a cancellation while the paid period lasts: the renewal is charged again at the period end, on the card on
 * file. Once the period is over the subscription has ended and the company subscribes anew instead.
 */
export async function reactivate(deps: Deps, user: AuthUser, meta: RequestMeta) {
  const s = await repo.currentSubscription(deps.db, user.companyId);
  const nothingToReactivate = () => notFound('Sua empresa não tem uma assinatura cancelada para reativar');
  if (s?.status !== 'canceled') throw nothingToReactivate();
  if (!(await repo.reactivate(deps.db, user.companyId, s.id))) throw nothingToReactivate();
  await recordAudit(
    deps.db,
    {
      companyId: user.companyId,
      actorUserId: user.id,
      action: 'subscription.reactivate',
      entity: 'subscription',
      entityId: s.id,
      data: { plan: s.plan, nextChargeAt: s.current_period_end.toISOString() },
    },
    meta,
  );
  return { message: `Assinatura reativada. A próxima cobrança será em ${formatBillingDate(s.current_period_end)}`, ...(await current(deps, user)) };
}
