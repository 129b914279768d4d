/**
 * Accessibility (issue 7): axe-core finds no serious or critical violation (WCAG 2.x A/AA and axe's best practices)
 * on a few main pages, public ones on a phone with the cookie banner a first visitor sees, private ones signed in.
 * The full list of pages is measured by `npm run bench -- axe`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSerious, runAxe } from './axe.ts';
import { launchBrowser, PHONE, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

/** The serious and critical violations on the page as it is now, described for the failure message. */
async function seriousViolations(page: Page): Promise<string> {
  // Transitions and the lazily loaded cookie banner settle first.
  await page.waitForTimeout(500);
  return describeViolations((await runAxe(page)).filter(isSerious));
}

async function newContextPage(opts: { phone?: boolean } = {}) {
  // axe arrives as an inline script, which the app's Content-Security-Policy (rightly) refuses.
  const context = await browser.newContext({ ...(opts.phone ? PHONE : { viewport: { width: 1280, height: 800 } }), baseURL: server.url, locale: 'pt-BR', bypassCSP: true });
  context.setDefaultTimeout(30_000);
  return { context, page: await context.newPage() };
}

describe('acessibilidade (axe)', () => {
  it('login, simulação pública e FAQ no celular, com o aviso de cookies: nenhuma violação grave ou crítica', async () => {
    const { context, page } = await newContextPage({ phone: true });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    expect(await seriousViolations(page)).toBe('');

    await page.goto('/simulacao/imobiliaria/demo-credito');
    await page.getByRole('form', { name: 'Dados da simulação' }).waitFor();
    expect(await seriousViolations(page)).toBe('');

    await page.goto('/faq');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page)).toBe('');
    await context.close();
  });

  it('painel e quadro, com a sessão do administrador: nenhuma violação grave ou crítica', async () => {
    const { context, page } = await newContextPage();
    await signIn(page, 'admin@demo.com.br');
    await page.getByText(/^Últimos 30 dias/).waitFor();
    expect(await seriousViolations(page)).toBe('');

    await page.goto('/meus-negocios/financiamento-imobiliario');
    await page.locator('[data-stage] [data-deal-id]').first().waitFor();
    expect(await seriousViolations(page)).toBe('');
    await context.close();
  });
});
