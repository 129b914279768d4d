/**
 * `npm run test:load` — R1 of docs/design/security.md: 50 virtual users × 200 mixed operations over 3 tenants against
 * the real server on PostgreSQL (a fresh database on DATABASE_URL's server, or a throwaway cluster when it is unset).
 * Prints the figures and PASS/FALHA per criterion in pt-BR; exits 1 on any failure. Options: --users N --ops N --seed
 * N.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { cents, ms, n, printCriteria, printLatencies } from './lib/report.ts';
import { latencySummary, runLoadProof } from './load-proof.ts';

const { values } = parseArgs({ options: { users: { type: 'string', default: '50' }, ops: { type: 'string', default: '200' }, seed: { type: 'string', default: '7' } } });
const users = Number(values.users);
const ops = Number(values.ops);

console.log(`R1 — carga: ${users} usuários virtuais × ${ops} operações mistas em 3 empresas (Node ${process.version}, ${os.cpus().length} CPUs)`);
try {
  const result = await runLoadProof({ users, opsPerUser: ops, seed: Number(values.seed), database: 'postgres', progress: (m) => console.log(`  … ${m}`) });
  const lat = latencySummary(result.calls);
  const byStatus = new Map<string, number>();
  for (const c of result.calls) byStatus.set(String(c.status), (byStatus.get(String(c.status)) ?? 0) + 1);
  console.log(`\nBanco: ${result.databaseDescription}`);
  console.log(`Requisições: ${n(result.calls.length)} em ${result.seconds.toFixed(1)} s (${n(result.calls.length / result.seconds)} req/s); p50 ${ms(lat.p50)}, p95 ${ms(lat.p95)}`);
  const mem = result.memory;
  console.log(`Memória do servidor (RSS, ${mem.server}): em repouso ${mem.idleMb.toFixed(0)} MB; sob a carga pico ${mem.peakMb.toFixed(0)} MB, no fim ${mem.endMb.toFixed(0)} MB`);
  console.log(
    `Por status: ${[...byStatus.entries()]
      .sort()
      .map(([s, c]) => `${s}: ${n(c)}`)
      .join(', ')}`,
  );
  printLatencies(lat.byOp);
  console.log('\nPor empresa (confirmados pelo servidor → gravados):');
  for (const t of result.tenants) {
    console.log(`  ${t.name}: ${n(t.createsAcked)} negócios (${cents(t.centsSent)}), ${n(t.commentsAcked)} comentários, ${n(t.uploadsAcked)} documentos`);
  }
  const ok = printCriteria('R1 — critérios:', result.criteria);
  console.log(`\nR1 ${ok ? 'PASS' : 'FALHA'}`);
  process.exit(ok ? 0 : 1);
} catch (err) {
  console.error(`\nR1 FALHA: a prova não terminou — ${(err as Error).stack ?? err}`);
  process.exit(1);
}
