import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { can } from '../../../shared/permissions.ts';
import type { Profile, ProfileSubsidiary } from '../../../shared/schemas/auth.ts';
import type { UserListItem } from '../../../shared/schemas/users.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import type { NewUser } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';
import { paidAccessEndedAt } from '../subscriptions/subscriptions.repository.ts';

/** Where an avatar is served from (public by unguessable generated name; see app.ts). */
export const avatarUrl = (path: string | null): string | null => (path ? `/uploads/${path}` : null);

/** Affiliates of every company the user belongs to (the subsidiary selector's choices). */
export function selectableSubsidiaries(db: Database, userId: string): Promise<ProfileSubsidiary[]> {
  return subsidiariesOf(db, userId).execute();
}

function subsidiariesOf(db: Database, userId: string) {
  return (
    db
      .selectFrom('subsidiaries as s')
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select(['s.id', 's.fantasy_name as fantasyName', 's.corporate_name as corporateName', 's.company_id as companyId', 'c.name as companyName'])
      .where((eb) =>
        eb.or([
          eb('s.company_id', 'in', eb.selectFrom('user_companies').select('company_id').where('user_id', '=', userId)),
          eb('s.company_id', '=', eb.selectFrom('users').select('company_id').where('id', '=', userId)),
        ]),
      )
      .where('s.status', '!=', 'inactive')
      // An affiliate still waiting for its own registration (/cadastro-filial) is not a place to work yet.
      .where('s.registration_pending', '=', false)
      .orderBy('c.name')
      .orderBy('s.fantasy_name')
  );
}

/**
 * The signed-in user's profile, in one statement (role permissions and selectable affiliates as JSON arrays beside
 * the user's row), compiled once (db/compiled-once.ts): every page load asks for it.
 */
const profileRow = compiledOnce(
  (db: Database, userId: string) =>
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.username',
        'u.cellphone',
        'u.document',
        'u.birth_date',
        'u.gender',
        'u.avatar_path',
        'u.policies_accepted_at',
        'r.id as role_id',
        'r.key as role_key',
        'r.name as role_name',
        's.id as subsidiary_id',
        's.fantasy_name',
        's.corporate_name',
        's.status as subsidiary_status',
        's.test_end_at',
        'c.id as company_id',
        'c.name as company_name',
        'c.primary_color',
        'c.logo_path',
        'u.color_scheme',
        'u.platform_operator',
      ])
      .select(paidAccessEndedAt(sql.ref<string>('u.company_id')).as('paid_access_ended_at'))
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('role_permissions as rp')
            .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
            .select(['p.module', 'p.action'])
            .whereRef('rp.role_id', '=', 'u.role_id')
            .orderBy('p.module')
            .orderBy('p.action'),
        ).as('permissions'),
        jsonArrayFrom(subsidiariesOf(db, userId)).as('subsidiaries'),
      ])
      .where('u.id', '=', userId)
      .where('u.active', '=', true),
  1,
);

export async function loadProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await profileRow(db, userId);
  if (!row) return null;
  const { permissions } = row;
  // The affiliates to switch to, for who may switch; anyone else is told only of their own (the others' names are not
  // theirs to see: README, "user/changeSubsidiary" and "subsidiary/view").
  const subsidiaries = can(permissions, 'user', 'changeSubsidiary') ? row.subsidiaries : row.subsidiaries.filter((s) => s.id === row.subsidiary_id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    cellphone: row.cellphone,
    document: row.document,
    birthDate: row.birth_date,
    gender: row.gender,
    avatarUrl: avatarUrl(row.avatar_path),
    role: { id: row.role_id, key: row.role_key, name: row.role_name, permissions },
    subsidiary: { id: row.subsidiary_id, fantasyName: row.fantasy_name, corporateName: row.corporate_name, companyId: row.company_id, companyName: row.company_name },
    company: { id: row.company_id, name: row.company_name, primaryColor: row.primary_color, logoUrl: avatarUrl(row.logo_path) },
    trialEndsAt: row.subsidiary_status === 'test' ? row.test_end_at : null,
    subscriptionEndedAt: row.subsidiary_status === 'active' ? row.paid_access_ended_at : null,
    colorScheme: row.color_scheme,
    subsidiaries,
    policiesAccepted: row.policies_accepted_at !== null,
    platformOperator: row.platform_operator,
  };
}

/** Which users a viewer sees: the whole company, or one affiliate. */
export type UserScope = { companyId: string; subsidiaryId?: string };

export interface UserFilters {
  id?: string;
  search?: string;
  roleId?: string;
  subsidiaryId?: string;
  status?: 'active' | 'inactive';
}

function scoped(db: Database, scope: UserScope, f: UserFilters) {
  let q = db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id').innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id').where('u.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('u.subsidiary_id', '=', scope.subsidiaryId);
  if (f.id) q = q.where('u.id', '=', f.id);
  if (f.subsidiaryId) q = q.where('u.subsidiary_id', '=', f.subsidiaryId);
  if (f.roleId) q = q.where('u.role_id', '=', f.roleId);
  if (f.status) q = q.where('u.active', '=', f.status === 'active');
  if (f.search) {
    const like = containsPattern(f.search);
    q = q.where((eb) => eb.or([foldedLike('u.name', like), foldedLike('u.email', like)]));
  }
  return q;
}

export async function listUsers(db: Database, scope: UserScope, f: UserFilters, page: number, size: number): Promise<{ items: UserListItem[]; total: number }> {
  const base = scoped(db, scope, f);
  const [rows, count] = await Promise.all([
    base
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.username',
        'u.cellphone',
        'u.avatar_path',
        'u.active',
        'u.created_at',
        'r.id as role_id',
        'r.key as role_key',
        'r.name as role_name',
        's.id as subsidiary_id',
        's.fantasy_name',
        's.status as subsidiary_status',
      ])
      .orderBy('u.active', 'desc')
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      username: r.username,
      cellphone: r.cellphone,
      avatarUrl: avatarUrl(r.avatar_path),
      active: r.active,
      role: { id: r.role_id, key: r.role_key, name: r.role_name },
      subsidiary: { id: r.subsidiary_id, fantasyName: r.fantasy_name, active: r.subsidiary_status !== 'inactive' },
      createdAt: r.created_at,
    })),
  };
}

export function autocompleteUsers(db: Database, scope: UserScope, search: string) {
  return scoped(db, scope, { search: search || undefined, status: 'active' })
    .select(['u.id', 'u.name', 'u.email'])
    .orderBy('u.name')
    .limit(10)
    .execute();
}

/** A user inside the scope, or undefined (another tenant's id looks exactly like a missing one). */
export type ScopedUser = NonNullable<Awaited<ReturnType<typeof findScopedUser>>>;

export function findScopedUser(db: Database, scope: UserScope, id: string) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.name', 'u.active', 'u.anonymised_at', 'u.company_id', 'u.subsidiary_id', 'u.avatar_path', 'r.rank', 'r.key as role_key'])
    .where('u.id', '=', id)
    .where('u.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('u.subsidiary_id', '=', scope.subsidiaryId);
  return q.executeTakeFirst();
}

export function findRole(db: Database, id: string) {
  return db.selectFrom('roles').select(['id', 'key', 'name', 'rank']).where('id', '=', id).executeTakeFirst();
}

/** The id of a role by its key ('administrator', 'subsidiaryManager'…); the roles are synced at start-up. */
export async function roleIdByKey(db: Database, key: string): Promise<string> {
  const row = await db.selectFrom('roles').select('id').where('key', '=', key).executeTakeFirstOrThrow();
  return row.id;
}

export function listRoles(db: Database, maxRank: number) {
  return db.selectFrom('roles').select(['id', 'key', 'name', 'rank']).where('rank', '<=', maxRank).orderBy('rank', 'desc').execute();
}

export function findSubsidiary(db: Database, companyId: string, id: string) {
  return db.selectFrom('subsidiaries').select(['id', 'company_id', 'status', 'fantasy_name']).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

export function listCompanySubsidiaries(db: Database, companyId: string) {
  return db.selectFrom('subsidiaries').select(['id', 'fantasy_name as fantasyName', 'corporate_name as corporateName', 'status']).where('company_id', '=', companyId).orderBy('fantasy_name').execute();
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst());
}

/** Whether another user (not `exceptId`) signs in with this e-mail, whatever its case. */
export async function emailTakenByOther(db: Database, email: string, exceptId: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).where('id', '<>', exceptId).executeTakeFirst());
}

export async function documentTaken(db: Database, companyId: string, document: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('document', '=', document).executeTakeFirst());
}

/** A slug of the name not yet used by anyone: "Ana Souza" → "ana-souza", then "ana-souza-2"… */
export async function uniqueUsername(db: Database, name: string): Promise<string> {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'usuario';
  const taken = new Set((await db.selectFrom('users').select('username').where(sql`lower(username)`, 'like', `${base}%`).execute()).map((r) => r.username.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function insertUser(db: Database, user: NewUser): Promise<string> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('user_companies')
    .values({ user_id: row.id, company_id: user.company_id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return row.id;
}

export async function updateUser(
  db: Database,
  id: string,
  set: Partial<Pick<NewUser, 'role_id' | 'subsidiary_id' | 'company_id' | 'active' | 'avatar_path' | 'name' | 'email' | 'cellphone' | 'birth_date' | 'gender' | 'color_scheme'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The user's own colour scheme, or null when they never chose one (or the user is gone). */
export async function userColorScheme(db: Database, userId: string): Promise<'light' | 'dark' | 'auto' | null> {
  const row = await db.selectFrom('users').select('color_scheme').where('id', '=', userId).executeTakeFirst();
  return row?.color_scheme ?? null;
}

/** An active user found by public username (case-insensitive), with the affiliate's status and the company's identity. */
export function findUserByUsername(db: Database, username: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.name', 'u.cellphone', 'u.avatar_path', 'u.company_id', 'u.subsidiary_id', 'c.name as company_name', 's.fantasy_name', 's.status', 'c.logo_path', 'c.primary_color'])
    .where(sql`lower(u.username)`, '=', username.toLowerCase())
    .where('u.active', '=', true)
    .executeTakeFirst();
}

export async function userEmail(db: Database, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

/** What a customer sees of the broker handling their deal: name, WhatsApp number and company. */
export function brokerContact(db: Database, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.name', 'u.cellphone', 'c.name as company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}
