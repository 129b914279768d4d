/**
 * Accessibility (docs/performance.md): axe-core finds no serious or critical violation (WCAG 2.x A/AA and axe's best
 * practices) on a few main pages, public ones on a phone with the cookie banner a first visitor sees, private ones
 * signed in. The full list of pages is measured by `npm run bench -- axe`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSerious, runAxe } from './axe.ts';
import { apiToken, createDeal, realtyDeal, trpcMutation, trpcQuery } from './deal-fixtures.ts';
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

/** The serious and critical violations on the page as it is now, described for the failure message. */
async function seriousViolations(page: Page): Promise<string> {
  // Transitions and the lazily loaded cookie banner settle first.
  await page.waitForTimeout(500);
  return describeViolations((await runAxe(page)).filter(isSerious));
}

async function newContextPage(opts: { phone?: boolean; dark?: boolean } = {}) {
  // axe arrives as an inline script, which the app's Content-Security-Policy (rightly) refuses.
  const context = await browser.newContext({ ...(opts.phone ? PHONE : { viewport: { width: 1280, height: 800 } }), baseURL: server.url, locale: 'pt-BR', bypassCSP: true });
  context.setDefaultTimeout(30_000);
  // A visitor who chose the dark theme before (the key client/public/color-scheme.js reads before the first paint).
  if (opts.dark) await context.addInitScript(() => window.localStorage.setItem('credito.color-scheme', 'dark'));
  return { context, page: await context.newPage() };
}

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** Signed in, the account's saved theme applies first; the header toggle then turns the dark one on, as a user would. */
async function turnDark(page: Page) {
  await page.getByRole('button', { name: 'Alternar tema' }).waitFor();
  if ((await scheme(page)) !== 'dark') await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
}

/** Only the colour-contrast findings (dark mode at WCAG AA), whatever their impact. */
async function contrastViolations(page: Page): Promise<string> {
  await page.waitForTimeout(500);
  const found = (await runAxe(page)).filter((v) => v.id === 'color-contrast' || isSerious(v));
  // The ratios axe measured go into the failure message: they say which colour to change.
  return [describeViolations(found), ...found.flatMap((v) => v.details)].filter(Boolean).join('\n');
}

describe('acessibilidade (axe)', () => {
  it('login, simulação pública e FAQ no celular, com o aviso de cookies: nenhuma violação grave ou crítica', async () => {
    const { context, page } = await newContextPage({ phone: true });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    expect(await seriousViolations(page)).toBe('');
    // The field the keyboard is on has a ring, as buttons do, not only a border of another colour.
    await page.getByLabel('E-mail').focus();
    expect(await page.getByLabel('E-mail').evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(['solid', '2px']);

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

    // The commissions' status totals write each status in its colour ("Nota fiscal pendente" in yellow read 4.0:1).
    await page.goto('/commissions');
    await page.getByText('Nota fiscal pendente').first().waitFor();
    expect(await contrastViolations(page)).toBe('');
    await context.close();
  });

  it('página do negócio com um banco escolhido pelo cliente: nenhuma violação grave ou crítica', async () => {
    // The filled green badge "Escolhido pelo cliente" had white text at 2.2:1 (axe in npm run bench -- axe).
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Ágata Contraste'));
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const [bank] = await trpcQuery<{ id: string }[]>(server.url, token, 'bankPartners.list', {});
    await trpcMutation(server.url, token, 'dealBanks.add', { dealId: deal.id, banks: [{ bankPartnerId: bank.id }] });
    const submission = async () => (await trpcQuery<{ id: string; version: number }[]>(server.url, token, 'dealBanks.list', { dealId: deal.id }))[0];
    const sent = await submission();
    await trpcMutation(server.url, token, 'dealBanks.setStatus', { id: sent.id, version: sent.version, status: 'approved', approvedValue: 300_000 });
    const approved = await submission();
    await trpcMutation(server.url, token, 'dealBanks.choose', { id: approved.id, version: approved.version });

    const { context, page } = await newContextPage();
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    await page.getByRole('region', { name: 'Bancos' }).getByText('Escolhido pelo cliente').waitFor();
    expect(await seriousViolations(page)).toBe('');
    // "Ver quem acessou" gives way to the list: the keyboard's focus follows it instead of falling to the page's top.
    await page.getByRole('button', { name: 'Ver quem acessou' }).press('Enter');
    await page.getByRole('list', { name: 'Acessos' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('#acessos'))).toBe(true);
    await context.close();
  });

  it('tema escuro: login, simulação pública e cadastro público no celular sem contraste abaixo de AA', async () => {
    const { context, page } = await newContextPage({ phone: true, dark: true });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await contrastViolations(page)).toBe('');

    await page.goto('/simulacao/imobiliaria/demo-credito');
    await page.getByRole('form', { name: 'Dados da simulação' }).waitFor();
    expect(await contrastViolations(page)).toBe('');

    await page.goto('/cadastro-cliente/Realty/Financing/demo-credito/inicio');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await contrastViolations(page)).toBe('');
    await context.close();
  });

  it('tema escuro: painel, quadro com as etapas, página do negócio e simulação sem contraste abaixo de AA', async () => {
    const { context, page } = await newContextPage();
    await signIn(page, 'admin@demo.com.br');
    await turnDark(page);
    await page.getByText(/^Últimos 30 dias/).waitFor();
    expect(await contrastViolations(page)).toBe('');

    await page.goto('/meus-negocios/financiamento-imobiliario');
    const card = page.locator('[data-stage] [data-deal-id]').first();
    await card.waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await contrastViolations(page)).toBe('');
    await screenshot(page, 'quadro-tema-escuro');

    const dealId = await card.getAttribute('data-deal-id');
    await page.goto(`/deal/${dealId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await contrastViolations(page)).toBe('');
    // The breadcrumb's "/" (which axe does not weigh) in the dimmed text colour: Mantine's dark 2 read 4.0:1.
    expect(
      await page
        .locator('.mantine-Breadcrumbs-separator')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(172, 172, 172)');

    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();
    await page.getByLabel('Home equity').check();
    await page.getByLabel(/^(Nome do cliente|Nome completo)$/).fill('Maria Souza');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Data de nascimento').fill('10031975');
    await page.getByLabel(/^Celular/).fill('11987654321');
    await page.getByLabel('Renda mensal').fill('25000');
    await page.getByLabel('Valor do imóvel').fill('600000');
    await page.getByLabel('Valor do crédito').fill('330000');
    await page.getByLabel('Prazo', { exact: true }).selectOption('180');
    await page.getByLabel('Imóvel com matrícula').uncheck();
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.getByRole('region', { name: 'Bancos que não atendem' }).waitFor();
    expect(await contrastViolations(page)).toBe('');

    await page.getByRole('link', { name: 'Bancos lado a lado' }).click();
    await page.getByRole('table').getByText('Não atende').first().waitFor();
    expect(await contrastViolations(page)).toBe('');
    await context.close();
  });

  it('senhas e caixas de aceite com erro são marcadas aria-invalid, como os campos de texto: login, meu perfil, novo usuário e cadastro de filial', async () => {
    const invalid = (page: Page, label: string) => page.getByLabel(label, { exact: true }).getAttribute('aria-invalid');
    const { context, page } = await newPage(browser, server);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Este campo é obrigatório').waitFor();
    expect(await invalid(page, 'Senha')).toBe('true');
    // And the focus goes to it, the first field in error (client/lib/focus-first-error.ts looks for aria-invalid).
    await expect.poll(() => page.getByLabel('Senha', { exact: true }).evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    // No error, no mark.
    expect(await invalid(page, 'E-mail')).not.toBe('true');

    await signIn(page, 'admin@demo.com.br');
    await page.goto('/account/profile/me');
    const password = page.getByRole('form', { name: 'Senha' });
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await password.getByText('Este campo é obrigatório').first().waitFor();
    for (const label of ['Senha atual', 'Nova senha']) expect(await password.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.goto('/users');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await dialog.getByText('Este campo é obrigatório').first().waitFor();
    expect(await dialog.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();

    const admin = await apiToken(server.url, 'admin@demo.com.br');
    const { subsidiary } = await trpcMutation<{ subsidiary: { registrationPath: string } }>(server.url, admin, 'accounts.subsidiaries.create', {
      fantasyName: 'Demo Crédito Invalida',
      status: 'active',
    });
    const phone = await newPage(browser, server, PHONE);
    await phone.page.goto(subsidiary.registrationPath);
    await phone.page.getByRole('button', { name: 'Concluir cadastro da filial' }).click();
    await phone.page.getByText('Você deve aceitar os termos de uso').waitFor();
    for (const label of ['Senha', 'Li e aceito a política de privacidade', 'Li e aceito os termos de uso']) expect(await invalid(phone.page, label)).toBe('true');
    await phone.page.getByLabel('Li e aceito os termos de uso').check();
    await expect.poll(() => invalid(phone.page, 'Li e aceito os termos de uso')).not.toBe('true');
    await phone.context.close();
  });
});
