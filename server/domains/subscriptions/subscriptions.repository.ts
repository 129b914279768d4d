import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SubscriptionStatus } from '../../db/schema.ts';

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
  'created_at',
] as const;

/** The company's newest subscription, whatever its status. */
export function latestSubscription(db: Database, companyId: string) {
  return db.selectFrom('subscriptions').select(SUBSCRIPTION_COLUMNS).where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/** The company's current subscription: active, or cancelled with its paid period still running. */
export function currentSubscription(db: Database, companyId: string) {
  return db
    .selectFrom('subscriptions')
    .select(SUBSCRIPTION_COLUMNS)
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb.and([eb('status', '=', 'canceled'), eb('current_period_end', '>', sql<Date>`now()`)])]))
    .executeTakeFirst();
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

export async function setStatus(db: Database, companyId: string, id: string, status: SubscriptionStatus): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status, updated_at: sql`now()`, ...(status === 'canceled' ? { cancelled_at: sql`now()` } : {}) })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
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
    .set({ status: 'active', cancelled_at: null, updated_at: sql`now()` })
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
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the company ever subscribed with this coupon (a welcome coupon works once per company). */
export async function couponUsedBy(db: Database, companyId: string, code: string): Promise<boolean> {
  return !!(await db.selectFrom('subscriptions').select('id').where('company_id', '=', companyId).where('coupon', '=', code).limit(1).executeTakeFirst());
}
