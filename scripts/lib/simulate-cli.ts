/**
 * The scenario contract v2 of docs/design/finance.md, as a function (scripts/simulate.ts is its command line):
 *   npm run --silent simulate < scenario.json                      one scenario, with its schedule, as JSON
 *   npm run --silent simulate -- --compare [--company "<nome>"] < case.json
 *                                                                  the multi-bank comparison of the screens
 * Bad input: one pt-BR message on stderr naming the field once, exit code 2; never a stack trace, an English
 * message or a non-finite number on stdout. The tests call this function for most cases and the real command for
 * the contract itself: starting `npm` and `tsx` costs seconds per case, opening the database again each time.
 */

import { ZScenario } from '../../server/domains/simulation/engine/scenario.ts';
import { simulateScenario } from '../../server/domains/simulation/engine/simulate.ts';
import { plainSpaces } from '../../shared/format.ts';
import { describeIssue, nonFinitePath, ptBrFallback } from './cli-issues.ts';

const USAGE = 'uso: npm run --silent simulate < cenario.json  |  npm run --silent simulate -- --compare [--company "<nome da empresa>"] < caso.json';

/** What the command prints and its exit code. */
export interface CliOutcome {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** Ends the run with one message on stderr (thrown, caught by `runSimulateCli`). */
class CliFailure extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

function fail(message: string, code: 1 | 2 = 2): never {
  throw new CliFailure(message, code);
}

function parseArgs(argv: string[]): { compare: boolean; company?: string } {
  let compare = false;
  let company: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    if (a === '--compare') compare = true;
    else if (a === '--company' && argv[k + 1] !== undefined) company = argv[++k];
    else if (a.startsWith('--company=')) company = a.slice('--company='.length);
    else fail(`opção desconhecida: ${a} (${USAGE})`);
  }
  if (company !== undefined && !compare) fail(`--company só vale com --compare (${USAGE})`);
  if (company !== undefined && !company.trim()) fail('--company precisa do nome da empresa');
  return { compare, company };
}

function readJson(text: string, what: string): unknown {
  if (!text.trim()) fail(`nenhum ${what} recebido na entrada padrão (${USAGE})`);
  try {
    return JSON.parse(text);
  } catch {
    fail(`o ${what} não é um JSON válido`);
  }
}

function printed(result: unknown): string {
  const bad = nonFinitePath(result);
  if (bad) fail(`o cálculo não tem resultado finito para este cenário (${bad}); reduza valores, taxas ou prazos`);
  // Amounts in the reasons keep "R$" and the number together on screen (U+00A0); the CLI prints plain spaces.
  return `${plainSpaces(JSON.stringify(result, null, 2))}\n`;
}

async function outputOf(argv: string[], readInput: () => Promise<string>, env: NodeJS.ProcessEnv): Promise<string> {
  const args = parseArgs(argv);
  const text = await readInput();
  if (args.compare) {
    const { parseCase, compareCase, CompareError } = await import('./simulate-compare.ts');
    const parsed = parseCase(readJson(text, 'caso'));
    if (!parsed.ok) fail(parsed.message);
    try {
      return printed(await compareCase(parsed.input, args.company, env));
    } catch (err) {
      if (err instanceof CliFailure) throw err;
      if (err instanceof CompareError) fail(err.message, err.exitCode);
      fail(`não foi possível abrir o banco de dados ou ler o catálogo: ${(err as Error).message}`, 1);
    }
  }
  const raw = readJson(text, 'cenário');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('o cenário deve ser um objeto JSON');
  const parsed = ZScenario.safeParse(raw, { error: ptBrFallback });
  if (!parsed.success) fail(describeIssue(parsed.error.issues[0]));
  const result = simulateScenario(parsed.data);
  if (!Number.isFinite(result.cetMonthly)) fail('não foi possível calcular o CET deste cenário');
  // Checked as rows, before JSON would quietly turn a non-finite number into null.
  return printed({ ...result, schedule: result.schedule.rows() });
}

/**
 * Runs the command with these arguments (after `--`), the standard input read only once the arguments are valid,
 * and the environment that names the database for `--compare` (DATABASE_URL, else DATA_DIR's embedded one).
 */
export async function runSimulateCli(argv: string[], readInput: () => Promise<string>, env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  try {
    return { code: 0, stdout: await outputOf(argv, readInput, env), stderr: '' };
  } catch (err) {
    const failure = err instanceof CliFailure ? err : new CliFailure(`falha inesperada ao simular: ${err instanceof Error ? err.message : String(err)}`, 1);
    return { code: failure.code, stdout: '', stderr: `Erro: ${plainSpaces(failure.message)}\n` };
  }
}
