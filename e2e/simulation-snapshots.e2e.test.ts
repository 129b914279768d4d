/**
 * Saved simulations in a real browser: the broker saves a case, opens it from the list at its own
 * address, and after a catalogue change (a new IPCA projection) the saved figures stay as they were, even on a
 * reload; "recalcular com as condições de hoje" opens a new version with today's figures and the old one stays.
 * The proposal's public link opens without login in a fresh browser and shows the proposal; revoked, it says the
 * link is unavailable.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSerious, runAxe } from './axe.ts';
import { apiToken, trpcMutation } from './deal-fixtures.ts';
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

async function newContext(viewport = { width: 1366, height: 900 }) {
  // bypassCSP: axe's inline script is (rightly) refused by the app's Content-Security-Policy.
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** The IPCA offer's annual CET as the card shows it ("23,45 % a.a."). */
async function ipcaCet(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article').filter({ hasText: 'Home Equity IPCA' });
  await card.waitFor();
  return (
    (await card
      .getByTestId('cet')
      .getByText(/ % a\.a\.$/)
      .textContent()) ?? ''
  );
}

const SIMULATION_URL = /\/simulations\/[0-9a-f-]{36}$/;

describe('simulações salvas', () => {
  it('o corretor abre uma simulação salva pelo endereço, vê os valores do dia mesmo após mudar o catálogo, recalcula numa nova versão e envia o link público', async () => {
    const { context, page } = await newContext();
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();
    await page.getByLabel('Home equity').check();
    await page.getByLabel(/^(Nome do cliente|Nome completo)$/).fill('Maria Souza');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Data de nascimento').fill('10031975');
    await page.getByLabel(/^Celular/).fill('11987654321');
    await page.getByLabel('Renda mensal').fill('25000');
    await page.getByLabel('Valor do imóvel').fill('600000');
    await page.getByLabel('Valor do crédito').fill('300000');
    await page.getByLabel('Prazo', { exact: true }).selectOption('180');
    await page.getByRole('button', { name: 'Simular' }).click();
    const savedCet = await ipcaCet(page);
    await page.getByRole('button', { name: 'Salvar simulação' }).click();
    await page.getByText('Simulação salva com sucesso!').first().waitFor();

    // From the list to the simulation's own address.
    await page.goto('/simulations');
    await page.getByRole('button', { name: 'Abrir a simulação de Maria Souza' }).first().waitFor();
    // On a phone, the row's actions are a sideways scroll away: the customer's name, on screen, opens it.
    const phone = await newPage(browser, server, PHONE);
    await signIn(phone.page, 'operador@demo.com.br');
    await phone.page.goto('/simulations');
    const name = phone.page.getByRole('link', { name: 'Maria Souza' }).first();
    const box = (await name.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await name.tap();
    await phone.page.waitForURL((u) => SIMULATION_URL.test(u.pathname));
    await phone.page.getByRole('heading', { level: 1, name: 'Simulação de Maria Souza' }).waitFor();
    await phone.context.close();
    await page.getByRole('link', { name: 'Maria Souza' }).first().click();
    await page.waitForURL((u) => SIMULATION_URL.test(u.pathname));
    const address = page.url();
    await page.getByRole('heading', { level: 1, name: 'Simulação de Maria Souza' }).waitFor();
    expect(await page.getByTestId('simulation-version').textContent()).toBe('Versão 1');
    expect(await ipcaCet(page)).toBe(savedCet);

    // The catalogue changes: the company's IPCA projection goes to 11 % a.a.
    const admin = await apiToken(server.url, 'admin@demo.com.br');
    const today = new Date().toISOString().slice(0, 10);
    await trpcMutation(server.url, admin, 'products.setProjection', { indexer: 'IPCA', annualProjection: 0.11, source: 'Cenário de estresse', validFrom: today });

    // Reloaded (a bookmark), the saved simulation shows the figures of the day it was saved.
    await page.goto(address);
    expect(await ipcaCet(page)).toBe(savedCet);
    await page.getByText(/Taxas, tarifas e projeções como estavam quando a simulação foi salva/).waitFor();
    expect(describeViolations((await runAxe(page)).filter(isSerious))).toBe('');
    await screenshot(page, 'simulacao-salva-versao-1');

    // Recalculating opens a new version with today's figures; the first one stays as it was.
    await page.getByRole('button', { name: 'Recalcular com as condições de hoje' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Recalcular e salvar' }).click();
    await page.waitForURL((u) => SIMULATION_URL.test(u.pathname) && u.toString() !== address);
    await page.getByText('Simulação recalculada com as condições de hoje (versão 2)').first().waitFor();
    await expect.poll(() => page.getByTestId('simulation-version').textContent()).toBe('Versão 2');
    const todayCet = await ipcaCet(page);
    expect(todayCet).not.toBe(savedCet);
    const versions = page.getByRole('navigation', { name: 'Versões desta simulação' });
    await versions
      .getByRole('link', { name: /^Versão 2/ })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await versions.getByRole('link', { name: /^Versão 1/ }).click();
    await page.waitForURL(address);
    await expect.poll(() => page.getByTestId('simulation-version').textContent()).toBe('Versão 1');
    expect(await ipcaCet(page)).toBe(savedCet);

    // The public link: created here, opened by the customer without login, then turned off.
    await page.getByRole('button', { name: 'Criar link público' }).click();
    const linkField = page.getByLabel('Endereço do link');
    await linkField.waitFor();
    const publicUrl = await linkField.inputValue();
    expect(publicUrl).toMatch(/\/proposta\/[A-Za-z0-9_-]{43}$/);

    // WhatsApp sends that same link (wa.me is answered locally: the test needs only the address it opens).
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
    const [whatsapp] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()]);
    await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
    const message = new URL(whatsapp.url()).searchParams.get('text') ?? '';
    expect(message).toMatch(/^Olá, Maria! Segue a sua simulação\./);
    expect(message).toContain(`Veja a proposta completa: ${publicUrl}`);
    expect(message).not.toContain('/simulacao/');
    await whatsapp.close();

    const customer = await newContext({ width: 390, height: 844 });
    await customer.page.goto(publicUrl);
    await customer.page.getByRole('heading', { name: 'Olá, Maria!' }).waitFor();
    expect(await ipcaCet(customer.page)).toBe(savedCet);
    expect(await customer.page.getByText('529.982.247-25').count()).toBe(0);
    expect(await customer.page.getByText('Souza').count()).toBe(0);
    expect(describeViolations((await runAxe(customer.page)).filter(isSerious))).toBe('');
    await screenshot(customer.page, 'proposta-publica-celular');

    await page.getByRole('button', { name: 'Desativar link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desativar link' }).click();
    await page.getByText('Link público desativado. Quem abrir o link verá que ele está indisponível').first().waitFor();
    await page.getByRole('button', { name: 'Criar link público' }).waitFor();

    await customer.page.reload();
    await customer.page.getByRole('heading', { name: 'Link indisponível' }).waitFor();
    expect(describeViolations((await runAxe(customer.page)).filter(isSerious))).toBe('');
    expect(await customer.page.getByText('Maria').count()).toBe(0);
    await customer.context.close();
    await context.close();
  });

  it('quem não pode ver a simulação de outro corretor e abre o endereço dela vê "não encontrada"', async () => {
    const token = await apiToken(server.url, 'operador@demo.com.br');
    const saved = await trpcMutation<{ id: string }>(server.url, token, 'simulation.save', {
      type: 'HomeEquity',
      customer: { name: 'Paula Pires', document: '529.982.247-25', birthDate: '1975-03-10', income: 25000 },
      assetValue: 600000,
      operationValue: 300000,
      deadline: 180,
      isRegistered: true,
      numberOfAssociates: 1,
      gracePeriod: 0,
    });
    const { context, page } = await newContext();
    // The affiliate manager sees only their own simulations.
    await signIn(page, 'filial@demo.com.br');
    await page.goto(`/simulations/${saved.id}`);
    await page.getByRole('heading', { level: 1, name: 'Simulação não encontrada' }).waitFor();
    expect(await page.getByText('Paula Pires').count()).toBe(0);
    await context.close();
  });
});
