/**
 * Tasks in a real browser: a task due now, created on the deal page, shows in "Hoje" (and its sidebar
 * count) and as the board card's "Tarefa atrasada" badge; it and another are completed from "Hoje" with the keyboard (the
 * focus goes to the next task, then to the empty list's heading), which then has nothing left.
 * From the deal page itself the deal moves to "Aprovado" (the stage suggests "Agendar assinatura", created with one
 * click) and is denied with the two reasons. An administrator changes a stage's suggestion; on the board the new one is
 * offered and "Agora não" creates nothing. "Hoje" and the task section pass axe in both themes. A task that falls due
 * shows in its assignee's bell (the server's reminder sweep) and opens its deal.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSerious, runAxe } from './axe.ts';
import { apiToken, createDeal, realtyDeal, trpcMutation } from './deal-fixtures.ts';
import { chooseOption, launchBrowser, newPage, PHONE, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // Reminders swept every 2 s instead of 30 s: the bell test waits for one.
  server = await startServer({ env: { TASK_REMINDER_SWEEP_SECONDS: '2' } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

describe('tarefas', () => {
  it('uma tarefa para agora aparece em Hoje e no cartão; é concluída em Hoje; o negócio muda de etapa e é negado pela própria página', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Tânia Tavares'));
    const { page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Tânia Tavares' }).waitFor();

    // A task due now, from the deal's "Tarefas" section.
    const tasks = page.getByRole('region', { name: 'Tarefas' });
    await tasks.getByText('Nenhuma tarefa').waitFor();
    await tasks.getByRole('button', { name: 'Nova tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await dialog.getByText('Este campo é obrigatório').waitFor();
    await dialog.getByLabel('Título').fill('Ligar para a Tânia');
    await dialog.getByRole('button', { name: 'Agora', exact: true }).click();
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await page.getByText('Tarefa criada').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await tasks.getByRole('listitem', { name: 'Tarefa: Ligar para a Tânia' }).waitFor();
    await page.getByRole('region', { name: 'Linha do tempo' }).getByText('criou uma tarefa').waitFor();
    await screenshot(page, 'tarefas-negocio');
    // A colleague's task on the same deal (made elsewhere) shows up live, without reloading.
    const colleague = await apiToken(server.url, 'gerente.contas@demo.com.br');
    await trpcMutation(server.url, colleague, 'tasks.create', { dealId: deal.id, kind: 'whatsapp', title: 'Mandar a proposta', dueAt: new Date(Date.now() + 86_400_000).toISOString() });
    await tasks.getByRole('listitem', { name: 'Tarefa: Mandar a proposta' }).waitFor({ timeout: 15_000 });

    // "Hoje": in the sidebar with its count, the task overdue with a link to the deal.
    const nav = page.getByRole('link', { name: /^Hoje/ });
    await nav.getByLabel('1 tarefa para hoje').waitFor();
    await nav.click();
    await page.getByRole('heading', { level: 1, name: 'Hoje' }).waitFor();
    const row = page.getByRole('listitem', { name: 'Tarefa: Ligar para a Tânia' });
    await row.getByText(/Atrasada · Hoje, \d{2}:\d{2}/).waitFor();
    await row.getByRole('link', { name: `Negócio nº ${deal.number} · Tânia Tavares` }).waitFor();
    await screenshot(page, 'tarefas-hoje');

    // The board card shows the overdue badge.
    await page.goto('/meus-negocios/financiamento-imobiliario');
    const card = page.locator(`[data-deal-id="${deal.id}"]`);
    await card.getByLabel('Tarefa atrasada').waitFor();
    await screenshot(page, 'tarefas-cartao-atrasado');

    // Completed from "Hoje" with the keyboard: the focus goes to the next task's "Concluir", then, with nothing left, to
    // the empty list's heading (never the page's top); the sidebar count goes.
    const admin = await apiToken(server.url, 'admin@demo.com.br');
    await trpcMutation(server.url, admin, 'tasks.create', { dealId: deal.id, kind: 'call', title: 'Confirmar a renda', dueAt: new Date(Date.now() + 60_000).toISOString() });
    await page.goto('/hoje');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? document.activeElement?.tagName);
    await page.getByRole('button', { name: 'Concluir: Confirmar a renda' }).waitFor();
    await page.getByRole('button', { name: 'Concluir: Ligar para a Tânia' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Tarefa concluída').first().waitFor();
    await page.getByRole('listitem', { name: 'Tarefa: Ligar para a Tânia' }).waitFor({ state: 'detached' });
    await expect.poll(focused, { timeout: 5_000 }).toBe('Concluir: Confirmar a renda');
    await page.keyboard.press('Enter');
    await page.getByText('Nada para hoje').waitFor();
    await expect.poll(focused, { timeout: 5_000 }).toBe('Nada para hoje');
    await page.getByLabel('1 tarefa para hoje').waitFor({ state: 'detached' });
    await page.goto('/meus-negocios/financiamento-imobiliario');
    await card.waitFor();
    expect(await card.getByLabel('Tarefa atrasada').count()).toBe(0);

    // Move from the deal page: "Aprovado" suggests "Agendar assinatura", created with one click.
    await page.goto(`/deal/${deal.id}`);
    await page.getByLabel('Etapa: Novos leads').waitFor();
    await page.getByRole('combobox', { name: 'Mover para etapa' }).click();
    await page.getByRole('option', { name: 'Aprovado' }).click();
    await page.getByText('Negócio movido para Aprovado').first().waitFor();
    await page.getByLabel('Etapa: Aprovado').waitFor();
    const suggestion = page.getByRole('dialog', { name: 'Próximo passo sugerido' });
    await suggestion.getByRole('button', { name: 'Criar tarefa sugerida: Agendar assinatura' }).click();
    await suggestion.waitFor({ state: 'hidden' });
    await tasks.getByRole('listitem', { name: 'Tarefa: Agendar assinatura' }).waitFor();
    // Done on the deal page: the keyboard focus goes to the task's "Reabrir", not the page's top.
    await tasks.getByRole('button', { name: 'Concluir: Agendar assinatura' }).focus();
    await page.keyboard.press('Enter');
    // The task done earlier today ("Ligar para a Tânia") may be listed with its own "Reabrir": this task's.
    await tasks.getByRole('listitem', { name: 'Tarefa: Agendar assinatura' }).getByRole('button', { name: 'Reabrir' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Reabrir');

    // Deny from the deal page, with the two reasons.
    await page.getByRole('button', { name: 'Negar', exact: true }).click();
    const deny = page.getByRole('dialog', { name: 'Negar negócio' });
    await chooseOption(page, deny.getByRole('combobox', { name: 'Motivo', exact: true }), 'Sem perfil');
    await chooseOption(page, deny.getByRole('combobox', { name: 'Motivo detalhado' }), 'Renda insuficiente ou não comprovada');
    await deny.getByRole('button', { name: 'Negar negócio' }).click();
    await page.getByText('Negócio movido para Negado / declinado').first().waitFor();
    await page.getByLabel('Etapa: Negado / declinado').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Negócio negado' });
    await alert.getByText('Sem perfil').waitFor();
    await alert.getByText('Renda insuficiente ou não comprovada').waitFor();
    expect(await page.getByRole('button', { name: 'Negar', exact: true }).count()).toBe(0);
  });

  it('a sugestão de Aprovado muda em Configurações › Tarefas sugeridas; no quadro, "Agora não" não cria nada', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Sérgio Sugestão'));
    const { page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('link', { name: 'Tarefas sugeridas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tarefas sugeridas' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Tarefa sugerida em Aprovado' });
    expect(await title.inputValue()).toBe('Agendar assinatura');
    await title.fill('Agendar assinatura no cartório');
    await page.getByRole('button', { name: 'Salvar a etapa Aprovado' }).click();
    await page.getByText('Sugestão da etapa Aprovado salva').first().waitFor();

    await page.goto('/meus-negocios/financiamento-imobiliario');
    const card = page.locator(`[data-deal-id="${deal.id}"]`);
    await card.getByRole('button', { name: /^Ações do negócio/ }).click();
    await page.getByRole('menuitem', { name: 'Aprovado' }).click();
    const suggestion = page.getByRole('dialog', { name: 'Próximo passo sugerido' });
    await suggestion.getByRole('button', { name: 'Criar tarefa sugerida: Agendar assinatura no cartório' }).waitFor();
    await suggestion.getByRole('button', { name: 'Agora não' }).click();
    await suggestion.waitFor({ state: 'hidden' });
    await page.goto(`/deal/${deal.id}`);
    await page.getByLabel('Etapa: Aprovado').waitFor();
    await page.getByRole('region', { name: 'Tarefas' }).getByText('Nenhuma tarefa').waitFor();
    // The other tests of this file expect the built-in suggestion.
    const token = await apiToken(server.url, 'admin@demo.com.br');
    await trpcMutation(server.url, token, 'tasks.saveTemplate', { pipelineKey: 'realty-financing', stage: 'approved', active: true, kind: 'call', title: 'Agendar assinatura', dueInHours: 24 });
  });

  it('Hoje e a seção de tarefas sem violações graves do axe nem contraste abaixo de AA, no tema claro e no escuro', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Olga Oliveira'));
    const token = await apiToken(server.url, 'admin@demo.com.br');
    await trpcMutation(server.url, token, 'tasks.create', {
      dealId: deal.id,
      kind: 'whatsapp',
      title: 'Mandar a simulação',
      dueAt: new Date(Date.now() - 60_000).toISOString(),
      notes: 'Depois das 18h',
    });
    await trpcMutation(server.url, token, 'tasks.create', { dealId: deal.id, kind: 'visit', title: 'Visitar o imóvel', dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    for (const dark of [false, true]) {
      // axe arrives as an inline script, which the app's Content-Security-Policy (rightly) refuses.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', bypassCSP: true });
      context.setDefaultTimeout(30_000);
      if (dark) await context.addInitScript(() => window.localStorage.setItem('credito.color-scheme', 'dark'));
      const page = await context.newPage();
      await signIn(page, 'admin@demo.com.br');
      const findings = async () => {
        await page.waitForTimeout(500);
        return describeViolations((await runAxe(page)).filter((v) => v.id === 'color-contrast' || isSerious(v)));
      };
      await page.goto('/hoje');
      await page.getByRole('listitem', { name: 'Tarefa: Mandar a simulação' }).waitFor();
      expect(await findings(), `Hoje (${dark ? 'escuro' : 'claro'})`).toBe('');
      await page.goto(`/deal/${deal.id}`);
      await page.getByRole('region', { name: 'Tarefas' }).getByRole('listitem', { name: 'Tarefa: Visitar o imóvel' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await findings(), `negócio (${dark ? 'escuro' : 'claro'})`).toBe('');
      await context.close();
    }
  });

  it('uma tarefa na página do cliente aparece lá e em Hoje, com o link para o cliente; as dos negócios dele também aparecem lá', async () => {
    const deal = await createDeal(server.url, 'operador@demo.com.br', realtyDeal('Clara Cliente'));
    const token = await apiToken(server.url, 'operador@demo.com.br');
    await trpcMutation(server.url, token, 'tasks.create', { dealId: deal.id, kind: 'call', title: 'Confirmar a renda da Clara', dueAt: new Date(Date.now() + 86_400_000).toISOString() });
    const { page } = await newPage(browser, server, PHONE);
    await signIn(page, 'operador@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    await page.getByRole('link', { name: 'Ver no cadastro de clientes' }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/customers/'));
    const customerPath = new URL(page.url()).pathname;
    // The URL changes before the deal page, with a "Tarefas" section of its own, has given way to the customer's; and
    // on a phone the cookie banner covers the customer's tasks section: both out of the way before the click.
    await page.getByRole('region', { name: 'Dados' }).waitFor();
    await page.getByRole('button', { name: 'Recusar todos' }).click();
    const tasks = page.getByRole('region', { name: 'Tarefas' });
    // The deal's task, naming its deal (a link to it).
    await tasks
      .getByRole('listitem', { name: 'Tarefa: Confirmar a renda da Clara' })
      .getByRole('link', { name: `Negócio nº ${deal.number} · Clara Cliente` })
      .waitFor();
    await tasks.getByRole('button', { name: 'Nova tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await dialog.getByLabel('Título').fill('Cobrar os holerites');
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Cobrança de documentos' }).click();
    await dialog.getByRole('button', { name: 'Agora', exact: true }).click();
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await tasks
      .getByRole('listitem', { name: 'Tarefa: Cobrar os holerites' })
      .getByText(/^Cobrança de documentos · Atrasada/)
      .waitFor();
    await page.goto('/hoje');
    const row = page.getByRole('listitem', { name: 'Tarefa: Cobrar os holerites' });
    await row.getByRole('link', { name: 'Clara Cliente' }).click();
    await page.waitForURL((u) => u.pathname === customerPath);
    await page.getByRole('region', { name: 'Tarefas' }).getByRole('listitem', { name: 'Tarefa: Cobrar os holerites' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'tarefas-cliente-celular');
  });

  it('num aparelho no horário de Manaus, "Amanhã, 9h" é 9h como a página mostra (horário de Brasília)', async () => {
    const deal = await createDeal(server.url, 'operador@demo.com.br', realtyDeal('Mauro Manaus'));
    const { context, page } = await newPage(browser, server, { timezoneId: 'America/Manaus' });
    await signIn(page, 'operador@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    const tasks = page.getByRole('region', { name: 'Tarefas' });
    await tasks.getByRole('button', { name: 'Nova tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await dialog.getByLabel('Título').fill('Ligar para o Mauro');
    await dialog.getByRole('button', { name: 'Amanhã, 9h' }).click();
    await dialog.getByText('Horário de Brasília').waitFor();
    expect(await dialog.getByRole('button', { name: /^Prazo/ }).textContent()).toMatch(/ 09:00$/);
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await tasks.getByRole('listitem', { name: 'Tarefa: Ligar para o Mauro' }).getByText('Amanhã, 09:00').waitFor();
    await context.close();
  });

  it('quando a tarefa vence, o sino do responsável avisa e leva ao negócio', async () => {
    const deal = await createDeal(server.url, 'operador@demo.com.br', realtyDeal('Rui Lembrete'));
    const token = await apiToken(server.url, 'operador@demo.com.br');
    await trpcMutation(server.url, token, 'tasks.create', { dealId: deal.id, kind: 'call', title: 'Retornar ao Rui', dueAt: new Date(Date.now() - 1000).toISOString() });
    const { page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    // The server's sweep runs every 2 s here (30 s by default); the bell reads on load (and every minute).
    const bell = page.getByRole('button', { name: /^Notificações/ });
    const notice = page.getByRole('button', { name: /Tarefa para agora: Retornar ao Rui/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          await bell.click();
          const found = await notice.isVisible().catch(() => false);
          if (!found) await page.keyboard.press('Escape');
          return found;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await page.getByText(`Ligação · Negócio nº ${deal.number}`).waitFor();
    // Esc closes the panel and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await notice.click();
    await page.waitForURL((u) => u.pathname === `/deal/${deal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Rui Lembrete' }).waitFor();
  });
});
