/**
 * The catalogue in a real browser: the master registers a partner bank, an administrator registers a company
 * product for it (the shared schema's message first, then valid values), finds it in /products and on the bank's
 * institution page; an operator reads it, titled by its name.
 */
import type { Browser, Page } from 'playwright-core';
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

const BANK = 'Banco Horizonte';
const PRODUCT = 'Horizonte Casa Própria';

/** Opens a Mantine Select or MultiSelect by its label and picks an option. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('catálogo: bancos parceiros e produtos', () => {
  it('o master cadastra um banco parceiro', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'master@demo.com.br');
    await page.getByRole('link', { name: 'Bancos parceiros' }).click();
    await page.waitForURL((u) => u.pathname === '/bankpartners');
    await page.getByText('Dados de demonstração').waitFor();
    // The banks without a logo show their initials, and no two on the list read the same: Sicoob and Sicredi are not
    // both "SI", nor Santander and Banco Safra both "SA".
    const avatarOf = (name: string) => page.locator('tr', { has: page.getByRole('link', { name, exact: true }) }).locator('.mantine-Avatar-root');
    expect([await avatarOf('Sicoob').textContent(), await avatarOf('Sicredi').textContent()]).toEqual(['SB', 'SR']);
    expect([await avatarOf('Santander').textContent(), await avatarOf('Banco Safra').textContent()]).toEqual(['SN', 'SF']);
    const initials = await page.locator('tr[data-bank-id] .mantine-Avatar-root').allTextContents();
    expect(initials.length).toBeGreaterThanOrEqual(15);
    expect(new Set(initials).size).toBe(initials.length);

    await page.getByRole('button', { name: 'Novo banco' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo banco' });
    await dialog.getByLabel('Nome do banco').fill(BANK);
    await dialog.getByLabel('Código do banco').fill('321');
    await dialog.getByLabel('Prazo mínimo de análise (dias)').fill('15');
    await dialog.getByLabel('Prazo máximo de análise (dias)').fill('30');
    await dialog.getByLabel('Score mínimo (0 a 1000)').fill('500');
    await dialog.getByLabel('Máximo de proponentes').fill('2');
    await dialog.getByLabel('Valor mínimo do bem').fill('100000');
    await dialog.getByLabel('Valor mínimo do crédito').fill('30000');
    await choose(page, 'Indexadores', 'Taxa fixa');
    await page.keyboard.press('Escape');
    await choose(page, 'Tabelas de amortização', 'SAC');
    await page.keyboard.press('Escape');
    await choose(page, 'Tipos de bem aceitos', 'Apartamento');
    await page.getByRole('option', { name: 'Casa', exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Aceita imóvel sem matrícula').check();
    await screenshot(page, 'catalogo-novo-banco');
    await dialog.getByRole('button', { name: 'Cadastrar banco' }).click();

    await page.getByText('Banco parceiro cadastrado com sucesso!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr', { has: page.getByRole('link', { name: BANK }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('15–30 dias');
    await screenshot(page, 'catalogo-bancos');
    await context.close();
  });

  it('o administrador cadastra um produto da empresa e o vê na lista e na página da instituição', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('link', { name: 'Produtos' }).click();
    await page.waitForURL((u) => u.pathname === '/products');
    await page.getByRole('link', { name: 'Novo produto' }).click();
    await page.waitForURL((u) => u.pathname === '/products/new');

    // Only masters register global products.
    await page.getByLabel('Nome do produto').fill(PRODUCT);
    expect(await page.getByLabel('Cadastrar globalmente').count()).toBe(0);
    await choose(page, 'Instituição parceira', new RegExp(BANK));
    await choose(page, 'Segmento', 'Imobiliário');
    await choose(page, 'Tipo', 'Financiamento imobiliário');
    await page.getByLabel('Taxa', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();
    await page.getByText('A taxa não pode ser igual a 0%').waitFor();
    await screenshot(page, 'catalogo-produto-taxa-zero');
    expect(new URL(page.url()).pathname).toBe('/products/new');

    await page.getByRole('radio', { name: 'Anual' }).check();
    await page.getByLabel('Taxa', { exact: true }).fill('10,99');
    await page.getByLabel('Taxa mínima').fill('9,5');
    await page.getByLabel('Taxa máxima').fill('12');
    await choose(page, 'Tabela de amortização', 'SAC');
    await choose(page, 'Indexador', 'TR (pós-fixado)');
    await page.getByLabel('LTV (% do valor do bem)').fill('80');
    await page.getByLabel('Valor mínimo do bem').fill('150000');
    await page.getByLabel('Valor mínimo do crédito').fill('50000');
    await page.getByLabel('Prazo mínimo (meses)').fill('60');
    await page.getByLabel('Prazo máximo (meses)').fill('360');
    await choose(page, 'Tipos de bem aceitos', 'Apartamento');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();

    await page.getByText('Produto cadastrado com sucesso!').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/products');
    await page.getByLabel('Buscar').fill('Horizonte');
    await page.waitForURL((u) => u.searchParams.get('search') === 'Horizonte');
    const row = page.locator('tr', { hasText: PRODUCT });
    await row.waitFor();
    expect(await row.textContent()).toContain('10,99 % a.a.');
    await row.getByText('Da empresa').waitFor();
    // With the row's actions (icons) beside eight columns the table still fits its place beside the sidebar on a laptop
    // (1280 px): nothing to scroll sideways, and no hint saying so.
    const overflow = await page
      .locator('table')
      .first()
      .evaluate((table) => {
        const box = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
    expect(overflow).toBe(0);
    expect(await page.getByText('Deslize a tabela para o lado para ver todas as colunas.').count()).toBe(0);
    await screenshot(page, 'catalogo-produtos');

    await row.getByRole('link', { name: BANK }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/instituicao-financeira/'));
    await page.getByRole('heading', { name: BANK }).waitFor();
    await page.getByText('Aceita imóvel sem matrícula').waitFor();
    const products = page.getByRole('region', { name: 'Produtos' });
    await products.getByText(PRODUCT).waitFor();
    const edit = (await products.getByRole('link', { name: `Editar ${PRODUCT}` }).getAttribute('href'))!;
    await screenshot(page, 'catalogo-instituicao');
    await context.close();

    // An operator reads the product: its name is the title (nothing to edit), and the page says it is read-only.
    const operator = await newPage(browser, server);
    await signIn(operator.page, 'operador@demo.com.br');
    await operator.page.goto(edit);
    await operator.page.getByText('Produto somente leitura').waitFor();
    await operator.page.getByRole('heading', { name: PRODUCT, exact: true, level: 1 }).waitFor();
    expect(await operator.page.getByText(/^Editar/).count()).toBe(0);
    expect(await operator.page.title()).not.toMatch(/Editar/);
    await operator.context.close();
  });
});
