import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexHtml, isAncestor, matchRoute, routeShape, withoutStaticBanner } from './route-preloads.ts';

const ROUTES = [
  '__root',
  '_auth',
  '_auth/account/dashboard',
  '_auth/account/profile/route',
  '_auth/account/profile/index',
  '_auth/account/profile/me',
  '_auth/simulation',
  '_auth/simulation/index',
  '_auth/deal/$dealId/index',
  '_auth/deal/$dealId/edit.{-$step}',
  '_auth/deal/new',
  '_auth/simulations',
  '_auth/simulations_.$simulationId',
  'cadastro-cliente/$assetSegment.$operationType.$tokenOrUsername.{-$step}',
  'simulacao/imobiliaria.$username',
  'simulacao/veicular.$username',
  'login',
  'index',
];
const shapes = ROUTES.map(routeShape);
const match = (p: string) => matchRoute(shapes, p)?.file ?? null;

describe('matchRoute (TanStack Router file names)', () => {
  it('finds the route file a path opens', () => {
    expect(match('/simulacao/imobiliaria/demo-credito')).toBe('simulacao/imobiliaria.$username');
    expect(match('/simulacao/veicular/ana%20maria')).toBe('simulacao/veicular.$username');
    expect(match('/login')).toBe('login');
    expect(match('/')).toBe('index');
    expect(match('/account/dashboard')).toBe('_auth/account/dashboard');
    expect(match('/cadastro-cliente/imovel/financiamento/demo-credito')).toBe('cadastro-cliente/$assetSegment.$operationType.$tokenOrUsername.{-$step}');
    expect(match('/cadastro-cliente/imovel/financiamento/demo-credito/pessoa')).toBe('cadastro-cliente/$assetSegment.$operationType.$tokenOrUsername.{-$step}');
  });

  it('prefers literal segments over parameters, and an index over its layout', () => {
    expect(match('/deal/new')).toBe('_auth/deal/new');
    expect(match('/deal/42')).toBe('_auth/deal/$dealId/index');
    expect(match('/deal/42/edit')).toBe('_auth/deal/$dealId/edit.{-$step}');
    expect(match('/simulation')).toBe('_auth/simulation/index');
    expect(match('/account/profile')).toBe('_auth/account/profile/index');
    expect(match('/account/profile/me')).toBe('_auth/account/profile/me');
    expect(match('/simulations')).toBe('_auth/simulations');
    expect(match('/simulations/42')).toBe('_auth/simulations_.$simulationId');
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(match('/simulacao/imobiliaria')).toBeNull();
    expect(match('/simulacao/imobiliaria/a/b')).toBeNull();
    expect(match('/nada')).toBeNull();
    expect(match('/simulacao/imobiliaria/%E0%A4%A')).toBeNull();
  });

  it('knows the layouts above a route', () => {
    const leaf = routeShape('_auth/account/profile/me');
    const above = shapes.filter((s) => isAncestor(s, leaf)).map((s) => s.file);
    expect(above.sort()).toEqual(['_auth', '_auth/account/profile/route']);
    expect(
      shapes
        .filter((s) => isAncestor(s, routeShape('_auth/simulation/index')))
        .map((s) => s.file)
        .sort(),
    ).toEqual(['_auth', '_auth/simulation']);
    expect(shapes.filter((s) => isAncestor(s, routeShape('login'))).map((s) => s.file)).toEqual([]);
    // `simulations_` is out of the `simulations` layout: only `_auth` is above it.
    expect(shapes.filter((s) => isAncestor(s, routeShape('_auth/simulations_.$simulationId'))).map((s) => s.file)).toEqual(['_auth']);
  });
});

describe('indexHtml', () => {
  const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head><body><div id="root"></div>
    <!--
      The static banner.
    -->
    <section id="static-cookie-banner" aria-label="Aviso de cookies"><p>Sua privacidade</p></section>
  </body></html>`;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'credito-route-preloads-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(
      path.join(dir, '.vite/route-preloads.json'),
      JSON.stringify({
        routes: {
          _auth: { js: ['assets/auth-b.js'], css: [] },
          '_auth/account/dashboard': { js: ['assets/dashboard-c.js', 'assets/shared-d.js'], css: ['assets/dashboard-e.css'] },
          'simulacao/imobiliaria.$username': { js: ['assets/public-f.js', 'assets/shared-d.js'], css: [] },
        },
        extras: { cookieBanner: { js: ['assets/banner-g.js'], css: [] } },
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("announces the route's chunks and its layouts', and the cookie banner's on a first visit", () => {
    const page = indexHtml(dir);
    const dashboard = page('/account/dashboard', 'credito_showCookieBanner=false; other=1');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-b.js">');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-c.js">');
    expect(dashboard).toContain('<link rel="preload" as="style" crossorigin href="/assets/dashboard-e.css">');
    expect(dashboard).not.toContain('banner-g.js');
    expect(dashboard).not.toContain('static-cookie-banner');
    expect(dashboard.indexOf('dashboard-c.js')).toBeLessThan(dashboard.indexOf('</head>'));

    const publicPage = page('/simulacao/imobiliaria/demo-credito', undefined);
    expect(publicPage.match(/shared-d\.js/g)).toHaveLength(1);
    expect(publicPage).toContain('/assets/public-f.js');
    expect(publicPage).toContain('/assets/banner-g.js');
    expect(publicPage).toContain('<section id="static-cookie-banner"');
    expect(publicPage).not.toContain('auth-b.js');
  });

  it('serves index.html as is (with the banner when no choice is saved) for paths no route matches', () => {
    const page = indexHtml(dir);
    expect(page('/nada/aqui', 'credito_showCookieBanner=true')).toBe(html.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/banner-g.js">\n  </head>'));
    expect(page('/nada/aqui', 'credito_showCookieBanner=false')).toBe(withoutStaticBanner(html));
  });

  it('drops the static banner and the comment above it, nothing else', () => {
    const out = withoutStaticBanner(html);
    expect(out).not.toContain('static-cookie-banner');
    expect(out).not.toContain('The static banner.');
    expect(out).toContain('<div id="root"></div>\n  </body>');
  });

  it('serves index.html alone when the build wrote no preload list', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'credito-route-preloads-'));
    try {
      writeFileSync(path.join(bare, 'index.html'), html);
      expect(indexHtml(bare)('/login')).toBe(html);
      expect(indexHtml(bare)('/login', 'credito_showCookieBanner=false')).toBe(withoutStaticBanner(html));
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
