/**
 * The public pages arrive server-rendered: a customer opening a broker's WhatsApp link on a phone reads
 * the broker and the form before any script runs — with JavaScript off, or its files failing — and the page then
 * hydrates without a mismatch, without asking the server again for the broker, and works as before.
 */
import type { Browser, Page, Request } from 'playwright-core';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../server/db/seed.ts';
import { launchBrowser, newPage, PHONE, screenshot, startServer, type TestServer } from './harness.ts';

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

const SIMULATION = '/simulacao/imobiliaria/demo-credito';

/** A phone with JavaScript off: what the HTML alone shows. */
async function withoutJavaScript() {
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', viewport: PHONE.viewport, javaScriptEnabled: false });
  context.setDefaultTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** A phone with JavaScript on, recording React's errors (hydration mismatches are reported as page errors) and the broker requests. */
async function withJavaScript() {
  const { context, page } = await newPage(browser, server, PHONE);
  const errors: string[] = [];
  const brokerRequests: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    // The 404 of an unknown broker's page (the document itself) is the answer this suite asks for.
    if (msg.type() === 'error' && !msg.text().includes('status of 404')) errors.push(msg.text());
  });
  page.on('request', (req: Request) => req.url().includes('publicSimulation.broker') && brokerRequests.push(req.url()));
  return { context, page, errors, brokerRequests };
}

/** Until React has hydrated the page: a hydrated input gets the mask as it is typed into. */
async function typeCpf(page: Page) {
  await page.getByLabel('CPF').fill('52998224725');
  await expect.poll(() => page.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
}

describe('a página pública de simulação renderizada no servidor', () => {
  it('o HTML, antes de qualquer script, já traz o corretor e o primeiro campo do formulário', async () => {
    const res = await fetch(server.url + SIMULATION);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Simulação<!-- --> — <!-- -->Ana Administradora<!-- --> · <!-- -->Demo Crédito');
    expect(root).toMatch(/<label[^>]*>Nome completo<\/label>/);
  });

  it('com o JavaScript desligado, o celular mostra o corretor e o formulário', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto(SIMULATION);
    await page.getByRole('heading', { name: 'Simulação — Ana Administradora · Demo Crédito' }).waitFor();
    expect(await page.getByLabel('Nome completo').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver as condições dos bancos' }).isVisible()).toBe(true);
    // Mantine's colour variables apply without the colour-scheme script: the fields have their border.
    expect(await page.getByLabel('Nome completo').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await screenshot(page, 'ssr-simulacao-sem-js');
    await context.close();
  });

  it('com os arquivos de JavaScript falhando, a página ainda pode ser lida', async () => {
    const failing = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', viewport: PHONE.viewport });
    const page = await failing.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(SIMULATION);
    await page.getByRole('heading', { name: 'Simulação — Ana Administradora · Demo Crédito' }).waitFor();
    expect(await page.getByLabel('Nome completo').isVisible()).toBe(true);
    await failing.close();
  });

  it('com JavaScript, hidrata sem divergência nem nova consulta do corretor, e a simulação funciona', async () => {
    const { context, page, errors, brokerRequests } = await withJavaScript();
    const response = await page.goto(SIMULATION);
    expect(response?.status()).toBe(200);
    await typeCpf(page);
    await page.getByLabel('Home equity').check();
    await page.getByLabel('Nome completo').fill('Sérgio Hidratado');
    await page.getByLabel('Data de nascimento').fill('10031975');
    await page.getByLabel(/^Celular/).fill('11987654321');
    await page.getByLabel('Renda mensal').fill('25000');
    await page.getByLabel('Valor do imóvel').fill('600000');
    await page.getByLabel('Valor do crédito').fill('300000');
    await page.getByLabel('Prazo', { exact: true }).selectOption('180');
    await page.getByRole('button', { name: 'Ver as condições dos bancos' }).click();
    const cards = page.getByRole('region', { name: 'Resultado da simulação' }).getByRole('article');
    await cards.first().getByText('Melhor opção').waitFor();
    // The app's cookie banner took over from index.html's static copy once hydrated.
    await page.getByRole('button', { name: 'Aceitar todos' }).and(page.locator(':not([aria-disabled])')).waitFor();
    expect(errors).toEqual([]);
    expect(brokerRequests).toEqual([]);
    await context.close();
  });

  it('um corretor que não existe: a página "Link não encontrado" com status 404, com e sem JavaScript', async () => {
    const { context, page, errors, brokerRequests } = await withJavaScript();
    const response = await page.goto('/simulacao/veicular/corretor-que-nao-existe');
    expect(response?.status()).toBe(404);
    // The tab says so from the server's HTML, before the app starts (it starts after the first paint).
    expect(await response?.text()).toContain('<title>Link não encontrado · Crédito</title>');
    await page.getByRole('heading', { name: 'Link não encontrado' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Link não encontrado' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Link não encontrado · Crédito');
    expect(errors).toEqual([]);
    expect(brokerRequests).toEqual([]);
    await context.close();

    const noJs = await withoutJavaScript();
    await noJs.page.goto('/simulacao/veicular/corretor-que-nao-existe');
    await noJs.page.getByRole('heading', { name: 'Link não encontrado' }).waitFor();
    expect(await noJs.page.title()).toBe('Link não encontrado · Crédito');
    await noJs.context.close();
  });
});

describe('as outras páginas públicas renderizadas no servidor', () => {
  it('/links/{username}: os caminhos do corretor sem JavaScript; com ele, hidrata e navega', async () => {
    const noJs = await withoutJavaScript();
    await noJs.page.goto('/links/demo-credito');
    await noJs.page.getByRole('heading', { name: 'Atendimento — Ana Administradora · Demo Crédito' }).waitFor();
    expect(await noJs.page.getByRole('link', { name: 'Simular financiamento imobiliário' }).isVisible()).toBe(true);
    await noJs.context.close();

    const { context, page, errors, brokerRequests } = await withJavaScript();
    await page.goto('/links/demo-credito');
    await page.waitForLoadState('networkidle');
    // Hydrated, the tab keeps the server's title, the broker's name with it.
    expect(await page.title()).toBe('Simulações e propostas de crédito · Ana Administradora · Demo Crédito');
    await page.getByRole('link', { name: 'Simular financiamento imobiliário' }).click();
    await page.waitForURL((u) => u.pathname === SIMULATION);
    await typeCpf(page);
    expect(errors).toEqual([]);
    expect(brokerRequests).toEqual([]);
    await context.close();
  });

  it('o primeiro passo de /cadastro-cliente/…: a escolha sem JavaScript; com ele, hidrata e segue para o passo seguinte', async () => {
    const path = '/cadastro-cliente/imovel/Financing/demo-credito/inicio';
    const noJs = await withoutJavaScript();
    await noJs.page.goto(path);
    await noJs.page.getByRole('heading', { name: 'Vamos começar' }).waitFor();
    expect(await noJs.page.getByRole('button', { name: /Pessoa física/ }).isVisible()).toBe(true);
    await noJs.context.close();

    const { context, page, errors } = await withJavaScript();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Pessoa física/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/pessoa-fisica'));
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    // Back to the first step in the same tab: the saved registration offers to continue (read once hydrated).
    await page.goto(path);
    await page.getByRole('button', { name: 'Continuar de onde parei' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/acompanhar/{token}: só a moldura no HTML (sem dados do cliente, sem cache); com JavaScript, a proposta aparece', async () => {
    const body = superjson.serialize({
      username: 'demo-credito',
      operationType: 'HomeEquity',
      associates: [
        {
          main: true,
          personType: 'individual',
          name: 'Clara Acompanhada',
          document: cpfFromBase('418273645'),
          birthDate: '1990-01-01',
          gender: 'feminino',
          maritalStatus: 'solteiro',
          motherName: 'Mãe Acompanhada',
          email: 'clara.acompanhada@example.com',
          cellphone: '11955553333',
          incomes: [{ mensalIncome: 7000, professionalProfile: 'assalariado', main: true }],
        },
      ],
      operationValue: 150000,
      deadline: 120,
      objective: 'investir',
      asset: { kind: 'realty', value: 500000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
      acceptTerms: true,
    });
    const sent = await fetch(`${server.url}/trpc/publicDeals.submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(sent.status).toBe(200);
    const { trackingToken } = superjson.deserialize<{ trackingToken: string }>(((await sent.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
    const path = `/acompanhar/${trackingToken}`;

    const res = await fetch(server.url + path);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    for (const personal of ['Clara', 'clara.acompanhada@example.com', trackingToken]) expect(html).not.toContain(personal);

    const noJs = await withoutJavaScript();
    await noJs.page.goto(path);
    await noJs.page.getByLabel('Carregando').waitFor();
    await noJs.context.close();

    const { context, page, errors } = await withJavaScript();
    await page.goto(path);
    await page.getByRole('heading', { name: 'Olá, Clara!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    expect(server.log()).not.toContain(trackingToken);
  });
});
