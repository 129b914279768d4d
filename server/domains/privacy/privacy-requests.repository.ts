import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PrivacyRequestsTable } from '../../db/schema.ts';

/** Whose request it is: a stored customer, the person of a deal not linked to one, or a user account. */
export type RequestSubject = { customerId: string } | { dealId: string } | { userId: string };

function whereSubject(db: Database, subject: RequestSubject) {
  const q = db.selectFrom('privacy_requests');
  if ('customerId' in subject) return q.where('customer_id', '=', subject.customerId);
  if ('dealId' in subject) return q.where('deal_id', '=', subject.dealId);
  return q.where('user_id', '=', subject.userId);
}

/** The subject's open request (of `kind`, when given), if any: a second one is not recorded. */
export async function hasOpenRequest(db: Database, subject: RequestSubject, kind?: 'erasure'): Promise<boolean> {
  return (await openRequestSince(db, subject, kind)) !== null;
}

/** When the subject's oldest open request (of that kind) was made, or null when none is open. */
export async function openRequestSince(db: Database, subject: RequestSubject, kind?: 'erasure'): Promise<Date | null> {
  let q = whereSubject(db, subject).select('created_at').where('status', '=', 'open');
  if (kind) q = q.where('kind', '=', kind);
  return (await q.orderBy('created_at').executeTakeFirst())?.created_at ?? null;
}

export async function insertPrivacyRequest(db: Database, row: Insertable<PrivacyRequestsTable>): Promise<void> {
  await db.insertInto('privacy_requests').values(row).execute();
}

/** The subject's open requests are answered (done) by `resolvedBy`. */
export async function resolveOpenRequests(db: Database, subject: { customerId: string } | { userId: string }, answer: string, resolvedBy: string): Promise<void> {
  let q = db.updateTable('privacy_requests').set({ status: 'done', answer, resolved_by: resolvedBy, resolved_at: sql`now()` });
  q = 'customerId' in subject ? q.where('customer_id', '=', subject.customerId) : q.where('user_id', '=', subject.userId);
  await q.where('status', '=', 'open').execute();
}

/**
 * The company's open requests, oldest first, with the user's name (a request about an account) and the name the
 * deal has for its main proponent (a request from a deal not linked to a stored customer).
 */
export function listOpenRequests(db: Database, companyId: string) {
  return db
    .selectFrom('privacy_requests as r')
    .leftJoin('deal_associates as da', (j) => j.onRef('da.deal_id', '=', 'r.deal_id').on('da.main', '=', true))
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.kind', 'r.channel', 'r.message', 'r.created_at', 'r.customer_id', 'r.deal_id', 'r.user_id', 'u.name as user_name', 'da.name as deal_person_name'])
    .where('r.company_id', '=', companyId)
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .execute();
}
