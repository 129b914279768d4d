/**
 * Commissions in a real browser: a deal released by the bank brings its commission (invoice pending); the
 * administrator records the invoice, then the payment, and sees the bank's inflow and the paid total. A deal handed to
 * someone else takes its open commission along.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A deal at the property registry, so its commission is open (forecast): its id, the deal's number and a token. */
async function openCommission(customerName: string): Promise<{ id: string; dealNumber: number; token: string }> {
  // R$ 300.000,00 × 1,20 % = R$ 3.600,00.
  const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal(customerName, { operationValue: 300_000 }));
  const token = await apiToken(server.url, 'admin@demo.com.br');
  await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'propertyRegistry', version: 1 });
  const list = await trpcQuery<{ items: { id: string; deal: { id: string } }[] }>(server.url, token, 'commissions.list', { search: customerName });
  return { id: list.items.find((c) => c.deal.id === deal.id)!.id, dealNumber: deal.number, token };
}

describe('comissões', () => {
  it('a comissão de um negócio liberado passa por nota fiscal e pagamento até "Pago", com a entrada do banco', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Olívia Comissão', { operationValue: 250_000 }));
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const registry = await trpcMutation<{ version: number }>(server.url, token, 'deals.move', { id: deal.id, stage: 'propertyRegistry', version: 1 });
    await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'completed', version: registry.version });

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comissões' }).click();
    await page.waitForURL((u) => u.pathname === '/commissions');
    await page.getByRole('heading', { name: 'Previsão dos negócios em andamento' }).waitFor();

    // A date that does not exist in the period filter says so, and keeps saying it after leaving the field, instead of
    // being ignored in silence; a day the month does not have (31/02) too.
    const from = page.getByLabel('Vencimento de');
    await from.fill('32/13/2026');
    await page.getByText('Data inválida').waitFor();
    await from.press('Tab');
    await page.getByText('Data inválida').waitFor();
    await from.fill('31/02/2026');
    await from.press('Tab');
    await page.getByText('Data inválida').waitFor();
    await from.fill('');
    await page.getByText('Data inválida').waitFor({ state: 'detached' });
    await page.getByLabel('Buscar').fill('Olívia Comissão');
    const row = page.locator(`[data-commission-id]`).filter({ hasText: 'Olívia Comissão' });
    await row.waitFor();
    // 1,20 % of R$ 250.000,00; released, so the invoice is what is pending.
    expect(await row.textContent()).toContain('R$\u00a03.000,00');
    await row.getByText('Nota fiscal pendente').waitFor();
    await row.getByRole('button', { name: `Abrir a comissão do negócio nº ${deal.number}` }).click();

    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${deal.number}` });
    // The status in words, never the integrations' code ("CÓDIGO 4" in an upper-case badge).
    await panel.getByLabel('Status: Nota fiscal pendente').waitFor();
    expect(await panel.getByLabel('Status: Nota fiscal pendente').textContent()).toBe('Nota fiscal pendente');
    await panel.getByRole('button', { name: 'Registrar a nota fiscal' }).click();
    await panel.getByText('Este campo é obrigatório').waitFor();
    await panel.getByLabel('Número da nota fiscal').fill('NF 000123');
    const calls: string[] = [];
    // Counted per procedure: two calls in the same tick travel in one batched request.
    page.on('request', (r) => calls.push(...(new URL(r.url()).pathname.split('/trpc/')[1] ?? '').split(',')));
    // A double click records the step once (the second click was sent too, and came back as a false edit conflict).
    await panel.getByRole('button', { name: 'Registrar a nota fiscal' }).dblclick();
    await panel.getByLabel('Status: Pagamento pendente').waitFor();
    expect(calls.filter((c) => c === 'commissions.advance')).toHaveLength(1);
    await panel.getByRole('group', { name: 'Nota fiscal' }).getByText('NF 000123').waitFor();

    // A payment is recorded once it has happened: a date after today is refused, and the commission stays as it was.
    const paidAt = panel.getByLabel('Data do pagamento');
    const brasiliaDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await paidAt.fill(brasiliaDay(3));
    // Enter in the field takes the step, as the button does.
    await paidAt.press('Enter');
    await panel.getByText('A data não pode estar no futuro').waitFor();
    await panel.getByLabel('Status: Pagamento pendente').waitFor();
    await paidAt.fill(brasiliaDay(0));
    calls.length = 0;
    await panel.getByRole('button', { name: 'Registrar o pagamento' }).dblclick();
    await panel.getByLabel('Status: Pago').waitFor();
    expect(calls.filter((c) => c === 'commissions.advance')).toHaveLength(1);
    expect(await page.getByText('Conflito de edição').count()).toBe(0);
    const inflow = panel.getByRole('table', { name: 'Transações da comissão' }).getByRole('row').filter({ hasText: 'Entrada' });
    await inflow.getByText('R$ 3.000,00').waitFor();
    await inflow.getByText('Pago').waitFor();
    await screenshot(page, 'comissao-paga');

    // The broker's share: no more can be passed on than the commission, said under the amount before anything is sent;
    // an empty due date is missing, not invalid.
    await panel.getByRole('button', { name: 'Nova transação' }).click();
    const txForm = panel.getByRole('form', { name: 'Nova transação' });
    await txForm.getByLabel('Recebedor').fill('Otávio Operador');
    await txForm.getByLabel('Descrição').fill('Repasse ao corretor');
    await txForm.getByRole('textbox', { name: 'Valor' }).fill('50000');
    calls.length = 0;
    await txForm.getByRole('button', { name: 'Registrar transação' }).click();
    await txForm.getByText('Os repasses não podem passar do valor da comissão (R$ 3.000,00): restam R$ 3.000,00 a repassar').waitFor();
    await txForm.getByText('Este campo é obrigatório').waitFor();
    expect(await txForm.getByText('Data inválida').count()).toBe(0);
    expect(calls.filter((c) => c === 'commissions.addTransaction')).toHaveLength(0);
    await txForm.getByRole('textbox', { name: 'Valor' }).fill('1200');
    await txForm.getByLabel('Vencimento da transação').fill(brasiliaDay(10));
    // Two clicks before the button can show it is busy record one transaction (a real double click on this form is
    // sometimes slow enough for the busy button to stop the second, so both are sent in the same task).
    await txForm.getByRole('button', { name: 'Registrar transação' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    const outflow = panel.getByRole('table', { name: 'Transações da comissão' }).getByRole('row').filter({ hasText: 'Repasse ao corretor' });
    await outflow.getByText('Pendente').waitFor();
    expect(calls.filter((c) => c === 'commissions.addTransaction')).toHaveLength(1);

    // Paying it is final: asked first, naming who receives how much; "Voltar" leaves it pending.
    await outflow.getByRole('button', { name: 'Pagar: Repasse ao corretor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Marcar a transação como paga' });
    await confirm.getByText('Otávio Operador').waitFor();
    const question = (await confirm.textContent())?.replace(/\u00a0/g, ' ');
    expect(question).toContain('Confirma o pagamento de R$ 1.200,00 para Otávio Operador (Repasse ao corretor)?');
    expect(question).toContain('Depois de paga, a transação não pode ser cancelada nem voltar a pendente.');
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(calls.filter((c) => c === 'commissions.setTransactionStatus')).toHaveLength(0);
    await outflow.getByText('Pendente').waitFor();
    await outflow.getByRole('button', { name: 'Pagar: Repasse ao corretor' }).click();
    await confirm.getByRole('button', { name: 'Marcar como paga' }).click();
    await outflow.getByText('Pago').waitFor();
    expect(calls.filter((c) => c === 'commissions.setTransactionStatus')).toHaveLength(1);
    await page.keyboard.press('Escape');

    await row.getByText('Pago').waitFor();
    // The "Pago" total (a filter button named by what it shows: status, amount, count).
    const paidTotal = page
      .getByRole('region', { name: 'Totais por status' })
      .getByRole('button')
      .filter({ has: page.getByText('Pago', { exact: true }) });
    expect(await paidTotal.textContent()).not.toContain('R$\u00a00,00');
    await paidTotal.click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'PAID');
    await row.waitFor();

    // The filtered list as a spreadsheet (CSV for Excel in Brazil).
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^comissoes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Olívia Comissão');
    expect(csv).toContain('3.000,00');

    // Paid, the deal stays released: its page says so where "Mover para etapa" and "Negar" were.
    await page.goto(`/deal/${deal.id}`);
    await page.getByText('A comissão deste negócio já foi paga: ele fica em Liberação do crédito.').waitFor();
    expect(await page.getByRole('button', { name: 'Negar' }).count()).toBe(0);
    expect(await page.getByLabel('Mover para etapa').count()).toBe(0);
    await context.close();
  });

  it('numa tela de 1366×768 as transações cabem na gaveta; o acordo não baixa a comissão abaixo dos repasses', async () => {
    // R$ 480.000,00 × 1,20 % = R$ 5.760,00.
    const deal = await createDeal(
      server.url,
      'admin@demo.com.br',
      realtyDeal('Heloísa Largura', { operationValue: 480_000, asset: { kind: 'realty', value: 700_000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true } }),
    );
    const token = await apiToken(server.url, 'admin@demo.com.br');
    await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'propertyRegistry', version: 1 });
    const list = await trpcQuery<{ items: { id: string; deal: { id: string } }[] }>(server.url, token, 'commissions.list', { search: 'Heloísa Largura' });
    const commissionId = list.items.find((c) => c.deal.id === deal.id)!.id;
    // Long names and descriptions, both flows and every status: the widest rows the table has to hold.
    const add = (tx: { receiver: string; description: string; amount: number; flow: 1 | 2 }) =>
      trpcMutation<{ id: string }>(server.url, token, 'commissions.addTransaction', { commissionId, dueDate: '2026-12-20', ...tx });
    const partner = await add({
      receiver: 'Maria Aparecida dos Santos Oliveira Imobiliária Parceira Ltda.',
      description: 'Repasse da indicação do cliente pela imobiliária parceira',
      amount: 2500,
      flow: 2,
    });
    await add({ receiver: 'Otávio Operador', description: 'Repasse ao corretor', amount: 1500, flow: 2 });
    const cancelled = await add({ receiver: 'Indicador Eventual', description: 'Indicação cancelada', amount: 1000, flow: 2 });
    await add({ receiver: 'Demo Crédito', description: 'Adiantamento do banco', amount: 1000, flow: 1 });
    await trpcMutation(server.url, token, 'commissions.setTransactionStatus', { id: partner.id, status: 'PAID' });
    await trpcMutation(server.url, token, 'commissions.setTransactionStatus', { id: cancelled.id, status: 'CANCELED' });

    const { context, page } = await newPage(browser, server, { viewport: { width: 1366, height: 768 } });
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/commissions?id=${commissionId}`);
    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${deal.number}` });
    const table = panel.getByRole('table', { name: 'Transações da comissão' });
    await table.getByRole('button', { name: 'Pagar: Repasse ao corretor' }).waitFor();
    // Nothing to scroll sideways: the table is no wider than the space it sits in, nor is any box around it in the panel…
    const overflow = await table.evaluate((t: HTMLElement) => {
      const wider: string[] = [];
      for (let el: HTMLElement | null = t; el && !el.matches('[role="dialog"]'); el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth) wider.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      // …and nothing inside is cut short either (a status badge squeezed to "PENDE…"); the screen-reader-only header aside.
      for (const el of t.querySelectorAll<HTMLElement>('td *, th *:not(.mantine-VisuallyHidden-root)')) {
        if (el.scrollWidth > el.clientWidth) wider.push(`${el.tagName} "${el.textContent}": ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return { table: t.scrollWidth, container: t.parentElement!.clientWidth, wider };
    });
    expect(overflow.wider).toEqual([]);
    expect(overflow.table).toBeLessThanOrEqual(overflow.container);
    // Status and both actions of a pending row are on screen, inside the panel, named for the transaction.
    const row = table.getByRole('row').filter({ hasText: 'Repasse ao corretor' });
    const panelBox = (await panel.boundingBox())!;
    for (const part of [row.getByText('Pendente'), row.getByRole('button', { name: 'Pagar: Repasse ao corretor' }), row.getByRole('button', { name: 'Cancelar: Repasse ao corretor' })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    }
    await table.getByRole('row').filter({ hasText: 'Adiantamento do banco' }).getByText('Entrada').waitFor();
    await screenshot(page, 'comissao-transacoes-1366');

    // R$ 4.000,00 already passed on (the cancelled R$ 1.000,00 does not count): a lower commission is refused on the
    // approved value, before anything is sent.
    const calls: string[] = [];
    page.on('request', (r) => calls.push(...(new URL(r.url()).pathname.split('/trpc/')[1] ?? '').split(',')));
    await panel.getByRole('textbox', { name: 'Valor aprovado' }).fill('300000');
    await panel.getByRole('button', { name: 'Salvar acordo' }).click();
    await panel.getByText('O valor da comissão não pode ser menor que R$ 4.000,00, já lançado em saídas (ficaria em R$ 3.600,00)').waitFor();
    expect(calls.filter((c) => c === 'commissions.update')).toHaveLength(0);
    await context.close();
  });

  it('num celular (390×844) cada transação é um cartão, com "Pagar" e "Cancelar" dentro da tela', async () => {
    const commission = await openCommission('Paula Celular');
    const add = (tx: { receiver: string; description: string; amount: number; flow: 1 | 2 }) =>
      trpcMutation<{ id: string }>(server.url, commission.token, 'commissions.addTransaction', { commissionId: commission.id, dueDate: '2026-12-20', ...tx });
    await add({ receiver: 'Maria Aparecida dos Santos Oliveira Imobiliária Parceira Ltda.', description: 'Repasse', amount: 1200, flow: 2 });
    await add({ receiver: 'Demo Crédito', description: 'Adiantamento do banco', amount: 1000, flow: 1 });

    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/commissions?id=${commission.id}`);
    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${commission.dealNumber}` });
    // Both actions of the pending outflow inside the 390 px screen, reached without a sideways scroll (the table put
    // them past the edge, behind a thin scrollbar).
    const pay = panel.getByRole('button', { name: 'Pagar: Repasse', exact: true });
    const cancel = panel.getByRole('button', { name: 'Cancelar: Repasse', exact: true });
    await pay.waitFor();
    for (const button of [pay, cancel]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    // One card per transaction, with all it is about; nothing in the panel is wider than its box.
    const list = panel.getByRole('list', { name: 'Transações da comissão' });
    const outflow = list.getByRole('listitem').filter({ hasText: 'Saída · Repasse' });
    await outflow.getByText('Maria Aparecida dos Santos Oliveira Imobiliária Parceira Ltda.').waitFor();
    await outflow.getByText('Vence em 20/12/2026').waitFor();
    expect((await outflow.textContent())?.replace(/\u00a0/g, ' ')).toContain('− R$ 1.200,00');
    const status = (await outflow.getByText('Pendente').boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await outflow.getByRole('button').count()).toBe(2);
    const wider = await list.evaluate((l: HTMLElement) => {
      const found: string[] = [];
      for (let el: HTMLElement | null = l; el && el !== document.body; el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth) found.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return found;
    });
    expect(wider).toEqual([]);
    // A pending inflow has its actions too, in its own card.
    const inflow = list.getByRole('listitem').filter({ hasText: 'Entrada · Adiantamento do banco' });
    await inflow.getByRole('button', { name: 'Pagar: Adiantamento do banco' }).waitFor();
    await screenshot(page, 'comissao-transacoes-celular');
    // The card's button does what the table's does: asks first.
    await pay.click();
    const confirm = page.getByRole('dialog', { name: 'Marcar a transação como paga' });
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await outflow.getByText('Pendente').waitFor();
    await context.close();
  });

  it('a gaveta com algo digitado e não salvo pergunta antes de fechar ("Sair sem salvar?"); sem nada digitado, fecha na hora', async () => {
    const commission = await openCommission('Sofia Sem Salvar');
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/commissions?id=${commission.id}`);
    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${commission.dealNumber}` });
    const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    const closed = async () => {
      await panel.waitFor({ state: 'hidden' });
      await page.waitForURL((u) => u.searchParams.get('id') === null);
    };
    // Nothing typed (the agreement's fields as they came, the payment date as today): Esc closes at once.
    await panel.getByRole('button', { name: 'Salvar acordo' }).waitFor();
    await page.keyboard.press('Escape');
    await closed();
    expect(await ask.count()).toBe(0);

    // A transaction half typed: Esc asks, and "Continuar editando" keeps what was typed.
    await page.goto(`/commissions?id=${commission.id}`);
    await panel.getByRole('button', { name: 'Nova transação' }).click();
    const txForm = panel.getByRole('form', { name: 'Nova transação' });
    await txForm.getByLabel('Recebedor').fill('Otávio Operador');
    await txForm.getByLabel('Descrição').fill('Repasse ao corretor');
    await txForm.getByRole('textbox', { name: 'Valor' }).fill('1200');
    await txForm.getByLabel('Descrição').press('Escape');
    await ask.getByText('As alterações feitas nesta comissão ainda não foram salvas e serão perdidas.').waitFor();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await panel.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('id')).toBe(commission.id);
    expect(await txForm.getByLabel('Recebedor').inputValue()).toBe('Otávio Operador');
    expect(await txForm.getByLabel('Descrição').inputValue()).toBe('Repasse ao corretor');
    expect((await txForm.getByRole('textbox', { name: 'Valor' }).inputValue()).replace(/\u00a0/g, ' ')).toBe('R$ 1.200,00');
    // Esc again, and leaving: the panel closes and the typed transaction is gone (nothing was sent).
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await closed();
    const token = commission.token;
    const detail = await trpcQuery<{ transactions: unknown[] }>(server.url, token, 'commissions.get', { id: commission.id });
    expect(detail.transactions).toEqual([]);

    // The agreement changed and not saved: the close button asks too; once saved, the panel closes at once.
    await page.goto(`/commissions?id=${commission.id}`);
    await panel.getByRole('textbox', { name: 'Valor aprovado' }).fill('260000');
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await panel.getByRole('button', { name: 'Salvar acordo' }).click();
    await panel.getByRole('group', { name: 'Valor aprovado' }).getByText('R$ 260.000,00').waitFor();
    await page.keyboard.press('Escape');
    await closed();
    expect(await ask.count()).toBe(0);
    await context.close();
  });

  it('o negócio que troca de responsável leva a comissão em aberto: o filtro por responsável, a gaveta e a linha do tempo mostram o novo', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Rúben Repassado', { operationValue: 250_000 }));
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const registry = await trpcMutation<{ version: number }>(server.url, token, 'deals.move', { id: deal.id, stage: 'propertyRegistry', version: 1 });
    const people = await trpcQuery<{ id: string; name: string }[]>(server.url, token, 'deals.assignableUsers', undefined);
    const carlos = people.find((p) => p.name === 'Carlos Contas')!;
    await trpcMutation(server.url, token, 'deals.changeResponsible', { id: deal.id, userId: carlos.id, version: registry.version });

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/commissions?ownerId=${carlos.id}&search=${encodeURIComponent('Rúben Repassado')}`);
    expect(await page.getByRole('combobox', { name: 'Responsável' }).inputValue()).toBe('Carlos Contas');
    const row = page.locator('[data-commission-id]').filter({ hasText: 'Rúben Repassado' });
    await row.getByText('Carlos Contas').waitFor();
    await row.getByRole('button', { name: `Abrir a comissão do negócio nº ${deal.number}` }).click();
    const panel = page.getByRole('dialog', { name: `Comissão do negócio nº ${deal.number}` });
    expect(await panel.getByRole('group', { name: 'Responsável' }).textContent()).toContain('Carlos Contas');

    await page.goto(`/deal/${deal.id}`);
    const handOver = page.locator('[data-event-kind="responsible_changed"]');
    await handOver.getByText('A comissão passou para Carlos Contas').waitFor();
    expect(await handOver.textContent()).toContain('alterou o responsável de Ana Administradora para Carlos Contas');
    await context.close();
  });

  it('um período invertido é apontado no filtro, e uma busca sem resultado diz que são os filtros', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/commissions?from=2026-12-31&to=2026-01-01');
    await page.getByText('A data final não pode ser anterior à inicial').waitFor();
    await page.getByText('Nenhuma comissão com estes filtros. Mude ou limpe a busca e os filtros para ver as outras.').waitFor();
    await context.close();
  });
});
