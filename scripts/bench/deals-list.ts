/**
 * `deals.list` over HTTP (GET /trpc/deals.list, superjson input) on a real PostgreSQL, as a broker uses it: a page of
 * 20 of the whole company's deals (owner "all"), narrowed by a pipeline, a bank, a customer's name or CPF. Measured:
 *  - throughput with 10 requests in flight against an Express hello-world in the same process and loop;
 *  - p95 with `large` deals (100k) against `small` deals (1k): the same requests after seeding the difference.
 * Twice: as the app runs (its instance read caches on: the mix repeats, so after the first round every answer is a
 * cache hit, as a broker reopening a list gets) and with READ_CACHES=off (every request reads PostgreSQL: session,
 * count and page), so both the hot and the cold path are on record. The goal measures at 100k (docs/performance.md),
 * cold and hot, are also timed in rounds alternated with hello world (alternate below).
 * Before timing, every request's answer is compared with the original query (deals-list-check.ts): the same deals,
 * order and total. PostgreSQL: a fresh database on DATABASE_URL's server (dropped at the end), or a throwaway
 * cluster when unset.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { sql } from 'kysely';
import pg from 'pg';
import superjson from 'superjson';
import { createApp } from '../../server/app.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../server/db/seed.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { startThrowawayPostgres, stopThrowawayPostgres } from '../lib/throwaway-postgres.ts';
import { seedDeals } from '../seed-deals.ts';
import { checkAnswers, type ListRequest } from './deals-list-check.ts';
import { getOk, helloBaseline, percentile, type Timing, timeLoop } from './load.ts';

export interface DealsListSize {
  deals: number;
  /** One request at a time: latency without queueing. */
  sequential: Timing;
  /** `concurrency` in flight: throughput (and p95 with queueing). */
  concurrent: Timing;
  /** Sequential p50 of each filter of the mix, in the mix's order. */
  p50ByFilter: number[];
  /** The same with READ_CACHES=off: every answer read from PostgreSQL. */
  cold: { sequential: Timing; concurrent: Timing; p50ByFilter: number[] };
}

/** The list at 100k deals and hello world measured in alternating rounds, each round's ratio kept. */
export interface Alternated {
  /** All rounds of each side together: requests over the time they took. */
  listPerSecond: number;
  helloPerSecond: number;
  /** List ÷ hello world of each round, in order. */
  ratios: number[];
  requestsPerRound: { list: number; hello: number };
}

export interface DealsListBench {
  small: DealsListSize;
  large: DealsListSize;
  hello: Timing;
  /** The goal measures of the list, cold (READ_CACHES=off) and as the app runs (docs/performance.md): alternated with
   * hello world, round by round. */
  coldAlternated: Alternated;
  hotAlternated: Alternated;
  /** tRPC auth.me on the same server and database: what any authenticated call costs. */
  authMe: Timing;
  requests: number;
  concurrency: number;
  /** Seconds taken to seed the large data set's extra deals. */
  seedSeconds: number;
  /** The filters of the request mix, in the order they rotate. */
  mix: string[];
}

const ROUNDS = 6;
/** Requests per round of each side: about the same time for both (hello world answers ~8× as fast as the cold list and
 * ~3× as fast as the cached one), so that a pause of the machine or a garbage collection weighs on each side as much as
 * on the other. */
const PER_ROUND = { cold: { list: 300, hello: 2_400 }, hot: { list: 800, hello: 2_400 } };

/** One request of the mix at a time, in rotation, on the given app (its own session). */
async function listMix(db: Database, base: string): Promise<() => Promise<void>> {
  const auth = { authorization: `Bearer ${await login(base)}` };
  const urls = (await requestMix(db)).map((m) => listUrl(base, m.input));
  let i = 0;
  return () => getOk(urls[i++ % urls.length], auth);
}

/**
 * The list and its baseline in alternating rounds (the order swapped every round), the same client, loop and
 * concurrency: this machine's speed drifts within a run (hello world from 1,444 to 2,684 req/s between two runs a few
 * minutes apart, docs/performance.md "Quarta passagem"), and two figures measured minutes apart carry that drift into
 * their ratio. Each round's ratio compares the two under the same conditions.
 */
async function alternate(list: () => Promise<void>, hello: () => Promise<void>, concurrency: number, perRound: { list: number; hello: number }): Promise<Alternated> {
  await timeLoop(100, concurrency, list);
  await timeLoop(1_000, concurrency, hello);
  const ratios: number[] = [];
  let listMs = 0;
  let helloMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const timeList = () => timeLoop(perRound.list, concurrency, list);
    const timeHello = () => timeLoop(perRound.hello, concurrency, hello);
    // The order swapped every round: neither side always runs right after the other.
    const first = round % 2 === 0 ? await timeList() : undefined;
    const h = await timeHello();
    const l = first ?? (await timeList());
    ratios.push(l.perSecond / h.perSecond);
    listMs += (perRound.list / l.perSecond) * 1000;
    helloMs += (perRound.hello / h.perSecond) * 1000;
  }
  return { listPerSecond: (ROUNDS * perRound.list * 1000) / listMs, helloPerSecond: (ROUNDS * perRound.hello * 1000) / helloMs, ratios, requestsPerRound: perRound };
}

interface Target {
  url: string;
  close(): Promise<void>;
}

/** A database of our own: a fresh one on DATABASE_URL's server, or a throwaway cluster. */
export async function benchDatabase(): Promise<Target> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const cluster = await startThrowawayPostgres();
    return { url: cluster.url, close: async () => stopThrowawayPostgres(cluster.dir) };
  }
  const name = `credito_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    close: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
    },
  };
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** The request mix a broker produces on the deals list (owner "all" = the whole visible company). */
async function requestMix(db: Database): Promise<{ label: string; input: ListRequest }[]> {
  // The bank with most deals; the names and CPF digits are ones the seed gives to a few customers (as a broker
  // looks for one person), so the searches stay as selective as real ones whatever the data set's size.
  const bank = await db.selectFrom('deals').select('bank_partner_id').where('bank_partner_id', 'is not', null).groupBy('bank_partner_id').orderBy(sql`count(*)`, 'desc').executeTakeFirstOrThrow();
  const bankPartnerId = bank.bank_partner_id!;
  return [
    { label: 'todos (página 1)', input: { owner: 'all' } },
    { label: 'quadro', input: { owner: 'all', pipeline: 'financiamento-imobiliario' } },
    { label: 'quadro + banco', input: { owner: 'all', pipeline: 'home-equity', bankPartnerId } },
    { label: 'busca por nome', input: { owner: 'all', search: 'Helena Rocha' } },
    { label: 'quadro + busca', input: { owner: 'all', pipeline: 'financiamento-de-veiculos', search: 'Mariana Costa' } },
    { label: 'banco, página 3', input: { owner: 'all', bankPartnerId, page: 3 } },
    { label: 'busca por CPF', input: { owner: 'all', search: '700.001.2' } },
    { label: 'quadro, página 2', input: { owner: 'all', pipeline: 'credito-com-garantia-de-veiculo', page: 2 } },
  ];
}

const listUrl = (base: string, input: ListRequest) => `${base}/trpc/deals.list?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ page: 1, size: 20, ...input })))}`;

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'admin@demo.com.br', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { accessData?: { accessToken: string } };
  if (!body.accessData) throw new Error(`login → ${res.status}`);
  return body.accessData.accessToken;
}

export async function benchDealsList(opts: { small?: number; large?: number; requests?: number; sequential?: number; concurrency?: number } = {}): Promise<DealsListBench> {
  const { small = 1_000, large = 100_000, requests = 1_000, sequential = 200, concurrency = 10 } = opts;
  const database = await benchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-deals-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, DEMO_SEED: 'on', LOG_LEVEL: 'silent', PORT: '0' });
  let handle: Awaited<ReturnType<typeof bootstrap>>['handle'] | undefined;
  const servers: Server[] = [];
  try {
    const booted = await bootstrap(config, createLogger('silent'));
    handle = booted.handle;
    const db = handle.db;
    const app = await listen(createApp(booted.deps, { clientDir: path.join(dataDir, 'no-client') }));
    // The same app on the same database with READ_CACHES=off (a Deps of its own, whose reads bypass deps.caches).
    const coldApp = await listen(createApp({ ...booted.deps, config: { ...booted.deps.config, readCaches: false } }, { clientDir: path.join(dataDir, 'no-client') }));
    const helloApp = express();
    helloApp.get('/hello', (_req, res) => {
      res.json({ hello: 'world' });
    });
    const hello = await listen(helloApp);
    servers.push(app.server, coldApp.server, hello.server);

    const settle = async () => {
      // Autovacuum would otherwise run at a random moment of the measurement (the tables the seed filled, and those the
      // database keeps from them: the list counts and the search keys).
      await sql`vacuum analyze deals, customers, deal_associates, deal_events, deal_list_counts, deal_search_keys`.execute(db);
      // And so would the checkpoint writing out the seed's pages (~100k rows): done now, not while the requests are
      // timed. Needs a superuser or pg_checkpoint (the throwaway cluster is; a given server may not be).
      await sql`checkpoint`.execute(db).catch(() => undefined);
    };
    const company = await db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
    const measureOn = async (base: string) => {
      const auth = { authorization: `Bearer ${await login(base)}` };
      const mix = (await requestMix(db)).map((m) => ({ ...m, url: listUrl(base, m.input) }));
      const urls = mix.map((m) => m.url);
      await checkAnswers(db, company.id, mix, auth);
      await timeLoop(100, concurrency, (i) => getOk(urls[i % urls.length], auth));
      // One at a time, remembering which filter each sample was, for the per-filter medians.
      const byFilter: number[][] = urls.map(() => []);
      const seq = await timeLoop(sequential, 1, async (i) => {
        const t = performance.now();
        await getOk(urls[i % urls.length], auth);
        byFilter[i % urls.length].push(performance.now() - t);
      });
      const conc = await timeLoop(requests, concurrency, (i) => getOk(urls[i % urls.length], auth));
      return { sequential: seq, concurrent: conc, p50ByFilter: byFilter.map((v) => percentile(v, 50)) };
    };
    const measure = async (deals: number): Promise<DealsListSize> => ({ deals, ...(await measureOn(app.url)), cold: await measureOn(coldApp.url) });

    await seedDeals(db, { count: small, seed: 0.42 });
    await settle();
    const smallResult = await measure(small);
    const seeded = await seedDeals(db, { count: large - small, seed: 0.43 });
    await settle();
    const largeResult = await measure(large);
    // References in the same process and loop: the bare HTTP stack, and the lightest authenticated tRPC call.
    const helloUrl = `${hello.url}/hello`;
    const helloTiming = await helloBaseline(helloUrl, concurrency);
    const helloOnce = () => getOk(helloUrl);
    const coldAlternated = await alternate(await listMix(db, coldApp.url), helloOnce, concurrency, PER_ROUND.cold);
    const hotAlternated = await alternate(await listMix(db, app.url), helloOnce, concurrency, PER_ROUND.hot);
    const meAuth = { authorization: `Bearer ${await login(app.url)}` };
    await timeLoop(100, concurrency, () => getOk(`${app.url}/trpc/auth.me`, meAuth));
    const me = await timeLoop(requests, concurrency, () => getOk(`${app.url}/trpc/auth.me`, meAuth));
    return {
      small: smallResult,
      large: largeResult,
      hello: helloTiming,
      coldAlternated,
      hotAlternated,
      authMe: me,
      requests,
      concurrency,
      seedSeconds: seeded.seconds,
      mix: (await requestMix(db)).map((m) => m.label),
    };
  } finally {
    for (const s of servers) await close(s);
    await handle?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchDealsList(), null, 2));
