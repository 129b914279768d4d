/**
 * axe-core on the main pages (docs/performance.md): login, dashboard, a board, a deal, the simulation, the public
 * simulation, the public deal registration's first step, /cadastro and /faq — signed in as the demo administrator where
 * the page is private, a phone's screen for the public pages. Target: 0 serious or critical violations (WCAG 2.x A/AA
 * and axe's best practices). The cookie banner is left on the public pages, as a first visitor sees them.
 *
 *   npm run bench -- axe
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AxeViolation, describeViolations, isSerious, runAxe } from '../../e2e/axe.ts';
import { launchBrowser, PHONE } from '../../e2e/harness.ts';
import { DEMO_COMPANY } from '../../server/db/seed.ts';
import { type BenchApp, signInPage, startBenchApp } from './browser-app.ts';

export interface AxePage {
  label: string;
  path: string;
  serious: number;
  moderate: number;
  violations: AxeViolation[];
}

export interface AxeBench {
  version: string;
  pages: AxePage[];
  ok: boolean;
}

interface PageSpec {
  label: string;
  path: (ids: { dealId: string }) => string;
  private: boolean;
  /** What shows the page is there (its content loaded). */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).first().waitFor();

export const AXE_PAGES: PageSpec[] = [
  { label: 'login', path: () => '/login', private: false, ready: heading('Acesse sua conta') },
  {
    label: 'painel',
    path: () => '/account/dashboard',
    private: true,
    ready: async (p) => {
      await heading(/^Olá/)(p);
      await p.getByText(/^Últimos 30 dias/).waitFor();
    },
  },
  { label: 'quadro', path: () => '/meus-negocios/financiamento-imobiliario', private: true, ready: (p) => p.locator('[data-stage] [data-deal-id]').first().waitFor() },
  { label: 'negócio', path: ({ dealId }) => `/deal/${dealId}`, private: true, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  {
    label: 'simulação',
    path: () => '/simulation/realty/bestMatch',
    private: true,
    ready: (p) =>
      p
        .getByRole('button', { name: /Simular/ })
        .first()
        .waitFor(),
  },
  { label: 'simulação pública', path: () => '/simulacao/imobiliaria/demo-credito', private: false, ready: (p) => p.getByRole('form', { name: 'Dados da simulação' }).waitFor() },
  { label: 'proposta pública (início)', path: () => '/cadastro-cliente/Realty/Financing/demo-credito/inicio', private: false, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { label: 'autocadastro', path: () => '/cadastro', private: false, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { label: 'FAQ', path: () => '/faq', private: false, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
];

async function checkPage(context: BrowserContext, app: BenchApp, spec: PageSpec, ids: { dealId: string }): Promise<AxePage> {
  const page = await context.newPage();
  try {
    await page.goto(`${app.url}${spec.path(ids)}`);
    await spec.ready(page);
    // Let transitions and late chunks (the cookie banner) settle before judging.
    await page.waitForTimeout(800);
    const violations = await runAxe(page);
    return { label: spec.label, path: spec.path(ids), serious: violations.filter(isSerious).length, moderate: violations.filter((v) => !isSerious(v)).length, violations };
  } finally {
    await page.close();
  }
}

export async function benchAxe(opts: { clientDir: string }): Promise<AxeBench> {
  const app = await startBenchApp({ clientDir: opts.clientDir });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const company = await app.db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
    const deal = await app.db.selectFrom('deals').select('id').where('company_id', '=', company.id).orderBy('created_at').executeTakeFirstOrThrow();
    const ids = { dealId: deal.id };
    const publicContext = await browser.newContext({ ...PHONE, locale: 'pt-BR', bypassCSP: true });
    const privateContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', bypassCSP: true });
    await signInPage(await privateContext.newPage(), app.url);
    const pages: AxePage[] = [];
    for (const spec of AXE_PAGES) pages.push(await checkPage(spec.private ? privateContext : publicContext, app, spec, ids));
    const { version } = (await import('axe-core')).default;
    return { version, pages, ok: pages.every((p) => p.serious === 0) };
  } finally {
    await browser?.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { buildClient } = await import('./browser-app.ts');
  const os = await import('node:os');
  const path = await import('node:path');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-axe-'));
  try {
    await buildClient(path.join(tmp, 'client'));
    const r = await benchAxe({ clientDir: path.join(tmp, 'client') });
    for (const p of r.pages) {
      console.log(`${p.label.padEnd(28)} ${p.serious} graves/críticas, ${p.moderate} outras\n${describeViolations(p.violations).replace(/^/gm, '    ')}`);
      if (process.argv.includes('--details')) for (const v of p.violations) console.log(v.details.map((d) => `      ${v.id}: ${d}`).join('\n'));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
