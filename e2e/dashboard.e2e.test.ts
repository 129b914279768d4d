/** The dashboard (/account/dashboard): the last 30 days of deals against the previous 30, and its empty state. */
import type { Browser } from 'playwright-core';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createDeal, realtyDeal, trpcMutation } from './deal-fixtures.ts';
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

/** New deals of the last 30 days as the server counts them for the administrator (the demo may bring some). */
async function newDealsNow(token: string): Promise<number> {
  const response = await fetch(`${server.url}/trpc/deals.dashboard`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<{ current: { newDeals: number } }>(body.result.data).current.newDeals;
}

describe('painel', () => {
  it('o administrador vê os novos negócios e o motivo de uma negativa', async () => {
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const before = await newDealsNow(token);
    await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Helena Prado'));
    const denied = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Rui Batista'));
    await trpcMutation(server.url, token, 'deals.move', {
      id: denied.id,
      stage: 'denied',
      version: 1,
      statusReason: 'no_profile',
      detailedDenialReason: 'real_estate_warranty_denied',
    });

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    const newDeals = page.getByRole('region', { name: 'Novos negócios', exact: true });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the rendered text a person reads
    await expect.poll(() => newDeals.innerText()).toMatch(new RegExp(`^Novos negócios\\s+${before + 2}\\s`));
    // Each figure says what it counts: a denial of the period may be of a deal registered long before; and whose deals
    // (the header names the administrator's affiliate, the figures are the whole company's).
    await page.getByText(/^Últimos 30 dias .* · toda a empresa$/).waitFor();
    await newDeals.getByText('Cadastrados no período').waitFor();
    await page.getByRole('region', { name: 'Negados', exact: true }).getByText('Negados no período, cadastrados em qualquer data').waitFor();
    // The denial chart's accessible table names the reason in Portuguese.
    const denials = page.getByRole('table', { name: /Negados por motivo/ });
    await denials.getByRole('rowheader', { name: 'Garantia do imóvel negada' }).waitFor();
    await page.getByRole('heading', { name: 'Conversão por etapa' }).waitFor();
    const openDeals = page.getByRole('region', { name: 'Negócios em andamento' });
    expect(await openDeals.getByRole('link', { name: 'Financiamento Imobiliário', exact: true }).getAttribute('href')).toBe('/meus-negocios/financiamento-imobiliario');
    // The broker's public links, to send to customers.
    const links = page.getByRole('region', { name: 'Seus links para clientes' });
    await links
      .getByRole('group', { name: 'Página de atendimento' })
      .getByRole('link', { name: `${server.url}/links/demo-credito` })
      .waitFor();
    await links.getByRole('button', { name: /Ver os links de cada simulação e proposta/ }).click();
    await links
      .getByRole('group', { name: 'Proposta: home equity' })
      .getByRole('link', { name: `${server.url}/cadastro-cliente/Realty/HomeEquity/demo-credito/inicio` })
      .waitFor();
    expect(await links.getByRole('link', { name: 'Enviar por WhatsApp: Proposta: home equity' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Envie%20sua%20proposta/);
    await screenshot(page, 'painel-administrador');

    await page.setViewportSize({ width: 375, height: 800 });
    await newDeals.waitFor();
    await screenshot(page, 'painel-administrador-celular');
    await context.close();
  });

  it('o operador sem negócios vê o painel vazio com o botão de novo negócio', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.getByRole('heading', { name: 'Nenhum negócio nos últimos 30 dias' }).waitFor();
    expect(await page.getByRole('region', { name: 'Novos negócios', exact: true }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Novo negócio' }).click();
    await page.waitForURL((u) => u.pathname === '/deal/new');
    // A section of the account they may not see, by its address: "Acesso negado", and no other section marked as open.
    await page.goto('/account/profile/billing');
    await page.getByText('Acesso negado').first().waitFor();
    const sections = page.getByRole('tablist', { name: 'Seções da conta' });
    await sections.getByRole('tab', { name: 'Meus dados' }).waitFor();
    expect(await sections.getByRole('tab', { selected: true }).count()).toBe(0);
    await context.close();
  });
});
