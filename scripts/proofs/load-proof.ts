/**
 * R1 (docs/design/security.md): N virtual users × M mixed operations over 3 tenants against the real server (a child
 * process), over HTTP as the app's clients talk to it. Pass: no 5xx, no network failure, 4xx only the expected version
 * conflicts, and afterwards every acknowledged create is a row (deals, comments, documents with their bytes on disk),
 * with each tenant's money total exact to the cent. Used by `npm run test:load` and, small, by the e2e test.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed.ts';
import { REGISTRATION_PASSWORD, registrationInput } from '../../server/test/account-fixtures.ts';
import { ApiClient, type Call } from './lib/api-client.ts';
import { keepOrRemove, startAppServer } from './lib/app-server.ts';
import { fileMatches, halfWrittenDeals, openChecker, toCents } from './lib/checks.ts';
import { type ProofDatabase, provisionDatabase } from './lib/proof-database.ts';
import { type Criterion, cents, n, percentile } from './lib/report.ts';
import { rng } from './lib/workload.ts';
import { isExpectedAnswer, runVirtualUser, type TenantLedger, type VirtualUser } from './load-user.ts';

export interface LoadOptions {
  users: number;
  opsPerUser: number;
  seed?: number;
  /** 'postgres': a fresh database on DATABASE_URL's server, or a throwaway cluster; 'pglite': the embedded database. */
  database: 'postgres' | 'pglite';
  progress?: (message: string) => void;
}

export interface TenantResult {
  name: string;
  createsAcked: number;
  dealRows: number;
  centsSent: bigint;
  centsStored: bigint;
  commentsAcked: number;
  commentRows: number;
  uploadsAcked: number;
  documentRows: number;
  filesIntact: number;
}

export interface LoadResult {
  databaseDescription: string;
  /** Resident memory of the server process, MB: at rest before the load, the highest sampled during it, at its end. */
  memory: { server: string; idleMb: number; peakMb: number; endMb: number };
  calls: Call[];
  seconds: number;
  tenants: TenantResult[];
  halfWritten: number;
  criteria: Criterion[];
}

const COMPANY_ROLES = new Set(['master', 'administrator', 'accountManager', 'personalManager']);

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

export async function runLoadProof(opts: LoadOptions): Promise<LoadResult> {
  const say = opts.progress ?? (() => undefined);
  const tag = `R1-${Date.now().toString(36)}`;
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'credito-carga-'));
  const dataDir = path.join(runDir, 'data');
  let database: ProofDatabase | undefined;
  let stopServer: () => Promise<void> = async () => {};
  try {
    database = opts.database === 'postgres' ? await provisionDatabase({ label: 'carga' }) : undefined;
    const databaseDescription = database?.description ?? 'PGlite embutido';
    say(`banco: ${databaseDescription}; iniciando o servidor…`);
    const server = await startAppServer({ dataDir, databaseUrl: database?.url, logFile: path.join(runDir, 'server.log') });
    stopServer = () => server.stop();

    // Three tenants: the demo company and two companies registered through the public self-registration.
    const visitor = new ApiClient(server.url);
    const registered: { name: string; email: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const input = registrationInput();
      const call = await visitor.mutation('accounts.registration.register', input);
      if (call.status !== 200) throw new Error(`autocadastro da empresa ${i + 1} falhou: ${call.status} ${call.errorType ?? call.failure ?? ''}`);
      registered.push({ name: String(input.company.fantasyName), email: input.user.email });
    }
    const ledgers: TenantLedger[] = ['Demo Crédito', ...registered.map((r) => r.name)].map((name) => ({ name, dealCents: new Map(), comments: [], uploads: [], pool: [] }));

    const calls: Call[] = [];
    const sink = (c: Call) => calls.push(c);
    const users: VirtualUser[] = Array.from({ length: opts.users }, (_, i) => {
      const tenant = i % 3;
      const demo = DEMO_USERS[Math.floor(i / 3) % DEMO_USERS.length];
      const email = tenant === 0 ? demo.email : registered[tenant - 1].email;
      const scope = tenant === 0 && !COMPANY_ROLES.has(demo.role) ? 'own' : 'company';
      return { index: i, email, scope, client: new ApiClient(server.url, { sink, timeoutMs: 60_000 }), random: rng((opts.seed ?? 7) * 1000 + i), ledger: ledgers[tenant] };
    });
    say(`${opts.users} usuários entrando (login REST)…`);
    await inBatches(users, 5, async (u) => {
      const login = await u.client.login(u.email, u.email.endsWith('@demo.com.br') ? DEMO_PASSWORD : REGISTRATION_PASSWORD);
      if (!login.data) throw new Error(`login de ${u.email} falhou: ${login.status} ${login.errorType ?? login.failure ?? ''}`);
    });

    // Memory at rest (started, migrated, seeded, users signed in, a moment to settle), then sampled through the load.
    await new Promise((r) => setTimeout(r, 2000));
    const memory = { server: server.built ? 'dist/server/main.js (node)' : 'server/main.ts (tsx)', idleMb: server.rssMb(), peakMb: 0, endMb: 0 };
    const sampler = setInterval(() => (memory.peakMb = Math.max(memory.peakMb, server.rssMb())), 250);
    say(`${opts.users} usuários × ${opts.opsPerUser} operações…`);
    const started = performance.now();
    try {
      await Promise.all(users.map((u) => runVirtualUser(u, opts.opsPerUser, tag)));
    } finally {
      clearInterval(sampler);
    }
    memory.endMb = server.rssMb();
    memory.peakMb = Math.max(memory.peakMb, memory.endMb);
    const seconds = (performance.now() - started) / 1000;
    const measured = calls.filter((c) => c.op !== 'auth.login');
    say(`${n(measured.length)} requisições em ${seconds.toFixed(1)} s; conferindo o banco…`);

    await server.stop();
    const checker = await openChecker({ databaseUrl: database?.url, dataDir });
    try {
      const tenants: TenantResult[] = [];
      for (const [i, ledger] of ledgers.entries()) {
        const email = i === 0 ? 'admin@demo.com.br' : registered[i - 1].email;
        const { company_id: companyId } = await checker.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow();
        const deals = await sql<{ rows: number; total: string | null }>`
          select count(*)::int as rows, sum(operation_value)::text as total from deals where company_id = ${companyId} and defense like ${`${tag} %`}`.execute(checker.db);
        const comments = await sql<{ rows: number }>`
          select count(*)::int as rows from deal_events where company_id = ${companyId} and kind = 'comment' and data->>'comment' like ${`${tag} %`}`.execute(checker.db);
        const documents = await checker.db.selectFrom('deal_documents').select(['id', 'file_key', 'file_name']).where('company_id', '=', companyId).where('file_name', 'like', `${tag}-%`).execute();
        const byId = new Map(documents.map((d) => [d.id, d]));
        let filesIntact = 0;
        for (const u of ledger.uploads) {
          const row = byId.get(u.documentId);
          if (row?.file_name === u.fileName && (await fileMatches(checker.storage, row.file_key, u.sha))) filesIntact++;
        }
        tenants.push({
          name: ledger.name,
          createsAcked: ledger.dealCents.size,
          dealRows: deals.rows[0].rows,
          centsSent: [...ledger.dealCents.values()].reduce((sum, c) => sum + BigInt(c), 0n),
          centsStored: toCents(deals.rows[0].total),
          commentsAcked: ledger.comments.length,
          commentRows: comments.rows[0].rows,
          uploadsAcked: ledger.uploads.length,
          documentRows: documents.length,
          filesIntact,
        });
      }
      const halfWritten = (await halfWrittenDeals(checker.db, `${tag} `)).broken.length;
      return { databaseDescription, memory, calls: measured, seconds, tenants, halfWritten, criteria: loadCriteria(measured, tenants, halfWritten) };
    } finally {
      await checker.close();
    }
  } finally {
    await stopServer().catch(() => undefined);
    await database?.close().catch((err) => console.error('falha ao remover o banco da prova:', err));
    keepOrRemove(runDir);
  }
}

function loadCriteria(calls: Call[], tenants: TenantResult[], halfWritten: number): Criterion[] {
  const server5xx = calls.filter((c) => c.status >= 500);
  const network = calls.filter((c) => c.status === 0);
  const conflicts = calls.filter((c) => c.status === 409 && isExpectedAnswer(c));
  const unexpected4xx = calls.filter((c) => c.status >= 400 && c.status < 500 && !isExpectedAnswer(c));
  const per = (f: (t: TenantResult) => string) => tenants.map(f).join('; ');
  const describe = (list: Call[]) => [...new Set(list.map((c) => `${c.op} ${c.status}${c.errorType ? ` ${c.errorType}` : ''}${c.failure ? ` ${c.failure}` : ''}`))].slice(0, 5).join(', ');
  return [
    { label: 'nenhuma resposta 5xx', pass: server5xx.length === 0, detail: `${n(calls.length)} requisições, ${n(server5xx.length)} × 5xx${server5xx.length ? ` (${describe(server5xx)})` : ''}` },
    { label: 'nenhuma falha de rede ou tempo esgotado', pass: network.length === 0, detail: `${n(network.length)} falhas${network.length ? ` (${describe(network)})` : ''}` },
    {
      label: '4xx só os esperados (409 CONFLICT_ERROR em movimentos e edições concorrentes)',
      pass: unexpected4xx.length === 0,
      detail: `${n(conflicts.length)} conflitos 409 esperados, ${n(unexpected4xx.length)} 4xx inesperados${unexpected4xx.length ? ` (${describe(unexpected4xx)})` : ''}`,
    },
    {
      label: 'negócios confirmados (2xx) = linhas no banco',
      pass: tenants.every((t) => t.createsAcked === t.dealRows && t.createsAcked > 0),
      detail: per((t) => `${t.name}: ${n(t.createsAcked)} = ${n(t.dealRows)}`),
    },
    {
      label: 'valores exatos em centavos (soma enviada = soma gravada)',
      pass: tenants.every((t) => t.centsSent === t.centsStored),
      detail: per((t) => `${t.name}: ${cents(t.centsSent)} = ${cents(t.centsStored)}`),
    },
    { label: 'comentários confirmados = linhas no banco', pass: tenants.every((t) => t.commentsAcked === t.commentRows), detail: per((t) => `${t.name}: ${n(t.commentsAcked)} = ${n(t.commentRows)}`) },
    {
      label: 'documentos confirmados = linhas no banco, com os mesmos bytes no disco',
      pass: tenants.every((t) => t.uploadsAcked === t.documentRows && t.filesIntact === t.uploadsAcked),
      detail: per((t) => `${t.name}: ${n(t.uploadsAcked)} = ${n(t.documentRows)} (${n(t.filesIntact)} íntegros)`),
    },
    { label: 'nenhum negócio pela metade (proponentes, checklist, evento "criado")', pass: halfWritten === 0, detail: `${n(halfWritten)} incompletos` },
  ];
}

/** p50/p95 of all calls and per operation. */
export function latencySummary(calls: Call[]) {
  const ops = [...new Set(calls.map((c) => c.op))].sort();
  return {
    p50: percentile(
      calls.map((c) => c.ms),
      50,
    ),
    p95: percentile(
      calls.map((c) => c.ms),
      95,
    ),
    byOp: ops.map((op) => ({ op, values: calls.filter((c) => c.op === op).map((c) => c.ms) })),
  };
}
