/**
 * Customers in a real browser: the proponent of a deal created through the API appears in /customers, the search
 * finds them by name and by CPF, the detail lists their deal (a link to the deal page); an operator sees only the
 * people of their own deals, with the CPF masked as the server sends it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../shared/format.ts';
import { createDeal, realtyDeal } from './deal-fixtures.ts';
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

describe('clientes', () => {
  it('o cliente do negócio aparece na lista, é encontrado pela busca e o detalhe leva ao negócio', async () => {
    const input = realtyDeal('Renata Quintela', { operationValue: 250_000 });
    const cpf = input.associates[0].document;
    const deal = await createDeal(server.url, 'admin@demo.com.br', input);
    await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Sérgio Bastos'));

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/customers');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    const renata = page.getByRole('link', { name: 'Renata Quintela' });
    await renata.waitFor();
    await page.getByRole('link', { name: 'Sérgio Bastos' }).waitFor();
    const row = page.getByRole('row', { name: /Renata Quintela/ });
    expect(await row.textContent()).toContain(formatCpf(cpf));

    // By CPF (typed with its punctuation), then by name: only Renata.
    const sergio = page.getByRole('link', { name: 'Sérgio Bastos' });
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(formatCpf(cpf));
    await sergio.waitFor({ state: 'detached' });
    await renata.waitFor();
    await search.fill('');
    await sergio.waitFor();
    await search.fill('quintela');
    await sergio.waitFor({ state: 'detached' });
    await renata.waitFor();
    await search.fill('ninguém com este nome');
    await page.getByText('Nenhum cliente encontrado para esta busca').waitFor();
    await search.fill('Renata');
    await screenshot(page, 'clientes-lista');

    // The detail: the person's data and the deal, linked to its page.
    await renata.click();
    await page.waitForURL((u) => u.pathname.startsWith('/customers/'));
    await page.getByRole('heading', { level: 1, name: 'Renata Quintela' }).waitFor();
    const deals = page.getByRole('region', { name: 'Negócios' });
    const link = deals.getByRole('link', { name: `Negócio nº ${deal.number}` });
    await link.waitFor();
    expect(await deals.textContent()).toContain('R$\u00a0250.000,00');
    expect(await deals.textContent()).toContain('Novos leads');
    // The whole row fits the card on a laptop (1280 px): nothing past its edge to scroll to.
    const table = deals.getByRole('table');
    expect(await table.evaluate((t) => t.scrollWidth - (t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!).clientWidth)).toBeLessThanOrEqual(0);
    expect(await deals.getByText('Deslize a tabela para o lado para ver todas as colunas.').count()).toBe(0);
    await deals.getByText('Proponente principal').waitFor();
    expect(await deals.getByText(/^cadastrado em \d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Dados' }).textContent()).toContain('Ana Souza');
    await screenshot(page, 'clientes-detalhe');
    await link.click();
    await page.waitForURL((u) => u.pathname === `/deal/${deal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Renata Quintela' }).waitFor();
    await context.close();
  });

  it('no celular, a tabela de negócios do cliente avisa que rola de lado e, deslizada, mostra o valor inteiro e o papel', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Vera Celular', { operationValue: 255_000 }));
    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/customers');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Vera Celular');
    // The list is filtered once it counts one customer: a click before that can land on a row being replaced.
    await page.getByText('1 cliente', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Vera Celular' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/customers/'));
    await page.getByRole('heading', { level: 1, name: 'Vera Celular' }).waitFor();
    const deals = page.getByRole('region', { name: 'Negócios' });
    await deals.getByRole('link', { name: `Negócio nº ${deal.number}` }).waitFor();
    // Wider than the card on a phone: the table says it scrolls, as the lists do…
    await deals.getByText('Deslize a tabela para o lado para ver todas as colunas.').waitFor();
    const role = deals.getByRole('columnheader', { name: 'Papel' });
    const value = deals.getByRole('cell', { name: 'R$\u00a0255.000,00' });
    const inWindow = async (box: { x: number; width: number } | null) => !!box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width + 1;
    expect(await inWindow(await role.boundingBox())).toBe(false);
    // …and a sideways swipe over it brings the whole value and the role into view.
    await deals.getByRole('table').scrollIntoViewIfNeeded();
    const tableBox = await deals.getByRole('table').boundingBox();
    await page.mouse.move(tableBox!.x + 100, tableBox!.y + 20);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(400, 0);
    await expect.poll(async () => inWindow(await role.boundingBox())).toBe(true);
    expect(await inWindow(await value.boundingBox())).toBe(true);
    await screenshot(page, 'cliente-negocios-celular');
    await context.close();
  });

  it('o operador vê só os clientes dos seus negócios, com o CPF mascarado', async () => {
    const input = realtyDeal('Tomás Operado');
    const cpf = input.associates[0].document;
    await createDeal(server.url, 'operador@demo.com.br', input);
    await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Úrsula Alheia'));

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/customers');
    const row = page.getByRole('row', { name: /Tomás Operado/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
    expect(await row.textContent()).not.toContain(formatCpf(cpf));
    expect(await page.getByRole('link', { name: 'Úrsula Alheia' }).count()).toBe(0);
    await context.close();
  });
});
