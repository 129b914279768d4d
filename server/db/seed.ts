import { sql } from 'kysely';
import { ROLE_KEYS, ROLE_LABELS, type RoleKey } from '../../shared/options.ts';
import { PERMISSIONS, ROLES } from '../../shared/permissions.ts';
import { POLICY_VERSION } from '../../shared/schemas/auth.ts';
import { hashPassword } from '../lib/password.ts';
import type { Database } from './database.ts';
import { seedDemoCatalogue } from './seed-catalogue.ts';
import { seedDemoCourses } from './seed-courses.ts';
import { seedDemoDeals } from './seed-demo-deals.ts';

/**
 * Makes the roles, permissions and grants in the database equal to shared/permissions.ts (runs at every
 * start; idempotent). The README's role table is generated from the same source.
 */
export async function syncRolesAndPermissions(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of ROLE_KEYS) {
      await trx
        .insertInto('roles')
        .values({ key, name: ROLE_LABELS[key], rank: ROLES[key].rank })
        .onConflict((oc) => oc.column('key').doUpdateSet({ name: ROLE_LABELS[key], rank: ROLES[key].rank }))
        .execute();
    }
    for (const [module, actions] of Object.entries(PERMISSIONS)) {
      for (const [action, description] of Object.entries(actions)) {
        await trx
          .insertInto('permissions')
          .values({ module, action, description })
          .onConflict((oc) => oc.columns(['module', 'action']).doUpdateSet({ description }))
          .execute();
      }
    }
    const roles = await trx.selectFrom('roles').select(['id', 'key']).execute();
    const perms = await trx.selectFrom('permissions').select(['id', 'module', 'action']).execute();
    const permId = new Map(perms.map((p) => [`${p.module}/${p.action}`, p.id]));
    await trx.deleteFrom('role_permissions').execute();
    const grants = roles.flatMap((r) => (ROLES[r.key as RoleKey]?.permissions ?? []).map((p) => ({ role_id: r.id, permission_id: permId.get(p)! })));
    if (grants.length) await trx.insertInto('role_permissions').values(grants).execute();
  });
}

/** Completes a 9-digit base into a valid CPF (two mod-11 check digits). */
export function cpfFromBase(base: string): string {
  const digits = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_COMPANY = 'Demo Crédito';

/** The demo users of docs/design/architecture.md: one per role; the administrator's username is `demo-credito`. */
export const DEMO_USERS: { role: RoleKey; name: string; email: string; username: string; subsidiary: 0 | 1; cpfBase: string; gender: 'feminino' | 'masculino' }[] = [
  { role: 'master', name: 'Marina Master', email: 'master@demo.com.br', username: 'demo-master', subsidiary: 0, cpfBase: '529982247', gender: 'feminino' },
  { role: 'administrator', name: 'Ana Administradora', email: 'admin@demo.com.br', username: 'demo-credito', subsidiary: 0, cpfBase: '123456789', gender: 'feminino' },
  { role: 'accountManager', name: 'Carlos Contas', email: 'gerente.contas@demo.com.br', username: 'demo-gerente-contas', subsidiary: 0, cpfBase: '234567891', gender: 'masculino' },
  { role: 'personalManager', name: 'Paula Operacional', email: 'gerente.operacional@demo.com.br', username: 'demo-gerente-operacional', subsidiary: 0, cpfBase: '345678912', gender: 'feminino' },
  { role: 'subsidiaryManager', name: 'Fábio Filial', email: 'filial@demo.com.br', username: 'demo-filial', subsidiary: 1, cpfBase: '456789123', gender: 'masculino' },
  { role: 'operator', name: 'Otávio Operador', email: 'operador@demo.com.br', username: 'demo-operador', subsidiary: 0, cpfBase: '567891234', gender: 'masculino' },
];

/**
 * Seeds the demo catalogue and the demo tenant once; returns false when the tenant already exists. With `deals`, the
 * tenant also gets a few demo deals on its boards (the app and `db:seed` ask for them; tests start from none).
 */
export async function seedDemo(db: Database, opts: { deals?: boolean } = {}): Promise<boolean> {
  await seedDemoCatalogue(db);
  await seedDemoCourses(db);
  const existing = await db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const companyId = await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ name: DEMO_COMPANY, corporate_name: 'Demo Crédito Correspondente Bancário Ltda.', fantasy_name: DEMO_COMPANY, document: '11222333000181' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subsidiaries = await trx
      .insertInto('subsidiaries')
      .values([
        {
          company_id: company.id,
          corporate_name: 'Demo Crédito Correspondente Bancário Ltda.',
          fantasy_name: 'Demo Crédito São Paulo',
          document: '11222333000181',
          email: 'sp@demo.com.br',
          cellphone: '11987654321',
          status: 'active',
        },
        {
          company_id: company.id,
          corporate_name: 'Demo Crédito Campinas Ltda.',
          fantasy_name: 'Demo Crédito Campinas',
          document: '12ABC34501DE35',
          email: 'campinas@demo.com.br',
          cellphone: '19987654321',
          status: 'active',
        },
      ])
      .returning('id')
      .execute();
    const roles = new Map((await trx.selectFrom('roles').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
    for (const [i, u] of DEMO_USERS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          subsidiary_id: subsidiaries[u.subsidiary].id,
          role_id: roles.get(u.role)!,
          name: u.name,
          email: u.email,
          username: u.username,
          cellphone: `1198765${String(4300 + i).padStart(4, '0')}`,
          document: cpfFromBase(u.cpfBase),
          birth_date: `${1975 + i * 3}-0${(i % 9) + 1}-15`,
          gender: u.gender,
          password_hash: passwordHash,
          policies_version: POLICY_VERSION,
          policies_accepted_at: sql`now()`,
          // The demo's master also stands for the platform's operator (README "Contas de demonstração").
          platform_operator: u.role === 'master',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_companies').values({ user_id: user.id, company_id: company.id }).execute();
    }
    return company.id;
  });
  if (opts.deals) await seedDemoDeals(db, companyId);
  return true;
}
