import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A user's own account as their data export shows it: identity, role, company, affiliate and policy acceptance. */
export function findUserFile(db: Database, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select([
      'u.name',
      'u.email',
      'u.username',
      'u.cellphone',
      'u.document',
      'u.birth_date',
      'u.gender',
      'u.created_at',
      'u.policies_version',
      'u.policies_accepted_at',
      'r.name as role_name',
      'c.name as company_name',
      's.fantasy_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Active users of the company whose role may answer data subjects' requests (privacy/manage). */
export async function privacyOfficerIds(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'u.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('p.module', '=', 'privacy')
    .where('p.action', '=', 'manage')
    .execute();
  return rows.map((r) => r.id);
}

/** A user of the company about to be anonymised, with the rank of their role (nobody anonymises a higher rank). */
export function findAnonymisationTarget(db: Database, companyId: string, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.avatar_path', 'u.anonymised_at', 'r.rank'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
}

/** The person leaves the account (name, e-mail, username, CPF, phone, birth date, photo), which is deactivated. */
export async function anonymiseUserRecord(db: Database, userId: string, tag: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: 'Usuário anonimizado',
      email: `anonimizado-${tag}@anonimizado.invalid`,
      username: `anonimizado-${tag}`,
      cellphone: null,
      document: null,
      birth_date: null,
      gender: null,
      avatar_path: null,
      active: false,
      anonymised_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}
