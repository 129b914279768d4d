/**
 * `npm run test:faults` — R2 and R3 of docs/design/security.md against the real server (a child process) on PostgreSQL:
 *  - R2: kill -9 at random points during 1,000 writes, restarted each time; acknowledged writes all present, no deal
 *    half-written, orphan files removed by the clean-up job (fresh database on DATABASE_URL's server, or a throwaway
 *    cluster).
 *  - R3: PostgreSQL stopped under load (a throwaway cluster of its own, always): 503 within 10 s, /readyz 503, recovery
 *    without restarting the app.
 * Prints the figures and PASS/FALHA per criterion in pt-BR; exits 1 on any failure.
 * Options: --writes N --kills N --writers N --clients N --outage-seconds N --only r2|r3.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runCrashProof } from './crash-proof.ts';
import { ms, n, percentile, printCriteria, s } from './lib/report.ts';
import { runOutageProof } from './outage-proof.ts';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    kills: { type: 'string', default: '5' },
    writers: { type: 'string', default: '8' },
    clients: { type: 'string', default: '8' },
    'outage-seconds': { type: 'string', default: '12' },
    only: { type: 'string' },
  },
});
const progress = (m: string) => console.log(`  … ${m}`);
const verdicts: [string, boolean][] = [];
console.log(`Provas de falha (Node ${process.version}, ${os.cpus().length} CPUs)`);

if (values.only !== 'r3') {
  console.log(`\nR2 — kill -9 do servidor durante ${n(Number(values.writes))} escritas (${values.kills} vezes, ${values.writers} clientes)`);
  try {
    const r = await runCrashProof({ writes: Number(values.writes), kills: Number(values.kills), writers: Number(values.writers), progress });
    const count = (outcome: string, kind?: string) => n(r.records.filter((w) => w.outcome === outcome && (!kind || w.kind === kind)).length);
    console.log(`\nBanco: ${r.databaseDescription}`);
    console.log(
      `Escritas: ${n(r.records.length)} — confirmadas ${count('acked')} (negócios ${count('acked', 'create')}, comentários ${count('acked', 'comment')}, documentos ${count('acked', 'upload')}), sem resposta (conexão cortada) ${count('unknown')}, recusadas na porta (servidor fora) ${count('refused')}`,
    );
    console.log(`Reinícios: ${r.kills.map((k) => s(k.restartMs)).join(', ')}; arquivos órfãos antes da limpeza: ${n(r.orphansBefore)}`);
    verdicts.push(['R2', printCriteria('R2 — critérios:', r.criteria)]);
  } catch (err) {
    console.error(`R2 FALHA: a prova não terminou — ${(err as Error).stack ?? err}`);
    verdicts.push(['R2', false]);
  }
}

if (values.only !== 'r2') {
  console.log(`\nR3 — PostgreSQL parado sob carga (${values.clients} clientes, ${values['outage-seconds']} s fora)`);
  try {
    const r = await runOutageProof({ clients: Number(values.clients), outageMs: Number(values['outage-seconds']) * 1000, steadyMs: 3000, progress });
    const down = r.samples.filter((c) => c.phase === 'down');
    console.log(`\nRequisições: ${n(r.samples.length)} (${n(down.length)} com o banco fora); pg_ctl stop ${ms(r.stopMs)}, pg_ctl start ${ms(r.startMs)}`);
    console.log(
      `Falhas durante a queda: p50 ${ms(
        percentile(
          down.map((c) => c.ms),
          50,
        ),
      )}, p95 ${ms(
        percentile(
          down.map((c) => c.ms),
          95,
        ),
      )}, máx ${ms(Math.max(0, ...down.map((c) => c.ms)))}`,
    );
    console.log(`Tempo de recuperação (PostgreSQL aceitando conexões → todos os tipos de requisição OK): ${r.recoveryMs === null ? '—' : s(r.recoveryMs)}`);
    verdicts.push(['R3', printCriteria('R3 — critérios:', r.criteria)]);
  } catch (err) {
    console.error(`R3 FALHA: a prova não terminou — ${(err as Error).stack ?? err}`);
    verdicts.push(['R3', false]);
  }
}

console.log(`\n${verdicts.map(([name, ok]) => `${name} ${ok ? 'PASS' : 'FALHA'}`).join(' · ')}`);
process.exit(verdicts.every(([, ok]) => ok) ? 0 : 1);
