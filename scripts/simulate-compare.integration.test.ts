/**
 * The CLI and the screens agree: `npm run --silent simulate -- --compare < case.json` against the database, and
 * `simulation.run` through tRPC (as the simulation screens call it) on the same database, one case per
 * operation type (and a company buying a commercial room), give the same offers in the same order and the same
 * rejections with their reasons and fixes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notifierFor } from '../server/bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../server/db/database.ts';
import { seedDemo } from '../server/db/seed.ts';
import type { Deps } from '../server/deps.ts';
import { createMailer } from '../server/domains/mail/mailer.ts';
import { createReadCaches } from '../server/lib/read-cache.ts';
import { createDiskStorage } from '../server/lib/storage.ts';
import { loadDemoTenant } from '../server/test/fixtures.ts';
import { openFreshPostgres, signIn, type TestDatabase, testConfig } from '../server/test/harness.ts';
import { plainSpaces } from '../shared/format.ts';
import type { SimulationResult, TSimulationRequest } from '../shared/schemas/simulation.ts';
import { runSimulateCli } from './lib/simulate-cli.ts';
import type { ComparedResult } from './lib/simulate-compare.ts';

const customer = { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1985-03-10', income: 30000 };
const CASES: Record<string, TSimulationRequest> = {
  Financing: { type: 'Financing', customer, assetValue: 500000, assetType: 'apartamento', operationValue: 350000, deadline: 360 },
  HomeEquity: { type: 'HomeEquity', customer: { ...customer, birthDate: '1975-03-10', income: 25000 }, assetValue: 600000, assetType: 'casa', operationValue: 300000, deadline: 180, gracePeriod: 60 },
  BestCar: { type: 'BestCar', customer: { ...customer, income: 15000 }, assetValue: 80000, assetType: 'veiculo_leve', operationValue: 50000, deadline: 48 },
  SimpleBest: { type: 'SimpleBest', customer: { ...customer, income: 15000 }, assetValue: 80000, assetType: 'veiculo_leve', operationValue: 40000, deadline: 36 },
  'Financing, company, commercial room': {
    type: 'Financing',
    forJuridicalPerson: true,
    customer: { name: 'Padaria Souza', document: '11.222.333/0001-81', income: 90000 },
    assetValue: 800000,
    assetType: 'sala',
    operationValue: 500000,
    deadline: 120,
  },
};

const repo = new URL('..', import.meta.url).pathname;
let dataDir: string;
let pg: TestDatabase | null = null;

const cliEnv = () => ({ ...process.env, DATABASE_URL: pg?.url ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

/** The CLI as an outside checker runs it, against this file's database. */
function npmCompare(input: unknown, args: string[] = []) {
  const r = spawnSync('npm', ['run', '--silent', 'simulate', '--', '--compare', ...args], { input: JSON.stringify(input), encoding: 'utf8', cwd: repo, env: cliEnv(), timeout: 90_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^npm warn.*\n/gm, '') };
}

/**
 * The same command in this process (scripts/simulate.ts is a thin wrapper around it): each run still opens and closes
 * the database, without the seconds of starting npm and tsx again.
 */
const compare = (input: unknown, args: string[] = []) => runSimulateCli(['--compare', ...args], async () => JSON.stringify(input), cliEnv());

/** The tRPC side on the same database: a broker of the demo company calling simulation.run. */
async function throughTrpc(handle: DatabaseHandle, cases: TSimulationRequest[]): Promise<SimulationResult[]> {
  const config = testConfig(dataDir, pg?.url);
  const log = pino({ level: 'silent' });
  const notifier = notifierFor(handle, log);
  const deps: Deps = {
    config,
    db: handle.db,
    driver: handle.driver,
    log,
    mailer: createMailer({ db: handle.db, log, smtpUrl: undefined, from: config.mailFrom }),
    storage: createDiskStorage(config.uploadsDir),
    notifier,
    caches: createReadCaches(notifier, log),
  };
  try {
    const demo = await loadDemoTenant(handle.db);
    const broker = await signIn(deps, demo.users.operator.email, demo.password);
    const out: SimulationResult[] = [];
    for (const c of cases) out.push(await broker.caller.simulation.run(c));
    return out;
  } finally {
    await deps.notifier.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(inject('runDir'), 'simulate-compare-'));
  if (process.env.DATABASE_URL) {
    pg = await openFreshPostgres(process.env.DATABASE_URL);
    await seedDemo(pg.handle.db);
    return;
  }
  // The embedded database in DATA_DIR, as the app keeps it: the run's migrated snapshot plus the demo tenant.
  const snapshot = new Blob([new Uint8Array(await readFile(inject('pgliteSnapshot')))], { type: 'application/x-gzip' });
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata'), loadDataDir: snapshot });
  try {
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}, 120_000);
afterAll(() => pg?.close());

describe('npm run --silent simulate -- --compare', () => {
  it('prints what simulation.run gives the screens, for one case per operation type, with each offer ranked', async () => {
    const names = Object.keys(CASES);
    // PGlite is one process at a time: every CLI run first, then the app on the same data directory. The first case
    // goes through `npm run` as the contract says, the others through the same command in this process.
    const cli: ComparedResult[] = [];
    for (const [k, name] of names.entries()) {
      const r = k === 0 ? npmCompare(CASES[name]) : await compare(CASES[name]);
      expect(r.stderr, name).toBe('');
      expect(r.code, name).toBe(0);
      cli.push(JSON.parse(r.stdout) as ComparedResult);
    }
    const handle = pg?.handle ?? (await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') }));
    try {
      // The CLI prints plain spaces where the screens keep "R$" and the amount together (U+00A0, shared/format.ts).
      const screens = (await throughTrpc(handle, Object.values(CASES))).map((r) => JSON.parse(plainSpaces(JSON.stringify(r))) as SimulationResult);
      for (const [k, name] of names.entries()) {
        const { eligible, ...rest } = cli[k];
        const { eligible: screenEligible, ...screenRest } = screens[k];
        expect(rest, name).toEqual(screenRest);
        expect(
          eligible.map((o) => o.rank),
          name,
        ).toEqual(eligible.map((_, j) => j + 1));
        expect(
          eligible.map(({ rank: _rank, ...o }) => o),
          name,
        ).toEqual(screenEligible);
        expect(eligible.length + rest.ineligible.length, name).toBeGreaterThan(0);
      }
      // The cases are worth comparing: offers and rejections with reasons on both sides.
      expect(cli.some((r) => r.eligible.length > 1)).toBe(true);
      expect(cli.some((r) => r.ineligible.some((i) => i.reasons.length > 0))).toBe(true);
    } finally {
      if (!pg) await handle.close();
    }
  }, 240_000);

  it('lists every bank that does not fit among the rejections, with its pt-BR reason', async () => {
    const run = async (input: TSimulationRequest) => {
      const r = await compare(input);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      return JSON.parse(r.stdout) as ComparedResult;
    };
    // A factory: no real-estate bank of the demo catalogue takes one.
    const factory = await run({ ...CASES.Financing, assetType: 'fabrica' });
    expect(factory.eligible).toEqual([]);
    expect(factory.ineligible.length).toBeGreaterThan(3);
    for (const i of factory.ineligible) {
      expect(i.reasons.map((r) => r.message)).toContain('banco não aceita este tipo de imóvel: fábrica; aceita apenas casa, sala comercial, galpão, apartamento, terreno e terreno em condomínio');
    }
    // A company buying a commercial room: the SFH products that take companies refuse it; the SFI one is offered.
    const room = await run(CASES['Financing, company, commercial room']);
    expect(room.eligible.map((o) => `${o.bank.name} — ${o.productName}`)).toEqual(['Santander — Crédito Imobiliário']);
    expect(room.ineligible.find((i) => i.bank.name === 'Itaú Unibanco')?.reasons.map((r) => r.message)).toEqual([
      'o SFH é só para pessoa física: para pessoa jurídica, escolha um produto SFI',
      'o SFH é só para imóvel residencial (tipo do imóvel: sala comercial): escolha um produto SFI',
    ]);
    // Asked to finance the expenses: Banco Inter, which does not, is refused rather than ranked on a CET without them.
    const expenses = await run({ ...CASES.Financing, isFinancingExpensesRequired: true });
    expect(expenses.eligible.some((o) => o.bank.name === 'Banco Inter')).toBe(false);
    expect(expenses.ineligible.find((i) => i.bank.name === 'Banco Inter')?.reasons.map((r) => r.message)).toEqual([
      'banco não financia as despesas: desmarque "Financiar as despesas" para ver esta oferta, com as despesas pagas na assinatura',
    ]);
  }, 240_000);

  it.each([
    [{ ...CASES.Financing, deadline: 480 }, 'Erro: Prazo (deadline): O prazo máximo é de 420 meses'],
    [{ ...CASES.BestCar, operationValue: 999 }, 'Erro: Valor do crédito (operationValue): O valor mínimo é R$ 1.000,00'],
    [{ ...CASES.BestCar, customer: { ...customer, income: 'muita' } }, 'Erro: Renda (customer.income) é inválida'],
    [{ ...CASES.BestCar, typo: true }, 'Erro: campo desconhecido: typo'],
    [{ ...CASES.BestCar, type: 'Leasing' }, 'Erro: Tipo (type) é inválido'],
    [{ ...CASES.BestCar, type: undefined }, 'Erro: Tipo (type) é obrigatório'],
    [{ ...CASES.BestCar, cityPopulation: 1.5 }, 'Erro: População da cidade (cityPopulation) deve ser um número inteiro'],
    [[CASES.BestCar], 'Erro: o caso deve ser um objeto JSON (o mesmo que as telas de simulação enviam)'],
  ])('refuses a bad case in pt-BR naming the field once, exit 2: %j', async (input, message) => {
    const r = await compare(input);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(message);
  });

  it('names an unknown company, exit 2, through npm', () => {
    const r = npmCompare(CASES.BestCar, ['--company', 'Empresa Que Não Existe']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'Erro: empresa não encontrada: "Empresa Que Não Existe" (use --company "<nome da empresa>")\n' });
  }, 90_000);
});
