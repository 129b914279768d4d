/**
 * The best-match call end to end over HTTP (tRPC simulation.run, a query sent by POST as the app's client sends it) on
 * a catalogue of 30 banks × 10 products, against an embedded database in a temp dir. Reports p50/p95 in milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { createLogger } from '../../server/lib/logger.ts';

export async function seedBenchCatalogue(db: Database, banks = 30, productsPerBank = 10): Promise<void> {
  for (let b = 0; b < banks; b++) {
    const bank = await db
      .insertInto('bank_partners')
      .values({
        name: `Banco Bench ${b + 1}`,
        number: String(900 + b).padStart(3, '0'),
        accepts_unregistered_property: b % 3 !== 0,
        analysis_without_docs: false,
        financing_expenses: true,
        average_sla_min: 10 + b,
        average_sla_max: 30 + b,
        grace_period: b % 4,
        income_commitment: '0.3000',
        max_applicants: 2 + (b % 3),
        min_city_population: 0,
        min_asset_value: '50000.00',
        min_credit_value: '30000.00',
        accept_juridical_person: b % 2 === 0,
        available_indexer_list: ['Fixa'],
        available_table_list: ['PRICE', 'SAC'],
        available_asset_type_list: ['casa', 'apartamento'],
        credit_score: 400 + b * 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: productsPerBank }, (_, p) => ({
      company_id: null,
      bank_partner_id: bank.id,
      name: `Home equity ${p + 1}`,
      segment: 'Real State',
      type: 'HomeEquity',
      fee: (0.009 + b * 0.0002 + p * 0.0003).toFixed(8),
      fee_type: 'monthly',
      table: p % 2 ? 'SAC' : 'PRICE',
      indexer: 'Fixa',
      insurer: 'default',
      administration_fee: '25.00',
      expense_type: 'percentage',
      expense_value_fixed: '0',
      expense_value_percentage: '0.020000',
      ltv: (0.5 + (p % 3) * 0.05).toFixed(4),
      approve_juridical_person: true,
      min_asset_value: '50000.00',
      min_credit_value: '30000.00',
      max_fee: '0.05000000',
      min_fee: '0.00100000',
      deadline_min: 24,
      deadline_max: 240,
      available_asset_type: ['casa', 'apartamento'],
      mip_rate: '0.00025000',
      dfi_rate: '0.00008000',
    }));
    await db.insertInto('products').values(rows).execute();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchBestMatchHttp(requests = 200): Promise<{ products: number; p50: number; p95: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credito-bench-sim-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: 'on', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const { deps, handle } = await bootstrap(config, createLogger('silent'));
  // Only the bench catalogue: the demo banks are switched off for this run.
  await handle.db.updateTable('bank_partners').set({ active: false }).execute();
  await seedBenchCatalogue(handle.db);
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40demo.com.br&password=Demo%4012345',
    });
    const token = ((await login.json()) as { accessData: { accessToken: string } }).accessData.accessToken;
    const body = JSON.stringify({
      json: {
        type: 'HomeEquity',
        customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 25000 },
        assetValue: 600000,
        operationValue: 300000,
        deadline: 180,
        isRegistered: true,
        numberOfAssociates: 1,
        gracePeriod: 0,
      },
    });
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/trpc/simulation.run`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
      const json = (await res.json()) as { result?: { data: { json: { eligible: unknown[]; ineligible: unknown[] } } } };
      if (!json.result) throw new Error(`simulation.run failed: ${JSON.stringify(json).slice(0, 300)}`);
      return { ms: performance.now() - started, products: json.result.data.json.eligible.length + json.result.data.json.ineligible.length };
    };
    for (let i = 0; i < 20; i++) await call();
    const times: number[] = [];
    let products = 0;
    for (let i = 0; i < requests; i++) {
      const r = await call();
      times.push(r.ms);
      products = r.products;
    }
    times.sort((a, b) => a - b);
    return { products, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    server.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchBestMatchHttp());
