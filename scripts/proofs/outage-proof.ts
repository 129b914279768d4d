/**
 * R3 (docs/design/security.md): the database stops under load (`pg_ctl stop -m fast` on a cluster of our own) while
 * clients keep calling the running server. Pass: every request during the outage fails fast with 503
 * SERVICE_UNAVAILABLE_ERROR (none waits 10 s), /readyz answers 503; once PostgreSQL is back the same requests succeed
 * again and live-board events flow again, with the same server process (no restart).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { ApiClient, type Call } from './lib/api-client.ts';
import { type AppServer, keepOrRemove, startAppServer } from './lib/app-server.ts';
import { openEventStream } from './lib/event-stream.ts';
import { type ProofDatabase, provisionDatabase, startCluster, stopCluster } from './lib/proof-database.ts';
import { type Criterion, ms, n, percentile, s } from './lib/report.ts';
import { creditCents, dealInput, rng, simulationInput } from './lib/workload.ts';

export interface OutageOptions {
  clients: number;
  /** How long PostgreSQL stays down. */
  outageMs: number;
  /** Load before the stop, and after the recovery. */
  steadyMs: number;
  progress?: (message: string) => void;
}

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';

export interface Sample extends Call {
  phase: Phase;
}

export interface OutageResult {
  samples: Sample[];
  readyz: Sample[];
  stopMs: number;
  startMs: number;
  /** From PostgreSQL accepting connections again to the first success of every kind of request. */
  recoveryMs: number | null;
  failuresAfterRecovery: Sample[];
  liveEventsBack: boolean;
  /** The stream opened before the outage got the "read again" event. */
  resynced: boolean;
  /** From PostgreSQL accepting connections to the old stream getting the "read again" event (LISTEN is back). */
  liveBackMs: number | null;
  newStreamWorks: boolean;
  restarts: number;
  criteria: Criterion[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KINDS = ['deals.list', 'pipelines.board', 'deals.create', 'deals.comment', 'user.authorized', 'simulation.run'] as const;
/** A failed request must answer within this (docs/design/security.md R3: 503 within 10 s, never hang). */
export const FAIL_FAST_MS = 10_000;

export async function runOutageProof(opts: OutageOptions): Promise<OutageResult> {
  const say = opts.progress ?? (() => undefined);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'credito-queda-'));
  let database: ProofDatabase | undefined;
  let server: AppServer | undefined;
  const streams: { close(): void }[] = [];
  try {
    // Our own cluster, always: stopping DATABASE_URL's server would stop everyone else's tests.
    database = await provisionDatabase({ ownCluster: true, label: 'queda' });
    const cluster = database.cluster!;
    say(`banco: ${database.description}; iniciando o servidor…`);
    const app = await startAppServer({ dataDir: path.join(runDir, 'data'), databaseUrl: database.url, logFile: path.join(runDir, 'server.log') });
    server = app;
    const pid = app.pid();

    let phase: Phase = 'before';
    const samples: Sample[] = [];
    const readyz: Sample[] = [];
    const clients = Array.from({ length: opts.clients }, () => new ApiClient(app.url, { timeoutMs: 30_000 }));
    for (const c of clients) if (!(await c.login('admin@demo.com.br', DEMO_PASSWORD)).data) throw new Error('login falhou');
    const dealIds: string[] = [];
    const seed = await clients[0].mutation<{ id: string }>('deals.create', dealInput(rng(1), 'R3 semente', creditCents(rng(2))));
    if (!seed.data) throw new Error(`criação inicial falhou: ${seed.status}`);
    dealIds.push(seed.data.id);
    const board = openEventStream(app.url, clients[0].token!, 'realty-financing');
    streams.push(board);
    await board.opened;

    let running = true;
    const loop = async (client: ApiClient, i: number) => {
      const random = rng(300 + i);
      for (let k = i; running; k++) {
        const kind = KINDS[k % KINDS.length];
        const at = phase;
        const call: Call =
          kind === 'deals.list'
            ? await client.query('deals.list', { owner: 'all' })
            : kind === 'pipelines.board'
              ? await client.query('pipelines.board', { pipeline: 'realty-financing', owner: 'all' })
              : kind === 'deals.create'
                ? await client.mutation<{ id: string }>('deals.create', dealInput(random, `R3 c${i} #${k}`, creditCents(random)))
                : kind === 'deals.comment'
                  ? await client.mutation('deals.comment', { id: dealIds[k % dealIds.length], comment: `R3 c${i} #${k}` })
                  : kind === 'user.authorized'
                    ? await client.get('user.authorized', '/api/v1/user/authorized')
                    : await client.postQuery('simulation.run', simulationInput(random));
        if (kind === 'deals.create' && call.data) dealIds.push((call.data as { id: string }).id);
        samples.push({ ...call, phase: at });
        await sleep(20);
      }
    };
    const probe = async () => {
      const c = new ApiClient(app.url, { timeoutMs: 30_000 });
      while (running) {
        const at = phase;
        readyz.push({ ...(await c.get('readyz', '/readyz')), phase: at });
        await sleep(250);
      }
    };
    const load = Promise.all([...clients.map((c, i) => loop(c, i)), probe()]);
    const stopLoad = async () => {
      running = false;
      await load;
    };

    // The outage itself: steady load, stop, down, start, recovery, then the live-board checks.
    const timeline = async () => {
      await sleep(opts.steadyMs);
      say('parando o PostgreSQL (pg_ctl stop -m fast) com a carga em andamento…');
      phase = 'stopping';
      const stopBeganAt = performance.now();
      let t = stopBeganAt;
      await stopCluster(cluster, 'fast');
      const stopMs = performance.now() - t;
      phase = 'down';
      await sleep(opts.outageMs);
      say(`PostgreSQL parado por ${s(opts.outageMs)}; iniciando de novo…`);
      phase = 'starting';
      const startBeganAt = performance.now();
      t = startBeganAt;
      await startCluster(cluster);
      const startMs = performance.now() - t;
      const upAt = performance.now();
      phase = 'after';
      // Recovered: every kind of request has succeeded again; then the same load keeps running for a while.
      let recoveryMs: number | null = null;
      while (performance.now() - upAt < 30_000) {
        const ok = KINDS.every((k) => samples.some((c) => c.op === k && c.startedAt >= upAt && c.status >= 200 && c.status < 300));
        if (ok) {
          recoveryMs = Math.max(...KINDS.map((k) => Math.min(...samples.filter((c) => c.op === k && c.startedAt >= upAt && c.status < 300 && c.status >= 200).map((c) => c.startedAt + c.ms)))) - upAt;
          break;
        }
        await sleep(50);
      }
      const recoveredAt = upAt + (recoveryMs ?? 30_000);
      await sleep(opts.steadyMs);

      // Live boards: the stream opened before the outage is told to read the board again (it missed the outage's
      // changes), and hears changes committed after the recovery; a stream opened now works too.
      const resyncAt = await board.waitFor('resync', 10_000);
      const resynced = resyncAt !== null;
      const liveBackMs = resyncAt === null ? null : resyncAt - upAt;
      const live = await clients[0].mutation<{ id: string }>('deals.create', { ...dealInput(rng(3), 'R3 ao vivo', creditCents(rng(4))), operationType: 'Financing' });
      const liveEventsBack = resynced && !!live.data && (await board.waitFor(live.data.id, 5000)) !== null;
      const fresh = openEventStream(app.url, clients[0].token!, 'realty-financing');
      streams.push(fresh);
      const newStreamWorks = await fresh.opened.then(
        async () => {
          await sleep(300);
          const again = await clients[0].mutation<{ id: string }>('deals.create', { ...dealInput(rng(5), 'R3 ao vivo 2', creditCents(rng(6))), operationType: 'Financing' });
          return !!again.data && (await fresh.waitFor(again.data.id, 5000)) !== null;
        },
        () => false,
      );
      return { stopBeganAt, startBeganAt, stopMs, startMs, recoveryMs, recoveredAt, liveEventsBack, resynced, liveBackMs, newStreamWorks };
    };
    let outcome: Awaited<ReturnType<typeof timeline>>;
    try {
      outcome = await timeline();
    } finally {
      // Also when a step failed: the clients stop before the server and the cluster go.
      await stopLoad();
    }
    const { stopBeganAt, startBeganAt, stopMs, startMs, recoveryMs, recoveredAt, liveEventsBack, resynced, liveBackMs, newStreamWorks } = outcome;
    // A request belongs to the phase it lived through: one still on the wire when the stop (or the start) began is
    // part of that transition, whatever it answers, as long as it answers fast.
    for (const c of [...samples, ...readyz]) {
      const endedAt = c.startedAt + c.ms;
      if (c.phase === 'before' && endedAt > stopBeganAt) c.phase = 'stopping';
      if (c.phase === 'down' && endedAt > startBeganAt) c.phase = 'starting';
    }

    const failuresAfterRecovery = samples.filter((c) => c.phase === 'after' && c.startedAt >= recoveredAt && !(c.status >= 200 && c.status < 300));
    const restarts = app.starts() - 1 + (app.pid() === pid && app.alive() ? 0 : 1);
    const result = { samples, readyz, stopMs, startMs, recoveryMs, failuresAfterRecovery, liveEventsBack, resynced, liveBackMs, newStreamWorks, restarts };
    return { ...result, criteria: outageCriteria(result) };
  } finally {
    for (const st of streams) st.close();
    await server?.stop().catch(() => undefined);
    await database?.close().catch((err) => console.error('falha ao remover o banco da prova:', err));
    keepOrRemove(runDir);
  }
}

function outageCriteria(r: Omit<OutageResult, 'criteria'>): Criterion[] {
  const before = r.samples.filter((c) => c.phase === 'before');
  const down = r.samples.filter((c) => c.phase === 'down');
  const transition = r.samples.filter((c) => c.phase === 'stopping' || c.phase === 'down' || c.phase === 'starting');
  const failedSlow = transition.filter((c) => !(c.status >= 200 && c.status < 300) && (c.ms >= FAIL_FAST_MS || c.status === 0));
  const is503 = (c: Call) => c.status === 503 && c.errorType === 'SERVICE_UNAVAILABLE_ERROR';
  // With the database down nothing can succeed; while it stops or starts a request may still succeed, or fail with 503.
  const not503 = [...down.filter((c) => !is503(c)), ...transition.filter((c) => c.phase !== 'down' && !(c.status >= 200 && c.status < 300) && !is503(c))];
  const failedMs = transition.filter((c) => c.status >= 300 || c.status === 0).map((c) => c.ms);
  const readyDown = r.readyz.filter((c) => c.phase === 'down');
  const statuses = (list: Call[]) => [...new Set(list.map((c) => `${c.op} ${c.status}${c.errorType ? ` ${c.errorType}` : ''}${c.failure ? ` ${c.failure}` : ''}`))].slice(0, 5).join(', ');
  return [
    {
      label: 'antes da queda, tudo responde 2xx',
      pass: before.length > 0 && before.every((c) => c.status >= 200 && c.status < 300),
      detail: `${n(before.length)} requisições${before.some((c) => c.status >= 300 || c.status === 0) ? ` (${statuses(before.filter((c) => c.status >= 300 || c.status === 0))})` : ''}`,
    },
    {
      label: 'durante a queda, toda requisição falha com 503 SERVICE_UNAVAILABLE_ERROR (na parada e na partida: 2xx ou 503)',
      pass: down.length > 0 && not503.length === 0,
      detail: `${n(down.length)} requisições com o banco fora, ${n(down.filter(is503).length)} × 503; ${n(transition.length - down.length)} na parada/partida; ${n(not503.length)} respostas erradas${not503.length ? ` (${statuses(not503)})` : ''}`,
    },
    {
      label: `falha rápida: nenhuma requisição espera ${FAIL_FAST_MS / 1000} s (nem trava)`,
      pass: failedSlow.length === 0 && failedMs.length > 0,
      detail: `latência das falhas: p50 ${ms(percentile(failedMs, 50))}, p95 ${ms(percentile(failedMs, 95))}, máx ${ms(Math.max(0, ...failedMs))}; ${n(failedSlow.length)} lentas ou sem resposta`,
    },
    {
      label: '/readyz responde 503 durante a queda',
      pass: readyDown.length > 0 && readyDown.every((c) => c.status === 503),
      detail: `${n(readyDown.length)} sondagens, ${n(readyDown.filter((c) => c.status === 503).length)} × 503`,
    },
    {
      label: 'recupera sem reiniciar o app: as mesmas requisições voltam a funcionar',
      pass: r.recoveryMs !== null && r.restarts === 0 && r.failuresAfterRecovery.length === 0,
      detail: `${r.recoveryMs === null ? 'não recuperou em 30 s' : `recuperado ${s(r.recoveryMs)} após o PostgreSQL voltar`}; ${n(r.failuresAfterRecovery.length)} falhas depois; reinícios do app: ${r.restarts}`,
    },
    {
      label: 'quadros ao vivo (LISTEN/NOTIFY) voltam sozinhos',
      pass: r.liveEventsBack && r.newStreamWorks,
      detail: `quadro aberto antes da queda: aviso para recarregar ${r.liveBackMs === null ? 'não' : `${s(r.liveBackMs)} após o PostgreSQL voltar`}, eventos novos ${r.liveEventsBack ? 'sim' : 'não'}; nova assinatura: ${r.newStreamWorks ? 'sim' : 'não'}`,
    },
  ];
}
