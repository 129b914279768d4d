/**
 * The kanban board in a real browser: a deal found on its board, dragged to the next stage with the mouse and
 * moved again with the keyboard (both kept after a reload), denied with its reasons, and a move made in a second
 * browser appearing live, without reload, on a board that is open elsewhere.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createDeal, realtyDeal, trpcMutation } from './deal-fixtures.ts';
import { chooseOption, launchBrowser, newPage, PHONE, screenshot, signIn, startServer, type TestServer } from './harness.ts';

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

const BOARD = '/meus-negocios/financiamento-imobiliario';
const column = (page: Page, stage: string) => page.locator(`[data-stage="${stage}"]`);
const card = (scope: Page | Locator, id: string) => scope.locator(`[data-deal-id="${id}"]`);

/** Drags with real mouse events, in small steps, as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 30, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 12 });
  await page.mouse.up();
}

describe('quadro de negócios', () => {
  it('o negócio aparece no quadro, é arrastado para a próxima etapa, movido pelo teclado e continua lá depois de recarregar', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Carla Mendes', { operationValue: 280_000 }));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    // The boards come right after the day's work in the sidebar: on a 1280×800 screen, the admin (who sees every
    // settings item too) reaches all four without scrolling.
    const boards = page.getByRole('navigation', { name: 'Meus negócios' });
    await boards.getByRole('link', { name: 'Crédito com Garantia de Veículo' }).waitFor();
    const lastBoard = await boards.getByRole('link', { name: 'Crédito com Garantia de Veículo' }).boundingBox();
    expect(lastBoard!.y + lastBoard!.height).toBeLessThanOrEqual(800);
    await boards.getByRole('link', { name: 'Financiamento Imobiliário' }).click();
    await page.waitForURL((u) => u.pathname === BOARD);

    const inNewLeads = card(column(page, 'newLead'), deal.id);
    await inNewLeads.waitFor();
    await expect.poll(() => inNewLeads.textContent()).toContain('Carla Mendes');
    expect(await inNewLeads.textContent()).toContain('R$\u00a0280.000,00');
    await page.getByText('Ao vivo').waitFor();

    // Mouse: drag to the next stage.
    await drag(page, inNewLeads, column(page, 'registration'));
    await card(column(page, 'registration'), deal.id).waitFor();
    await page.getByText('Negócio movido para Cadastro').waitFor();
    await screenshot(page, 'quadro-arrastado');

    // Keyboard: Space on the card's grip, arrow right, Space. The grip is described in pt-BR, not dnd-kit's "sortable".
    const grip = card(page, deal.id).getByRole('button', { name: /^Mover o negócio nº/ });
    expect(await grip.getAttribute('aria-roledescription')).toBe('cartão arrastável');
    await grip.focus();
    // Each key waits for the pt-BR narration of the previous one, as a screen-reader user would.
    const narration = page.locator('[aria-live]');
    await page.keyboard.press('Space');
    await narration.getByText(/\(Carla Mendes\) sobre Cadastro\.$/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await narration.getByText(/sobre Negociação\.$/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await card(column(page, 'negotiation'), deal.id).waitFor();
    await page.getByText('Negócio movido para Negociação').waitFor();

    await page.reload();
    await card(column(page, 'negotiation'), deal.id).waitFor();
    expect(await card(column(page, 'registration'), deal.id).count()).toBe(0);
    await context.close();
  });

  it('negar um negócio pede o motivo e o motivo detalhado; cancelar não muda nada', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Bruno Teixeira'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    const menu = () => card(page, deal.id).getByRole('button', { name: /^Ações do negócio/ });

    // By keyboard: Enter opens the menu, Esc closes it and the focus is back on its button, the first time as well.
    await menu().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).waitFor({ state: 'hidden' });
    await expect.poll(() => menu().evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);

    await menu().click();
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Negar negócio' });
    await dialog.getByText('Bruno Teixeira').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card(column(page, 'newLead'), deal.id).count()).toBe(1);
    expect(await card(column(page, 'newLead'), deal.id).locator('[data-semaphore]').count()).toBe(1);
    // The menu closed before the dialog opened: Cancelar gives the focus back to the card's button, not to <body>.
    await expect.poll(() => menu().evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    // By keyboard, and Esc in the dialog: the same.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => menu().evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);

    // The card's buttons are targets of at least 24 × 24 px (WCAG 2.2, 2.5.8).
    for (const button of [menu(), card(page, deal.id).getByRole('button', { name: /^Mover o negócio/ })]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    await menu().click();
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).click();
    await dialog.getByRole('button', { name: 'Negar negócio' }).click();
    expect(await dialog.getByText('Selecione uma opção').count()).toBe(2);
    // The detailed reasons offered are those of the reason chosen; changing the reason drops a detail of the other.
    const detailed = dialog.getByRole('combobox', { name: 'Motivo detalhado' });
    expect(await detailed.isDisabled()).toBe(true);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Motivo', exact: true }), 'Sem contato');
    await detailed.click();
    await page.getByRole('option', { name: 'Contato inválido', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Renda insuficiente ou não comprovada', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await chooseOption(page, detailed, 'Contato inválido');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Motivo', exact: true }), 'Sem perfil');
    expect(await detailed.inputValue()).toBe('');
    await chooseOption(page, detailed, 'Renda insuficiente ou não comprovada');
    await dialog.getByRole('button', { name: 'Negar negócio' }).click();

    await card(column(page, 'denied'), deal.id).waitFor();
    await page.getByText('Negócio movido para Negado / declinado').waitFor();
    await page.reload();
    await card(column(page, 'denied'), deal.id).waitFor();
    // A denied deal has no stage deadline: no SLA signal on its card (a new lead's card has one).
    expect(await card(column(page, 'denied'), deal.id).locator('[data-semaphore]').count()).toBe(0);
    await context.close();
  });

  it('negar pelo menu do cartão e confirmar leva o foco ao mesmo cartão, já na coluna "Negado / declinado"', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Helena Duarte'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    const menu = card(column(page, 'newLead'), deal.id).getByRole('button', { name: /^Ações do negócio/ });

    // All by keyboard: the card's menu, "Negado / declinado", the two reasons, and the dialog's submit button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Negado / declinado' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Negar negócio' });
    await dialog.waitFor();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Motivo', exact: true }), 'Sem perfil');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Motivo detalhado' }), 'Renda insuficiente ou não comprovada');
    await dialog.getByRole('button', { name: 'Negar negócio' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await card(column(page, 'denied'), deal.id).waitFor();

    // The card's old buttons went with its old column: the focus is on the card's own actions button in its new
    // column, not on <body>, and stays there once the board has been read again from the server.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          dealId: el?.closest('[data-deal-id]')?.getAttribute('data-deal-id') ?? null,
          stage: el?.closest('[data-stage]')?.getAttribute('data-stage') ?? null,
          label: el?.getAttribute('aria-label') ?? null,
        };
      });
    await expect.poll(focused, { timeout: 5_000 }).toEqual({ dealId: deal.id, stage: 'denied', label: `Ações do negócio nº ${deal.number}` });
    await page.getByText('Negócio movido para Negado / declinado').waitFor();
    await page.waitForTimeout(500);
    expect(await focused()).toEqual({ dealId: deal.id, stage: 'denied', label: `Ações do negócio nº ${deal.number}` });
    // And the keyboard goes on from there: Enter opens the menu of the denied card, which offers the other stages.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Novos leads' }).waitFor();
    await context.close();
  });

  it('arrastar um cartão até "Negado / declinado" e cancelar devolve o quadro ao cartão, que ficou onde estava', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Denise Prado'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    const inNewLeads = card(column(page, 'newLead'), deal.id);
    await inNewLeads.waitFor();
    const board = (await page.getByRole('list', { name: /^Etapas do quadro/ }).boundingBox())!;
    const denied = column(page, 'denied');
    const inView = async (target: Locator) => {
      const r = await target.boundingBox();
      return r !== null && r.x >= board.x - 1 && r.x + r.width <= board.x + board.width + 1;
    };
    expect(await inView(denied)).toBe(false);

    // Held at the board's right edge, the card scrolls the board until "denied", the last column, is in view.
    const a = (await inNewLeads.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + 20);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + 30, { steps: 3 });
    await page.mouse.move(board.x + board.width - 4, a.y + 40, { steps: 10 });
    await expect.poll(() => inView(denied), { timeout: 10_000 }).toBe(true);
    const d = (await denied.boundingBox())!;
    await page.mouse.move(d.x + d.width / 2, d.y + 80, { steps: 8 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Negar negócio' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => inView(inNewLeads), { timeout: 5_000 }).toBe(true);
    expect(await card(column(page, 'denied'), deal.id).count()).toBe(0);
    await context.close();
  });

  it('num celular, o cartão segurado perto da borda rola o quadro devagar: menos de uma coluna em meio segundo', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Otávio Lins'));
    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    const held = card(column(page, 'newLead'), deal.id);
    await held.waitFor();
    await held.scrollIntoViewIfNeeded();
    // A finger's targets: the card's grip and menu are 32 px on a touch screen.
    for (const name of [/^Mover o negócio/, /^Ações do negócio/]) {
      const box = (await held.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(32);
    }
    const boardList = page.getByRole('list', { name: /^Etapas do quadro/ });
    const board = (await boardList.boundingBox())!;
    const scrollLeft = () => boardList.evaluate((el) => el.scrollLeft);
    const start = await scrollLeft();

    // A finger: press and hold (the drag starts after 250 ms), then slide to 20 px from the board's right edge.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchCancel', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchCancel' ? [] : [{ x, y }] });
    const a = (await held.boundingBox())!;
    const y = a.y + 30;
    await touch('touchStart', a.x + 40, y);
    await page.waitForTimeout(400);
    const edge = board.x + board.width - 20;
    for (let i = 1; i <= 8; i++) await touch('touchMove', a.x + 40 + ((edge - a.x - 40) * i) / 8, y);
    const reached = await scrollLeft();
    await page.waitForTimeout(500);
    const scrolled = (await scrollLeft()) - reached;
    await touch('touchCancel', edge, y);

    expect(reached - start).toBeLessThan(292);
    expect(scrolled).toBeGreaterThan(0);
    expect(scrolled).toBeLessThan(292);
    await card(column(page, 'newLead'), deal.id).waitFor();
    await context.close();
  });

  it('uma movimentação feita em outro navegador aparece ao vivo, sem recarregar', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Helena Prado'));
    const watcher = await newPage(browser, server);
    const urls: string[] = [];
    watcher.page.on('request', (request) => urls.push(request.url()));
    await signIn(watcher.page, 'admin@demo.com.br');
    await watcher.page.goto(BOARD);
    await card(column(watcher.page, 'newLead'), deal.id).waitFor();
    await watcher.page.getByText('Ao vivo').waitFor();

    const mover = await newPage(browser, server);
    await signIn(mover.page, 'gerente.contas@demo.com.br');
    await mover.page.goto(BOARD);
    await card(mover.page, deal.id)
      .getByRole('button', { name: /^Ações do negócio/ })
      .click();
    await mover.page.getByRole('menuitem', { name: 'Negociação' }).click();
    await mover.page.getByText('Negócio movido para Negociação').waitFor();

    // The first browser was not touched: the card moves there by itself.
    await card(column(watcher.page, 'negotiation'), deal.id).waitFor({ timeout: 10_000 });
    expect(await card(column(watcher.page, 'newLead'), deal.id).count()).toBe(0);
    await screenshot(watcher.page, 'quadro-ao-vivo');
    // The stream opened with a single-use ticket: no access token (a JWT, "eyJ…") in any URL the browser requested.
    expect(urls.some((u) => u.includes('/trpc/pipelines.events?ticket='))).toBe(true);
    expect(urls.filter((u) => u.includes('eyJ') || u.includes('connectionParams'))).toEqual([]);
    await watcher.context.close();
    await mover.context.close();
  });

  it('num quadro desatualizado (sem a conexão ao vivo), mover um cartão que outra pessoa já moveu avisa do conflito e mostra onde ele está', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Sílvia Atrasada'));
    const { context, page } = await newPage(browser, server);
    // As on mobile data that dropped the live connection: the board does not hear of the other move.
    await page.route('**/trpc/pipelines.events**', (route) => route.abort());
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    await card(column(page, 'newLead'), deal.id).waitFor();

    const token = await apiToken(server.url, 'gerente.contas@demo.com.br');
    await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'negotiation', version: 1 });
    await card(page, deal.id)
      .getByRole('button', { name: /^Ações do negócio/ })
      .click();
    await page.getByRole('menuitem', { name: 'Cadastro' }).click();
    await page.getByText('Este negócio foi alterado por outra pessoa. Atualize a página para ver a versão atual.').waitFor();
    // The board reads itself again: the card is where the other person put it, not back in its old column.
    await card(column(page, 'negotiation'), deal.id).waitFor();
    expect(await card(column(page, 'newLead'), deal.id).count()).toBe(0);
    expect(await card(column(page, 'registration'), deal.id).count()).toBe(0);
    await context.close();
  });

  it('a página aberta de um negócio mostra ao vivo o comentário e a mudança de etapa feitos por outra pessoa', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Otávio Reis'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    // The live stream starts late (its ticket takes 1.5 s): a comment made before it connects must show all the same.
    let ticketAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (ticketAsked = resolve));
    await page.route('**/trpc/pipelines.streamTicket**', async (route) => {
      ticketAsked();
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`/deal/${deal.id}`);
    await page.getByRole('heading', { name: 'Otávio Reis', level: 1 }).waitFor();
    await asked;

    const token = await apiToken(server.url, 'gerente.contas@demo.com.br');
    await trpcMutation(server.url, token, 'deals.comment', { id: deal.id, comment: 'Cliente enviou a matrícula por WhatsApp' });
    await page.getByText('Cliente enviou a matrícula por WhatsApp').waitFor({ timeout: 10_000 });
    await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'registration', version: 1 });
    await page.getByText('Novos leads → Cadastro').waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('uma coluna longa mostra os primeiros cartões, conta todos, e "Mostrar mais" traz os seguintes do servidor', async () => {
    const token = await apiToken(server.url, 'admin@demo.com.br');
    for (let i = 0; i < 24; i++) await trpcMutation(server.url, token, 'deals.create', realtyDeal(`Cliente Coluna Longa${'abcdefghijklmnopqrstuvwx'[i]}`));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    const leads = column(page, 'newLead');
    await card(leads, (await leads.locator('[data-deal-id]').first().getAttribute('data-deal-id'))!).waitFor();
    const count = Number(await leads.getByLabel(/ negócios$/).textContent());
    expect(count).toBeGreaterThan(24);
    // 20 cards sent; those the column's height shows are in the page, the rest once reached (Tab or scroll).
    const more = leads.getByRole('button', { name: /^Mostrar mais/ });
    expect(await more.textContent()).toBe(`Mostrar mais ${Math.min(count - 20, 40)} de ${count - 20}`);
    const shown = await leads.locator('[data-deal-id]').count();
    expect(shown).toBeLessThan(20);
    await leads
      .locator('[data-deal-id]')
      .last()
      .getByRole('button', { name: /^Mover o negócio nº/ })
      .focus();
    await expect.poll(() => leads.locator('[data-deal-id]').count()).toBe(20);
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect.poll(() => leads.locator('[data-deal-id]').count()).toBe(Math.min(count, 60));
    expect(Number(await leads.getByLabel(/ negócios$/).textContent())).toBe(count);
    await context.close();
  });

  it('a busca que não encontra nada diz isso uma vez e oferece limpar a busca', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Xavier Buscado'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(BOARD);
    await card(page, deal.id).waitFor();
    const search = page.getByRole('searchbox', { name: 'Buscar negócios' });
    await search.fill('Ninguém Com Este Nome');
    await page.getByText('Nenhum negócio encontrado').waitFor();
    await page.getByText('Nenhum negócio deste quadro corresponde a “Ninguém Com Este Nome”.').waitFor();
    expect(await card(page, deal.id).count()).toBe(0);
    // Once, not again in every column.
    expect(await page.getByText('Nenhum negócio nesta etapa').count()).toBe(0);
    await page.getByRole('button', { name: 'Limpar busca e filtros' }).click();
    await card(page, deal.id).waitFor();
    expect(await search.inputValue()).toBe('');
    await page.waitForURL((u) => u.pathname === BOARD && !u.searchParams.has('search'));
    // The cleared search stays cleared once the typing pause has passed.
    await page.waitForTimeout(600);
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);
    expect(await page.getByText('Nenhum negócio encontrado').count()).toBe(0);
    // The box stops at the longest search the server takes (a longer one broke the board with a 400).
    await search.fill('x'.repeat(150));
    expect((await search.inputValue()).length).toBe(120);
    // An old or edited address: values the board does not know are ignored, the board still loads.
    await page.goto(`${BOARD}?owner=bogus&bank=nao-existe`);
    await card(page, deal.id).waitFor();
    expect(await page.getByText('Não foi possível carregar o quadro.').count()).toBe(0);
    await context.close();
  });

  it('um endereço de quadro desconhecido oferece os quadros existentes', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/meus-negocios/nao-existe');
    await page.getByText('Quadro não encontrado').waitFor();
    await page.locator('#conteudo').getByRole('link', { name: 'Home Equity' }).click();
    await page.waitForURL((u) => u.pathname === '/meus-negocios/home-equity');
    await page.getByRole('heading', { name: 'Home Equity' }).waitFor();
    await context.close();
  });
});
