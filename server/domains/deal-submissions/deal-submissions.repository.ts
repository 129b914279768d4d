import { sql } from 'kysely';
import type { BankSubmissionStatus } from '../../../shared/bank-submissions.ts';
import type { Database } from '../../db/database.ts';
import { type DealScope, scopedDeals } from '../deals/deals.repository.ts';

/** A deal's submissions with the bank's and product's names, in the order they were sent. */
export function listForDeal(db: Database, dealId: string) {
  return db
    .selectFrom('deal_bank_submissions as s')
    .innerJoin('bank_partners as b', 'b.id', 's.bank_partner_id')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .select([
      's.id',
      's.bank_partner_id',
      's.product_id',
      's.status',
      's.approved_value',
      's.conditions',
      's.denial_reason',
      's.requested_documents',
      's.sent_at',
      's.status_changed_at',
      's.decided_at',
      's.chosen',
      's.version',
      'b.name as bank_name',
      'p.name as product_name',
    ])
    .where('s.deal_id', '=', dealId)
    .orderBy('s.sent_at')
    .orderBy('b.name')
    .orderBy('s.id')
    .execute();
}

/** One submission of a deal the user sees (another company's, or a deal outside the user's visibility, reads as none). */
export function findScopedSubmission(db: Database, scope: DealScope, id: string) {
  return scopedDeals(db, scope)
    .innerJoin('deal_bank_submissions as s', 's.deal_id', 'd.id')
    .innerJoin('bank_partners as b', 'b.id', 's.bank_partner_id')
    .select([
      's.id',
      's.deal_id',
      's.company_id',
      's.bank_partner_id',
      's.product_id',
      's.status',
      's.approved_value',
      's.chosen',
      's.version',
      'b.name as bank_name',
      'd.pipeline_key',
      'd.stage',
      'd.asset_value',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/**
 * Serialises changes of one deal's submissions (two choices at once would both pass the "one chosen" check). FOR NO KEY
 * UPDATE, the lock an update of the deal takes: it still waits for (and holds off) any other change of the deal, but not
 * a row inserted meanwhile that refers to the deal (a payment's timeline event). With FOR UPDATE, a payment holding the
 * commission and waiting to add its event, and this change waiting for the commission, deadlocked.
 */
export async function lockDeal(db: Database, dealId: string): Promise<void> {
  await db.selectFrom('deals').select('id').where('id', '=', dealId).forNoKeyUpdate().execute();
}

/** The banks a deal was already sent to (a deal goes to a bank once, whatever the product). */
export function existingBanks(db: Database, dealId: string) {
  return db.selectFrom('deal_bank_submissions').select('bank_partner_id').where('deal_id', '=', dealId).execute();
}

export function activeBanks(db: Database, ids: string[]) {
  return db.selectFrom('bank_partners').select(['id', 'name']).where('id', 'in', ids).where('active', '=', true).execute();
}

export async function insertSubmissions(db: Database, rows: { companyId: string; dealId: string; bankPartnerId: string; productId: string | null; createdBy: string }[]): Promise<void> {
  await db
    .insertInto('deal_bank_submissions')
    .values(rows.map((r) => ({ company_id: r.companyId, deal_id: r.dealId, bank_partner_id: r.bankPartnerId, product_id: r.productId, created_by: r.createdBy })))
    .execute();
}

export interface StatusChange {
  status: BankSubmissionStatus;
  approvedValue: number | null;
  conditions: string | null;
  denialReason: string | null;
  requestedDocuments: string | null;
}

/** Versioned: null when someone else changed the submission first. */
export async function updateStatus(db: Database, id: string, version: number, c: StatusChange) {
  const decided = c.status === 'approved' || c.status === 'denied';
  return db
    .updateTable('deal_bank_submissions')
    .set({
      status: c.status,
      approved_value: c.status === 'approved' ? c.approvedValue!.toFixed(2) : null,
      conditions: c.status === 'approved' ? c.conditions : null,
      denial_reason: c.status === 'denied' ? c.denialReason : null,
      requested_documents: c.status === 'pending' ? c.requestedDocuments : null,
      status_changed_at: sql`case when status = ${c.status} then status_changed_at else now() end`,
      decided_at: decided ? sql`case when status = ${c.status} then decided_at else now() end` : null,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(['version'])
    .executeTakeFirst();
}

/** Marks one submission chosen and every other of the deal not chosen (versioned on the chosen one). */
export async function choose(db: Database, dealId: string, id: string, version: number) {
  await db
    .updateTable('deal_bank_submissions')
    .set({ chosen: false, version: sql`version + 1`, updated_at: sql`now()` })
    .where('deal_id', '=', dealId)
    .where('chosen', '=', true)
    .where('id', '<>', id)
    .execute();
  return db
    .updateTable('deal_bank_submissions')
    .set({ chosen: true, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'approved')
    .returning(['version'])
    .executeTakeFirst();
}

export async function removeSubmission(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('deal_bank_submissions').where('id', '=', id).where('chosen', '=', false).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** What a commission needs of a deal's submissions: every bank by status and the chosen one with its approved value. */
export async function commissionBanks(db: Database, dealId: string) {
  const rows = await db.selectFrom('deal_bank_submissions').select(['bank_partner_id', 'status', 'chosen', 'approved_value']).where('deal_id', '=', dealId).orderBy('sent_at').execute();
  const chosen = rows.find((r) => r.chosen) ?? null;
  return {
    any: rows.length > 0,
    inAnalysis: [...new Set(rows.filter((r) => r.status === 'sent' || r.status === 'analysis' || r.status === 'pending').map((r) => r.bank_partner_id))],
    approved: [...new Set(rows.filter((r) => r.status === 'approved').map((r) => r.bank_partner_id))],
    chosen: chosen ? { bankPartnerId: chosen.bank_partner_id, approvedValue: Number(chosen.approved_value) } : null,
  };
}

/** When the deal was approved by a bank: the chosen submission's decision, else the first approval (null: none yet). */
export async function approvalDate(db: Database, dealId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('deal_bank_submissions')
    .select('decided_at')
    .where('deal_id', '=', dealId)
    .where('status', '=', 'approved')
    .orderBy('chosen', 'desc')
    .orderBy('decided_at')
    .limit(1)
    .executeTakeFirst();
  return row?.decided_at ?? null;
}

/**
 * The banks' funnel of the deals created in [from, to) within the scope: how many were sent to a bank,
 * approved by at least one, chosen by the customer, and denied by every bank they were sent to.
 */
export async function bankFunnel(db: Database, scope: DealScope, from: Date, to: Date) {
  const has = (where: string) => sql<number>`count(*) filter (where exists (select 1 from deal_bank_submissions s where s.deal_id = d.id ${sql.raw(where)}))`;
  const row = await scopedDeals(db, scope)
    .select([
      has('').as('sent'),
      has("and s.status = 'approved'").as('approved'),
      has('and s.chosen').as('chosen'),
      sql<number>`count(*) filter (where exists (select 1 from deal_bank_submissions s where s.deal_id = d.id) and not exists (select 1 from deal_bank_submissions s where s.deal_id = d.id and s.status <> 'denied'))`.as(
        'allDenied',
      ),
    ])
    .where('d.created_at', '>=', from)
    .where('d.created_at', '<', to)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), approved: Number(row.approved), chosen: Number(row.chosen), allDenied: Number(row.allDenied) };
}
