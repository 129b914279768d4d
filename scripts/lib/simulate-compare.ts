/**
 * `npm run --silent simulate -- --compare < case.json`: the multi-bank comparison of the simulation screens, from
 * the command line. It opens the database as the app does and prints what `simulation.service.run` returns — the
 * very function behind the screens' `simulation.run` — so the CLI and the screens cannot disagree.
 */

import { bootstrap } from '../../server/bootstrap.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { DEMO_COMPANY } from '../../server/db/seed.ts';
import { findCompanyIdByName } from '../../server/domains/companies/companies.repository.ts';
import { run } from '../../server/domains/simulation/simulation.service.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { type SimulationResult, type TSimulationParsed, ZSimulationCustomer, ZSimulationRequest } from '../../shared/schemas/simulation.ts';
import { describeIssue, isRecord, ptBrFallback, unknownKeys } from './cli-issues.ts';

export { DEMO_COMPANY };

/** pt-BR names of the case's fields, as the simulation form shows them. */
const LABELS: Record<string, string> = {
  type: 'Tipo',
  forJuridicalPerson: 'Pessoa jurídica',
  'customer.name': 'Nome',
  'customer.document': 'Documento',
  'customer.birthDate': 'Data de nascimento',
  'customer.cellphone': 'Celular',
  'customer.income': 'Renda',
  assetValue: 'Valor do bem',
  assetType: 'Tipo do bem',
  operationValue: 'Valor do crédito',
  deadline: 'Prazo',
  table: 'Tabela',
  productsIds: 'Produtos',
  postalCode: 'CEP',
  cityPopulation: 'População da cidade',
  isRegistered: 'Imóvel com matrícula',
  numberOfAssociates: 'Número de proponentes',
  gracePeriod: 'Carência',
  isFinancingExpensesRequired: 'Financiar despesas',
};

/** The case as the screens send it, validated by the same schema as `simulation.run`; an error names its field once. */
export function parseCase(raw: unknown): { ok: true; input: TSimulationParsed } | { ok: false; message: string } {
  if (!isRecord(raw)) return { ok: false, message: 'o caso deve ser um objeto JSON (o mesmo que as telas de simulação enviam)' };
  // The screens' schema drops unknown fields; on the command line a typo must not pass unnoticed.
  const unknown = unknownKeys(raw, ZSimulationRequest.shape, { customer: ZSimulationCustomer.shape });
  if (unknown.length) return { ok: false, message: unknown.length === 1 ? `campo desconhecido: ${unknown[0]}` : `campos desconhecidos: ${unknown.join(', ')}` };
  const parsed = ZSimulationRequest.safeParse(raw, { error: ptBrFallback });
  if (!parsed.success) return { ok: false, message: describeIssue(parsed.error.issues[0], LABELS) };
  return { ok: true, input: parsed.data };
}

export class CompareError extends Error {
  constructor(
    message: string,
    /** 2: the user's input (an unknown company); 1: the environment (configuration, database). */
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

/** `run`'s result with each eligible offer's place in the screens' order (1 = "Melhor opção"), unless it has one. */
export type ComparedResult = Omit<SimulationResult, 'eligible'> & { eligible: (SimulationResult['eligible'][number] & { rank: number })[] };

export const withRank = (r: SimulationResult): ComparedResult => ({ ...r, eligible: r.eligible.map((o, k) => ({ rank: k + 1, ...o })) });

/** Opens the database `env` names (DATABASE_URL, else the embedded one in DATA_DIR), runs the case, closes it. */
export async function compareCase(input: TSimulationParsed, companyName: string = DEMO_COMPANY, env: NodeJS.ProcessEnv = process.env): Promise<ComparedResult> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    throw new CompareError((err as Error).message, 1);
  }
  // Nothing but the JSON may reach stdout: the app's logger stays silent here.
  const { deps, handle } = await bootstrap(config, createLogger('silent'));
  try {
    const companyId = await findCompanyIdByName(deps.db, companyName);
    if (!companyId) throw new CompareError(`empresa não encontrada: "${companyName}" (use --company "<nome da empresa>")`, 2);
    return withRank(await run(deps, companyId, input));
  } finally {
    await deps.notifier.close().catch(() => undefined);
    await handle.close();
  }
}
