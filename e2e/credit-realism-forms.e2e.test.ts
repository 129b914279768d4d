/**
 * Credit realism on the forms: an administrator adds the company's own IPCA projection on the
 * projections screen, and the realty simulation asks the property type, so a commercial room is quoted with IOF
 * and an apartment is not.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** An individual financing a R$ 600.000 property with R$ 400.000 over 360 months. */
async function fillFinancing(page: Page, propertyType: string) {
  await page.getByLabel('Financiamento imobiliário').check();
  await page.getByLabel('Nome do cliente').fill('Paulo Comprador');
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Data de nascimento').fill('10031985');
  await page.getByLabel('Renda mensal').fill('30000');
  await page.getByLabel('Valor do imóvel').fill('600000');
  await page.getByLabel('Tipo do imóvel').selectOption({ label: propertyType });
  await page.getByLabel('Valor do crédito').fill('400000');
  await page.getByLabel('FGTS para a entrada').fill('50000');
  await page.getByLabel('Prazo', { exact: true }).selectOption('360');
}

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('realismo de crédito nos formulários', () => {
  it('o administrador cadastra uma projeção de IPCA da empresa e a vê em vigor', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/products');
    await page.getByRole('link', { name: 'Projeções de índices' }).click();
    await page.waitForURL((u) => u.pathname === '/products/projecoes');
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: 'Plataforma' }).first().waitFor();

    const form = page.getByRole('form', { name: 'Nova projeção' });
    // The shared schema's messages on the fields before anything is sent.
    await form.getByLabel('Vigente desde').fill('31022026');
    await form.getByRole('button', { name: 'Adicionar projeção' }).click();
    await form.getByText('Selecione uma opção').waitFor();
    await form.getByText('Data inválida').waitFor();

    await form.getByLabel('Índice').click();
    await page.getByRole('option', { name: 'IPCA' }).click();
    await form.getByLabel('Projeção anual').fill('4,75');
    await form.getByLabel('Fonte').fill('Projeção da mesa de crédito');
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('');
    await form.getByLabel('Vigente desde').fill(today);
    await form.getByRole('button', { name: 'Adicionar projeção' }).click();
    await page.getByText('Projeção salva com sucesso!').first().waitFor();

    const row = table.getByRole('row').filter({ hasText: 'Projeção da mesa de crédito' });
    await row.getByText('4,75 % a.a.').waitFor();
    await row.getByText('Empresa').waitFor();
    await row.getByText('Em vigor').waitFor();
    // The platform's IPCA stays listed, now as history for this company.
    const platformIpca = table.getByRole('row').filter({ hasText: 'IPCA' }).filter({ hasText: 'Plataforma' });
    await platformIpca.getByText('Histórico').first().waitFor();
    await screenshot(page, 'projecoes-de-indices');
    await context.close();
  });

  it('a sala comercial paga IOF e o apartamento não, com o tipo do imóvel escolhido no formulário', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();
    // Apartment is the default; a company gets the Simples Nacional question.
    expect(await page.getByLabel('Tipo do imóvel').inputValue()).toBe('apartamento');
    await page.getByLabel('Pessoa jurídica (empresa)').check();
    await page.getByLabel('Empresa optante pelo Simples Nacional').waitFor();
    await page.getByLabel('Pessoa jurídica (empresa)').uncheck();
    expect(await page.getByLabel('Empresa optante pelo Simples Nacional').count()).toBe(0);

    await fillFinancing(page, 'Sala comercial');
    // A second proponent gets a birth date field (the oldest one picks the insurance band).
    expect(await page.getByLabel('Nascimento do 2º proponente').count()).toBe(0);
    await page.getByLabel('Número de proponentes').fill('2');
    await page.getByLabel('Nascimento do 2º proponente').fill('10031990');
    await page.getByRole('button', { name: 'Simular' }).click();
    const offers = page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article');
    await offers.first().waitFor();
    await offers.first().getByText('Imóvel comercial: IOF incide').waitFor();
    await screenshot(page, 'simulacao-sala-comercial');

    // The form folds away under the result; the broker opens it again to change the case.
    await page.getByRole('button', { name: 'Editar dados' }).click();
    await page.getByLabel('Tipo do imóvel').selectOption({ label: 'Apartamento' });
    await page.getByRole('button', { name: 'Simular' }).click();
    const iofNotes = page.getByText('Imóvel comercial: IOF incide');
    await expect.poll(() => iofNotes.count()).toBe(0);
    // Counted again once the new offers are on screen, so a loading state in between proves nothing by itself.
    await offers.first().waitFor();
    expect(await iofNotes.count()).toBe(0);
    await context.close();
  });

  it('a página pública pergunta o tipo do imóvel e o FGTS num celular', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto('/simulacao/imobiliaria/demo-credito');
    await page.getByLabel('Tipo do imóvel').waitFor();
    expect(await page.getByLabel('Tipo do imóvel').inputValue()).toBe('apartamento');
    await page.getByLabel('FGTS para a entrada').waitFor();
    await page.getByLabel('Home equity').check();
    expect(await page.getByLabel('FGTS para a entrada').count()).toBe(0);
    await context.close();
  });

  it('o administrador cadastra tarifas, tabelas aceitas, LTV por tabela e SFH num produto e os reencontra ao editar', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/products/new');
    const name = 'SFH Só SAC';
    await page.getByLabel('Nome do produto').fill(name);
    await choose(page, 'Instituição parceira', /Caixa/);
    await choose(page, 'Segmento', 'Imobiliário');
    await choose(page, 'Tipo', 'Financiamento imobiliário');
    await page.getByRole('radio', { name: 'Anual' }).check();
    await page.getByLabel('Taxa', { exact: true }).fill('11,19');
    await page.getByLabel('Taxa mínima').fill('10');
    await page.getByLabel('Taxa máxima').fill('12');
    await choose(page, 'Tabela de amortização', 'SAC');
    await choose(page, 'Indexador', 'TR (pós-fixado)');
    await page.getByLabel('Tarifa de avaliação').fill('3100');
    await page.getByLabel('Tarifas financiadas').check();
    await page.getByLabel('LTV (% do valor do bem)').fill('80');
    await page.getByLabel('Valor mínimo do bem').fill('150000');
    await page.getByLabel('Valor mínimo do crédito').fill('50000');
    await page.getByLabel('Prazo mínimo (meses)').fill('60');
    await page.getByLabel('Prazo máximo (meses)').fill('360');
    await choose(page, 'Tipos de bem aceitos', 'Apartamento');
    await page.keyboard.press('Escape');
    // No table at all is refused by the shared schema, on the field.
    await page.getByRole('checkbox', { name: 'PRICE' }).uncheck();
    await page.getByRole('checkbox', { name: 'SAC' }).uncheck();
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();
    await page.getByText('Selecione uma opção', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'SAC' }).check();
    await page.getByLabel('LTV na SAC (%)').fill('70');
    await page.getByLabel('Sistema de financiamento').selectOption('SFH');
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();
    await page.getByText('Produto cadastrado com sucesso!').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/products');

    await page.getByLabel('Buscar').fill(name);
    await page.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/products/edit/'));
    await expect.poll(() => page.getByLabel('Tarifa de avaliação').inputValue()).toBe('R$ 3.100,00');
    expect(await page.getByLabel('Tarifas financiadas').isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'PRICE' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'SAC' }).isChecked()).toBe(true);
    expect(await page.getByLabel('LTV na SAC (%)').inputValue()).toBe('70 %');
    expect(await page.getByLabel('LTV na PRICE (%)').inputValue()).toBe('');
    expect(await page.getByLabel('Sistema de financiamento').inputValue()).toBe('SFH');
    await screenshot(page, 'produto-regras-por-tabela');
    await context.close();
  });
});
