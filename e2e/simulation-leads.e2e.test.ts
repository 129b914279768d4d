/**
 * Leads and simulations: a visitor simulates on a phone with a contact → the lead appears on the broker's
 * board (first stage, origin simulator, the simulation attached, a notice in the bell) and "Quero seguir com esta
 * proposta" opens the public registration with what they typed (which asks a celular or an e-mail); simulating again
 * in the same tab updates that lead, and the proposal sent from it completes it (one card); a broker's
 * simulation result → "Criar negócio" opens the wizard prefilled (unsaved and saved), and the deal keeps the
 * simulation.
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

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Home equity: R$ 600.000 property, R$ 300.000 over 180 months, income R$ 25.000, born 1975. */
async function fillCase(page: Page, name: string) {
  await page.getByLabel('Home equity').check();
  await page.getByLabel(/^(Nome do cliente|Nome completo)$/).fill(name);
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Data de nascimento').fill('10031975');
  await page.getByLabel('Renda mensal').fill('25000');
  await page.getByLabel('Valor do imóvel').fill('600000');
  await page.getByLabel('Valor do crédito').fill('300000');
  await page.getByLabel('Prazo', { exact: true }).selectOption('180');
}

describe('leads do simulador público e negócio a partir da simulação', () => {
  it('um visitante simula pelo celular com contato: o lead aparece no quadro da corretora com a simulação, e "quero seguir" leva o que ele digitou', async () => {
    const visitor = await newPage(browser, server, PHONE);
    await visitor.page.goto('/simulacao/imobiliaria/demo-credito');
    await visitor.page.getByRole('heading', { name: /Simulação — Ana Administradora · Demo Crédito/ }).waitFor();
    await visitor.page.getByText(/Informe seu celular ou e-mail para que Ana entre em contato/).waitFor();
    await fillCase(visitor.page, 'Helena Lead');
    await visitor.page.getByLabel(/^Celular/).fill('11971234567');
    await visitor.page.getByLabel('E-mail').fill('helena.lead@example.com');
    // A double tap simulates once: the broker is not told of the same simulation twice.
    const runs: string[] = [];
    visitor.page.on('request', (r) => runs.push(...(new URL(r.url()).pathname.split('/trpc/')[1] ?? '').split(',').filter((p) => p === 'publicSimulation.run')));
    // Two taps within one screen refresh, before the button can show it is busy.
    await visitor.page.getByRole('button', { name: 'Ver as condições dos bancos' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await visitor.page.getByText('Simulação enviada a Ana').waitFor();
    expect(runs).toHaveLength(1);
    await visitor.page.getByText('Ana vai falar com você pelo celular ou pelo e-mail que você informou.').waitFor();
    await screenshot(visitor.page, 'simulacao-publica-lead-celular');

    // "Quero seguir": the registration opens on the person step with what was typed, none of it in the address.
    await visitor.page.getByRole('button', { name: 'Quero seguir com esta proposta' }).click();
    await visitor.page.waitForURL((u) => u.pathname === '/cadastro-cliente/Realty/HomeEquity/demo-credito/pessoa-fisica');
    expect(visitor.page.url()).not.toMatch(/52998224725|Helena/);
    await visitor.page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    expect(await field(visitor.page, 'Nome completo').inputValue()).toBe('Helena Lead');
    expect(await field(visitor.page, 'CPF').inputValue()).toBe('529.982.247-25');
    expect(await field(visitor.page, 'Data de nascimento').inputValue()).toBe('10/03/1975');
    expect(await field(visitor.page, 'Celular').inputValue()).toBe('(11) 97123-4567');
    expect(await field(visitor.page, 'E-mail').inputValue()).toBe('helena.lead@example.com');
    expect(await field(visitor.page, 'Renda mensal').inputValue()).toBe('R$ 25.000,00');
    // A public proposal needs a way to answer: with neither celular nor e-mail the field says so.
    await field(visitor.page, 'Celular').fill('');
    await field(visitor.page, 'E-mail').fill('');
    await visitor.page.getByRole('button', { name: 'Continuar' }).click();
    await visitor.page.getByText('Informe o celular ou o e-mail para que o corretor possa falar com você').waitFor();
    expect(visitor.page.url()).toContain('/pessoa-fisica');
    await visitor.context.close();

    // The broker: the bell, the deal (origin simulator, the simulation to reopen), the card in "Novos leads".
    const broker = await newPage(browser, server);
    await signIn(broker.page, 'admin@demo.com.br');
    await broker.page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
    await broker.page.getByRole('button', { name: /Novo lead pelo seu simulador: Helena Lead/ }).click();
    await broker.page.waitForURL((u) => u.pathname.startsWith('/deal/'));
    await broker.page.getByRole('heading', { level: 1, name: 'Helena Lead' }).waitFor();
    expect(await broker.page.getByRole('group', { name: 'Origem' }).textContent()).toContain('Simulador');
    await broker.page.getByRole('link', { name: 'Reabrir a simulação' }).waitFor();
    // The public simulator never asks whether the property is registered: the deal says so, not a made-up "Sim".
    const fact = (label: string) => broker.page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    expect(await fact('Imóvel com matrícula').textContent()).toBe('Não informado');
    // Home equity: whether the property is chosen is not a question at all.
    expect(await fact('Imóvel já escolhido').count()).toBe(0);

    await broker.page.goto('/meus-negocios/home-equity');
    const card = broker.page.locator('[data-stage="newLead"] [data-deal-id]').filter({ hasText: 'Helena Lead' });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Simulador');
    expect(await card.textContent()).toContain('R$\u00a0300.000,00');
    await screenshot(broker.page, 'quadro-com-lead-do-simulador');
    await broker.context.close();
  });

  it('o visitante simula de novo na mesma aba e segue com a proposta: o mesmo lead é atualizado e depois completado, um só negócio', async () => {
    const visitor = await newPage(browser, server, PHONE);
    await visitor.page.goto('/simulacao/imobiliaria/demo-credito');
    await visitor.page.getByRole('heading', { name: /Simulação — Ana Administradora · Demo Crédito/ }).waitFor();
    await fillCase(visitor.page, 'Rita Mesma Aba');
    await visitor.page.getByLabel(/^Celular/).fill('11971230099');
    const simulate = visitor.page.getByRole('button', { name: 'Ver as condições dos bancos' });
    await simulate.click();
    await visitor.page.getByText('Simulação enviada a Ana').waitFor();
    // Other values from the same tab (its lead key): the lead this tab made takes them.
    await visitor.page.getByLabel('Valor do crédito').fill('250000');
    await simulate.click();
    await visitor.page.getByText('Ana recebeu a nova simulação').waitFor();

    // "Quero seguir": the proposal completes that lead.
    await visitor.page.getByRole('button', { name: 'Quero seguir com esta proposta' }).click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith('/pessoa-fisica'));
    await field(visitor.page, 'Gênero').selectOption('feminino');
    await field(visitor.page, 'Estado civil').selectOption('solteiro');
    await field(visitor.page, 'Nome da mãe').fill('Rosa Mesma Aba');
    await field(visitor.page, 'Perfil profissional').selectOption('assalariado');
    await field(visitor.page, 'Data de admissão').fill('01/03/2012');
    await visitor.page.getByRole('button', { name: 'Continuar' }).click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith('/resumo-proponentes'));
    await visitor.page.getByRole('button', { name: 'Continuar' }).click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith('/dados-da-operacao'));
    expect(await field(visitor.page, 'Valor do crédito').inputValue()).toBe('R$ 250.000,00');
    await visitor.page.getByRole('button', { name: 'Continuar' }).click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith('/resumo-do-negocio'));
    await visitor.page.getByLabel(/Li e aceito os termos de uso/).check();
    await visitor.page.getByRole('button', { name: 'Enviar proposta' }).click();
    const received = visitor.page.getByText(/^Proposta nº \d+ recebida$/);
    await received.waitFor();
    const number = (await received.textContent())!.replace(/\D/g, '');
    await visitor.context.close();

    // The broker has one card for Rita: the simulator's lead, now the proposal (its number, origin the public link).
    const broker = await newPage(browser, server);
    await signIn(broker.page, 'admin@demo.com.br');
    await broker.page.goto('/meus-negocios/home-equity');
    const card = broker.page.locator('[data-deal-id]').filter({ hasText: 'Rita Mesma Aba' });
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).not.toContain('Simulador');
    expect(await card.textContent()).toContain(`Nº ${number}`);
    expect(await card.textContent()).toContain('R$\u00a0250.000,00');
    await card.getByRole('link', { name: 'Rita Mesma Aba' }).click();
    await broker.page.waitForURL((u) => u.pathname.startsWith('/deal/'));
    await broker.page.getByRole('heading', { level: 1, name: 'Rita Mesma Aba' }).waitFor();
    expect(await broker.page.getByRole('group', { name: 'Origem' }).textContent()).toContain('Link público');
    await broker.page.getByRole('region', { name: 'Linha do tempo' }).getByText('O lead do simulador virou proposta; a origem passou a ser "Link público"').waitFor();
    await broker.context.close();
  });

  it('a corretora cria um negócio a partir do resultado da simulação: o assistente abre preenchido e o negócio guarda a simulação salva', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await fillCase(page, 'Otávio Simulado');
    await page.getByRole('button', { name: 'Simular' }).click();
    const offers = page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article');
    await offers.first().waitFor();
    // The form folds away with the focus in it: the answer is said in a polite live region.
    const announced = page.getByRole('status').filter({ hasText: /^\d+ bancos? atendem? a este caso$/ });
    await announced.waitFor({ state: 'attached' });
    expect(await announced.getAttribute('aria-live')).toBe('polite');
    expect(await announced.textContent()).toBe(`${await offers.count()} ${(await offers.count()) === 1 ? 'banco atende' : 'bancos atendem'} a este caso`);

    // Not saved yet: the wizard still opens with the case, read from the tab (nothing personal in the address).
    await page.getByRole('link', { name: 'Criar negócio' }).click();
    await page.waitForURL((u) => u.pathname === '/deal/new' && u.searchParams.get('from') === 'realty');
    await page.getByText('Dados trazidos da simulação de Otávio Simulado: confira e complete.').waitFor();
    expect(await field(page, 'Nome completo').inputValue()).toBe('Otávio Simulado');
    await page.goBack();

    // Saved, then opened from the list: the deal is created from it and keeps it.
    await page.getByRole('button', { name: 'Salvar simulação' }).click();
    await page.getByText('Simulação salva com sucesso!').first().waitFor();
    await page.goto('/simulations');
    await page.getByRole('button', { name: 'Abrir a simulação de Otávio Simulado' }).first().click();
    await page.waitForURL((u) => /^\/simulations\/[0-9a-f-]{36}$/.test(u.pathname));
    const simulationId = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('link', { name: 'Criar negócio' }).click();
    await page.waitForURL((u) => u.pathname === '/deal/new' && u.searchParams.get('simulationId') === simulationId);
    expect(page.url()).not.toMatch(/52998224725|Ot%C3%A1vio/);
    expect(await field(page, 'Nome completo').inputValue()).toBe('Otávio Simulado');
    expect(await field(page, 'CPF').inputValue()).toBe('529.982.247-25');
    await field(page, 'Gênero').selectOption('masculino');
    await field(page, 'Estado civil').selectOption('casado');
    await field(page, 'Nome da mãe').fill('Rosa Simulado');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('heading', { name: 'Operação', level: 2 }).waitFor();
    expect(await field(page, 'Tipo de operação').inputValue()).toBe('HomeEquity');
    expect(await field(page, 'Valor do imóvel').inputValue()).toBe('R$ 600.000,00');
    expect(await field(page, 'Valor do crédito').inputValue()).toBe('R$ 300.000,00');
    expect(await field(page, 'Prazo').inputValue()).toBe('180');
    // The best offer's product comes chosen.
    await expect.poll(() => field(page, 'Produto (banco)').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('heading', { name: 'Renda', level: 2 }).waitFor();
    expect(await field(page, 'Renda mensal').inputValue()).toBe('R$ 25.000,00');
    await field(page, 'Perfil profissional').selectOption('assalariado');
    await field(page, 'Data de admissão').fill('01032015');
    await page.getByRole('button', { name: 'Cadastrar negócio' }).click();
    await page.getByText('Negócio cadastrado com sucesso!').first().waitFor();
    await page.waitForURL((u) => /^\/deal\/[0-9a-f-]{36}\/edit\/files$/.test(u.pathname));
    const dealId = new URL(page.url()).pathname.split('/')[2];

    await page.goto(`/deal/${dealId}`);
    await page.getByRole('heading', { level: 1, name: 'Otávio Simulado' }).waitFor();
    await page.getByRole('link', { name: 'Reabrir a simulação' }).waitFor();
    expect(await page.getByRole('link', { name: 'Reabrir a simulação' }).getAttribute('href')).toContain(simulationId);
    await screenshot(page, 'negocio-criado-da-simulacao');
    await context.close();
  });

  it('no simulador público, Enter leva o foco ao resultado; mudados os dados, o resultado fica desatualizado e não segue até simular de novo', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/simulacao/imobiliaria/demo-credito');
    await page.getByRole('heading', { name: /Simulação — Ana Administradora/ }).waitFor();
    // The apostrophe a phone keyboard types is a name's apostrophe.
    await fillCase(page, 'Maria D’Ávila');
    await page.getByRole('button', { name: 'Ver as condições dos bancos' }).press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: /^(\d+ bancos? atendem? ao seu caso|Nenhum banco atende a este caso)$/ });
    await heading.waitFor();
    // The answer takes the focus (a screen reader says it), not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(await heading.textContent());
    expect(await page.getByText('Este campo possui caracteres inválidos').count()).toBe(0);
    const proceed = page.getByRole('button', { name: 'Quero seguir com esta proposta' });
    await proceed.waitFor();

    // Credit and term changed: the old figures are marked, faded and inert (no proposal, no WhatsApp from them).
    await page.getByLabel('Valor do crédito').fill('250000');
    await page.getByLabel('Prazo', { exact: true }).selectOption('120');
    const stale = page.getByRole('status').filter({ hasText: 'Resultado desatualizado' });
    await stale.waitFor();
    const inert = () => page.getByText('Quero seguir com esta proposta').evaluate((b) => b.closest('[inert]') !== null);
    expect(await inert()).toBe(true);
    await screenshot(page, 'simulacao-publica-desatualizada');

    await stale.getByRole('button', { name: 'Simular de novo' }).click();
    await stale.waitFor({ state: 'detached' });
    expect(await inert()).toBe(false);
    await page
      .getByText(/crédito de R\$\s250\.000,00 em 120 meses/)
      .first()
      .waitFor();
    await proceed.click();
    await page.waitForURL((u) => u.pathname.startsWith('/cadastro-cliente/Realty/HomeEquity/demo-credito'));
    expect(await field(page, 'Nome completo').inputValue()).toBe("Maria D'Ávila");
    await context.close();
  });
});
