/**
 * The stage of the R4 fuzz (docs/design/security.md): a seeded test database with objects of every kind in both
 * companies, the real HTTP server, one signed-in caller per role (dedicated users the fuzz never aims at, so no input
 * can deactivate or move them) and the pool of real ids the generated inputs draw from.
 */
import { ROLE_KEYS, type RoleKey } from '../../../shared/options.ts';
import { PIPELINES, pipelineSlug, REALTY_STAGES, VEHICLE_STAGES } from '../../../shared/pipelines.ts';
import { type InsertedUser, insertTestUser } from '../fixtures.ts';
import { createTestEnv, type HttpServer, signIn, startHttp, type TestEnv } from '../harness.ts';
import { seedTenantObjects } from '../tenant-objects.ts';
import type { FuzzPool } from './from-schema.ts';

/**
 * Inputs per procedure or path: FUZZ_RUNS (`npm run test:fuzz` sets 1,000), else the file's default for `npm test`
 * (a seeded subset: the same inputs every run, few enough to keep the suite fast on two cores).
 */
export function fuzzRuns(defaultRuns: number): number {
  const n = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  return Number.isInteger(n) && n > 0 ? n : defaultRuns;
}

/** Seed of the generators: the same inputs on every run unless FUZZ_SEED says otherwise. */
export function fuzzSeed(): number {
  const n = Number(process.env.FUZZ_SEED ?? 20_261_207);
  return Number.isInteger(n) ? n : 20_261_207;
}

/** A stable per-target seed, so adding a procedure does not change the inputs of the others. */
export function seedFor(target: string): number {
  let h = fuzzSeed() | 0;
  for (const c of target) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

export interface FuzzStage {
  env: TestEnv;
  http: HttpServer;
  pool: FuzzPool;
  users: Record<RoleKey, InsertedUser>;
  /** The current access token of each role's caller (renewed by `relogin`). */
  tokens: Record<RoleKey, string>;
  relogin(role: RoleKey): Promise<void>;
  close(): Promise<void>;
}

export async function createFuzzStage(): Promise<FuzzStage> {
  // Tokens outlive the longest run (1,000 inputs × every procedure).
  const env = await createTestEnv({ config: { accessTokenTtlSeconds: 86_400 } });
  const objects = await seedTenantObjects(env);
  const users = {} as Record<RoleKey, InsertedUser>;
  const tokens = {} as Record<RoleKey, string>;
  for (const role of ROLE_KEYS) {
    users[role] = await insertTestUser(env.deps.db, env.demo, { role, subsidiary: role === 'subsidiaryManager' ? 1 : 0, name: `Fuzz ${role}` });
  }
  const relogin = async (role: RoleKey) => {
    tokens[role] = (await signIn(env.deps, users[role].email, users[role].password)).accessData.accessToken;
  };
  for (const role of ROLE_KEYS) await relogin(role);
  const http = await startHttp(env.deps);
  const pool = await collectPool(
    env,
    Object.values(users).map((u) => u.id),
    objects.placed.map((p) => p.trackingToken),
  );
  return {
    env,
    http,
    pool,
    users,
    tokens,
    relogin,
    async close() {
      await http.close();
      await env.close();
    },
  };
}

/**
 * Ids of every kind of row (both companies), usernames and pipeline names. The callers' own users and affiliates
 * are left out: an input that deactivates them would end the run's sessions, not test anything.
 */
async function collectPool(env: TestEnv, callerIds: string[], tokens: string[]): Promise<FuzzPool> {
  const db = env.deps.db;
  const idsByTable: Record<string, string[]> = {};
  const protectedSubsidiaries = env.demo.subsidiaries.map((s) => s.id);
  // In creation order (the first deal is always the first affiliate's, …): the same picks on every run, up to the
  // ids themselves, which the database draws.
  idsByTable.users = (await db.selectFrom('users').select('id').where('id', 'not in', callerIds).orderBy('created_at').orderBy('email').limit(30).execute()).map((r) => r.id);
  idsByTable.subsidiaries = (await db.selectFrom('subsidiaries').select('id').where('id', 'not in', protectedSubsidiaries).orderBy('created_at').orderBy('document').execute()).map((r) => r.id);
  idsByTable.roles = (await db.selectFrom('roles').select(['id', 'rank']).orderBy('rank').execute()).map((r) => r.id);
  for (const table of [
    'companies',
    'deals',
    'deal_documents',
    'customers',
    'simulations',
    'commissions',
    'commission_transactions',
    'courses',
    'products',
    'bank_partners',
    'software_releases',
    'bank_accounts',
    'notifications',
    'tasks',
    'deal_bank_submissions',
  ] as const) {
    idsByTable[table] = (await db.selectFrom(table).select('id').orderBy('created_at').orderBy('id').limit(12).execute()).map((r) => String(r.id));
  }
  const usernames = (await db.selectFrom('users').select('username').where('id', 'not in', callerIds).execute()).map((u) => u.username);
  return {
    ids: [...new Set(Object.values(idsByTable).flat())],
    idsByTable,
    usernames,
    tokens,
    pipelines: PIPELINES.map((p) => pipelineSlug(p.name)),
    stages: [...new Set([...REALTY_STAGES, ...VEHICLE_STAGES].map((s) => s.key))],
  };
}
