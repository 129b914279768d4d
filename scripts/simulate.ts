/**
 * `npm run --silent simulate < scenario.json`: prints the simulation of one scenario as JSON (finance.md).
 * Bad input: a pt-BR message on stderr and exit code 2, never a stack trace.
 */
import { ZScenario } from '../server/domains/simulation/engine/scenario.ts';
import { simulateScenario } from '../server/domains/simulation/engine/simulate.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  process.stderr.write(`Erro: ${message}\n`);
  process.exit(2);
}

const text = await readStdin();
if (!text.trim()) fail('nenhum cenário recebido na entrada padrão (envie um JSON, ex.: npm run --silent simulate < cenario.json)');
let raw: unknown;
try {
  raw = JSON.parse(text);
} catch {
  fail('o cenário não é um JSON válido');
}
const parsed = ZScenario.safeParse(raw);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  fail(`${where}${issue.message}`);
}
const result = simulateScenario(parsed.data);
if (!Number.isFinite(result.cetMonthly)) fail('não foi possível calcular o CET deste cenário');
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
