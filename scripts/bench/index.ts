/**
 * `npm run bench`: every figure is measured in this run next to its baseline and printed with the ratio, so the
 * numbers mean something on any machine. Results also go to .tmp/bench.json.
 *
 * Parts, all by default, or some by name: `npm run bench -- bundle board lighthouse axe`
 *   servidor    login, tRPC, simulation engine and simulation.run, deals.list with 1k and 100k deals (PostgreSQL)
 *   motor       only the simulation engine and the ranking path against their tight loops (seconds, no database)
 *   bundle      initial JS of the staff app and of the public simulation page × a minimal app (client-bench.ts)
 *   board       the kanban board with 2,000 deals × ~50 in Chromium: first paint, cards visible, drop → saved
 *   lighthouse  Lighthouse mobile on the public simulation page × the minimal app: LCP, TBT, CLS
 *   axe         axe-core on the main pages: serious and critical accessibility violations
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAuthHttp, benchLoginPostgres } from './auth-http.ts';
import { CLIENT_PARTS, type ClientPart, runClientBenches } from './client-bench.ts';
import { type Alternated, benchDatabase, benchDealsList } from './deals-list.ts';
import { median } from './load.ts';
import { benchSimulationEngine, type EngineBench } from './simulation-engine.ts';
import { benchBestMatchHttp } from './simulation-http.ts';

export interface Row {
  measure: string;
  value: string;
  baseline: string;
  baselineValue: string;
  ratio: string;
}

const ms = (v: number) => `${v.toFixed(2)} ms`;
const rps = (v: number) => `${Math.round(v)} req/s`;
const x = (v: number) => `${v.toFixed(2)}×`;

const started = performance.now();
console.log(`Benchmarks — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})\n`);

/** A list measured in rounds alternated with hello world: its row, the ratio being the median of the rounds' ratios. */
const alternatedRow = (label: string, a: Alternated): Row => ({
  measure: `${label} (${a.ratios.length} rodadas de ${a.requestsPerRound.list}, alternadas com ${a.requestsPerRound.hello} do hello world)`,
  value: rps(a.listPerSecond),
  baseline: 'Express hello world, nas mesmas rodadas',
  baselineValue: rps(a.helloPerSecond),
  ratio: x(median(a.ratios)),
});

/** The median of the rounds' ratios, then each round's, for a goal's note. */
const roundsNote = (a: Alternated) => `${x(median(a.ratios))}, mediana das rodadas alternadas: ${a.ratios.map((r) => r.toFixed(2)).join('; ')}`;

/** The server benchmarks (part `servidor`): their table rows, notes and JSON. */
async function serverBench(): Promise<{ rows: Row[]; notes: string[]; json: Record<string, unknown> }> {
  console.log('autenticação por HTTP (servidor em processo, PGlite)…');
  const auth = await benchAuthHttp();
  console.log('login por HTTP no PostgreSQL (como em produção)…');
  const loginDatabase = await benchDatabase();
  const pgLogin = await benchLoginPostgres(loginDatabase.url).finally(() => loginDatabase.close());
  console.log('motor de simulação…');
  const engine = engineBench();
  console.log('simulação completa por HTTP (tRPC simulation.run)…');
  const bestMatch = await benchBestMatchHttp();
  // The same number of scenarios through the bare engine, from the throughput just measured.
  const engineOnlyMs = bestMatch.products / engine.enginePerMs;
  console.log('deals.list por HTTP no PostgreSQL (1 mil e 100 mil negócios)…');
  const deals = await benchDealsList();
  const alt = deals.coldAlternated;
  const hot = deals.hotAlternated;
  const k = (n: number) => `${Math.round(n / 1000)} mil`;

  const rows: Row[] = [
    {
      measure: `login p95, PostgreSQL (POST /api/v1/auth/login, ${pgLogin.login.n} seguidos, intercalados com o verify)`,
      value: ms(pgLogin.login.p95),
      baseline: 'argon2id verify p95',
      baselineValue: ms(pgLogin.verify.p95),
      ratio: x(pgLogin.login.p95 / pgLogin.verify.p95),
    },
    { measure: `login p50, PostgreSQL`, value: ms(pgLogin.login.p50), baseline: 'argon2id verify p50', baselineValue: ms(pgLogin.verify.p50), ratio: x(pgLogin.login.p50 / pgLogin.verify.p50) },
    {
      measure: `login p95, PGlite embutido (${auth.login.n} seguidos, intercalados)`,
      value: ms(auth.login.p95),
      baseline: 'argon2id verify p95',
      baselineValue: ms(auth.verify.p95),
      ratio: x(auth.login.p95 / auth.verify.p95),
    },
    { measure: `login p50, PGlite embutido`, value: ms(auth.login.p50), baseline: 'argon2id verify p50', baselineValue: ms(auth.verify.p50), ratio: x(auth.login.p50 / auth.verify.p50) },
    {
      measure: `tRPC auth.me vazão (${auth.requests} req, ${auth.concurrency} simultâneas)`,
      value: rps(auth.me.perSecond),
      baseline: 'Express hello world',
      baselineValue: rps(auth.hello.perSecond),
      ratio: x(auth.me.perSecond / auth.hello.perSecond),
    },
    { measure: 'tRPC auth.me p95', value: ms(auth.me.p95), baseline: 'Express hello world p95', baselineValue: ms(auth.hello.p95), ratio: x(auth.me.p95 / auth.hello.p95) },
    ...engineRows(engine),
    {
      measure: `simulation.run p95 (${bestMatch.products} produtos, HTTP + banco)`,
      value: ms(bestMatch.p95),
      baseline: `só o motor, ${bestMatch.products} cenários`,
      baselineValue: ms(engineOnlyMs),
      ratio: x(bestMatch.p95 / engineOnlyMs),
    },
    alternatedRow(`deals.list vazão, ${k(deals.large.deals)} negócios`, hot),
    {
      measure: `deals.list vazão, ${k(deals.large.deals)} negócios (${deals.requests} req, ${deals.concurrency} simultâneas)`,
      value: rps(deals.large.concurrent.perSecond),
      baseline: 'Express hello world, medido depois',
      baselineValue: rps(deals.hello.perSecond),
      ratio: x(deals.large.concurrent.perSecond / deals.hello.perSecond),
    },
    {
      measure: `deals.list vazão, ${k(deals.small.deals)} negócios`,
      value: rps(deals.small.concurrent.perSecond),
      baseline: 'Express hello world',
      baselineValue: rps(deals.hello.perSecond),
      ratio: x(deals.small.concurrent.perSecond / deals.hello.perSecond),
    },
    {
      measure: `deals.list vazão, ${k(deals.large.deals)} negócios`,
      value: rps(deals.large.concurrent.perSecond),
      baseline: 'tRPC auth.me, mesmo PostgreSQL',
      baselineValue: rps(deals.authMe.perSecond),
      ratio: x(deals.large.concurrent.perSecond / deals.authMe.perSecond),
    },
    {
      measure: `deals.list p95, ${k(deals.large.deals)} negócios (${deals.large.sequential.n} seguidos)`,
      value: ms(deals.large.sequential.p95),
      baseline: `o mesmo com ${k(deals.small.deals)}`,
      baselineValue: ms(deals.small.sequential.p95),
      ratio: x(deals.large.sequential.p95 / deals.small.sequential.p95),
    },
    {
      measure: `deals.list p95, ${k(deals.large.deals)} negócios (${deals.concurrency} simultâneas)`,
      value: ms(deals.large.concurrent.p95),
      baseline: `o mesmo com ${k(deals.small.deals)}`,
      baselineValue: ms(deals.small.concurrent.p95),
      ratio: x(deals.large.concurrent.p95 / deals.small.concurrent.p95),
    },
    {
      measure: `deals.list p50, ${k(deals.large.deals)} negócios (seguidos)`,
      value: ms(deals.large.sequential.p50),
      baseline: `o mesmo com ${k(deals.small.deals)}`,
      baselineValue: ms(deals.small.sequential.p50),
      ratio: x(deals.large.sequential.p50 / deals.small.sequential.p50),
    },
    // The cold path: READ_CACHES=off, every request reads the session, the count and the page from PostgreSQL.
    alternatedRow(`deals.list sem cache, vazão, ${k(deals.large.deals)} negócios`, alt),
    {
      measure: `deals.list sem cache, vazão, ${k(deals.large.deals)} negócios (${deals.requests} seguidas a ${deals.concurrency} simultâneas)`,
      value: rps(deals.large.cold.concurrent.perSecond),
      baseline: 'Express hello world, medido depois',
      baselineValue: rps(deals.hello.perSecond),
      ratio: x(deals.large.cold.concurrent.perSecond / deals.hello.perSecond),
    },
    {
      measure: `deals.list sem cache, vazão, ${k(deals.small.deals)} negócios`,
      value: rps(deals.small.cold.concurrent.perSecond),
      baseline: 'Express hello world',
      baselineValue: rps(deals.hello.perSecond),
      ratio: x(deals.small.cold.concurrent.perSecond / deals.hello.perSecond),
    },
    {
      measure: `deals.list sem cache, p95, ${k(deals.large.deals)} negócios (seguidos)`,
      value: ms(deals.large.cold.sequential.p95),
      baseline: `o mesmo com ${k(deals.small.deals)}`,
      baselineValue: ms(deals.small.cold.sequential.p95),
      ratio: x(deals.large.cold.sequential.p95 / deals.small.cold.sequential.p95),
    },
  ];

  const notes: string[] = [];
  notes.push('\nrazões: login/verify e p95 = quanto mais lento que a referência; vazão = fração da vazão da referência.');
  notes.push(`metas de deals.list: vazão com cache, 100 mil, ≥ 0,25× do hello world (agora ${roundsNote(hot)}); p95 com 100 mil ≤ 2× do p95 com 1 mil.`);
  notes.push(
    `metas da issue 18: deals.list sem cache, 100 mil, ≥ 0,20× do hello world (agora ${roundsNote(alt)}); login p95 ≤ 1,5× do verify p95 (agora ${x(pgLogin.login.p95 / pgLogin.verify.p95)} no PostgreSQL, ${x(auth.login.p95 / auth.verify.p95)} no PGlite embutido, que roda no mesmo processo do servidor).`,
  );
  notes.push('"sem cache" = READ_CACHES=off: sessão, total e página lidos do PostgreSQL a cada requisição (com cache, a mistura se repete e');
  notes.push('  as respostas vêm da memória da instância até uma mudança na empresa; server/lib/read-cache.ts).');
  notes.push(`deals.list p50 por filtro (seguidos), ${k(deals.small.deals)} → ${k(deals.large.deals)} negócios, com cache | sem cache:`);
  for (const [i, label] of deals.mix.entries()) {
    notes.push(
      `  ${label.padEnd(20)} ${ms(deals.small.p50ByFilter[i]).padStart(9)} → ${ms(deals.large.p50ByFilter[i]).padStart(9)} | ${ms(deals.small.cold.p50ByFilter[i]).padStart(9)} → ${ms(deals.large.cold.p50ByFilter[i]).padStart(9)}`,
    );
  }
  notes.push(`(${k(deals.large.deals - deals.small.deals)} negócios semeados em ${deals.seedSeconds.toFixed(1)} s)`);

  const json = {
    login: { ...auth.login, verifyP95: auth.verify.p95, verifyP50: auth.verify.p50, ratioP95: auth.login.p95 / auth.verify.p95 },
    loginPostgres: { ...pgLogin.login, verifyP95: pgLogin.verify.p95, verifyP50: pgLogin.verify.p50, ratioP95: pgLogin.login.p95 / pgLogin.verify.p95 },
    verify: auth.verify,
    authMe: { ...auth.me, concurrency: auth.concurrency, ratioThroughput: auth.me.perSecond / auth.hello.perSecond, ratioP95: auth.me.p95 / auth.hello.p95 },
    expressHello: auth.hello,
    simulationEngine: engine,
    simulationRunHttp: { ...bestMatch, engineOnlyMs, ratioP95: bestMatch.p95 / engineOnlyMs },
    dealsList: {
      ...deals,
      ratioThroughputLarge: deals.large.concurrent.perSecond / deals.hello.perSecond,
      ratioThroughputLargeCold: deals.large.cold.concurrent.perSecond / deals.hello.perSecond,
      ratioThroughputLargeColdAlternated: median(alt.ratios),
      ratioThroughputLargeHotAlternated: median(hot.ratios),
      ratioP95Sequential: deals.large.sequential.p95 / deals.small.sequential.p95,
      ratioP95Concurrent: deals.large.concurrent.p95 / deals.small.concurrent.p95,
    },
  };
  return { rows, notes, json };
}

const perSecond = (perMs: number) => `${Math.round(perMs * 1000).toLocaleString('pt-BR')} cen./s`;

/** The engine's rows: ranking figures and ranking path against their tight loops (≥ 0,80× asked), the full table for reference. */
function engineRows(e: EngineBench): Row[] {
  return [
    {
      measure: `motor, figuras do ranking (rankFigures, ${e.scenarios} cenários)`,
      value: perSecond(e.enginePerMs),
      baseline: 'laço mínimo, mesma conta',
      baselineValue: perSecond(e.baselinePerMs),
      ratio: x(e.ratio),
    },
    {
      measure: `elegibilidade + motor (bestMatch, 30 bancos × 10 produtos × 8 prazos)`,
      value: perSecond(e.rankingPerMs),
      baseline: 'laço mínimo, regras + conta',
      baselineValue: perSecond(e.rankingBaselinePerMs),
      ratio: x(e.rankingRatio),
    },
    {
      measure: `motor com o quadro completo (simulateScenario)`,
      value: perSecond(e.fullSchedulePerMs),
      baseline: 'laço mínimo, mesma conta',
      baselineValue: perSecond(e.baselinePerMs),
      ratio: x(e.fullScheduleRatio),
    },
  ];
}

function engineBench(): EngineBench {
  const e = benchSimulationEngine();
  engineNotes.push('razões do motor = vazão / vazão do laço mínimo (meta ≥ 0,80× no caminho do ranking); o quadro completo só é montado na visão detalhada e na CLI.');
  return e;
}
const engineNotes: string[] = [];

const parts = process.argv.slice(2);
const known = ['servidor', 'motor', ...CLIENT_PARTS];
const unknown = parts.filter((p) => !known.includes(p));
if (unknown.length) {
  console.error(`parte desconhecida: ${unknown.join(', ')} (conhecidas: ${known.join(', ')})`);
  process.exit(2);
}
const want = (part: string) => parts.length === 0 || parts.includes(part);

const rows: Row[] = [];
const notes: string[] = [];
const json: Record<string, unknown> = {};
if (want('servidor')) {
  const server = await serverBench();
  rows.push(...server.rows);
  notes.push(...server.notes);
  Object.assign(json, server.json);
}
if (want('motor') && !want('servidor')) {
  console.log('motor de simulação…');
  const engine = engineBench();
  rows.push(...engineRows(engine));
  json.simulationEngine = engine;
}
notes.push(...engineNotes);
const clientParts = CLIENT_PARTS.filter((p) => want(p)) as ClientPart[];
if (clientParts.length) {
  const client = await runClientBenches(clientParts);
  rows.push(...client.rows);
  notes.push(...client.notes);
  Object.assign(json, client.json);
}

const head: Row = { measure: 'medida', value: 'valor', baseline: 'referência', baselineValue: 'valor ref.', ratio: 'razão' };
const cols = Object.keys(head) as (keyof Row)[];
const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[head, ...rows].map((r) => r[c].length))])) as Record<keyof Row, number>;
const line = (r: Row) => cols.map((c) => (c === 'measure' || c === 'baseline' ? r[c].padEnd(width[c]) : r[c].padStart(width[c]))).join('  ');
console.log(`\n${line(head)}\n${cols.map((c) => '─'.repeat(width[c])).join('  ')}`);
for (const r of rows) console.log(line(r));
for (const n of notes) console.log(n);
const result = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  seconds: (performance.now() - started) / 1000,
  parts: parts.length ? parts : known,
  ...json,
};
const out = path.resolve(import.meta.dirname, '../../.tmp/bench.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nresultados em ${path.relative(process.cwd(), out)} (${result.seconds.toFixed(1)} s)`);
