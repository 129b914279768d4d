import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Subscriptions renew by themselves at the end of each paid period (docs/features.md, "Assinatura e pagamento"):
 * - `past_due`: the renewal was refused by the card's issuer; the company keeps its access while the charge is tried
 *   again, and it is still the company's one current subscription;
 * - `renewal_due_at`: when the next charge may be tried — the period's end, a retry after a refusal, or a short lease
 *   while one instance is charging it (so two instances never charge the same renewal at once);
 * - `renewal_refusals`: the refusals of the renewal under way (back to 0 once one is paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions drop constraint if exists subscriptions_status_check`.execute(db);
  await sql`alter table subscriptions add constraint subscriptions_status_check check (status in ('active', 'past_due', 'canceled', 'expired'))`.execute(db);
  await sql`alter table subscriptions add column renewal_due_at timestamptz`.execute(db);
  await sql`alter table subscriptions add column renewal_refusals integer not null default 0 check (renewal_refusals >= 0)`.execute(db);
  await sql`update subscriptions set renewal_due_at = current_period_end where status = 'active'`.execute(db);
  await sql`drop index if exists subscriptions_one_current_per_company`.execute(db);
  await sql`create unique index subscriptions_one_current_per_company on subscriptions (company_id) where status in ('active', 'past_due', 'canceled')`.execute(db);
  await sql`create index subscriptions_renewal_due_idx on subscriptions (renewal_due_at) where status in ('active', 'past_due')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists subscriptions_renewal_due_idx`.execute(db);
  await sql`update subscriptions set status = 'active' where status = 'past_due'`.execute(db);
  await sql`drop index if exists subscriptions_one_current_per_company`.execute(db);
  await sql`create unique index subscriptions_one_current_per_company on subscriptions (company_id) where status in ('active', 'canceled')`.execute(db);
  await sql`alter table subscriptions drop column if exists renewal_refusals`.execute(db);
  await sql`alter table subscriptions drop column if exists renewal_due_at`.execute(db);
  await sql`alter table subscriptions drop constraint if exists subscriptions_status_check`.execute(db);
  await sql`alter table subscriptions add constraint subscriptions_status_check check (status in ('active', 'canceled', 'expired'))`.execute(db);
}
