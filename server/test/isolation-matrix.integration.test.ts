/**
 * R5 (docs/design/security.md): the isolation matrix. 2 companies × 2 affiliates × 6 roles (24 signed-in users) call
 * every procedure that takes an id, or a filter that could select another tenant's rows (isolation-probes.ts), aimed at
 * objects of every kind (tenant-objects.ts) that they must not reach: the other company's, and — where the role's
 * visibility stops at its affiliate or its own records — the other affiliate's and another owner's. The expected
 * answer comes from shared/permissions.ts (no permission → FORBIDDEN_ERROR) and the visibility rules (otherwise
 * refused exactly like a missing id, or an empty result): an unexpected allow is a call that succeeds, or answers
 * with anything of the target. Also: every procedure's role table against procedure-access.ts; the readers without
 * input (profile, dashboard, subscription — "Outra Empresa" pays one —, company, bank accounts, notices…) show nothing
 * of the other company; a tracking link (the public credential) reaches no other deal's documents.
 *
 *   npx vitest run --project integration server/test/isolation-matrix.integration.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS, type RoleKey } from '../../shared/options.ts';
import { ROLES } from '../../shared/permissions.ts';
import { paymentProviderFor } from '../domains/subscriptions/payment-provider.ts';
import { toAppError } from '../lib/errors.ts';
import { appRouter } from '../trpc/app-router.ts';
import { type InsertedUser, insertTestUser } from './fixtures.ts';
import { type Caller, callerFor, createTestEnv, type Session, signIn, type TestEnv } from './harness.ts';
import { PROBES, type Probe, type Target, type TargetKind } from './isolation-probes.ts';
import { PROCEDURE_ACCESS, roleMayCall } from './procedure-access.ts';
import { PAYER } from './subscription-test-kit.ts';
import { COMPANY_KEYS, type CompanyKey, type SeededObjects, seedTenantObjects } from './tenant-objects.ts';

interface Actor {
  company: CompanyKey;
  subsidiary: 0 | 1;
  role: RoleKey;
  user: InsertedUser;
  session: Session;
  caller: Caller;
  granted: Set<string>;
  label: string;
}

let env: TestEnv;
let objects: SeededObjects;
const actors: Actor[] = [];
/** Ids of the subscription and invoices "Outra Empresa" pays (the demo company has none). */
const otherSubscription: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  objects = await seedTenantObjects(env);
  const otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
  const card = await paymentProviderFor(env.deps.config).tokenize({ number: '4111111111111111', expMonth: 12, expYear: new Date().getFullYear() + 3, securityCode: '123' });
  const { subscription } = await otherAdmin.caller.subscriptions.subscribe({ plan: 'mensal', instalments: 1, person: PAYER, cardToken: card.token });
  const paid = await env.deps.db.selectFrom('subscription_invoices').select('id').where('company_id', '=', env.other.companyId).execute();
  otherSubscription.push(subscription!.id, ...paid.map((i) => i.id));
  for (const company of COMPANY_KEYS) {
    for (const subsidiary of [0, 1] as const) {
      for (const role of ROLE_KEYS) {
        const user = await insertTestUser(env.deps.db, env[company], { role, subsidiary, name: `Matriz ${role}` });
        const session = await signIn(env.deps, user.email, user.password);
        actors.push({ company, subsidiary, role, user, session, caller: callerFor(env.deps, session.user), granted: new Set(ROLES[role].permissions), label: `${company}/${subsidiary}/${role}` });
      }
    }
  }
}, 120_000);
afterAll(() => env?.close());

/** The objects a probe of this kind aims at: the four affiliates' (owner, deal, …) or the two companies'. */
function targetsOf(kind: TargetKind): Target[] {
  const companyWide = kind === 'course' || kind === 'product' || kind === 'bankAccount';
  return objects.placed
    .filter((p) => !companyWide || p.subsidiary === 0)
    .map((p) => {
      const c = objects.companies[p.company];
      const secrets = companyWide
        ? [c.courseId, c.courseTitle, c.productId, c.productName, c.bankAccountId]
        : kind === 'subsidiary' || kind === 'usersOfSubsidiary' || kind === 'switchSubsidiary'
          ? [p.subsidiaryId, p.owner.id, p.owner.email]
          : [p.dealId, p.documentId, p.customerId, p.customerName, p.simulationId, p.commissionId, p.transactionId, p.notificationId, p.trackingToken, p.owner.id, p.owner.email];
      return {
        company: p.company,
        subsidiary: companyWide ? undefined : p.subsidiary,
        userId: p.owner.id,
        placed: p,
        companyObjects: c,
        subsidiaryId: p.subsidiaryId,
        subsidiaryName: p.subsidiaryName,
        roleId: env.roleIds.operator,
        secrets,
      };
    });
}

/**
 * Whether the actor may reach the target, by the visibility rules (README "Funções e
 * permissões", docs/design/product-spec.md §6).
 */
function sees(a: Actor, t: Target, kind: TargetKind): boolean {
  if (t.company !== a.company) return false;
  const sameSubsidiary = t.subsidiary === undefined || t.subsidiary === a.subsidiary;
  const own = t.userId === a.user.id;
  const has = (p: string) => a.granted.has(p);
  switch (kind) {
    case 'deal':
      return has('deal/viewCompany') || (has('deal/viewSubsidiary') && sameSubsidiary) || own;
    case 'simulation':
      return has('simulation/viewCompany') || own;
    case 'commission':
      return has('commission/viewCompany') || (has('deal/viewSubsidiary') && sameSubsidiary) || own;
    case 'notification':
      return own;
    case 'subsidiary':
      return has('subsidiary/manage') || sameSubsidiary;
    case 'usersOfSubsidiary':
    case 'user':
      return has('user/viewCompany') || sameSubsidiary;
    case 'course':
    case 'product':
    case 'bankAccount':
    case 'switchSubsidiary':
    case 'simulationLink':
      return true;
  }
}

/** The same target with every id replaced by a fresh one: what a missing id answers. */
function missingLike(t: Target): Target {
  const ids = new Map<string, string>();
  const json = JSON.stringify(t).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => {
    if (!ids.has(id)) ids.set(id, crypto.randomUUID());
    return ids.get(id)!;
  });
  return JSON.parse(json) as Target;
}

/** The text of an answer, files included, to look for the target in it. */
function answerText(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : v)) ?? '';
}

interface Answer {
  type: string;
  fields: string[];
  text: string;
}

async function answer(probe: Probe, a: Actor, t: Target): Promise<Answer> {
  try {
    const result = await probe.call(a.caller, t, a.user);
    return { type: 'ALLOWED', fields: [], text: answerText(result) };
  } catch (err) {
    const app = toAppError(err);
    return { type: app.type, fields: app.errors.map((e) => e.field ?? ''), text: '' };
  }
}

const REFUSALS = new Set(['ENTITY_NOT_FOUND_ERROR', 'FORBIDDEN_ERROR']);

interface Cell {
  actor: string;
  probe: string;
  target: string;
  expected: string;
  actual: string;
}

const counts = { cells: 0, forbidden: 0, notFound: 0, empty: 0, refusedField: 0, unexpectedAllows: 0, mismatches: 0, controls: 0 };
const unexpected: Cell[] = [];
const mismatched: Cell[] = [];

describe('R5: the isolation matrix', () => {
  it('every procedure of the router is in the access table, and every role gets exactly what the table grants', async () => {
    const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);
    expect(procedures.filter((p) => !(p in PROCEDURE_ACCESS)).sort()).toEqual([]);
    expect(
      Object.keys(PROCEDURE_ACCESS)
        .filter((p) => !procedures.includes(p))
        .sort(),
    ).toEqual([]);
    // Input that no schema accepts: the permission check answers first, and nothing runs (auth.logout would end
    // the session, so it is left to the auth tests; procedures without input run, read-only or harmless).
    const wrong: string[] = [];
    for (const a of actors.filter((x) => x.company === 'demo' && x.subsidiary === 0)) {
      for (const [path, access] of Object.entries(PROCEDURE_ACCESS)) {
        if (path === 'auth.logout' || path === 'pipelines.events') continue;
        const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], a.caller) as (input: unknown) => Promise<unknown>;
        let type = 'ALLOWED';
        try {
          await fn('não é um objeto');
        } catch (err) {
          type = toAppError(err).type;
        }
        const mayCall = roleMayCall(a.role, access);
        if (mayCall === (type === 'FORBIDDEN_ERROR')) wrong.push(`${a.role} ${path}: ${type}, expected ${mayCall ? 'allowed' : 'FORBIDDEN_ERROR'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('0 unexpected allows: foreign ids answer FORBIDDEN_ERROR, ENTITY_NOT_FOUND_ERROR or an empty result', async () => {
    for (const probe of PROBES) {
      const access = PROCEDURE_ACCESS[probe.procedure];
      const targets = targetsOf(probe.kind);
      const probeName = `${probe.procedure}${probe.refField ? `(${probe.refField})` : ''}[${probe.kind}]`;
      for (const a of actors) {
        const mayCall = roleMayCall(a.role, access);
        let missing: Answer | undefined;
        for (const t of targets.filter((x) => !sees(a, x, probe.kind))) {
          counts.cells++;
          const got = await answer(probe, a, t);
          const cell = { actor: a.label, probe: probeName, target: `${t.company}/${t.subsidiary ?? '*'}`, expected: mayCall ? 'refused or empty' : 'FORBIDDEN_ERROR', actual: got.type };
          const leaked = t.secrets.some((s) => got.text.includes(s));
          if (got.type === 'ALLOWED' && (leaked || !probe.filter)) {
            counts.unexpectedAllows++;
            unexpected.push(cell);
            continue;
          }
          if (!mayCall) {
            if (got.type === 'FORBIDDEN_ERROR') counts.forbidden++;
            else mismatched.push(cell);
            continue;
          }
          if (got.type === 'ALLOWED') {
            counts.empty++;
            continue;
          }
          missing ??= probe.filter ? undefined : await answer(probe, a, missingLike(t));
          const refusedField = got.type === 'VALIDATION_ERROR' && probe.refField !== undefined && got.fields.includes(probe.refField);
          const likeMissing = !missing || (missing.type === got.type && missing.fields.join() === got.fields.join());
          if ((REFUSALS.has(got.type) || refusedField) && likeMissing) {
            if (refusedField) counts.refusedField++;
            else if (got.type === 'FORBIDDEN_ERROR') counts.forbidden++;
            else counts.notFound++;
          } else {
            mismatched.push({ ...cell, actual: `${got.type}${got.fields.length ? `(${got.fields.join(',')})` : ''} vs missing id ${missing?.type ?? '-'}` });
          }
        }
      }
    }
    console.log(
      `R5 isolation matrix — ${COMPANY_KEYS.length} companies × 2 affiliates × ${ROLE_KEYS.length} roles = ${actors.length} users, ${PROBES.length} probes over ${new Set(PROBES.map((p) => p.procedure)).size} procedures: ` +
        `${counts.cells} cells with foreign ids → ${counts.forbidden} FORBIDDEN_ERROR, ${counts.notFound} ENTITY_NOT_FOUND_ERROR, ${counts.refusedField} VALIDATION_ERROR on the id field, ${counts.empty} empty results; ` +
        `${counts.unexpectedAllows} unexpected allows, ${mismatched.length} other mismatches`,
    );
    const byProbe = (cells: Cell[]) => {
      const groups = new Map<string, Cell[]>();
      for (const c of cells) groups.set(`${c.probe} ← ${c.actual}`, [...(groups.get(`${c.probe} ← ${c.actual}`) ?? []), c]);
      return [...groups].map(
        ([k, v]) =>
          `${k}: ${v.length} (${v
            .slice(0, 4)
            .map((c) => `${c.actor}→${c.target}`)
            .join(', ')})`,
      );
    };
    if (unexpected.length || mismatched.length) console.log([...byProbe(unexpected), ...byProbe(mismatched)].join('\n'));
    expect(unexpected, 'unexpected allows').toEqual([]);
    expect(mismatched, 'answers other than the expected refusal').toEqual([]);
    expect(counts.cells).toBeGreaterThan(1000);
    // Thousands of cells, each a real call: on a loaded 2-core machine this takes about a minute.
  }, 180_000);

  it('readers without input (profile, dashboard, forecast, subscription, company, accounts, notices…) show nothing of the other company', async () => {
    const READERS = [
      'auth.me',
      'users.roles',
      'users.subsidiaries',
      'deals.assignableUsers',
      'deals.dashboard',
      'pipelines.list',
      'commissions.forecast',
      'subscriptions.current',
      'notifications.latest',
      'accounts.company.get',
      'accounts.bankAccounts.list',
      'accounts.identity.get',
      'dataSubject.openRequests',
      'dataSubject.myData',
      'privacy.myConsents',
      'releases.unseen',
    ];
    const secretsOf = (company: CompanyKey) => [
      ...objects.placed
        .filter((p) => p.company === company)
        .flatMap((p) => [p.dealId, p.customerId, p.customerName, p.simulationId, p.commissionId, p.notificationId, p.owner.id, p.owner.email, p.subsidiaryId]),
      objects.companies[company].bankAccountId,
      objects.companies[company].courseId,
      objects.companies[company].productId,
      ...(company === 'other' ? otherSubscription : []),
    ];
    const leaks: string[] = [];
    let calls = 0;
    const seenByOtherMaster: string[] = [];
    for (const a of actors) {
      const foreign = secretsOf(a.company === 'demo' ? 'other' : 'demo');
      for (const path of READERS.filter((p) => roleMayCall(a.role, PROCEDURE_ACCESS[p]))) {
        const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], a.caller) as () => Promise<unknown>;
        const text = answerText(await fn());
        calls++;
        const hit = foreign.find((s) => text.includes(s));
        if (hit) leaks.push(`${a.label} ${path}: ${hit}`);
        if (a.label === 'other/0/master') seenByOtherMaster.push(text);
      }
    }
    // Not vacuous: the same readers do show a company its own subscription and bank account.
    expect(seenByOtherMaster.join()).toContain(otherSubscription[0]);
    expect(seenByOtherMaster.join()).toContain(objects.companies.other.bankAccountId);
    console.log(`R5 readers without input: ${calls} calls by ${actors.length} users, ${leaks.length} with the other company's data`);
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  });

  it('a tracking link reaches only its own deal’s documents (anonymous, token × another deal’s document)', async () => {
    const visitor = callerFor(env.deps);
    const png = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64'));
    const wrong: string[] = [];
    for (const p of objects.placed) {
      for (const q of objects.placed.filter((x) => x !== p)) {
        const got = await answer(
          { procedure: 'publicDeals.uploadDocument', kind: 'deal', call: (c) => c.publicDeals.uploadDocument({ token: p.trackingToken, documentId: q.documentId, fileName: 'rg.png', bytes: png }) },
          { caller: visitor } as Actor,
          {} as Target,
        );
        if (got.type !== 'ENTITY_NOT_FOUND_ERROR') wrong.push(`${p.company}/${p.subsidiary} token → ${q.company}/${q.subsidiary} document: ${got.type}`);
      }
    }
    expect(wrong).toEqual([]);
    const untouched = await env.deps.db
      .selectFrom('deal_documents')
      .select('status')
      .where(
        'id',
        'in',
        objects.placed.map((p) => p.documentId),
      )
      .execute();
    expect(untouched.every((d) => d.status === 'pending')).toBe(true);
  });

  it('the probes are aimed right: the target company’s master gets each target back', async () => {
    const failures: string[] = [];
    for (const probe of PROBES.filter((p) => p.control)) {
      for (const t of targetsOf(probe.kind)) {
        const master = actors.find((a) => a.company === t.company && a.subsidiary === 0 && a.role === 'master')!;
        const got = await answer(probe, master, t);
        counts.controls++;
        if (got.type !== 'ALLOWED' || !t.secrets.some((s) => got.text.includes(s))) failures.push(`${probe.procedure}[${probe.kind}] ${t.company}/${t.subsidiary ?? '*'}: ${got.type}`);
      }
    }
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(counts.controls).toBeGreaterThan(50);
  });
});
