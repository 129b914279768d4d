/**
 * R2 (docs/design/security.md): `kill -9` of the server at random points during N writes (deal creations, comments,
 * uploads, each with a client-generated marker), restarted each time on the same database and files. Then: every
 * acknowledged write is present (uploads with their exact bytes), no deal is half-written, every unanswered write is
 * all or nothing, and the bytes of uploads whose row never committed are removed by the orphan-file clean-up job
 * (server start-up).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { type CrashState, Gate, runWriter, type WriteRecord } from './crash-writer.ts';
import { ApiClient } from './lib/api-client.ts';
import { type AppServer, keepOrRemove, startAppServer } from './lib/app-server.ts';
import { type Checker, fileMatches, halfWrittenDeals, openChecker, orphanFiles } from './lib/checks.ts';
import { type ProofDatabase, provisionDatabase } from './lib/proof-database.ts';
import { type Criterion, n, s } from './lib/report.ts';
import { rng } from './lib/workload.ts';

export interface CrashOptions {
  writes: number;
  kills: number;
  writers: number;
  seed?: number;
  progress?: (message: string) => void;
}

export interface CrashResult {
  databaseDescription: string;
  records: WriteRecord[];
  kills: { atWrite: number; inFlight: number; uploadsInFlight: number; restartMs: number }[];
  missing: WriteRecord[];
  duplicates: number;
  unknownCommitted: number;
  unknownBroken: WriteRecord[];
  halfWritten: { checked: number; broken: number };
  orphansBefore: number;
  cleanupRemoved: number | null;
  orphansAfter: number;
  referencedMissing: number;
  criteria: Criterion[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function killer(server: AppServer, state: CrashState, kills: number, random: () => number, log: CrashResult['kills'], say: (m: string) => void): Promise<void> {
  // Kill points spread over the run, each jittered; the blow lands while writes (preferably uploads) are on the wire.
  const points = Array.from({ length: kills }, (_, i) => Math.floor(((i + 1) / (kills + 1) + (random() - 0.5) / (kills + 1) / 2) * state.total));
  for (const point of points) {
    while (state.started < point) await sleep(2);
    const until = performance.now() + 500;
    while (state.uploadsInFlight === 0 && performance.now() < until) await sleep(1);
    await sleep(random() * 15);
    const inFlight = state.inFlight;
    const uploadsInFlight = state.uploadsInFlight;
    state.gate.close();
    await server.kill9();
    await sleep(100 + random() * 400);
    const t = performance.now();
    await server.start();
    const restartMs = performance.now() - t;
    log.push({ atWrite: state.started, inFlight, uploadsInFlight, restartMs });
    say(`kill -9 na escrita ${state.started} (${inFlight} em andamento, ${uploadsInFlight} envio(s) de arquivo); reiniciado em ${s(restartMs)}`);
    state.gate.release();
  }
}

async function verify(checker: Checker, tag: string, records: WriteRecord[]) {
  const deals = await sql<{ defense: string; id: string }>`select id, defense from deals where defense like ${`${tag} %`}`.execute(checker.db);
  const comments = await sql<{ comment: string }>`select data->>'comment' as comment from deal_events where kind = 'comment' and data->>'comment' like ${`${tag} %`}`.execute(checker.db);
  const documents = await checker.db
    .selectFrom('deal_documents')
    .select(['id', 'file_key', 'file_name', 'status'])
    .where('file_name', 'like', `${tag.replace(/[^\w-]+/g, '-')}-%`)
    .execute();
  const count = (values: string[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
  const dealCount = count(deals.rows.map((r) => r.defense));
  const commentCount = count(comments.rows.map((r) => r.comment));
  const docById = new Map(documents.map((d) => [d.id, d]));
  const present = async (r: WriteRecord) => {
    if (r.kind === 'create') return (dealCount.get(r.marker) ?? 0) > 0;
    if (r.kind === 'comment') return (commentCount.get(r.marker) ?? 0) > 0;
    const row = docById.get(r.documentId!);
    return row?.file_name === r.marker && (await fileMatches(checker.storage, row.file_key, r.sha!));
  };
  const missing: WriteRecord[] = [];
  let unknownCommitted = 0;
  const unknownBroken: WriteRecord[] = [];
  for (const r of records) {
    if (r.outcome === 'acked' && !(await present(r))) missing.push(r);
    if (r.outcome !== 'unknown') continue;
    if (await present(r)) unknownCommitted++;
    else if (r.kind === 'upload') {
      // Not committed: the checklist item must still be untouched (pending, no file), never half-updated.
      const row = await checker.db.selectFrom('deal_documents').select(['status', 'file_key']).where('id', '=', r.documentId!).executeTakeFirst();
      if (row?.status !== 'pending' || row.file_key !== null) unknownBroken.push(r);
    }
  }
  const duplicates = [...dealCount.values(), ...commentCount.values()].filter((c) => c > 1).length;
  let referencedMissing = 0;
  for (const d of await checker.db.selectFrom('deal_documents').select('file_key').where('file_key', 'is not', null).execute()) {
    if (!(await checker.storage.get(d.file_key!))) referencedMissing++;
  }
  return { missing, duplicates, unknownCommitted, unknownBroken, referencedMissing };
}

/** Waits for the clean-up job's log line of the latest start and returns how many files it removed. */
async function cleanupRemovedFromLog(server: AppServer, logBefore: number): Promise<number | null> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const line = server
      .log()
      .slice(logBefore)
      .split('\n')
      .find((l) => l.includes('"msg":"orphan file clean-up"'));
    if (line) return (JSON.parse(line) as { removed: number }).removed;
    await sleep(100);
  }
  return null;
}

export async function runCrashProof(opts: CrashOptions): Promise<CrashResult> {
  const say = opts.progress ?? (() => undefined);
  const tag = `R2-${Date.now().toString(36)}`;
  const random = rng(opts.seed ?? 11);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'credito-falhas-'));
  const dataDir = path.join(runDir, 'data');
  let database: ProofDatabase | undefined;
  let server: AppServer | undefined;
  let checker: Checker | undefined;
  try {
    database = await provisionDatabase({ label: 'falhas' });
    say(`banco: ${database.description}; iniciando o servidor…`);
    server = await startAppServer({ dataDir, databaseUrl: database.url, logFile: path.join(runDir, 'server.log') });
    const state: CrashState = { tag, total: opts.writes, started: 0, uploadsInFlight: 0, inFlight: 0, gate: new Gate(), records: [], freeDocuments: [], ackedDeals: [] };
    const clients = Array.from({ length: opts.writers }, () => new ApiClient(server!.url, { timeoutMs: 30_000 }));
    for (const c of clients) {
      const login = await c.login('admin@demo.com.br', DEMO_PASSWORD);
      if (!login.data) throw new Error(`login falhou: ${login.status}`);
    }
    say(`${n(opts.writes)} escritas com ${opts.writers} clientes e ${opts.kills} kill -9…`);
    const kills: CrashResult['kills'] = [];
    const strike = killer(server, state, opts.kills, random, kills, say).catch((err: unknown) => {
      // A restart that fails ends the run: the writers stop instead of waiting at a closed gate.
      state.started = state.total;
      state.gate.release();
      throw err;
    });
    await Promise.all([strike, ...clients.map((c, i) => runWriter(i, c, rng((opts.seed ?? 11) * 100 + i), state))]);

    checker = await openChecker({ databaseUrl: database.url, dataDir });
    const orphansBefore = (await orphanFiles(checker)).length;
    say(`${n(orphansBefore)} arquivo(s) órfão(s) no disco; reiniciando com ORPHAN_FILE_MIN_AGE_MINUTES=0 (limpeza no início)…`);
    await server.stop();
    const logBefore = server.log().length;
    await server.start({ LOG_LEVEL: 'info', ORPHAN_FILE_MIN_AGE_MINUTES: '0' });
    const cleanupRemoved = await cleanupRemovedFromLog(server, logBefore);
    const orphansAfter = (await orphanFiles(checker)).length;
    const checked = await verify(checker, tag, state.records);
    const half = await halfWrittenDeals(checker.db);
    const result = {
      databaseDescription: database.description,
      records: state.records,
      kills,
      ...checked,
      halfWritten: { checked: half.checked, broken: half.broken.length },
      orphansBefore,
      cleanupRemoved,
      orphansAfter,
    };
    return { ...result, criteria: crashCriteria(result, opts) };
  } finally {
    await checker?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await database?.close().catch((err) => console.error('falha ao remover o banco da prova:', err));
    keepOrRemove(runDir);
  }
}

function crashCriteria(r: Omit<CrashResult, 'criteria'>, opts: CrashOptions): Criterion[] {
  const acked = r.records.filter((w) => w.outcome === 'acked');
  const rejected = r.records.filter((w) => w.outcome === 'rejected');
  const byKind = (list: WriteRecord[]) => ['create', 'comment', 'upload'].map((k) => n(list.filter((w) => w.kind === k).length)).join('/');
  return [
    {
      label: `${opts.kills} × kill -9 durante as escritas, com escritas em andamento`,
      pass: r.kills.length === opts.kills && r.kills.every((k) => k.inFlight > 0),
      detail: r.kills.map((k) => `#${k.atWrite}: ${k.inFlight} em andamento`).join(', '),
    },
    {
      label: 'toda escrita confirmada (2xx) está no banco (arquivos com os mesmos bytes)',
      pass: r.missing.length === 0 && acked.length > 0,
      detail: `${n(acked.length)} confirmadas (negócios/comentários/documentos ${byKind(acked)}), ${n(r.missing.length)} ausentes`,
    },
    { label: 'nenhuma escrita gravada duas vezes', pass: r.duplicates === 0, detail: `${n(r.duplicates)} repetidas` },
    { label: 'nenhuma recusa 4xx inesperada', pass: rejected.length === 0, detail: `${n(rejected.length)} recusas` },
    { label: 'nenhum negócio pela metade (proponentes, checklist, evento "criado")', pass: r.halfWritten.broken === 0, detail: `${n(r.halfWritten.broken)} de ${n(r.halfWritten.checked)} negócios` },
    {
      label: 'escritas sem resposta: tudo ou nada',
      pass: r.unknownBroken.length === 0,
      detail: `${n(r.unknownCommitted)} gravadas, ${n(r.records.filter((w) => w.outcome === 'unknown').length - r.unknownCommitted)} não gravadas, ${n(r.unknownBroken.length)} pela metade`,
    },
    { label: 'todo arquivo referenciado existe no disco', pass: r.referencedMissing === 0, detail: `${n(r.referencedMissing)} ausentes` },
    {
      label: 'arquivos órfãos removidos pela limpeza no início do servidor',
      pass: r.orphansAfter === 0 && r.cleanupRemoved === r.orphansBefore,
      detail: `${n(r.orphansBefore)} antes, limpeza removeu ${r.cleanupRemoved === null ? '(sem registro no log)' : n(r.cleanupRemoved)}, ${n(r.orphansAfter)} depois`,
    },
  ];
}
