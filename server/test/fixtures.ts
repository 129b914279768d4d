import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ROLE_KEYS, type RoleKey } from '../../shared/options.ts';
import { POLICY_VERSION } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/database.ts';
import { cpfFromBase, DEMO_COMPANY, DEMO_PASSWORD } from '../db/seed.ts';
import { hashPassword } from '../lib/password.ts';

/** The second tenant of the isolation tests: same shape as the demo (two affiliates, one user per role). */
export const OTHER_COMPANY = 'Outra Empresa';
export const OTHER_PASSWORD = 'Outra#Senha2025';
/** Password of users made by `insertTestUser` (hashed once per process). */
export const TEST_PASSWORD = 'Teste#Senha2025';

export const OTHER_USERS: { role: RoleKey; name: string; email: string; subsidiary: 0 | 1; cpfBase: string }[] = [
  { role: 'master', name: 'Otília Master', email: 'master@outra.com.br', subsidiary: 0, cpfBase: '714602385' },
  { role: 'administrator', name: 'Osvaldo Administrador', email: 'admin@outra.com.br', subsidiary: 0, cpfBase: '825713496' },
  { role: 'accountManager', name: 'Olga Contas', email: 'gerente.contas@outra.com.br', subsidiary: 0, cpfBase: '936824517' },
  { role: 'personalManager', name: 'Orlando Operacional', email: 'gerente.operacional@outra.com.br', subsidiary: 0, cpfBase: '147935628' },
  { role: 'subsidiaryManager', name: 'Odete Filial', email: 'filial@outra.com.br', subsidiary: 1, cpfBase: '258146739' },
  { role: 'operator', name: 'Oscar Operador', email: 'operador@outra.com.br', subsidiary: 0, cpfBase: '369257841' },
];

/** Inserts "Outra Empresa" with two affiliates and one user of each role (password OTHER_PASSWORD). */
export async function seedOtherCompany(db: Database): Promise<void> {
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ name: OTHER_COMPANY, corporate_name: 'Outra Empresa Promotora de Crédito Ltda.', document: '11444777000161' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subsidiaries = await trx
      .insertInto('subsidiaries')
      .values([
        { company_id: company.id, corporate_name: 'Outra Empresa Promotora de Crédito Ltda.', fantasy_name: 'Outra Empresa Recife', document: '11444777000161', status: 'active' },
        { company_id: company.id, corporate_name: 'Outra Empresa Curitiba Ltda.', fantasy_name: 'Outra Empresa Curitiba', document: '11444777000242', status: 'active' },
      ])
      .returning('id')
      .execute();
    const roles = await roleIds(trx);
    for (const [i, u] of OTHER_USERS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          subsidiary_id: subsidiaries[u.subsidiary].id,
          role_id: roles[u.role],
          name: u.name,
          email: u.email,
          username: `outra-${u.role.toLowerCase()}`,
          cellphone: `8198765${String(4400 + i).padStart(4, '0')}`,
          document: cpfFromBase(u.cpfBase),
          birth_date: `${1970 + i * 2}-0${(i % 9) + 1}-20`,
          gender: i % 2 === 0 ? 'feminino' : 'masculino',
          password_hash: passwordHash,
          policies_version: POLICY_VERSION,
          policies_accepted_at: sql`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_companies').values({ user_id: user.id, company_id: company.id }).execute();
    }
  });
}

export async function roleIds(db: Database): Promise<Record<RoleKey, string>> {
  const rows = await db.selectFrom('roles').select(['id', 'key']).execute();
  const out = Object.fromEntries(rows.map((r) => [r.key, r.id])) as Record<RoleKey, string>;
  for (const key of ROLE_KEYS) if (!out[key]) throw new Error(`role ${key} missing: roles not synced`);
  return out;
}

export interface TenantUser {
  id: string;
  email: string;
  name: string;
  /** CPF digits */
  document: string;
  subsidiaryId: string;
  role: RoleKey;
}

export interface Tenant {
  companyId: string;
  name: string;
  /** Both affiliates, in creation order of the fixture (0 = main, 1 = second). */
  subsidiaries: { id: string; fantasyName: string }[];
  /** The seeded user of each role. */
  users: Record<RoleKey, TenantUser>;
  password: string;
}

/** Reads a seeded company back: its affiliates and the first user of each role. */
export async function loadTenant(db: Database, companyName: string, password: string): Promise<Tenant> {
  const company = await db.selectFrom('companies').select(['id', 'name']).where('name', '=', companyName).executeTakeFirstOrThrow();
  const subsidiaries = await db.selectFrom('subsidiaries').select(['id', 'fantasy_name as fantasyName']).where('company_id', '=', company.id).orderBy('created_at').orderBy('document').execute();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email', 'u.name', 'u.document', 'u.subsidiary_id', 'r.key'])
    .where('u.company_id', '=', company.id)
    .orderBy('u.created_at')
    .execute();
  const users = {} as Record<RoleKey, TenantUser>;
  for (const r of rows) {
    const role = r.key as RoleKey;
    users[role] ??= { id: r.id, email: r.email, name: r.name, document: r.document ?? '', subsidiaryId: r.subsidiary_id, role };
  }
  return { companyId: company.id, name: company.name, subsidiaries, users, password };
}

export const loadDemoTenant = (db: Database) => loadTenant(db, DEMO_COMPANY, DEMO_PASSWORD);
export const loadOtherTenant = (db: Database) => loadTenant(db, OTHER_COMPANY, OTHER_PASSWORD);

/** A random valid CPF (digits), never with all digits equal. */
export function randomCpf(): string {
  for (;;) {
    const base = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
    if (!/^(\d)\1+$/.test(base)) return cpfFromBase(base);
  }
}

let testPasswordHash: Promise<string> | undefined;

export interface InsertedUser extends TenantUser {
  password: string;
}

/**
 * A user inserted straight into the database (password TEST_PASSWORD, hashed once per process): for tests that
 * lock, disable or otherwise spoil an account without touching the seeded ones.
 */
export async function insertTestUser(
  db: Database,
  tenant: Tenant,
  opts: { role?: RoleKey; subsidiary?: 0 | 1; policiesAccepted?: boolean; name?: string; active?: boolean } = {},
): Promise<InsertedUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const role = opts.role ?? 'operator';
  const roles = await roleIds(db);
  const suffix = randomUUID().slice(0, 8);
  const subsidiaryId = tenant.subsidiaries[opts.subsidiary ?? 0].id;
  const user = {
    email: `teste.${suffix}@exemplo.com.br`,
    // The suffix's letters tell users apart; one letter alone would be a surname the name rules refuse ("Teste Usuário
    // a"), and a test editing the user would fail one time in a few.
    name: opts.name ?? (suffix.replace(/\d/g, '').length >= 2 ? `Teste Usuário ${suffix.replace(/\d/g, '')}` : 'Teste Usuário'),
    document: randomCpf(),
  };
  const row = await db
    .insertInto('users')
    .values({
      company_id: tenant.companyId,
      subsidiary_id: subsidiaryId,
      role_id: roles[role],
      name: user.name,
      email: user.email,
      username: `teste-${suffix}`,
      cellphone: '11987651234',
      document: user.document,
      birth_date: '1990-05-10',
      gender: 'nao_informado',
      password_hash: await testPasswordHash,
      active: opts.active ?? true,
      policies_version: opts.policiesAccepted === false ? null : POLICY_VERSION,
      policies_accepted_at: opts.policiesAccepted === false ? null : sql`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_companies').values({ user_id: row.id, company_id: tenant.companyId }).execute();
  return { id: row.id, ...user, subsidiaryId, role, password: TEST_PASSWORD };
}

/** A real 1×1 PNG (70 bytes). */
export const TINY_PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
