/**
 * The scenario contract v2 of docs/design/finance.md:
 *   npm run --silent simulate < scenario.json                      one scenario, with its schedule, as JSON
 *   npm run --silent simulate -- --compare [--company "<nome>"] < case.json
 *                                                                  the multi-bank comparison of the screens
 * Bad input: one pt-BR message on stderr naming the field once, exit code 2; never a stack trace, an English
 * message or a non-finite number on stdout.
 */

import { ZScenario } from '../server/domains/simulation/engine/scenario.ts';
import { simulateScenario } from '../server/domains/simulation/engine/simulate.ts';
import { plainSpaces } from '../shared/format.ts';
import { describeIssue, nonFinitePath, ptBrFallback } from './lib/cli-issues.ts';

const USAGE = 'uso: npm run --silent simulate < cenario.json  |  npm run --silent simulate -- --compare [--company "<nome da empresa>"] < caso.json';

function fail(message: string, code: 1 | 2 = 2): never {
  process.stderr.write(`Erro: ${plainSpaces(message)}\n`);
  process.exit(code);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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

function print(result: unknown): void {
  const bad = nonFinitePath(result);
  if (bad) fail(`o cálculo não tem resultado finito para este cenário (${bad}); reduza valores, taxas ou prazos`);
  // Amounts in the reasons keep "R$" and the number together on screen (U+00A0); the CLI prints plain spaces.
  process.stdout.write(`${plainSpaces(JSON.stringify(result, null, 2))}\n`);
}

// A reader that stops early (`| head`) is not an error worth a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const text = await readStdin();
  if (args.compare) {
    const { parseCase, compareCase, CompareError } = await import('./lib/simulate-compare.ts');
    const parsed = parseCase(readJson(text, 'caso'));
    if (!parsed.ok) fail(parsed.message);
    try {
      print(await compareCase(parsed.input, args.company));
    } catch (err) {
      if (err instanceof CompareError) fail(err.message, err.exitCode);
      fail(`não foi possível abrir o banco de dados ou ler o catálogo: ${(err as Error).message}`, 1);
    }
    return;
  }
  const raw = readJson(text, 'cenário');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('o cenário deve ser um objeto JSON');
  const parsed = ZScenario.safeParse(raw, { error: ptBrFallback });
  if (!parsed.success) fail(describeIssue(parsed.error.issues[0]));
  const result = simulateScenario(parsed.data);
  if (!Number.isFinite(result.cetMonthly)) fail('não foi possível calcular o CET deste cenário');
  // Checked as rows, before JSON would quietly turn a non-finite number into null.
  print({ ...result, schedule: result.schedule.rows() });
}

main().catch((err: unknown) => fail(`falha inesperada ao simular: ${err instanceof Error ? err.message : String(err)}`, 1));
