/** The application shell: not-found page, user menu and theme toggle. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn, startServer, type TestServer } from './harness.ts';

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

describe('casca do aplicativo', () => {
  it('um caminho desconhecido mostra "Página não encontrada"', async () => {
    const { context, page } = await newPage(browser, server);
    const response = await page.goto('/caminho/que-nao-existe');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await screenshot(page, 'nao-encontrada');
    await context.close();
  });

  it('o menu do usuário leva ao perfil', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'gerente.contas@demo.com.br');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await page.waitForURL((u) => u.pathname !== '/account/dashboard');
    await screenshot(page, 'meu-perfil');
    await context.close();
  });

  it('o botão de tema alterna entre claro e escuro e a escolha sobrevive a um recarregamento', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'gerente.contas@demo.com.br');
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    const before = await scheme();
    await page.getByRole('button', { name: 'Alternar tema' }).click();
    await expect.poll(scheme).not.toBe(before);
    const after = await scheme();
    await screenshot(page, `painel-tema-${after}`);
    await page.reload();
    await page.getByRole('button', { name: 'Alternar tema' }).waitFor();
    expect(await scheme()).toBe(after);
    await context.close();
  });
});
