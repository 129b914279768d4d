import { createHash } from 'node:crypto';
import { CARD_BRANDS } from '../../../shared/card.ts';
import { formatBillingDate, formatCents, PLANS, type PlanKey } from '../../../shared/subscriptions.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { type PaymentProvider, paymentProviderFor } from './payment-provider.ts';
import * as repo from './subscriptions.repository.ts';

/**
 * Automatic renewal (docs/features.md, "Assinatura e pagamento"). At the end of a paid period the plan's price (the
 * coupon was for the first charge only) is charged on the card on file, in the instalments chosen when subscribing:
 * - paid: a paid invoice for the next period, which starts where the last one ended;
 * - refused: a refused invoice, the subscription past due (access kept) and the charge tried again a day later, then
 *   two days after that; the third refusal ends the subscription. Putting another card on file charges it at once.
 * The payer is told by e-mail each time. Every result is recorded in one transaction with its invoice, audit row and
 * e-mail, and only if the subscription is still where the claim found it, so a result arriving twice changes nothing.
 */

/** Days from one refusal to the next try; the refusal after the last of them ends the subscription. */
export const RENEWAL_RETRY_DAYS = [1, 2] as const;
/** How long a claimed renewal is left to the instance charging it before another may try (a crash mid-charge). */
const LEASE_MINUTES = 10;
/** Renewals claimed per statement. */
const BATCH = 20;

export type RenewalOutcome = 'renewed' | 'refused' | 'ended' | 'unchanged';

/**
 * The idempotency key of one charge: the subscription, the period it renews and which try it is. A charge repeated
 * after a crash (the lease ran out before the result was recorded) carries the same key, and the provider answers the
 * charge it already made instead of charging again. The card is part of it: a card put on file meanwhile makes a new charge.
 */
const chargeKey = (r: repo.RenewalRow) => `renewal:${r.id}:${r.current_period_end.toISOString()}:${r.renewal_refusals}:${createHash('sha256').update(r.card_token).digest('base64url').slice(0, 16)}`;

/** Charges one claimed renewal and records what came of it. */
export async function renewClaimed(deps: Deps, r: repo.RenewalRow, provider: PaymentProvider = paymentProviderFor(deps.config)): Promise<RenewalOutcome> {
  const plan = PLANS[r.plan as PlanKey];
  const charge = await provider.charge(r.card_token, r.price_cents, r.instalments, chargeKey(r));
  const invoice = { subscriptionId: r.id, companyId: r.company_id, plan: r.plan, amountCents: r.price_cents, discountCents: 0, instalments: r.instalments, provider: r.payment_provider };
  const card = `cartão ${(CARD_BRANDS as Record<string, string>)[r.card_brand] ?? r.card_brand} final ${r.card_last4}`;

  if (charge.status === 'paid') {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const period = await repo.advancePeriod(trx, r, plan.months);
      if (!period) return 'unchanged' as const;
      const paid = await repo.insertInvoice(trx, { ...invoice, status: 'paid', reference: charge.reference, periodStart: period.current_period_start, periodEnd: period.current_period_end });
      await recordAudit(trx, {
        companyId: r.company_id,
        actorUserId: null,
        action: 'subscription.renew',
        entity: 'subscription',
        entityId: r.id,
        data: { plan: r.plan, amountCents: r.price_cents, invoiceId: paid.id, periodEnd: period.current_period_end.toISOString() },
      });
      await mail(deps, trx, r, 'Crédito — assinatura renovada', [
        `A assinatura do plano ${plan.label} foi renovada: ${formatCents(r.price_cents)} cobrados no ${card}${r.instalments > 1 ? `, em ${r.instalments} parcelas sem juros` : ''}.`,
        `O novo período vai de ${formatBillingDate(period.current_period_start)} a ${formatBillingDate(period.current_period_end)}. O recibo está na página da assinatura: ${billingUrl(deps)}`,
      ]);
      return 'renewed' as const;
    });
    // Paid but not recorded: another result for this renewal came first (a card change charged it meanwhile).
    if (outcome === 'unchanged') await refundUnrecorded(deps.log, provider, r, charge.reference);
    return outcome;
  }

  const retryDays = RENEWAL_RETRY_DAYS[r.renewal_refusals];
  const retryAt = retryDays === undefined ? null : new Date(Date.now() + retryDays * 86_400_000);
  return deps.db.transaction().execute(async (trx) => {
    const refused = await repo.recordRefusal(trx, r, plan.months, retryAt);
    if (!refused) return 'unchanged' as const;
    await repo.insertInvoice(trx, { ...invoice, status: 'refused', reference: charge.reference, periodStart: r.current_period_end, periodEnd: refused.next_period_end });
    await recordAudit(trx, {
      companyId: r.company_id,
      actorUserId: null,
      action: retryAt ? 'subscription.renewal_refused' : 'subscription.end',
      entity: 'subscription',
      entityId: r.id,
      data: { plan: r.plan, amountCents: r.price_cents, refusals: r.renewal_refusals + 1, retryAt: retryAt?.toISOString() ?? null, provider: r.payment_provider, reference: charge.reference },
    });
    if (retryAt) {
      await mail(deps, trx, r, 'Crédito — não conseguimos renovar sua assinatura', [
        `A renovação do plano ${plan.label} (${formatCents(r.price_cents)}) foi recusada pelo emissor do ${card}. O acesso continua enquanto tentamos de novo.`,
        `A próxima tentativa será em ${formatBillingDate(retryAt)}. Para pagar agora, troque o cartão na página da assinatura: ${billingUrl(deps)}`,
      ]);
      return 'refused' as const;
    }
    await mail(deps, trx, r, 'Crédito — sua assinatura foi encerrada', [
      // Three: the first try and the retries of RENEWAL_RETRY_DAYS.
      `Tentamos renovar o plano ${plan.label} três vezes, e o emissor do ${card} recusou todas. A assinatura foi encerrada.`,
      `Para continuar usando a plataforma, assine um plano de novo: ${deps.config.publicUrl}/payment`,
    ]);
    return 'ended' as const;
  });
}

/**
 * One sweep: every renewal that is due, claimed in batches and charged one by one. A renewal whose charge fails for
 * another reason (the provider away) is left to its lease and tried again at a later sweep. Returns the outcomes.
 */
export async function renewDue(deps: Deps, provider: PaymentProvider = paymentProviderFor(deps.config)): Promise<RenewalOutcome[]> {
  const outcomes: RenewalOutcome[] = [];
  for (;;) {
    const claimed = await repo.claimDueRenewals(deps.db, LEASE_MINUTES, BATCH);
    for (const r of claimed) {
      try {
        outcomes.push(await renewClaimed(deps, r, provider));
      } catch (err) {
        deps.log.error({ err, subscriptionId: r.id, companyId: r.company_id }, 'subscription renewal failed; tried again when its lease ends');
      }
    }
    if (claimed.length < BATCH) return outcomes;
  }
}

/** Claims the company's refused renewal, to charge it now on the card just put on file; undefined when there is none. */
export function claimRefusedRenewal(deps: Deps, companyId: string, subscriptionId: string) {
  return repo.claimRefusedRenewal(deps.db, companyId, subscriptionId, LEASE_MINUTES);
}

async function refundUnrecorded(log: Logger, provider: PaymentProvider, r: repo.RenewalRow, reference: string): Promise<void> {
  log.warn({ subscriptionId: r.id, companyId: r.company_id, reference }, 'renewal paid twice; the second charge is refunded');
  await provider.refund?.(reference).catch((err: unknown) => log.error({ err, subscriptionId: r.id, reference }, 'refund of a duplicate renewal failed'));
}

const billingUrl = (deps: Deps) => `${deps.config.publicUrl}/account/profile/billing`;

/** The payer's e-mail about a renewal, queued in the transaction that records it. */
async function mail(deps: Deps, trx: Database, r: repo.RenewalRow, subject: string, paragraphs: string[]): Promise<void> {
  const hello = `Olá, ${r.payer_name.trim().split(/\s+/)[0]}!`;
  await deps.mailer.send({ to: r.payer_email, companyId: r.company_id, subject, text: [hello, ...paragraphs].join('\n\n') }, trx);
}

/**
 * The renewal job: once at start-up, then every `intervalMs` (15 minutes) on an unref'd timer, one sweep at a time per
 * instance; several instances may sweep at once (each renewal is claimed by one). A failure (database away) is logged
 * and the next sweep tries again.
 */
export function startRenewalSweep(deps: Deps, intervalMs = 15 * 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= renewDue(deps)
      .then((outcomes) => {
        const count = (outcome: RenewalOutcome) => outcomes.filter((o) => o === outcome).length;
        if (outcomes.length) deps.log.info({ renewed: count('renewed'), refused: count('refused'), ended: count('ended') }, 'subscription renewals');
      })
      .catch((err) => deps.log.warn({ err }, 'subscription renewal sweep failed; retried at the next run'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
