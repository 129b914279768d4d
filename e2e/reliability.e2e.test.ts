/**
 * The reliability proofs of docs/design/security.md, small enough for every `npm test` (the full figures come from
 * `npm run test:load` and `npm run test:faults`): the real server as a child process, driven over HTTP.
 * - R1 on whichever database the run uses (PGlite, or a fresh database on DATABASE_URL's server).
 * - R2 and R3 need a PostgreSQL server: they are part of the run on PostgreSQL only (the PGlite run has no database
 *   server to kill around or to stop), and R3 stops a throwaway cluster of its own, never DATABASE_URL's server.
 */
import { describe, expect, it } from 'vitest';
import { runCrashProof } from '../scripts/proofs/crash-proof.ts';
import type { Criterion } from '../scripts/proofs/lib/report.ts';
import { runLoadProof } from '../scripts/proofs/load-proof.ts';
import { runOutageProof } from '../scripts/proofs/outage-proof.ts';

const onPostgres = !!process.env.DATABASE_URL;
/** Each criterion with its figures, so a failure says which one and why. */
const verdicts = (criteria: Criterion[]) => criteria.map((c) => `${c.pass ? 'PASS' : 'FALHA'} ${c.label} — ${c.detail}`);
const failed = (criteria: Criterion[]) => verdicts(criteria).filter((v) => v.startsWith('FALHA'));

describe('provas de confiabilidade (versão curta)', () => {
  it(`R1: 6 usuários × 20 operações em 3 empresas (${onPostgres ? 'PostgreSQL' : 'PGlite'}) — 0 × 5xx, só 409 esperados, confirmados = linhas, centavos exatos`, async () => {
    const result = await runLoadProof({ users: 6, opsPerUser: 20, seed: 3, database: onPostgres ? 'postgres' : 'pglite' });
    console.log(verdicts(result.criteria).join('\n'));
    expect(failed(result.criteria)).toEqual([]);
    // The run did exercise every kind of write, in every tenant.
    expect(result.tenants).toHaveLength(3);
    expect(result.calls.length).toBeGreaterThanOrEqual(120);
    for (const op of ['deals.create', 'deals.move', 'deals.update', 'deals.comment', 'deals.uploadDocument', 'simulation.run']) {
      expect(result.calls.some((c) => c.op === op && c.status === 200)).toBe(true);
    }
  });

  if (onPostgres) {
    it('R2 (só PostgreSQL): kill -9 do servidor durante 150 escritas — confirmadas presentes, nada pela metade, órfãos limpos no início', async () => {
      const result = await runCrashProof({ writes: 150, kills: 1, writers: 4, seed: 5 });
      console.log(verdicts(result.criteria).join('\n'));
      expect(failed(result.criteria)).toEqual([]);
    });

    it('R3 (só PostgreSQL, cluster descartável próprio): banco parado sob carga — 503 em menos de 10 s, /readyz 503, recupera sem reiniciar', async () => {
      const result = await runOutageProof({ clients: 3, outageMs: 3000, steadyMs: 1000 });
      console.log(verdicts(result.criteria).join('\n'));
      expect(failed(result.criteria)).toEqual([]);
    });
  }
});
