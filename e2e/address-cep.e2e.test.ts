/**
 * Address by CEP in a real browser: the app under test asks a local server that answers like ViaCEP
 * (ADDRESS_PROVIDER_URL). A complete CEP fills street, neighbourhood, city and state; what the user typed stays; an
 * unknown CEP says so; with the provider gone, the state and region still come from the CEP and every field is
 * editable.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCepProvider, startFakeCepProvider } from '../server/domains/addresses/fake-cep-provider.ts';
import { launchBrowser, newPage, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let provider: FakeCepProvider;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  provider = await startFakeCepProvider('viacep', {
    '01310100': { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    '20010020': { street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
    // Known, but only asked for once the provider is gone: the answer must then come offline.
    '80010000': { street: 'Rua XV de Novembro', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
  });
  server = await startServer({ env: { ADDRESS_PROVIDER: 'viacep', ADDRESS_PROVIDER_URL: provider.url, ADDRESS_PROVIDER_TIMEOUT_MS: '1500' } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
}, 60_000);

async function openCompanyAddress(page: Page) {
  await signIn(page, 'admin@demo.com.br');
  await page.goto('/account/profile/company');
  await page.getByRole('heading', { name: 'Endereço' }).waitFor();
}

const fieldValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

async function waitForValue(page: Page, label: string, value: string) {
  await expect.poll(() => fieldValue(page, label), { timeout: 15_000 }).toBe(value);
}

describe('address by CEP', () => {
  it('fills street, neighbourhood, city and state from the provider, keeps what the user typed and leaves every field editable', async () => {
    const { context, page } = await newPage(browser, server);
    await openCompanyAddress(page);
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await waitForValue(page, 'Logradouro', 'Avenida Paulista');
    expect(await fieldValue(page, 'Bairro')).toBe('Bela Vista');
    expect(await fieldValue(page, 'Cidade')).toBe('São Paulo');
    expect(await fieldValue(page, 'Estado')).toBe('SP — São Paulo');
    expect(await fieldValue(page, 'Região')).toBe('Sudeste');

    // A new CEP replaces what belonged to the previous address (filled or typed before the change)…
    await page.getByLabel('Logradouro', { exact: true }).fill('Avenida Paulista, torre B');
    await page.getByLabel('CEP', { exact: true }).fill('20010020');
    await waitForValue(page, 'Cidade', 'Rio de Janeiro');
    expect(await fieldValue(page, 'Bairro')).toBe('Centro');
    expect(await fieldValue(page, 'Logradouro')).toBe('Rua da Assembleia');
    expect(await fieldValue(page, 'Estado')).toBe('RJ — Rio de Janeiro');

    // …but never what the user typed after the CEP change.
    await page.getByLabel('CEP', { exact: true }).fill('');
    await page.getByLabel('Logradouro', { exact: true }).fill('Rua que eu digitei');
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await waitForValue(page, 'Cidade', 'São Paulo');
    expect(await fieldValue(page, 'Logradouro')).toBe('Rua que eu digitei');
    expect(await fieldValue(page, 'Bairro')).toBe('Bela Vista');

    // Every field stays editable after the fill.
    await page.getByLabel('Bairro', { exact: true }).fill('Centro Histórico');
    expect(await fieldValue(page, 'Bairro')).toBe('Centro Histórico');
    await screenshot(page, 'endereco-pelo-cep');
    await context.close();
  });

  it('says a CEP the provider does not know was not found, with the state from the CEP', async () => {
    const { context, page } = await newPage(browser, server);
    await openCompanyAddress(page);
    await page.getByLabel('CEP', { exact: true }).fill('69900999');
    await page.getByText('CEP não encontrado; preencha o endereço').waitFor();
    expect(await fieldValue(page, 'Estado')).toBe('AC — Acre');
    await context.close();
  });

  it('a CEP field without street fields (simulation) says where the CEP is', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByLabel('CEP', { exact: true }).fill('01310100');
    await page.getByText('Avenida Paulista, Bela Vista — São Paulo/SP').waitFor();
    await context.close();
  });

  it('with the provider unreachable, still fills state and region from the CEP and leaves every field editable', async () => {
    await provider.close();
    const { context, page } = await newPage(browser, server);
    await openCompanyAddress(page);
    await page.getByLabel('CEP', { exact: true }).fill('80010-000');
    await waitForValue(page, 'Estado', 'PR — Paraná');
    expect(await fieldValue(page, 'Região')).toBe('Sul');
    // The lookup ends (no loader) without an error and without an address: the user types it.
    await expect.poll(() => page.getByLabel('Buscando endereço pelo CEP').count(), { timeout: 15_000 }).toBe(0);
    expect(await fieldValue(page, 'Logradouro')).toBe('');
    expect(await page.getByRole('alert').filter({ hasText: /erro/i }).count()).toBe(0);
    await page.getByLabel('Logradouro', { exact: true }).fill('Rua XV de Novembro');
    await page.getByLabel('Bairro', { exact: true }).fill('Centro');
    await page.getByLabel('Cidade', { exact: true }).fill('Curitiba');
    expect([await fieldValue(page, 'Logradouro'), await fieldValue(page, 'Bairro'), await fieldValue(page, 'Cidade')]).toEqual(['Rua XV de Novembro', 'Centro', 'Curitiba']);
    await context.close();
  });

  it('offline, changing the CEP of a saved address clears its street, neighbourhood and city and asks for the new ones', async () => {
    const { context, page } = await newPage(browser, server);
    await openCompanyAddress(page);
    // The demo company's data the form requires before it saves.
    await page.getByLabel('Data de fundação', { exact: true }).fill('01/02/2015');
    await page.getByLabel('Faturamento mensal', { exact: true }).fill('50000');
    await page.getByRole('combobox', { name: 'Volume de operações nos últimos 6 meses' }).click();
    await page.getByRole('option', { name: 'Até R$ 500 mil', exact: true }).click();
    await page.getByLabel('Telefone', { exact: true }).fill('1133334444');
    await page.getByLabel('E-mail da empresa', { exact: true }).fill('contato@demo.com.br');
    // A saved address in Brasília (the provider is gone: state and region from the CEP, the rest typed).
    await page.getByLabel('CEP', { exact: true }).fill('70040-010');
    await waitForValue(page, 'Estado', 'DF — Distrito Federal');
    await page.getByLabel('Logradouro', { exact: true }).fill('SBS Quadra 1');
    await page.getByLabel('Número', { exact: true }).fill('10');
    await page.getByLabel('Bairro', { exact: true }).fill('Asa Sul');
    await page.getByLabel('Cidade', { exact: true }).fill('Brasília');
    const saved = page.waitForResponse((r) => r.url().includes('accounts.company.update') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar dados da empresa' }).click();
    expect((await saved).ok()).toBe(true);

    // Opening the saved address never changes it.
    await page.reload();
    await page.getByRole('heading', { name: 'Endereço' }).waitFor();
    await waitForValue(page, 'Estado', 'DF — Distrito Federal');
    await expect.poll(() => page.getByLabel('Buscando endereço pelo CEP').count(), { timeout: 15_000 }).toBe(0);
    expect([await fieldValue(page, 'Logradouro'), await fieldValue(page, 'Bairro'), await fieldValue(page, 'Cidade')]).toEqual(['SBS Quadra 1', 'Asa Sul', 'Brasília']);
    expect(await page.getByText('do novo CEP').count()).toBe(0);

    // A CEP in Acre: Brasília's street, neighbourhood and city go, and a hint asks for the new ones.
    await page.getByLabel('CEP', { exact: true }).fill('69900-000');
    await waitForValue(page, 'Estado', 'AC — Acre');
    expect(await fieldValue(page, 'Região')).toBe('Norte');
    await waitForValue(page, 'Logradouro', '');
    expect(await fieldValue(page, 'Bairro')).toBe('');
    expect(await fieldValue(page, 'Cidade')).toBe('');
    await page.getByText('Preencha logradouro, bairro e cidade do novo CEP').waitFor();
    await screenshot(page, 'endereco-cep-trocado-offline');

    // What is typed now stays, and the hint asks only for what is left.
    await page.getByLabel('Cidade', { exact: true }).fill('Rio Branco');
    await page.getByText('Preencha logradouro e bairro do novo CEP').waitFor();
    expect(await fieldValue(page, 'Cidade')).toBe('Rio Branco');
    await context.close();
  });
});
