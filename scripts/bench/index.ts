/**
 * `npm run bench`: every figure is measured in this run next to its baseline and printed with the ratio, so the
 * numbers mean something on any machine. Results also go to .tmp/bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAuthHttp } from './auth-http.ts';
import { benchSimulationEngine } from './simulation-engine.ts';
import { benchBestMatchHttp } from './simulation-http.ts';

interface Row {
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

console.log('autenticação por HTTP (servidor em processo, PGlite)…');
const auth = await benchAuthHttp();
console.log('motor de simulação…');
const engine = benchSimulationEngine();
console.log('simulação completa por HTTP (tRPC simulation.run)…');
const bestMatch = await benchBestMatchHttp();
// The same number of scenarios through the bare engine, from the throughput just measured.
const engineOnlyMs = bestMatch.products / engine.enginePerMs;

const rows: Row[] = [
  { measure: `login p95 (POST /api/v1/auth/login, ${auth.login.n} seguidos)`, value: ms(auth.login.p95), baseline: 'argon2id verify p95', baselineValue: ms(auth.verify.p95), ratio: x(auth.login.p95 / auth.verify.p95) },
  { measure: `login p50`, value: ms(auth.login.p50), baseline: 'argon2id verify p50', baselineValue: ms(auth.verify.p50), ratio: x(auth.login.p50 / auth.verify.p50) },
  { measure: `tRPC auth.me vazão (${auth.requests} req, ${auth.concurrency} simultâneas)`, value: rps(auth.me.perSecond), baseline: 'Express hello world', baselineValue: rps(auth.hello.perSecond), ratio: x(auth.me.perSecond / auth.hello.perSecond) },
  { measure: 'tRPC auth.me p95', value: ms(auth.me.p95), baseline: 'Express hello world p95', baselineValue: ms(auth.hello.p95), ratio: x(auth.me.p95 / auth.hello.p95) },
  { measure: `motor de simulação (${engine.scenarios} cenários)`, value: `${Math.round(engine.enginePerMs * 1000)} cen./s`, baseline: 'laço mínimo, mesma conta', baselineValue: `${Math.round(engine.baselinePerMs * 1000)} cen./s`, ratio: x(engine.ratio) },
  { measure: `simulation.run p95 (${bestMatch.products} produtos, HTTP + banco)`, value: ms(bestMatch.p95), baseline: `só o motor, ${bestMatch.products} cenários`, baselineValue: ms(engineOnlyMs), ratio: x(bestMatch.p95 / engineOnlyMs) },
];

const head: Row = { measure: 'medida', value: 'valor', baseline: 'referência', baselineValue: 'valor ref.', ratio: 'razão' };
const cols = Object.keys(head) as (keyof Row)[];
const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[head, ...rows].map((r) => r[c].length))])) as Record<keyof Row, number>;
const line = (r: Row) => cols.map((c) => (c === 'measure' || c === 'baseline' ? r[c].padEnd(width[c]) : r[c].padStart(width[c]))).join('  ');
console.log(`\n${line(head)}\n${cols.map((c) => '─'.repeat(width[c])).join('  ')}`);
for (const r of rows) console.log(line(r));
console.log('\nrazões: login/verify e p95 = quanto mais lento que a referência; vazão = fração da vazão da referência.');

const result = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  seconds: (performance.now() - started) / 1000,
  login: { ...auth.login, verifyP95: auth.verify.p95, verifyP50: auth.verify.p50, ratioP95: auth.login.p95 / auth.verify.p95 },
  verify: auth.verify,
  authMe: { ...auth.me, concurrency: auth.concurrency, ratioThroughput: auth.me.perSecond / auth.hello.perSecond, ratioP95: auth.me.p95 / auth.hello.p95 },
  expressHello: auth.hello,
  simulationEngine: engine,
  simulationRunHttp: { ...bestMatch, engineOnlyMs, ratioP95: bestMatch.p95 / engineOnlyMs },
};
const out = path.resolve(import.meta.dirname, '../../.tmp/bench.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nresultados em ${path.relative(process.cwd(), out)} (${result.seconds.toFixed(1)} s)`);
