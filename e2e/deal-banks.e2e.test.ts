/**
 * One deal, several banks, in a real browser: the broker sends a deal to three banks at once, records one
 * approval (with the approved value) and one denial (with the bank's reason), marks the customer's choice — and
 * the commission follows the chosen bank and its approved value; the board card shows the per-bank picture (and, before
 * the choice, that the deal was sent to the banks rather than "Banco a definir").
 */

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createDeal, realtyDeal, trpcMutation, trpcQuery as trpcQueryAt } from './deal-fixtures.ts';
import { launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot, signIn, startServer, type TestServer } from './harness.ts';

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

const bankCard = (page: Page, name: string) => page.getByRole('article', { name: `Banco ${name}`, exact: true });

/** Opens "Mudar situação" of a bank and picks a status. */
async function changeStatus(page: Page, bank: string, status: string) {
  await bankCard(page, bank).getByRole('button', { name: 'Mudar situação' }).click();
  const dialog = page.getByRole('dialog', { name: `Situação — ${bank}` });
  await dialog.getByRole('combobox', { name: 'Situação', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  return dialog;
}

describe('um negócio, vários bancos', () => {
  it('envia a três bancos, registra uma aprovação e uma negativa, e a escolha do cliente define a comissão', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Yara Multibanco', { operationValue: 320_000 }));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    const section = page.getByRole('region', { name: 'Bancos' });
    await section.getByText('Este negócio ainda não foi enviado a nenhum banco.', { exact: false }).waitFor();

    // Three banks at once.
    await section.getByRole('button', { name: 'Enviar para bancos' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar para bancos' });
    const picker = send.getByRole('combobox', { name: 'Bancos', exact: true });
    // Focused when the dialog opens, with its list closed: the dialog's buttons stay in reach.
    await expect.poll(() => picker.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await send.getByRole('button', { name: 'Cancelar' }).isVisible()).toBe(true);
    const names: string[] = [];
    await picker.click();
    // A property deal is offered the banks that finance property, not the vehicle-only ones (Banco BV of the demo).
    await page.getByRole('option', { name: 'Caixa Econômica Federal — qualquer produto' }).waitFor();
    expect(await page.getByRole('option', { name: 'Banco BV — qualquer produto' }).count()).toBe(0);
    for (let i = 0; i < 3; i++) {
      // Each bank as a whole ("— qualquer produto"); its products are offered beside it.
      const option = page.getByRole('option', { name: / — qualquer produto$/ }).nth(i);
      if (!(await option.isVisible())) await picker.click();
      names.push((await option.textContent())!.replace(' — qualquer produto', '').trim());
      await option.click();
    }
    await send.getByText('Escolha os bancos', { exact: false }).click();
    await screenshot(page, 'enviar-para-bancos');
    await send.getByRole('button', { name: 'Enviar para 3 bancos' }).click();
    await page.getByText('Negócio enviado a 3 bancos').waitFor();
    for (const name of names) await bankCard(page, name).getByText('Enviado', { exact: true }).waitFor();
    const [approvedBank, deniedBank, waitingBank] = names;

    // On the board, a deal sent to banks but with none chosen yet says so, not "Banco a definir" above its banks.
    await page.goto('/meus-negocios/financiamento-imobiliario');
    const sentCard = page.locator(`[data-deal-id="${deal.id}"]`);
    await sentCard.getByText('Enviado a 3 bancos', { exact: true }).waitFor();
    await sentCard.getByText('3 bancos', { exact: true }).waitFor();
    expect(await sentCard.getByText('Banco a definir').count()).toBe(0);
    await page.goto(`/deal/${deal.id}`);
    await bankCard(page, approvedBank).waitFor();

    // An approval needs the approved value.
    let dialog = await changeStatus(page, approvedBank, 'Aprovado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Informe o valor aprovado pelo banco').waitFor();
    await dialog.getByRole('textbox', { name: 'Valor aprovado' }).fill('300000');
    await dialog.getByRole('textbox', { name: 'Condições' }).fill('10,49% a.a. + TR, 360 meses');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await bankCard(page, approvedBank).getByText('R$ 300.000,00').waitFor();
    await bankCard(page, approvedBank).getByText('Aprovado', { exact: true }).waitFor();

    // A denial needs the bank's reason.
    dialog = await changeStatus(page, deniedBank, 'Negado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Informe o motivo dado pelo banco').waitFor();
    await dialog.getByRole('textbox', { name: 'Motivo do banco' }).fill('Renda insuficiente');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await bankCard(page, deniedBank).getByText('Motivo do banco: Renda insuficiente').waitFor();

    // Only the approved bank can be chosen; the choice shows and reaches the timeline.
    expect(await bankCard(page, deniedBank).getByRole('button', { name: 'Marcar como escolhido' }).count()).toBe(0);
    await bankCard(page, approvedBank).getByRole('button', { name: 'Marcar como escolhido' }).click();
    await bankCard(page, approvedBank).getByText('Escolhido pelo cliente').waitFor();
    await page.getByText(`registrou que o cliente escolheu ${approvedBank}`).waitFor();
    await page.getByText(new RegExp(`registrou que (o banco )?${deniedBank} negou`)).waitFor();
    await screenshot(page, 'negocio-bancos');

    // The board card: the per-bank picture at a glance.
    await page.goto('/meus-negocios/financiamento-imobiliario');
    const card = page.locator(`[data-deal-id="${deal.id}"]`);
    await card.waitFor();
    await card.getByText('3 bancos · 1 aprovado · 1 negado').waitFor();
    // At 1280px the whole summary is shown (wrapping if need be), never cut by an ellipsis.
    await page.setViewportSize({ width: 1280, height: 800 });
    const summary = card.getByTestId('bank-picture-text');
    expect(await summary.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, ellipsis: getComputedStyle(el).textOverflow }))).toEqual({ cut: false, ellipsis: 'clip' });
    expect(await card.getByTestId('bank-picture').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'quadro-bancos-cartao-1280.png') });
    const picture = card.getByRole('img', { name: /^Enviado a 3 bancos/ });
    const label = await picture.getAttribute('aria-label');
    expect(label).toContain(`${approvedBank} aprovou`);
    expect(label).toContain(`${deniedBank} negou`);
    expect(label).toContain(`${waitingBank} recebeu`);
    expect(label).toContain(`Escolhido pelo cliente: ${approvedBank}`);
    await screenshot(page, 'quadro-bancos');

    // The dashboard's banks funnel counts it (sent, approved, chosen).
    await page.goto('/account/dashboard');
    const funnel = page.getByRole('region', { name: 'Bancos' });
    await funnel.getByText('Banco escolhido pelo cliente').waitFor();
    expect(await funnel.textContent()).not.toContain('Nenhum negócio novo foi enviado a bancos');

    // The deal reaches the registry: its commission uses the chosen bank and its approved value (1,20 % of it).
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const current = await trpcMutation<{ version: number }>(server.url, token, 'deals.move', { id: deal.id, stage: 'propertyRegistry', version: await dealVersion(deal.id) });
    expect(current.version).toBeGreaterThan(1);
    await page.goto('/commissions');
    await page.getByLabel('Buscar').fill('Yara Multibanco');
    // The search reaches the address after a pause; the drawer is opened on the searched list.
    await page.waitForURL((u) => u.searchParams.get('search') === 'Yara Multibanco');
    const row = page.locator('[data-commission-id]').filter({ hasText: 'Yara Multibanco' });
    await row.waitFor();
    await row.getByText('R$ 3.600,00').waitFor();
    await row.getByRole('button', { name: `Abrir a comissão do negócio nº ${deal.number}` }).click();
    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${deal.number}` });
    await panel.getByRole('group', { name: 'Banco', exact: true }).getByText(approvedBank).waitFor();
    // The banks of the case by name, not by count.
    const caseBanks = panel.getByRole('group', { name: 'Bancos do caso' });
    await caseBanks.getByText(`Escolhido: ${approvedBank}`).waitFor();
    await caseBanks.getByText(`Aprovado: ${approvedBank}`).waitFor();
    await panel.getByRole('group', { name: 'Valor aprovado' }).getByText('R$ 300.000,00').waitFor();
    await screenshot(page, 'comissao-banco-escolhido');
    await context.close();
  });
});

describe('bancos no celular', () => {
  it('a seção Bancos cabe na tela do celular e a situação de um banco muda pelo diálogo', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Zilda Celular', { operationValue: 210_000 }));
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const banks = (await trpcQuery<{ id: string; name: string }[]>(token, 'bankPartners.list', {})).slice(0, 3);
    await trpcMutation(server.url, token, 'dealBanks.add', { dealId: deal.id, banks: banks.map((b) => ({ bankPartnerId: b.id })) });

    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    for (const b of banks) await bankCard(page, b.name).waitFor();
    const dialog = await changeStatus(page, banks[2].name, 'Pendência');
    await dialog.getByRole('textbox', { name: 'Documentos pedidos pelo banco' }).fill('Extrato do FGTS');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await bankCard(page, banks[2].name).getByText('Documentos pedidos: Extrato do FGTS').waitFor();
    await bankCard(page, banks[2].name).getByText('Pendência', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Removing a bank asks once more, then the bank leaves the deal.
    await bankCard(page, banks[1].name)
      .getByRole('button', { name: `Remover ${banks[1].name} do negócio` })
      .click();
    await bankCard(page, banks[1].name).getByRole('button', { name: 'Confirmar remoção' }).click();
    await page.getByText(`${banks[1].name} removido do negócio`).waitFor();
    await bankCard(page, banks[1].name).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Bancos' }).screenshot({ path: path.join(SCREENSHOT_DIR, 'bancos-celular.png') });
    await context.close();
  });
});

/** Calls a tRPC query over HTTP as the given user. */
const trpcQuery = <T>(token: string, path: string, input: unknown) => trpcQueryAt<T>(server.url, token, path, input);

/** The deal's current version. */
async function dealVersion(id: string): Promise<number> {
  const token = await apiToken(server.url, 'admin@demo.com.br');
  return (await trpcQuery<{ version: number }>(token, 'deals.get', { id })).version;
}
