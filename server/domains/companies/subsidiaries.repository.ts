import { type Insertable, sql, type Updateable } from 'kysely';
import type { SubsidiaryListItem, SubsidiaryUser } from '../../../shared/schemas/subsidiaries.ts';
import type { Database } from '../../db/database.ts';
import type { SubsidiariesTable } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

/** Which affiliates a viewer sees: every one of the company, or only their own. */
export type SubsidiaryScope = { companyId: string; subsidiaryId?: string };

export interface SubsidiaryFilters {
  id?: string;
  search?: string;
  status?: 'active' | 'test' | 'inactive' | 'pending';
}

function scoped(db: Database, scope: SubsidiaryScope, f: SubsidiaryFilters) {
  let q = db.selectFrom('subsidiaries as s').where('s.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('s.id', '=', scope.subsidiaryId);
  if (f.id) q = q.where('s.id', '=', f.id);
  if (f.status === 'pending') q = q.where('s.registration_pending', '=', true);
  else if (f.status) q = q.where('s.status', '=', f.status);
  if (f.search) {
    const like = containsPattern(f.search);
    const document = f.search.replace(/[^0-9a-z]/gi, '').toUpperCase();
    q = q.where((eb) => eb.or([foldedLike('s.fantasy_name', like), foldedLike('s.corporate_name', like), ...(document.length >= 3 ? [eb('s.document', 'like', `%${document}%`)] : [])]));
  }
  return q;
}

/** An affiliate as stored; the service adds its registration link (affiliate-invites.ts), which holds a secret. */
export type SubsidiaryRow = Omit<SubsidiaryListItem, 'registrationPath'>;

export async function listSubsidiaries(db: Database, scope: SubsidiaryScope, f: SubsidiaryFilters, page: number, size: number): Promise<{ items: SubsidiaryRow[]; total: number }> {
  const base = scoped(db, scope, f);
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id',
        's.company_id',
        's.fantasy_name',
        's.corporate_name',
        's.document',
        's.email',
        's.cellphone',
        's.foundation_date',
        's.month_billing',
        's.status',
        's.test_end_at',
        's.registration_pending',
        's.created_at',
      ])
      .select((eb) => eb.selectFrom('users as u').whereRef('u.subsidiary_id', '=', 's.id').where('u.active', '=', true).select(eb.fn.countAll<number>().as('n')).as('users_count'))
      // Inactive ones last; then by name.
      .orderBy(sql`case when s.status = 'inactive' then 1 else 0 end`)
      .orderBy('s.fantasy_name')
      .orderBy('s.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      fantasyName: r.fantasy_name,
      corporateName: r.corporate_name,
      document: r.document,
      email: r.email,
      cellphone: r.cellphone,
      foundationDate: r.foundation_date,
      monthBilling: r.month_billing === null ? null : Number(r.month_billing),
      status: r.status,
      testEndAt: r.test_end_at,
      registrationPending: r.registration_pending,
      usersCount: Number(r.users_count ?? 0),
      createdAt: r.created_at,
    })),
  };
}

export async function findSubsidiary(db: Database, scope: SubsidiaryScope, id: string): Promise<SubsidiaryRow | undefined> {
  const { items } = await listSubsidiaries(db, scope, { id }, 1, 1);
  return items[0];
}

export function listSubsidiaryUsers(db: Database, companyId: string, subsidiaryId: string): Promise<SubsidiaryUser[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.name', 'u.email', 'r.name as roleName', 'u.active'])
    .where('u.company_id', '=', companyId)
    .where('u.subsidiary_id', '=', subsidiaryId)
    .orderBy('u.active', 'desc')
    .orderBy('u.name')
    .execute();
}

/** Ends every session of the affiliate's users (deactivation, or a test period set to have ended). */
export async function revokeSubsidiarySessions(db: Database, subsidiaryId: string): Promise<number> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('subsidiary_id', '=', subsidiaryId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new affiliate; `registered` stamps its registration (a company's own first affiliate) with the database's clock. */
export async function insertSubsidiary(db: Database, row: Omit<Insertable<SubsidiariesTable>, 'registered_at' | 'updated_at'>, opts: { registered?: boolean } = {}): Promise<string> {
  const created = await db
    .insertInto('subsidiaries')
    .values({ ...row, ...(opts.registered ? { registered_at: sql<Date>`now()` } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

type SubsidiaryChange = Pick<Updateable<SubsidiariesTable>, 'fantasy_name' | 'corporate_name' | 'document' | 'email' | 'cellphone' | 'foundation_date' | 'month_billing' | 'status' | 'test_end_at'>;

/** Changes an affiliate of the company (data or billing state), with the time of the change. */
export async function updateSubsidiary(db: Database, companyId: string, id: string, set: SubsidiaryChange): Promise<void> {
  await db
    .updateTable('subsidiaries')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

/** The affiliate completed its own registration (/cadastro-filial): its data, and the link stops working. */
export async function completeSubsidiaryRegistration(db: Database, id: string, set: Omit<SubsidiaryChange, 'status' | 'test_end_at'>): Promise<void> {
  await db
    .updateTable('subsidiaries')
    .set({ ...set, registration_pending: false, registered_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The affiliate behind a /cadastro-filial link: of that company, still waiting for its registration, not inactive. */
export function pendingAffiliate(db: Database, link: { companyId: string; subsidiaryId: string }, opts: { lock?: boolean } = {}) {
  const q = db
    .selectFrom('subsidiaries as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      's.id',
      's.fantasy_name',
      's.corporate_name',
      's.document',
      's.email',
      's.cellphone',
      's.foundation_date',
      's.month_billing',
      's.status',
      's.test_end_at',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo_path',
      'c.primary_color',
    ])
    .where('s.id', '=', link.subsidiaryId)
    .where('s.company_id', '=', link.companyId)
    .where('s.registration_pending', '=', true)
    .where('s.status', '!=', 'inactive');
  return (opts.lock ? q.forUpdate('s') : q).executeTakeFirst();
}

/** A paid company leaves its test period: its affiliates in test become active. */
export async function activateTestSubsidiaries(db: Database, companyId: string): Promise<void> {
  await db.updateTable('subsidiaries').set({ status: 'active', test_end_at: null }).where('company_id', '=', companyId).where('status', '=', 'test').execute();
}
