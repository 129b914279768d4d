/**
 * `npm test`: everything, on a fresh machine, by itself. Installs Debian Chromium when missing, then runs the
 * typecheck, the lint and format check (Biome, a few seconds), the build (client and server; the browser tests serve dist/client), the
 * container image's commands in a clean copy (scripts/image-check.ts; in the PostgreSQL run), and the vitest projects
 * unit, integration (plus the upload tests again on S3 storage, TEST_STORAGE=s3) and e2e.
 * Every step runs even after a failure (except e2e without a build), so one run shows all problems.
 * Ends with a line `N passed, N failed` (tests over the three vitest runs) and exits non-zero on any failure.
 * DATABASE_URL, when set, is passed through: integration and browser tests then use that PostgreSQL server.
 * TEST_SCOPE=database (the second run of .ci/run, on PostgreSQL, after a full run on the same checkout): only what
 * the database can change: the typecheck, the lint, the unit tests and a current build are not repeated (each says so),
 * and the browser tests are the journeys listed in E2E_DATABASE.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.tmp', 'test-reports');
const PROJECTS = ['unit', 'integration', 'e2e'] as const;
/**
 * The browser journeys run again on PostgreSQL (TEST_SCOPE=database): those whose outcome depends on how the database
 * behaves, not only on what a query answers (the queries themselves run in the integration tests on both databases):
 * several connections and instances at once (R1–R3 of docs/design/security.md, concurrent moves and conflicts), row
 * locks (bank submissions, commissions), LISTEN/NOTIFY (live boards, session and cache invalidation), the database's
 * clock (task reminders, subscription periods) and uploads committed with their rows. The other journeys ran in the full run on PGlite;
 * E2E_SCOPE=all runs every file on PostgreSQL too.
 */
const E2E_DATABASE = ['reliability', 'board', 'tasks', 'deal-banks', 'commissions', 'payment', 'auth', 'public-deal'].map((f) => `e2e/${f}.e2e.test.ts`);
/** Integration files run a second time with TEST_STORAGE=s3. */
const S3_RERUN = ['server/domains/deals/documents.integration.test.ts', 'server/rest/upload-gate.integration.test.ts', 'server/domains/privacy/data-subject.integration.test.ts'];

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: number;
  note?: string;
  /** The failing tests, `file › title: first line of the failure`, printed again at the end (CI shows only the tail). */
  failures?: string[];
}

const results: StepResult[] = [];

function step(name: string, fn: () => Omit<StepResult, 'name' | 'seconds'>): StepResult {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  let r: Omit<StepResult, 'name' | 'seconds'>;
  try {
    r = fn();
  } catch (err) {
    console.error((err as Error).message);
    r = { ok: false, note: (err as Error).message.split('\n')[0] };
  }
  const result = { name, seconds: (performance.now() - started) / 1000, ...r };
  results.push(result);
  return result;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (r.error) throw r.error;
  if (r.signal) console.error(`${cmd} ${args.slice(0, 4).join(' ')} foi interrompido pelo sinal ${r.signal}`);
  return r.status ?? 128;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  success: boolean;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

/** Each failed test (or file that failed to load) of a vitest JSON report, on one line. */
function failuresOf(j: VitestJson): string[] {
  const firstLine = (m: string | undefined) =>
    (m ?? '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? '';
  return j.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

function vitestProject(project: string, opts: { report?: string; files?: string[]; env?: NodeJS.ProcessEnv } = {}): Omit<StepResult, 'name' | 'seconds'> {
  const out = path.join(reportDir, `${opts.report ?? project}.json`);
  rmSync(out, { force: true });
  // The local binary rather than npx: a crash or a kill then reaches us with its real signal.
  const args = ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...(opts.files ?? [])];
  const code = run(path.join(root, 'node_modules/.bin/vitest'), args, { ...process.env, ...opts.env });
  if (!existsSync(out)) return { ok: false, passed: 0, failed: 0, note: `vitest terminou com código ${code} sem relatório` };
  const j = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A file that fails to load (syntax error, failing beforeAll) has no failed test but a failed suite.
  const failed = j.numFailedTests + (j.numFailedTests === 0 ? j.numFailedTestSuites : 0);
  return {
    ok: code === 0 && j.success,
    passed: j.numPassedTests,
    failed,
    skipped: j.numPendingTests + j.numTodoTests,
    failures: failuresOf(j),
    note: code !== 0 && failed === 0 ? `vitest terminou com código ${code}` : j.numPassedTests + failed === 0 ? 'nenhum teste encontrado' : undefined,
  };
}

mkdirSync(reportDir, { recursive: true });
const db = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite embutido';
console.log(`npm test — banco de dados dos testes: ${db}`);

step('chromium', () => {
  console.log(`Chromium: ${ensureChromium()}`);
  return { ok: true };
});
const databaseOnly = process.env.TEST_SCOPE === 'database';
/** A step the database cannot change, left out under TEST_SCOPE=database (it ran in the full run before). */
const skipped = (name: string) => results.push({ name, ok: true, seconds: 0, note: 'pulado: não depende do banco (TEST_SCOPE=database)' });
if (databaseOnly) skipped('typecheck');
else step('typecheck', () => ({ ok: run('npm', ['run', '--silent', 'typecheck']) === 0 }));
if (databaseOnly) skipped('lint e formatação');
else step('lint e formatação', () => ({ ok: run('npm', ['run', '--silent', 'check']) === 0 }));
// The build's stamp says whether dist/ matches the sources (scripts/start.mjs).
const buildCurrent = databaseOnly && run('node', ['scripts/start.mjs', 'check']) === 0;
const build = buildCurrent ? { ok: true } : step('build', () => ({ ok: run('npm', ['run', '--silent', 'build']) === 0 }));
if (buildCurrent) results.push({ name: 'build', ok: true, seconds: 0, note: 'o build atual das fontes já existe (TEST_SCOPE=database)' });
// The container image's commands in a clean copy (≈ 2 min): once per CI, in the PostgreSQL run, where the server starts
// with the production configuration; IMAGE_CHECK=on forces it, IMAGE_CHECK=off skips it.
const imageCheck = process.env.IMAGE_CHECK ?? (process.env.DATABASE_URL ? 'on' : 'off');
if (imageCheck === 'on') step('imagem (cópia limpa)', () => ({ ok: run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/image-check.ts']) === 0 }));
else results.push({ name: 'imagem (cópia limpa)', ok: true, seconds: 0, note: 'pulado: roda na execução com PostgreSQL (IMAGE_CHECK=on força)' });
for (const project of PROJECTS) {
  if (project === 'e2e' && !build.ok) {
    results.push({ name: 'vitest e2e', ok: false, seconds: 0, note: 'não executado: o build falhou' });
    continue;
  }
  if (project === 'unit' && databaseOnly) {
    skipped('vitest unit');
    continue;
  }
  const someJourneys = project === 'e2e' && databaseOnly && process.env.E2E_SCOPE !== 'all';
  const r = step(`vitest ${project}`, () => vitestProject(project, someJourneys ? { files: E2E_DATABASE } : {}));
  if (someJourneys) r.note ??= `${E2E_DATABASE.length} arquivos, os que dependem do banco além das consultas (E2E_DATABASE; E2E_SCOPE=all roda todos)`;
  // Uploads once more with S3 storage (a real S3 server per test file, scripts/lib/s3-server.ts): the file tests
  // that do not look at the disk themselves. storage*.integration.test.ts run both backends in every run.
  if (project === 'integration') step('vitest integration S3', () => vitestProject(project, { report: 'integration-s3', files: S3_RERUN, env: { TEST_STORAGE: 's3' } }));
}

const summary: string[] = [];
for (const r of results) {
  const counts = r.passed === undefined ? '' : ` ${r.passed} passaram, ${r.failed} falharam${r.skipped ? `, ${r.skipped} pulados` : ''}`;
  summary.push(`${r.ok ? 'ok   ' : 'FALHA'} ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(6)} s${counts}${r.note ? ` — ${r.note}` : ''}`);
  for (const f of r.failures ?? []) summary.push(`        ✗ ${f}`);
}
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
// A failed step with no failed test in it (typecheck, build, a crashed run) still counts once.
const failed = results.reduce((n, r) => n + (r.failed ? r.failed : r.ok ? 0 : 1), 0);
summary.push(`${passed} passed, ${failed} failed`);
console.log(`\n━━ resumo ━━\n${summary.join('\n')}`);
// Kept for .ci/run, which prints the summary of its first run again at the very end (CI shows only the log's tail).
writeFileSync(path.join(reportDir, 'summary.txt'), `${summary.join('\n')}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
