import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What leaves the repository of a subscription: never the card token, only what may be shown of the card. */
const SUBSCRIPTION_COLUMNS = [
  'id',
  'plan',
  'status',
  'price_cents',
  'instalments',
  'coupon',
  'discount_cents',
  'current_period_start',
  'current_period_end',
  'cancelled_at',
  'payer_name',
  'payer_email',
  'card_brand',
  'card_last4',
  'card_exp_month',
  'card_exp_year',
  'renewal_due_at',
  'renewal_refusals',
  'created_at',
] as const;

/** The company's newest subscription, whatever its status. */
export function latestSubscription(db: Database, companyId: string) {
  return db.selectFrom('subscriptions').select(SUBSCRIPTION_COLUMNS).where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/** The company's current subscription: active, its renewal refused and being retried, or cancelled with its paid period still running. */
export function currentSubscription(db: Database, companyId: string) {
  return db
    .selectFrom('subscriptions')
    .select(SUBSCRIPTION_COLUMNS)
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('status', 'in', ['active', 'past_due']), eb.and([eb('status', '=', 'canceled'), eb('current_period_end', '>', sql<Date>`now()`)])]))
    .executeTakeFirst();
}

/**
 * When the company's paid access ends, or ended: the end of its last paid period once no subscription renews. Null
 * while one renews (active, or its refused renewal being retried: only the renewal sweep ends those, in the database),
 * and for a company that never subscribed (in a test period, or set up by the platform's staff). A cancelled
 * subscription keeps its access until its paid period ends: that end is known in advance.
 */
export function paidAccessEndsAt(companyId: RawBuilder<string>) {
  return sql<Date | null>`(
    select case when bool_or(status in ('active', 'past_due')) then null else max(current_period_end) end
    from subscriptions where company_id = ${companyId})`;
}

/**
 * When the company's paid access ended (`paidAccessEndsAt`, once that is past): null while a subscription is current
 * (active, its renewal being retried, or cancelled with its paid period still running).
 */
export function paidAccessEndedAt(companyId: RawBuilder<string>) {
  return sql<Date | null>`(select case when e.at <= now() then e.at end from (select ${paidAccessEndsAt(companyId)} as at) e)`;
}

/** A cancelled subscription whose paid period is over ends, freeing the company to subscribe again. */
export async function expireLapsed(db: Database, companyId: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('status', '=', 'canceled')
    .where('current_period_end', '<=', sql<Date>`now()`)
    .execute();
}

export interface NewSubscription {
  companyId: string;
  plan: string;
  months: number;
  priceCents: number;
  discountCents: number;
  coupon: string | null;
  instalments: number;
  payer: { name: string; email: string; document: string; phone: string; addressNumber: string; postalCode: string };
  provider: string;
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
  createdBy: string;
}

/** Inserts the subscription for a period starting now; the partial unique index refuses a second current one. */
export function insertSubscription(db: Database, s: NewSubscription) {
  return db
    .insertInto('subscriptions')
    .values({
      company_id: s.companyId,
      plan: s.plan,
      status: 'active',
      price_cents: s.priceCents,
      instalments: s.instalments,
      coupon: s.coupon,
      discount_cents: s.discountCents,
      current_period_start: sql`now()`,
      current_period_end: sql`now() + make_interval(months => ${s.months})`,
      renewal_due_at: sql`now() + make_interval(months => ${s.months})`,
      payer_name: s.payer.name,
      payer_email: s.payer.email,
      payer_document: s.payer.document,
      payer_phone: s.payer.phone,
      payer_address_number: s.payer.addressNumber,
      payer_postal_code: s.payer.postalCode,
      payment_provider: s.provider,
      card_token: s.card.token,
      card_brand: s.card.brand,
      card_last4: s.card.last4,
      card_exp_month: s.card.expMonth,
      card_exp_year: s.card.expYear,
      created_by: s.createdBy,
    })
    .returning(['id', 'current_period_start', 'current_period_end'])
    .executeTakeFirstOrThrow();
}

export interface NewInvoice {
  subscriptionId: string;
  companyId: string;
  plan: string;
  amountCents: number;
  discountCents: number;
  instalments: number;
  status: 'paid' | 'refused';
  provider: string;
  reference: string;
  periodStart: Date;
  periodEnd: Date;
}

export function insertInvoice(db: Database, i: NewInvoice) {
  return db
    .insertInto('subscription_invoices')
    .values({
      subscription_id: i.subscriptionId,
      company_id: i.companyId,
      plan: i.plan,
      amount_cents: i.amountCents,
      discount_cents: i.discountCents,
      instalments: i.instalments,
      status: i.status,
      payment_provider: i.provider,
      provider_reference: i.reference,
      paid_at: i.status === 'paid' ? sql`now()` : null,
      period_start: i.periodStart,
      period_end: i.periodEnd,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The company's invoices, newest first. */
export function listInvoices(db: Database, companyId: string, limit = 60) {
  return db
    .selectFrom('subscription_invoices')
    .select(['id', 'plan', 'amount_cents', 'discount_cents', 'instalments', 'status', 'paid_at', 'period_start', 'period_end', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A paid invoice of the company with what its receipt states: the payer of its subscription and the company. Refused
 * charges have no receipt.
 */
export function paidInvoiceReceipt(db: Database, companyId: string, id: string) {
  return db
    .selectFrom('subscription_invoices as i')
    .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.plan',
      'i.amount_cents',
      'i.discount_cents',
      'i.instalments',
      'i.paid_at',
      'i.period_start',
      'i.period_end',
      'i.provider_reference',
      's.payer_name',
      's.payer_email',
      's.payer_document',
      'c.corporate_name',
      'c.document as company_document',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.id', '=', id)
    .where('i.status', '=', 'paid')
    .executeTakeFirst();
}

/** Cancels the renewal of a renewing subscription (also one whose renewal is being retried): no charge is tried again. */
export async function cancelRenewal(db: Database, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', cancelled_at: sql`now()`, renewal_due_at: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', 'in', ['active', 'past_due'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Undoes a cancellation while its paid period lasts: active again, renewing at the period end. False when the
 * subscription is not cancelled or its period is over (another request won, or it lapsed meanwhile).
 */
export async function reactivate(db: Database, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'active', cancelled_at: null, renewal_due_at: sql`current_period_end`, renewal_refusals: 0, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'canceled')
    .where('current_period_end', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceCard(db: Database, companyId: string, id: string, provider: string, card: NewSubscription['card']): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      payment_provider: provider,
      card_token: card.token,
      card_brand: card.brand,
      card_last4: card.last4,
      card_exp_month: card.expMonth,
      card_exp_year: card.expYear,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', 'in', ['active', 'past_due'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the company ever subscribed with this coupon (a welcome coupon works once per company). */
export async function couponUsedBy(db: Database, companyId: string, code: string): Promise<boolean> {
  return !!(await db.selectFrom('subscriptions').select('id').where('company_id', '=', companyId).where('coupon', '=', code).limit(1).executeTakeFirst());
}

/** What a renewal needs of its subscription: the plan and price agreed, the card on file, the payer and the period ending. */
const RENEWAL_COLUMNS = [
  'id',
  'company_id',
  'plan',
  'status',
  'price_cents',
  'instalments',
  'payment_provider',
  'card_token',
  'card_brand',
  'card_last4',
  'payer_name',
  'payer_email',
  'current_period_end',
  'renewal_refusals',
] as const;

/**
 * Claims up to `limit` subscriptions whose renewal is due (active at the period's end, or refused and due for a retry):
 * each one's `renewal_due_at` moves `leaseMinutes` ahead, so no other instance (nor the next sweep) charges it while
 * this one does; `skip locked` lets several instances claim at once, each renewal claimed by one.
 */
export function claimDueRenewals(db: Database, leaseMinutes: number, limit: number) {
  return db
    .updateTable('subscriptions')
    .set({ renewal_due_at: sql`now() + make_interval(mins => ${leaseMinutes})`, updated_at: sql`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('subscriptions')
        .select('id')
        .where('status', 'in', ['active', 'past_due'])
        .where('renewal_due_at', '<=', sql<Date>`now()`)
        .orderBy('renewal_due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(RENEWAL_COLUMNS)
    .execute();
}

/** The company's refused renewal, claimed to be charged now on the card just put on file (the same lease as a sweep's). */
export function claimRefusedRenewal(db: Database, companyId: string, id: string, leaseMinutes: number) {
  return db
    .updateTable('subscriptions')
    .set({ renewal_due_at: sql`now() + make_interval(mins => ${leaseMinutes})`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'past_due')
    .returning(RENEWAL_COLUMNS)
    .executeTakeFirst();
}

export type RenewalRow = Awaited<ReturnType<typeof claimDueRenewals>>[number];

/**
 * Still at the period that ends at `end`, as read by the claim: PostgreSQL keeps microseconds and a JavaScript date
 * only milliseconds, so the comparison is at the precision the claim could read.
 */
const samePeriod = (end: Date) => sql<boolean>`date_trunc('milliseconds', current_period_end) = ${end}`;

/**
 * A paid renewal: the next period follows the one that ended (not today's date, so a late charge does not shift the
 * renewal day), the refusals are forgotten, and a refused renewal is active again. Only if the subscription is still at
 * the period this charge renewed: a second paid charge for the same renewal changes nothing (undefined; the caller
 * refunds it), while a refusal counted meanwhile does not outweigh a payment. A subscription cancelled while it was
 * charged keeps the period it paid for.
 */
export function advancePeriod(db: Database, r: Pick<RenewalRow, 'id' | 'current_period_end'>, months: number) {
  const next = sql<Date>`current_period_end + make_interval(months => ${months})`;
  return db
    .updateTable('subscriptions')
    .set({
      current_period_start: sql`current_period_end`,
      current_period_end: next,
      renewal_due_at: sql`case when status = 'canceled' then null else ${next} end`,
      renewal_refusals: 0,
      status: sql`case when status = 'past_due' then 'active' else status end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', r.id)
    .where(samePeriod(r.current_period_end))
    .where('status', 'in', ['active', 'past_due', 'canceled'])
    .returning(['current_period_start', 'current_period_end'])
    .executeTakeFirst();
}

/**
 * A refused renewal: one refusal more, and either a retry at `retryAt` (the subscription is past due, its access kept)
 * or, at the last refusal (`retryAt` null), the subscription ends. The same guard as `advancePeriod`. Returns the end of
 * the period the refused charge was for (its invoice's), or undefined when another result came first.
 */
export function recordRefusal(db: Database, r: Pick<RenewalRow, 'id' | 'current_period_end' | 'renewal_refusals'>, months: number, retryAt: Date | null) {
  return db
    .updateTable('subscriptions')
    .set({ status: retryAt ? 'past_due' : 'expired', renewal_refusals: r.renewal_refusals + 1, renewal_due_at: retryAt, updated_at: sql`now()` })
    .where('id', '=', r.id)
    .where(samePeriod(r.current_period_end))
    .where('renewal_refusals', '=', r.renewal_refusals)
    .where('status', 'in', ['active', 'past_due'])
    .returning(sql<Date>`current_period_end + make_interval(months => ${months})`.as('next_period_end'))
    .executeTakeFirst();
}
