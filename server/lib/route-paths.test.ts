import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeTreePaths } from '../../scripts/lib/vite-route-paths.ts';
import { appRouteSamples, routerFindsPage } from '../test/app-routes.ts';
import { appPaths, pathMatcher } from './route-paths.ts';

const root = path.resolve(import.meta.dirname, '../..');
const routeTreeSource = readFileSync(path.join(root, 'client/routeTree.gen.ts'), 'utf8');
/** What the build writes for this app (scripts/lib/vite-route-paths.ts). */
const appPathList = routeTreePaths(routeTreeSource);
const isAppPath = pathMatcher(appPathList);
/** The route files under client/routes by TanStack Router's rule: `-` folders and files hold components, not routes. */
const routeFiles = (readdirSync(path.join(root, 'client/routes'), { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => /\.tsx?$/.test(f) && !f.split('/').some((part) => part.startsWith('-')) && !/\.test\.tsx?$/.test(f))
  .map((f) => f.replace(/\.tsx?$/, ''))
  .sort();

describe('pathMatcher (TanStack Router path syntax)', () => {
  const known = pathMatcher(['/', '/login', '/customers/', '/deal/$dealId/edit/{-$step}', '/files/$', '/doc/{$id}.pdf', '/v/pre{-$x}']);

  it('matches literals without case, parameters with one segment, optional ones with one or none', () => {
    for (const p of ['/', '/login', '/LOGIN', '/login/', '//login', '/customers', '/customers/', '/deal/7/edit', '/deal/7/edit/banks', '/files', '/files/a/b', '/doc/12.pdf', '/v', '/v/prex']) {
      expect(known(p), p).toBe(true);
    }
  });

  it('matches nothing else', () => {
    for (const p of ['/foo-bar', '/login/x', '/customers/1', '/deal', '/deal/7', '/deal/7/edit/a/b', '/doc/.pdf', '/doc/12.txt', '/v/x', '/%E0%A4%A']) {
      expect(known(p), p).toBe(false);
    }
  });
});

describe("the app's routes", () => {
  const samples = appRouteSamples();

  it('every route of the router opens a page by the list the build writes', () => {
    // One route per route file (__root included).
    expect(new Set(samples.map((s) => s.routeId)).size).toBe(routeFiles.length);
    const missed = samples.filter((s) => !isAppPath(s.url)).map((s) => `${s.routeId} (${s.url})`);
    expect(missed, 'routes the build list does not match').toEqual([]);
    // The samples themselves are pages for the router (a sample builder gone wrong would prove nothing).
    expect(samples.filter((s) => !routerFindsPage(s.url)).map((s) => s.url)).toEqual([]);
  });

  it('a path is a page by the list exactly when the router opens a page for it', () => {
    const paths = [
      '/foo-bar',
      '/negocios/x/y/z',
      '/caminho/que-nao-existe',
      '/Login',
      '/login/',
      '//login',
      '/login/x',
      '/%6Cogin',
      '/index',
      '/_auth/hoje',
      '/simulations/12',
      '/simulations_/12',
      '/simulation/realty/xyz',
      '/account/profile',
      '/account/profile/route',
      '/deal/1/edit/a',
      '/deal/1/edit/a/b',
      '/cadastro-cliente/imovel/financiamento',
      '/cadastro-cliente/imovel/financiamento/demo-credito/pessoa/outro',
      '/simulacao/imobiliaria',
      '/simulacao/imobiliaria/a%2Fb',
      '/simulacao/imobiliaria/%E0%A4%A',
    ];
    expect(Object.fromEntries(paths.map((p) => [p, isAppPath(p)]))).toEqual(Object.fromEntries(paths.map((p) => [p, routerFindsPage(p)])));
    expect(isAppPath('/foo-bar')).toBe(false);
    expect(isAppPath('/negocios/x/y/z')).toBe(false);
  });

  it('the route tree has every route file under client/routes (a stale tree would leave one out)', () => {
    const imported = [...routeTreeSource.matchAll(/from '\.\/routes\/([^']+)'/g)].map((m) => m[1]).sort();
    expect(routeFiles.length).toBeGreaterThan(60);
    expect(imported).toEqual(routeFiles);
  });
});

describe('appPaths', () => {
  const dirs: string[] = [];
  const clientDir = (list?: unknown) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'credito-route-paths-'));
    dirs.push(dir);
    if (list !== undefined) {
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, '.vite/route-paths.json'), JSON.stringify(list));
    }
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("reads the build's list", () => {
    const known = appPaths(clientDir({ paths: appPathList }));
    expect(known('/simulacao/imobiliaria/demo-credito')).toBe(true);
    expect(known('/foo-bar')).toBe(false);
  });

  it('takes every path for a page when the build wrote no list (as before the list existed)', () => {
    for (const dir of [clientDir(), clientDir({ paths: [] }), clientDir({ routes: {} })]) {
      expect(appPaths(dir)('/foo-bar')).toBe(true);
    }
  });
});
