/**
 * R4 (docs/design/security.md), tRPC half: every procedure of the router (walked from `appRouter._def.procedures`, so a
 * new one is fuzzed without being listed) gets FUZZ_RUNS generated bad inputs through the real HTTP server — GET
 * ?input= for queries, POST for mutations, an event stream for subscriptions — as a role that may call it (each input
 * as the next allowed role in turn), or anonymously for public procedures. Every answer: no 5xx, the error shape with
 * pt-BR messages, the field named, nothing internal in the body (checks.ts).
 *
 *   npx vitest run --project integration server/test/fuzz          # 10 inputs per procedure (as in npm test)
 *   npm run test:fuzz                                               # 1,000 inputs per procedure (FUZZ_RUNS)
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../shared/options.ts';
import { appRouter } from '../../trpc/app-router.ts';
import { PROCEDURE_ACCESS, rolesAllowed } from '../procedure-access.ts';
import { isPlainObject, judge, Tally } from './checks.ts';
import { badInputsFor } from './from-schema.ts';
import { createFuzzStage, type FuzzStage, fuzzRuns, seedFor } from './fuzz-env.ts';
import { type ProcedureType, trpcHttp } from './http.ts';
import { transportJunk } from './transport-junk.ts';

interface ProcedureDef {
  _def: { type: ProcedureType; inputs: unknown[] };
}

/** Reads first, then writes, and the ones that delete, cancel or anonymise last: each finds the seeded rows intact. */
const DESTRUCTIVE = /\.(delete|cancel|anonymise\w*|changeStatus|removeLogo|requestErasure|requestMyErasure)$/;
const order = ([path, def]: [string, ProcedureDef]) => (def._def.type !== 'mutation' ? 0 : DESTRUCTIVE.test(path) ? 2 : 1);
const PROCEDURES = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures).sort((a, b) => order(a) - order(b) || a[0].localeCompare(b[0]));
const RUNS = fuzzRuns(10);
const tally = new Tally();
let stage: FuzzStage;
const relogins: Record<string, number> = {};

beforeAll(async () => {
  stage = await createFuzzStage();
}, 120_000);

afterAll(async () => {
  if (tally.rows.size) {
    console.log(tally.report(`R4 tRPC fuzz — ${RUNS} inputs per procedure (FUZZ_RUNS), seed ${process.env.FUZZ_SEED ?? 'default'}`));
    if (Object.keys(relogins).length) console.log(`sessions renewed after a 401: ${JSON.stringify(relogins)}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(tally.examples, null, 1));
  }
  await stage?.close();
});

const takesObject = (def: ProcedureDef) => (def._def.inputs[0] as { _zod?: { def: { type: string } } } | undefined)?._zod?.def.type === 'object';

describe('R4: 0 × 5xx for bad inputs to every tRPC procedure', () => {
  it('every procedure of the router has its access declared (server/test/procedure-access.ts)', () => {
    expect(PROCEDURES.map(([path]) => path).filter((p) => !(p in PROCEDURE_ACCESS))).toEqual([]);
  });

  for (const [path, def] of PROCEDURES) {
    it(
      path,
      async () => {
        const access = PROCEDURE_ACCESS[path];
        expect(access, `${path} is missing from PROCEDURE_ACCESS`).toBeDefined();
        const callers: (RoleKey | null)[] = access === 'public' ? [null] : rolesAllowed(access);
        const arbitrary = fc.oneof({ arbitrary: badInputsFor(def._def.inputs[0], stage.pool, path).map((input) => ({ input, raw: undefined })), weight: 19 }, { arbitrary: transportJunk, weight: 1 });
        const started = performance.now();
        const inputs = fc.sample(arbitrary, { numRuns: RUNS, seed: seedFor(path) });
        const bad: string[] = [];
        for (const [i, { input, raw }] of inputs.entries()) {
          const role = callers[i % callers.length];
          const answer = await trpcHttp(stage.http.baseUrl, path, def._def.type, input, { token: role ? stage.tokens[role] : undefined, raw });
          const verdict = judge(answer, { transport: 'trpc', objectInput: raw === undefined && takesObject(def) && isPlainObject(input) });
          tally.add(path, verdict, raw ?? input, answer);
          if (verdict.problems.length && bad.length < 5) bad.push(`${verdict.problems.join('; ')} ← ${JSON.stringify(raw ?? input)?.slice(0, 200)} → ${answer.text.slice(0, 300)}`);
          // A session ends only by logging out; renew it so the next inputs still reach the procedure.
          if (role && (answer.status === 401 || (path === 'auth.logout' && answer.status === 200))) {
            relogins[path] = (relogins[path] ?? 0) + 1;
            await stage.relogin(role);
          }
        }
        tally.millis.set(path, performance.now() - started);
        expect(bad, `${path}: answers with problems`).toEqual([]);
      },
      Math.max(60_000, RUNS * 400),
    );
  }

  it('a session ends only when the procedure is auth.logout', () => {
    expect(Object.keys(relogins).filter((p) => p !== 'auth.logout')).toEqual([]);
  });
});
