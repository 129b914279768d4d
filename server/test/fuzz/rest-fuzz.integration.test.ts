/**
 * R4 (docs/design/security.md), REST half: every path of the REST adapter gets FUZZ_RUNS generated bad requests through
 * the real HTTP server — malformed path parameters and query strings, JSON, form and multipart bodies shaped by the
 * procedure behind the path, oversized and mistyped files, raw junk — as a role that may call it (anonymously
 * for public paths). Same verdict as the tRPC half: no 5xx, the spec's error shape in pt-BR, nothing internal.
 */
import { writeFileSync } from 'node:fs';
import type { Router } from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../shared/options.ts';
import { createRestRouter } from '../../rest/rest.router.ts';
import { rolesAllowed } from '../procedure-access.ts';
import { isPlainObject, judge, Tally } from './checks.ts';
import { createFuzzStage, type FuzzStage, fuzzRuns, seedFor } from './fuzz-env.ts';
import { restHttp } from './http.ts';
import { bodyArbitrary, pathArbitrary, queryArbitrary, REST_ROUTES, routeAccess, routeName } from './rest-routes.ts';

const RUNS = fuzzRuns(25);
const tally = new Tally();
let stage: FuzzStage;
const relogins: Record<string, number> = {};

beforeAll(async () => {
  stage = await createFuzzStage();
}, 120_000);

afterAll(async () => {
  if (tally.rows.size) {
    console.log(tally.report(`R4 REST fuzz — ${RUNS} requests per path (FUZZ_RUNS), seed ${process.env.FUZZ_SEED ?? 'default'}`, 'paths'));
    if (Object.keys(relogins).length) console.log(`sessions renewed after a 401: ${JSON.stringify(relogins)}`);
    if (process.env.FUZZ_REPORT) writeFileSync(`${process.env.FUZZ_REPORT}.rest.json`, JSON.stringify(tally.examples, null, 1));
  }
  await stage?.close();
});

/** `METHOD path` of every route the adapter registers (Express 5 router stack; the payment sub-router by hand). */
function registeredPaths(router: Router): string[] {
  const out: string[] = [];
  for (const layer of router.stack as unknown as { route?: { path: string | string[]; methods: Record<string, boolean> } }[]) {
    if (!layer.route) continue;
    // `_all`: the answer of 405 to the other methods of a path (rest.integration.test.ts), not a path of its own.
    for (const p of [layer.route.path].flat()) for (const m of Object.keys(layer.route.methods)) if (m !== '_all') out.push(`${m.toUpperCase()} ${p}`);
  }
  return [...out, 'POST /payment/tokenize'];
}

describe('R4: 0 × 5xx for bad requests to every REST path', () => {
  it('every path of the REST adapter is fuzzed (server/test/fuzz/rest-routes.ts)', () => {
    const listed = new Set(REST_ROUTES.map(routeName));
    expect(registeredPaths(createRestRouter(stage.env.deps)).filter((p) => !listed.has(p))).toEqual([]);
  });

  for (const route of REST_ROUTES) {
    const name = routeName(route);
    it(
      name,
      async () => {
        const started = performance.now();
        const access = routeAccess(route);
        const callers: (RoleKey | null)[] = access === 'public' ? [null] : rolesAllowed(access);
        const requests = fc.sample(fc.record({ path: pathArbitrary(route, stage.pool), query: queryArbitrary(route), body: bodyArbitrary(route, stage.pool) }), { numRuns: RUNS, seed: seedFor(name) });
        const bad: string[] = [];
        for (const [i, req] of requests.entries()) {
          const role = callers[i % callers.length];
          const answer = await restHttp(stage.http.baseUrl, route.method, req.path + req.query, req.body, { token: role ? stage.tokens[role] : undefined });
          const objectInput = (req.body.kind === 'json' && isPlainObject(req.body.value) && route.body === 'json') || (req.body.kind === 'form' && route.body === 'form');
          const verdict = judge(answer, { transport: 'rest', objectInput });
          const shown = { path: req.path.slice(0, 200), query: req.query.slice(0, 200), body: req.body.kind === 'json' ? req.body.value : req.body.kind };
          tally.add(name, verdict, shown, answer);
          if (verdict.problems.length && bad.length < 5) bad.push(`${verdict.problems.join('; ')} ← ${JSON.stringify(shown)?.slice(0, 300)} → ${answer.text.slice(0, 300)}`);
          if (role && (answer.status === 401 || (route.path === '/auth/logout' && answer.status === 200))) {
            relogins[name] = (relogins[name] ?? 0) + 1;
            await stage.relogin(role);
          }
        }
        tally.millis.set(name, performance.now() - started);
        expect(bad, `${name}: answers with problems`).toEqual([]);
      },
      Math.max(60_000, RUNS * 400),
    );
  }

  it('a session ends only on POST /auth/logout', () => {
    expect(Object.keys(relogins).filter((p) => p !== 'POST /auth/logout')).toEqual([]);
  });
});
