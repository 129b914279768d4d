/** The application shell: not-found page, user menu and theme toggle. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouteSamples } from '../server/test/app-routes.ts';
import { launchBrowser, newPage, PHONE, screenshot, signIn, startServer, type TestServer } from './harness.ts';

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
  it('um caminho desconhecido mostra "Página não encontrada", com o status 404', async () => {
    const { context, page } = await newPage(browser, server);
    for (const p of ['/caminho/que-nao-existe', '/negocios/x/y/z']) {
      const response = await page.goto(p);
      expect(response?.status(), p).toBe(404);
      await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    }
    await screenshot(page, 'nao-encontrada');
    await context.close();
  });

  it('o servidor responde 404 só aos caminhos que nenhuma rota abre: toda rota do app responde 200', async () => {
    for (const p of ['/foo-bar', '/negocios/x/y/z']) {
      const res = await fetch(server.url + p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text(), p).toContain('<div id="root"></div>');
    }
    // The public pages are rendered on the server from the broker's data: the demo broker's link opens them.
    const samples = appRouteSamples({ username: 'demo-credito', tokenOrUsername: 'demo-credito', assetSegment: 'imovel', operationType: 'Financing' });
    // One at a time: the other file running beside this one waits on its own pages.
    const answers: { routeId: string; url: string; fullPath: string; status: number }[] = [];
    for (const s of samples) answers.push({ ...s, status: (await fetch(server.url + s.url)).status });
    // A tracking link that does not exist is the page that says so, answered 404 (server-rendered).
    const expected = (fullPath: string) => (fullPath === '/acompanhar/$token' ? 404 : 200);
    expect(answers.filter((a) => a.status !== expected(a.fullPath)).map((a) => `${a.routeId} ${a.url}: ${a.status}`)).toEqual([]);
  });

  it('depois de uma nova versão no ar, a página antiga que pede um pedaço que não existe mais recarrega e abre a tela', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    // The first time the page asks for the customers screen's chunk, it asks for the name an older build gave it,
    // which the server no longer has (a deploy replaced it): the server answers 404, and the page reloads once.
    let asked = 0;
    let stale = 0;
    await page.route(/\/assets\/customers-[^/]+\.js$/, async (route) => {
      asked++;
      if (asked > 1) return route.continue();
      const old = route
        .request()
        .url()
        .replace(/customers-[^/]+\.js$/, 'customers-0ld8uild.js');
      const response = await route.fetch({ url: old });
      stale = response.status();
      await route.fulfill({ response });
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Clientes', level: 1 }).waitFor();
    expect(stale).toBe(404);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/customers');
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

  it('no celular, o botão do menu diz se está aberto e o que controla, e o Esc fecha o menu e devolve o foco ao botão', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const open = page.getByRole('button', { name: 'Abrir menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    const controls = await open.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(await nav.getAttribute('id')).toBe(controls);
    await open.click();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await close.waitFor();
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.isVisible()).toBe(true);
    // Escape from inside the menu closes it, and the focus goes back to the button that opened it.
    await nav.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await open.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('o botão do menu do usuário tem o nome da pessoa em qualquer tela, também no celular, onde o nome não aparece', async () => {
    for (const opts of [{}, PHONE]) {
      const { context, page } = await newPage(browser, server, opts);
      await signIn(page, 'admin@demo.com.br');
      await page.getByRole('button', { name: /^Ana Administradora — Menu do usuário/ }).waitFor();
      await context.close();
    }
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
