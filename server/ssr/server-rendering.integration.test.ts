/**
 * The public pages rendered on the server, over HTTP as a phone's browser asks for them: status codes,
 * caching, what the HTML may carry (the broker's public profile, nothing else), the tracking token kept out of the
 * HTML and the logs, and the SPA's index.html whenever rendering fails.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerRenderer, SSR_STATE_ID } from '../../shared/server-rendering.ts';
import { cpfFromBase } from '../db/seed.ts';
import { callerFor, createTestEnv, expectNoSecretsInRunLog, type HttpServer, randomIp, readRunLog, startHttp, type TestEnv } from '../test/harness.ts';
import type { LoadServerRenderer } from './server-rendering.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The server entry from its sources (the build's dist/ssr is the same code bundled). */
const fromSources: LoadServerRenderer = () => import('../../client/entry-server.tsx');

let env: TestEnv;
let clientDir: string;
const servers: HttpServer[] = [];

/** The app serving a client dir with the project's index.html, rendering public pages with `renderer`. */
async function serve(renderer: LoadServerRenderer | null): Promise<string> {
  const server = await startHttp(env.deps, { clientDir, serverRenderer: renderer });
  servers.push(server);
  return server.baseUrl;
}

let base: string;
const get = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + p, { headers });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), encoding: res.headers.get('content-encoding'), html: await res.text() };
};
/** The markup React rendered into #root, and the state that goes with it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json" id="${SSR_STATE_ID}"`));
const stateOf = (html: string) => {
  const start = html.indexOf(`id="${SSR_STATE_ID}">`);
  return start < 0 ? null : html.slice(start, html.indexOf('</script>', start));
};

beforeAll(async () => {
  env = await createTestEnv();
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'credito-ssr-client-'));
  copyFileSync(path.join(root, 'index.html'), path.join(clientDir, 'index.html'));
  base = await serve(fromSources);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await env?.close();
});

describe('the public simulation page', () => {
  it('arrives with the broker and the form in the HTML, then the state to hydrate from', async () => {
    const page = await get('/simulacao/imobiliaria/demo-credito');
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-cache');
    const markup = rootOf(page.html);
    expect(markup).toContain('Ana Administradora');
    expect(markup).toContain('Demo Crédito');
    expect(markup).toMatch(/<label[^>]*>Nome completo<\/label>/);
    expect(markup).toContain('Ver as condições dos bancos');
    // The static cookie banner of a first visit is still index.html's; the app's comes with hydration.
    expect(page.html).toContain('id="static-cookie-banner"');
    expect(stateOf(page.html)).toContain('"firstName":"Ana"');
    // The app's code starts once the page is painted (start-after-paint.js), not from the head.
    expect(page.html).not.toContain('<script type="module"');
    expect(page.html).toContain('<script src="/start-after-paint.js" data-entry="/client/main.tsx"');
    // A link shared on WhatsApp previews the broker, not the platform.
    expect(page.html).toContain('<title>Simulação de crédito imobiliário · Ana Administradora · Demo Crédito</title>');
    expect(page.html).toContain('<meta property="og:title" content="Simulação de crédito imobiliário · Ana Administradora · Demo Crédito" />');
    expect(page.html).toContain('<meta property="og:description" content="Simule seu crédito e envie sua proposta para Ana Administradora (Demo Crédito) pelo celular." />');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
  });

  it('is compressed for a browser that accepts it', async () => {
    const res = await fetch(`${base}/simulacao/veicular/demo-credito`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('Ana Administradora');
  });

  it('carries the broker’s public profile only: no e-mail, CPF or company data beyond it', async () => {
    const admin = env.demo.users.administrator;
    const company = await env.deps.db.selectFrom('companies').select(['document']).where('id', '=', env.demo.companyId).executeTakeFirstOrThrow();
    for (const p of ['/simulacao/imobiliaria/demo-credito', '/links/demo-credito', '/cadastro-cliente/imovel/Financing/demo-credito/inicio']) {
      const { html } = await get(p);
      for (const secret of [admin.email, admin.document, company.document].filter((s): s is string => !!s)) expect(html, `${p} has ${secret}`).not.toContain(secret);
      // The state is the public queries the page rendered with: the broker's profile, nothing else.
      expect(stateOf(html)?.match(/"queryKey"/g)).toHaveLength(1);
      expect(stateOf(html)).toContain('"publicSimulation","broker"');
    }
  });

  it('for an unknown or malformed username: the page’s "Link não encontrado" with a 404', async () => {
    for (const p of ['/simulacao/imobiliaria/ninguem-aqui', '/simulacao/veicular/nome%20com%20espaco', '/links/ninguem-aqui']) {
      const page = await get(p);
      expect(page.status, p).toBe(404);
      expect(rootOf(page.html), p).toContain('Link não encontrado');
      // The tab and a link preview say so too, not the platform's bare name.
      expect(page.html, p).toContain('<title>Link não encontrado · Crédito</title>');
      expect(rootOf(page.html), p).not.toContain('Nome completo');
    }
  });
});

describe('the other public pages', () => {
  it('the broker’s links page and the first step of the registration arrive rendered', async () => {
    const links = await get('/links/demo-credito');
    expect(links.status).toBe(200);
    expect(rootOf(links.html)).toContain('Simular financiamento imobiliário');
    for (const p of ['/cadastro-cliente/imovel/Financing/demo-credito/inicio', '/cadastro-cliente/imovel/Financing/demo-credito']) {
      const page = await get(p);
      expect(page.status, p).toBe(200);
      expect(rootOf(page.html), p).toContain('Ana Administradora');
      expect(rootOf(page.html), p).toContain('Pessoa física');
    }
  });

  it('a registration link that names no operation is a 404; later steps stay with the browser (the tab holds them)', async () => {
    const bad = await get('/cadastro-cliente/barco/Financing/demo-credito/inicio');
    expect(bad.status).toBe(404);
    expect(rootOf(bad.html)).toContain('Link não encontrado');
    expect(bad.html).toContain('<title>Link não encontrado · Crédito</title>');
    const later = await get('/cadastro-cliente/imovel/Financing/demo-credito/pessoa-fisica');
    expect(later.status).toBe(200);
    expect(stateOf(later.html)).toBeNull();
    expect(later.html).toContain('<div id="root"></div>');
  });

  it('the tracking page: its frame only, never stored by a cache, and its token in neither the HTML nor the logs', async () => {
    const sent = await callerFor(env.deps, null, { ip: randomIp() }).publicDeals.submit({
      username: 'demo-credito',
      operationType: 'HomeEquity',
      associates: [
        {
          main: true,
          personType: 'individual',
          name: 'Clara Rastreável',
          document: cpfFromBase('318273645'),
          birthDate: '1990-01-01',
          gender: 'feminino',
          maritalStatus: 'solteiro',
          motherName: 'Mãe Rastreável',
          email: 'clara.rastreavel@example.com',
          cellphone: '11955554444',
          incomes: [{ mensalIncome: 7000, professionalProfile: 'assalariado', main: true }],
        },
      ],
      operationValue: 150000,
      deadline: 120,
      objective: 'investir',
      asset: { kind: 'realty', value: 500000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
      acceptTerms: true,
    });
    const page = await get(`/acompanhar/${sent.trackingToken}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    expect(stateOf(page.html)).not.toBeNull();
    for (const secret of [sent.trackingToken, 'Clara', 'clara.rastreavel@example.com', '11955554444', '150.000']) expect(page.html).not.toContain(secret);
    expect(rootOf(page.html)).toContain('aria-busy');
    await expectNoSecretsInRunLog([sent.trackingToken]);
  });

  it('a malformed, unknown or revoked tracking link: the friendly "inválido" page with a 404, nothing of any deal', async () => {
    const sent = await callerFor(env.deps, null, { ip: randomIp() }).publicDeals.submit({
      username: 'demo-credito',
      operationType: 'HomeEquity',
      associates: [
        {
          main: true,
          personType: 'individual',
          name: 'Dora Revogada',
          document: cpfFromBase('418273645'),
          birthDate: '1990-01-01',
          gender: 'feminino',
          maritalStatus: 'solteiro',
          motherName: 'Mãe Revogada',
          email: 'dora.revogada@example.com',
          cellphone: '11955553333',
          incomes: [{ mensalIncome: 7000, professionalProfile: 'assalariado', main: true }],
        },
      ],
      operationValue: 150000,
      deadline: 120,
      objective: 'investir',
      asset: { kind: 'realty', value: 500000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
      acceptTerms: true,
    });
    const old = sent.trackingToken;
    const deal = await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow();
    await env.deps.db.updateTable('deal_tracking_tokens').set({ revoked_at: new Date() }).where('deal_id', '=', deal.id).execute();
    for (const token of ['abc123', 'x'.repeat(43), old]) {
      const page = await get(`/acompanhar/${token}`);
      expect(page.status, token).toBe(404);
      expect(page.cacheControl, token).toBe('no-store');
      expect(rootOf(page.html), token).toContain('Link de acompanhamento inválido');
      for (const personal of ['Dora', 'dora.revogada@example.com', '11955553333', '150.000']) expect(page.html, token).not.toContain(personal);
    }
  });

  it('every other path is the SPA’s index.html, as before', async () => {
    for (const p of ['/login', '/account/dashboard', '/caminho/que/nao/existe']) {
      const page = await get(p);
      expect(page.status, p).toBe(200);
      expect(page.html, p).toContain('<div id="root"></div>');
      expect(stateOf(page.html), p).toBeNull();
    }
  });
});

describe('when rendering fails', () => {
  it('serves the SPA’s index.html (200) and logs the failure without the tracking token', async () => {
    const failing: LoadServerRenderer = async (): Promise<ServerRenderer> => ({
      render: async ({ url }) => {
        throw new Error(`falhou ao renderizar ${url}`);
      },
    });
    const url = await serve(failing);
    const token = 'tokenSecretoQueNaoPodeIrProLog_123456';
    for (const p of ['/simulacao/imobiliaria/demo-credito', `/acompanhar/${token}`]) {
      const res = await fetch(url + p);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).toContain('<div id="root"></div>');
      expect(stateOf(html), p).toBeNull();
    }
    const log = await expectNoSecretsInRunLog([token]);
    expect(log).toContain('server rendering failed, serving the SPA');
    expect(log).toContain('/acompanhar/[oculto]');
  });

  it('serves the SPA when the server entry cannot be loaded', async () => {
    const url = await serve(() => Promise.reject(new Error('entrada ausente')));
    const res = await fetch(`${url}/simulacao/imobiliaria/demo-credito`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(await readRunLog()).toContain('server rendering: entry not loaded, serving the SPA');
  });
});
