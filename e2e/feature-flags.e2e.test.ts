/**
 * Feature flags of docs/design/product-spec.md §6 turned by the server's FEATURE_FLAGS:
 * app/showPrivacyPolicy on, sidebar/changeSubsidiarySelect off.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { FEATURE_FLAGS: 'app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off' } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

describe('feature flags', () => {
  it('app/showPrivacyPolicy: o login e o menu do usuário levam à política de privacidade', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/login');
    const loginNote = page.getByText('Saiba como tratamos os seus dados na');
    await loginNote.waitFor();
    await loginNote.getByRole('link', { name: 'Política de privacidade' }).waitFor();

    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Política de privacidade' }).click();
    await page.waitForURL((u) => u.pathname === '/politica-privacidade');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    await context.close();
  });

  it('sidebar/changeSubsidiarySelect desligada: sem seletor de filial, mesmo para quem pode trocar', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
    await sidebar.getByText('Demo Crédito São Paulo').waitFor();
    expect(await page.getByLabel('Filial', { exact: true }).count()).toBe(0);
    await screenshot(page, 'flags-sem-seletor');
    await context.close();
  });
});
