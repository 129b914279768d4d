/**
 * Polish found on the way: every board is reachable in the sidebar on a laptop screen, the banks
 * side-by-side table scrolls to its last column on a phone, "Acesso negado" offers a way back, and a user who cannot
 * subscribe is not offered plans to buy, and a form with unsaved changes asks before it is left.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINES } from '../shared/pipelines.ts';
import { apiToken, trpcMutation, trpcQuery } from './deal-fixtures.ts';
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

/** Whether the element's box lies inside the window (what a person can see without scrolling the page). */
async function inWindow(page: Page, box: { x: number; y: number; width: number; height: number } | null): Promise<boolean> {
  const size = page.viewportSize();
  return !!box && !!size && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 1 && box.y + box.height <= size.height + 1;
}

describe('acabamento', () => {
  it('a barra lateral rola em 1440×900 e em telas baixas: os quadros vêm logo depois do trabalho do dia, o último aparece com a roda do mouse e abre', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1280, height: 560 },
    ]) {
      const { context, page } = await newPage(browser, server, { viewport });
      await signIn(page, 'master@demo.com.br');
      const nav = page.getByRole('navigation', { name: 'Meus negócios' });
      for (const p of PIPELINES) await nav.getByRole('link', { name: p.name }).waitFor({ state: 'attached' });
      const last = nav.getByRole('link', { name: PIPELINES.at(-1)!.name });

      // The items do not fit: the sidebar shows its scrollbar before anyone hovers it, a cue that there is more below.
      const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await expect.poll(() => sidebar.locator('.mantine-ScrollArea-scrollbar[data-orientation="vertical"]').isVisible()).toBe(true);
      // The settings come after the boards: on 1440×900 every board is in view from the start. On a short window the
      // wheel over the sidebar (not a script) brings the last board into view: the sidebar itself scrolls.
      // Seen means inside the sidebar's scrolling area, not under the affiliate box below it.
      const seen = () =>
        last.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const area = el.closest('.mantine-ScrollArea-viewport')?.getBoundingClientRect();
          return !!area && r.top >= area.top - 1 && r.bottom <= area.bottom + 1;
        });
      if (viewport.height >= 900) expect(await seen()).toBe(true);
      const sideBox = await sidebar.boundingBox();
      await page.mouse.move(sideBox!.x + sideBox!.width / 2, sideBox!.y + sideBox!.height / 2);
      for (let i = 0; i < 30 && !(await seen()); i++) {
        await page.mouse.wheel(0, 60);
        await page.waitForTimeout(50);
      }
      expect(await seen()).toBe(true);
      expect(await inWindow(page, await last.boundingBox())).toBe(true);
      await screenshot(page, `barra-lateral-${viewport.width}x${viewport.height}`);

      const box = await last.boundingBox();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.waitForURL((u) => u.pathname.startsWith('/meus-negocios/') && u.pathname !== '/meus-negocios/financiamento-imobiliario');
      expect(await last.getAttribute('aria-current')).toBe('page');
      await context.close();
    }
  });

  it('a tabela de bancos lado a lado no celular avisa que rola e chega à última coluna com o banco ainda à vista', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
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
    await page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'Bancos lado a lado' }).click();
    await page.waitForURL((u) => u.pathname === '/simulation/realty/banks');

    await page.getByText('Deslize a tabela para o lado para ver todas as colunas.').waitFor();
    const table = page.getByRole('table');
    const lastHeader = table.getByRole('columnheader', { name: 'Score' });
    const bankHeader = table.getByRole('columnheader', { name: 'Banco e produto' });
    await lastHeader.waitFor();
    await bankHeader.scrollIntoViewIfNeeded();
    expect(await inWindow(page, await bankHeader.boundingBox())).toBe(true);
    expect(await inWindow(page, await lastHeader.boundingBox())).toBe(false);

    // A sideways swipe (the wheel's horizontal delta) over the table reaches the last column.
    const tableBox = await table.boundingBox();
    await page.mouse.move(Math.min(tableBox!.x + 200, 380), tableBox!.y + 40);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(600, 0);
    await expect.poll(async () => inWindow(page, await lastHeader.boundingBox())).toBe(true);
    // The bank column stays put, so each row still says whose figures they are.
    const bankBox = await bankHeader.boundingBox();
    expect(bankBox!.x).toBeGreaterThanOrEqual(0);
    expect(bankBox!.x + bankBox!.width).toBeLessThan((await lastHeader.boundingBox())!.x + 1);
    await screenshot(page, 'bancos-lado-a-lado-celular');
    await context.close();
  });

  it('um formulário com alterações não salvas pergunta antes de sair; sem alterações, ou depois de salvar, sai direto', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    const tab = (name: string) => page.getByRole('tablist', { name: 'Seções da conta' }).getByRole('tab', { name });
    // Opened and left untouched (their masks fill the phone and dates in), the own data and the company's data let go.
    await page.goto('/account/profile/me');
    await page.getByLabel('Nome completo').waitFor();
    await tab('Empresa').click();
    await page.waitForURL((u) => u.pathname === '/account/profile/company');
    await page.getByRole('heading', { name: 'Dados da empresa' }).waitFor();
    await tab('Meus dados').click();
    await page.waitForURL((u) => u.pathname === '/account/profile/me');
    // A change not saved: asked, and "Continuar editando" keeps the page and what was typed.
    const name = page.getByLabel('Nome completo');
    await name.fill('Ana Administradora Souza');
    await tab('Empresa').click();
    await leave.waitFor();
    expect(await leave.textContent()).toContain('As alterações feitas nos seus dados ainda não foram salvas e serão perdidas.');
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/account/profile/me');
    expect(await name.inputValue()).toBe('Ana Administradora Souza');
    // Saved, the change no longer holds the user back.
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados com sucesso!').waitFor();
    await tab('Empresa').click();
    await page.waitForURL((u) => u.pathname === '/account/profile/company');
    expect(await leave.count()).toBe(0);
    // A new product half typed: "Cancelar" asks, and "Sair sem salvar" goes back to the list.
    await page.goto('/products/new');
    await page.getByLabel('Nome do produto').fill('Produto pela metade');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await leave.waitFor();
    expect(await leave.textContent()).toContain('neste produto');
    await leave.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL((u) => u.pathname === '/products');
    await context.close();
  });

  it('num notebook (1280×800) as listas de usuários, comissões e produtos cabem sem rolar de lado, e a de produtos também em 1366×768; mais estreita, a lista rola e as ações continuam à vista', async () => {
    // A product of the company's own, on the first page: the list gets its "Ações" column ("Editar", "Excluir").
    const admin = await apiToken(server.url, 'admin@demo.com.br');
    const [bank] = await trpcQuery<{ id: string }[]>(server.url, admin, 'bankPartners.list', {});
    await trpcMutation(server.url, admin, 'products.create', {
      name: 'Home equity empresarial da casa própria',
      global: false,
      financialInstitutionId: bank.id,
      segment: 'Real State',
      type: 'HomeEquity',
      fee: 1.1,
      feeType: 'monthly',
      table: 'PRICE',
      indexer: 'Fixa',
      insurer: 'default',
      administrationFee: 25,
      expenseType: 'percentage',
      expenseValueFixed: 0,
      expenseValuePercentage: 2,
      ltv: 60,
      approveJuridicalPerson: true,
      minAssetValue: 100000,
      minCreditValue: 30000,
      maxFee: 2,
      minFee: 0.9,
      deadlineMin: 24,
      deadlineMax: 240,
      availableAssetType: ['casa', 'apartamento'],
    });
    const { context, page } = await newPage(browser, server, { viewport: { width: 1280, height: 800 } });
    await signIn(page, 'admin@demo.com.br');
    /** How far the page's table sticks out of its scroll container, in pixels (0: it fits). */
    const overflow = () =>
      page
        .locator('table')
        .first()
        .evaluate((table) => {
          const box = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
          return box.scrollWidth - box.clientWidth;
        });
    const excluir = () => page.getByRole('row').filter({ hasText: 'Otávio Operador' }).getByRole('button', { name: 'Excluir' });
    const scrollHint = () => page.getByText('Deslize a tabela para o lado para ver todas as colunas.');
    await page.goto('/users');
    await excluir().waitFor();
    expect(await overflow()).toBe(0);
    expect(await inWindow(page, await excluir().boundingBox())).toBe(true);
    // A table that fits says nothing about scrolling.
    expect(await scrollHint().count()).toBe(0);
    await page.goto('/commissions');
    await page.getByRole('columnheader', { name: 'Responsável' }).waitFor();
    await page
      .getByRole('row')
      .nth(1)
      .getByText(/% de R\$\s/)
      .waitFor();
    expect(await overflow()).toBe(0);
    await page.goto('/products');
    await page.getByRole('columnheader', { name: 'Origem' }).waitFor();
    await page.getByRole('button', { name: 'Excluir Home equity empresarial da casa própria' }).waitFor();
    expect(await overflow()).toBe(0);
    expect(await scrollHint().count()).toBe(0);
    // A 1366×768 laptop too: the products fit (a table 3 px wider than its card scrolled and showed the phone's hint).
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/products');
    await page.getByRole('columnheader', { name: 'Origem' }).waitFor();
    await page.getByRole('button', { name: 'Excluir Home equity empresarial da casa própria' }).waitFor();
    expect(await overflow()).toBe(0);
    expect(await scrollHint().count()).toBe(0);
    // On a narrower window the users' table scrolls sideways, and a row's actions stay pinned to the visible edge.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/users');
    await excluir().waitFor();
    expect(await overflow()).toBeGreaterThan(0);
    expect(await inWindow(page, await excluir().boundingBox())).toBe(true);
    // …and says that it does: without the hint, the columns past the edge look missing on a phone.
    await scrollHint().waitFor();
    await context.close();
  });

  it('no celular, o e-mail longo de um usuário termina em "…" antes das ações da linha, com o e-mail inteiro no title', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/users');
    const row = page.getByRole('row').filter({ hasText: 'Carlos Contas' });
    await row.getByRole('button', { name: 'Excluir: Carlos Contas' }).waitFor();
    await page.getByText('Deslize a tabela para o lado para ver todas as colunas.').waitFor();
    const email = row.getByText('gerente.contas@demo.com.br', { exact: true });
    expect(await email.getAttribute('title')).toBe('gerente.contas@demo.com.br');
    // Shortened with an ellipsis, not cut mid-word by the pinned actions: on every row, the e-mail ends where they begin.
    expect(await email.evaluate((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)).toBe(true);
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr')].flatMap((tr) => {
        const pinned = tr.lastElementChild!.getBoundingClientRect();
        const shown = tr.querySelector('[title*="@"]')?.getBoundingClientRect();
        return shown && shown.right > pinned.left + 1 ? [tr.textContent] : [];
      }),
    );
    expect(overlaps).toEqual([]);
    await screenshot(page, 'usuarios-email-celular');
    await context.close();
  });

  it('no celular, a lista de filiais rola de lado como a de usuários: o "⋯" de cada linha fica preso à direita, sob "Ações", e a situação aparece inteira', async () => {
    const master = await apiToken(server.url, 'master@demo.com.br');
    const { subsidiary } = await trpcMutation<{ subsidiary: { id: string } }>(server.url, master, 'accounts.subsidiaries.create', { fantasyName: 'Demo Crédito Encerrada', status: 'active' });
    await trpcMutation(server.url, master, 'accounts.subsidiaries.changeStatus', { id: subsidiary.id, status: 'inactive' });
    const { context, page } = await newPage(browser, server, PHONE);
    await signIn(page, 'master@demo.com.br');
    await page.goto('/subsidiary');
    const row = page.getByRole('row').filter({ hasText: 'Demo Crédito Encerrada' });
    const actions = row.getByRole('button', { name: 'Ações da filial Demo Crédito Encerrada' });
    await actions.waitFor();
    // The table is wider than the phone and scrolls sideways…
    await page.getByText('Deslize a tabela para o lado para ver todas as colunas.').waitFor();
    // …with every row's actions in view, in the pinned column under its header.
    expect(await inWindow(page, await actions.boundingBox())).toBe(true);
    const header = await page.getByRole('columnheader', { name: 'Ações' }).boundingBox();
    const cell = await row.getByRole('cell').last().boundingBox();
    expect(Math.abs(header!.x - cell!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(header!.width - cell!.width)).toBeLessThanOrEqual(1);
    // The status badge is whole, not cut with an ellipsis.
    const badge = row.locator('.mantine-Badge-label').filter({ hasText: 'Inativa' });
    expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    // A column cut by the pinned one leaves no sliver of itself beside it (the "C" of "CNPJ", the "1" of a CNPJ):
    // scrolled so that a column shows only its first 19 px, a point just left of the pinned column is still the
    // pinned cell, on every row, not that column's text.
    await page.evaluate(() => {
      const table = document.querySelector('table')!;
      const headers = [...table.querySelectorAll('thead th')];
      const edge = headers.at(-1)!.getBoundingClientRect().left;
      const next = headers.find((th) => th.getBoundingClientRect().left >= edge - 19)!;
      table.closest('.mantine-ScrollArea-viewport')!.scrollLeft += next.getBoundingClientRect().left - (edge - 19);
    });
    // Each row looked at in the middle of the screen, with the cookie banner out of the way.
    await page.getByRole('button', { name: 'Recusar todos' }).click();
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor({ state: 'detached' });
    const besidePinned = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table tr')].map((tr) => {
          const pinned = tr.lastElementChild!;
          window.scrollBy(0, pinned.getBoundingClientRect().top - window.innerHeight / 2);
          const box = pinned.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left - 4, box.top + box.height / 2);
          return hit?.closest('th, td') === pinned ? 'coberto' : (hit?.textContent ?? '');
        }),
      );
    const rows = await page.getByRole('row').count();
    await expect.poll(besidePinned).toEqual(Array(rows).fill('coberto'));
    await screenshot(page, 'filiais-coluna-fixa-celular');
    await context.close();
  });

  it('um logo bem largo cabe no quadro da identidade visual e no topo da simulação pública no celular, sem rolar de lado', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/account/profile/identity');
    // The brand colour swatches say which one is the company's (radio semantics), not only with the tick drawn on it.
    const swatches = page.getByRole('radiogroup', { name: 'Cor principal da empresa' });
    await swatches.getByRole('radio', { name: 'Azul', checked: true }).waitFor();
    expect(await swatches.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await swatches.getByRole('radio', { name: 'Verde', exact: true }).getAttribute('aria-checked')).toBe('false');
    // One Tab stop for the whole group, on the chosen colour; the arrow keys move and choose, as native radios do.
    const focused = (name: string) => swatches.getByRole('radio', { name, exact: true }).evaluate((el) => el === document.activeElement);
    const inGroup = () => swatches.evaluate((group) => group.contains(document.activeElement));
    expect(await swatches.locator('[tabindex="0"]').count()).toBe(1);
    await swatches.getByRole('radio', { name: 'Azul', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await inGroup()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused('Azul')).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focused('Anil')).toBe(true);
    await swatches.getByRole('radio', { name: 'Anil', checked: true }).waitFor();
    await page.keyboard.press('End');
    expect(await focused('Ciano')).toBe(true);
    await swatches.getByRole('radio', { name: 'Ciano', checked: true }).waitFor();
    expect(await swatches.getByRole('radio', { checked: true }).count()).toBe(1);
    // Resting there, it is saved, and the Tab stop follows the choice.
    await page.getByText('Identidade visual atualizada!').first().waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        return swatches.getByRole('radio', { name: 'Ciano' }).getAttribute('aria-checked');
      })
      .toBe('true');
    expect(await swatches.getByRole('radio', { name: 'Ciano' }).getAttribute('tabindex')).toBe('0');
    await swatches.getByRole('radio', { name: 'Ciano' }).focus();
    // Wrapping around to the first colour, the company's blue again.
    await page.keyboard.press('ArrowDown');
    expect(await focused('Azul')).toBe(true);
    await swatches.getByRole('radio', { name: 'Azul', checked: true }).waitFor();
    await page.getByText('Identidade visual atualizada!').first().waitFor();
    // A 1600×120 banner-like logo, drawn by the browser.
    const png = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 120 });
      const g = canvas.getContext('2d');
      if (g) g.fillStyle = '#1c7ed6';
      g?.fillRect(0, 0, 1600, 120);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await page.getByLabel('Enviar logo da empresa').setInputFiles({ name: 'logo-largo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const current = page.getByRole('img', { name: 'Logo atual da empresa' });
    await current.waitFor();
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    const frame = await current.evaluate((img) => {
      const box = img.closest('.mantine-Paper-root')?.getBoundingClientRect();
      const own = img.getBoundingClientRect();
      return { inside: !!box && own.left >= box.left && own.right <= box.right };
    });
    expect(frame.inside).toBe(true);
    await context.close();

    const phone = await newPage(browser, server, PHONE);
    await phone.page.goto('/simulacao/imobiliaria/demo-credito');
    const logo = phone.page.getByRole('img', { name: /^Logo de / });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await inWindow(phone.page, await logo.boundingBox())).toBe(true);
    await phone.context.close();
  });

  it('"Acesso negado" leva de volta ao início', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/users');
    const denied = page.getByRole('alert').filter({ hasText: 'Acesso negado' });
    await denied.waitFor();
    // Opened by its address, there is no page of ours behind it: only the way to the dashboard.
    expect(await denied.getByRole('button', { name: 'Voltar', exact: true }).count()).toBe(0);
    await denied.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL((u) => u.pathname === '/account/dashboard');
    await context.close();
  });

  it('o administrador não recebe ações sobre o master, cuja função está acima da dele; sobre o operador, sim, e vê o que cada função permite', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/users');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('Otávio Operador').getByRole('button', { name: 'Alterar função' }).waitFor();
    expect(await row('Otávio Operador').getByRole('button', { name: 'Excluir' }).count()).toBe(1);
    expect(await row('Marina Master').getByRole('button').count()).toBe(0);
    // "Alterar função" lists what the chosen role allows, before saving.
    await row('Otávio Operador').getByRole('button', { name: 'Alterar função: Otávio Operador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar função' });
    const allowed = dialog.getByRole('list', { name: 'O que a função Operador pode fazer' });
    await allowed.getByRole('listitem').filter({ hasText: 'Cadastrar negócios' }).waitFor();
    expect(await allowed.getByRole('listitem').filter({ hasText: 'Ver os negócios de toda a empresa' }).count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Função' }).click();
    await page.getByRole('option', { name: 'Gerente de contas' }).click();
    await dialog.getByRole('list', { name: 'O que a função Gerente de contas pode fazer' }).getByRole('listitem').filter({ hasText: 'Ver os negócios de toda a empresa' }).waitFor();
    await context.close();
  });

  it('um usuário excluído (desativado) volta com "Reativar", tem o nome, o e-mail e a filial corrigidos em "Editar" e entra com o novo e-mail', async () => {
    const admin = await apiToken(server.url, 'admin@demo.com.br');
    const roles = await trpcQuery<{ id: string; key: string }[]>(server.url, admin, 'users.roles', undefined);
    const subsidiaries = await trpcQuery<{ id: string }[]>(server.url, admin, 'users.subsidiaries', undefined);
    const password = 'Retorno#2025x';
    const { user } = await trpcMutation<{ user: { id: string } }>(server.url, admin, 'users.create', {
      name: 'Renata Retorno',
      email: 'renata.retorno@demo.com.br',
      cellphone: '11987651234',
      roleId: roles.find((r) => r.key === 'operator')!.id,
      subsidiaryId: subsidiaries[0].id,
      password,
      passwordConfirmation: password,
      document: '111.444.777-35',
      birthDate: '1990-04-02',
      gender: 'feminino',
    });
    await trpcMutation(server.url, admin, 'users.delete', { id: user.id });

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/users');
    const row = page.getByRole('row').filter({ hasText: 'Renata Retorno' });
    await row.getByText('Inativo').waitFor();
    expect(await row.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Reativar' }).click();
    await page.getByRole('dialog', { name: 'Reativar usuário' }).getByRole('button', { name: 'Reativar' }).click();
    await page.getByText('Usuário reativado: ele já pode entrar com o e-mail e a senha de antes').waitFor();
    await row.getByText('Ativo').waitFor();
    // She is back at work, signed in, in Campinas.
    const renata = await newPage(browser, server, { viewport: { width: 1280, height: 800 } });
    await signIn(renata.page, 'renata.retorno@demo.com.br', password);
    const affiliate = (name: string) => renata.page.locator('.mantine-AppShell-navbar').getByText(name, { exact: true });
    await affiliate('Demo Crédito Campinas').waitFor();

    // Her married name and new e-mail: "Editar" corrects them, and the new e-mail is the one she signs in with. She
    // comes back to work in São Paulo: the same dialog moves her there (she was in Campinas).
    await row.getByText('Demo Crédito Campinas').waitFor();
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await edit.getByLabel('Nome completo').fill('Renata Retorno Lima');
    await edit.getByLabel('E-mail').fill('renata.lima@demo.com.br');
    await edit.getByRole('combobox', { name: 'Filial' }).click();
    await page.getByRole('option', { name: 'Demo Crédito São Paulo' }).click();
    await edit.getByText('os negócios que já cadastrou continuam na filial de origem', { exact: false }).waitFor();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário atualizado com sucesso!').waitFor();
    const edited = page.getByRole('row').filter({ hasText: 'renata.lima@demo.com.br' });
    await edited.getByText('Renata Retorno Lima').waitFor();
    await edited.getByText('Demo Crédito São Paulo').waitFor();
    await context.close();
    // Her open app follows when she comes back to the tab (the server already applies it to her next request).
    await renata.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await affiliate('Demo Crédito São Paulo').waitFor();
    await renata.context.close();

    const back = await newPage(browser, server);
    await signIn(back.page, 'renata.lima@demo.com.br', password);
    await back.context.close();
  });

  it('o operador, que não pode assinar, não vê planos para comprar; o administrador vê', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/payment');
    await page.getByText('A assinatura é feita pelo master ou pelo administrador da empresa').waitFor();
    expect(await page.getByRole('article', { name: /^Plano / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Assinar o plano/ }).count()).toBe(0);
    expect(await page.getByText(/R\$\s\d/).count()).toBe(0);
    await page.goto('/payment/anual');
    await page.getByRole('alert').filter({ hasText: 'Acesso negado' }).getByRole('link', { name: 'Voltar ao início' }).waitFor();
    await context.close();

    const admin = await newPage(browser, server);
    await signIn(admin.page, 'admin@demo.com.br');
    await admin.page.goto('/payment');
    await admin.page.getByRole('article', { name: 'Plano Anual' }).waitFor();
    await admin.context.close();
  });
});
