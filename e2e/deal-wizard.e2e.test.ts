/**
 * The deal wizard in a real browser: an operator registers a realty financing deal step by step (required fields
 * and the 80 % credit limit said on the fields), lands on its files, finds it on the deal page, edits its value
 * through /deal/<id>/edit/operation and sees the new value; a second editor's stale save gets the conflict toast
 * and reloads the current version; on a phone the stepper is a compact header.
 */
import type { Browser, Page } from 'playwright-core';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../server/db/seed.ts';
import { formatCpf } from '../shared/format.ts';
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

const OPERATOR = 'operador@demo.com.br';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('cadastro e edição de negócio (assistente)', () => {
  it('o operador cadastra um financiamento imobiliário passo a passo, vê o negócio e edita o valor', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, OPERATOR);
    await page.goto('/deal/new');
    await page.getByRole('heading', { name: 'Novo negócio' }).waitFor();

    // Next on an empty step: the required fields say so and the step stays.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await field(page, 'Nome completo').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.getByText('Este campo é obrigatório').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Proponentes', level: 2 }).waitFor();
    await screenshot(page, 'negocio-proponente-obrigatorio');

    await field(page, 'Nome completo').fill('Helena Assistente');
    await field(page, 'CPF').fill('52998224725');
    expect(await field(page, 'CPF').inputValue()).toBe('529.982.247-25');
    await field(page, 'Data de nascimento').fill('12041985');
    await field(page, 'Gênero').selectOption('feminino');
    await field(page, 'Estado civil').selectOption('casado');
    await field(page, 'Nome da mãe').fill('Ana Souza');
    await field(page, 'Celular').fill('11987654321');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Operation: a credit above 80 % of the property is refused on the field.
    await page.getByRole('heading', { name: 'Operação', level: 2 }).waitFor();
    await field(page, 'Tipo de operação').selectOption('Financing');
    // A run of digits stops where a double still holds cents: what is shown is what was typed (then refused by the ceiling).
    await field(page, 'Valor do imóvel').pressSequentially('9'.repeat(20));
    await field(page, 'Valor do imóvel').blur();
    expect(await field(page, 'Valor do imóvel').inputValue()).toBe('R$ 999.999.999.999,00');
    await field(page, 'Valor do imóvel').fill('500000');
    await field(page, 'Tipo de imóvel').selectOption('apartamento');
    await field(page, 'Valor do crédito').fill('450000');
    await field(page, 'Prazo').selectOption('360');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('O valor do crédito não pode ser maior do que 80% do valor do imóvel').waitFor();
    await screenshot(page, 'negocio-credito-acima-80');
    await field(page, 'Valor do crédito').fill('320000');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Income: the admission-date label follows the professional profile.
    await page.getByRole('heading', { name: 'Renda', level: 2 }).waitFor();
    await field(page, 'Renda mensal').fill('18000');
    await field(page, 'Perfil profissional').selectOption('empresario');
    await field(page, 'Data de abertura da empresa').waitFor();
    await field(page, 'Perfil profissional').selectOption('assalariado');
    await field(page, 'Data de admissão').fill('01032015');

    // Back and forth keeps what was typed.
    await page.getByRole('button', { name: 'Voltar' }).click();
    expect(await field(page, 'Valor do crédito').inputValue()).toBe('R$ 320.000,00');
    await page.getByRole('button', { name: 'Próximo' }).click();
    expect(await field(page, 'Renda mensal').inputValue()).toBe('R$ 18.000,00');

    const calls: string[] = [];
    // Counted per procedure: two calls in the same tick travel in one batched request.
    page.on('request', (r) => calls.push(...(new URL(r.url()).pathname.split('/trpc/')[1] ?? '').split(',')));
    // A double click creates one deal (it made two: both clicks ran before the button showed it was busy).
    await page.getByRole('button', { name: 'Cadastrar negócio' }).dblclick();
    await page.getByText('Negócio cadastrado com sucesso!').first().waitFor();
    await page.waitForURL((u) => /^\/deal\/[0-9a-f-]{36}\/edit\/files$/.test(u.pathname));
    expect(calls.filter((c) => c === 'deals.create')).toHaveLength(1);
    const dealId = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('heading', { name: 'Arquivos', level: 2 }).waitFor();
    await page
      .getByText(/Carnê do IPTU/)
      .first()
      .waitFor();
    await page
      .getByText(/Três últimos holerites/)
      .first()
      .waitFor();
    await screenshot(page, 'negocio-arquivos');

    await page.getByRole('link', { name: 'Concluir' }).click();
    await page.waitForURL((u) => u.pathname === `/deal/${dealId}`);
    await page.getByText('Helena Assistente').first().waitFor();
    await page.getByText('R$ 320.000,00').first().waitFor();

    // Edit the value on the operation step and save.
    await page.goto(`/deal/${dealId}/edit/operation`);
    await page.getByRole('heading', { name: 'Operação', level: 2 }).waitFor();
    expect(await field(page, 'Tipo de operação').isDisabled()).toBe(true);
    await field(page, 'Valor do crédito').fill('350000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Negócio atualizado com sucesso!').first().waitFor();
    await screenshot(page, 'negocio-editado');

    await page.goto(`/deal/${dealId}`);
    await page.getByText('R$ 350.000,00').first().waitFor();
    expect(await page.getByText('R$ 320.000,00').count()).toBe(0);
    await context.close();
  });

  it('um CPF que já é de um cliente é avisado antes de salvar, e o cadastro preenche o proponente', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/deal/new');
    await page.getByRole('heading', { name: 'Novo negócio' }).waitFor();
    await field(page, 'Nome completo').fill('Sonia Martins');
    // A demo customer's CPF: saving would update her record with what is typed here, so the wizard says so first.
    await field(page, 'CPF').fill(formatCpf(cpfFromBase('999222555')));
    const notice = page.getByRole('status').filter({ hasText: 'Cliente já cadastrado' });
    await notice.getByText('Sônia Martins já está no cadastro de clientes com este CPF').waitFor();
    await notice.getByRole('button', { name: 'Preencher com os dados do cadastro' }).click();
    expect(await field(page, 'Nome completo').inputValue()).toBe('Sônia Martins');
    expect(await field(page, 'Data de nascimento').inputValue()).toBe('11/06/1961');
    // Another CPF, nobody's: no notice.
    await field(page, 'CPF').fill('390.533.447-05');
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });

  it('quem salva uma versão antiga recebe o aviso de conflito e recarrega a versão atual', async () => {
    const deal = await createDeal(server.url, OPERATOR, realtyDeal('Igor Conflito', { operationValue: 300_000 }));
    const { context, page } = await newPage(browser, server);
    await signIn(page, OPERATOR);
    await page.goto(`/deal/${deal.id}/edit/operation`);
    expect(await field(page, 'Valor do crédito').inputValue()).toBe('R$ 300.000,00');

    // Someone else saves first (through the API, as another screen would).
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ id: deal.id })));
    const answer = await fetch(`${server.url}/trpc/deals.editable?input=${input}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    const opened = superjson.deserialize<{ version: number; deal: Record<string, unknown> }>(body.result.data);
    await trpcMutation(server.url, token, 'deals.update', { id: deal.id, version: opened.version, ...opened.deal, operationValue: 310_000 });

    await field(page, 'Valor do crédito').fill('330000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Este negócio foi alterado por outra pessoa. Atualize a página para ver a versão atual.').waitFor();
    await screenshot(page, 'negocio-conflito');
    await page.getByRole('button', { name: 'Recarregar dados' }).click();
    await expect.poll(() => field(page, 'Valor do crédito').inputValue()).toBe('R$ 310.000,00');

    // Saving again on the current version works.
    await field(page, 'Valor do crédito').fill('330000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Negócio atualizado com sucesso!').first().waitFor();
    await context.close();
  });

  it('"Novo negócio" num quadro abre o assistente com o tipo de operação daquele quadro', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, OPERATOR);
    await page.goto('/meus-negocios/home-equity');
    await page.getByRole('heading', { name: 'Home Equity' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Novo negócio' }).click();
    await page.waitForURL((u) => u.pathname === '/deal/new' && u.searchParams.get('operationType') === 'HomeEquity');
    await field(page, 'Nome completo').fill('Rui Quadro');
    await field(page, 'CPF').fill('52998224725');
    await field(page, 'Data de nascimento').fill('12041985');
    await field(page, 'Gênero').selectOption('masculino');
    await field(page, 'Estado civil').selectOption('solteiro');
    await field(page, 'Nome da mãe').fill('Ana Souza');
    await field(page, 'Celular').fill('11987654321');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { name: 'Operação', level: 2 }).waitFor();
    expect(await field(page, 'Tipo de operação').inputValue()).toBe('HomeEquity');
    // Home equity lends on a property the customer owns: no down payment, amount financed or "already chosen".
    await field(page, 'Valor do imóvel').waitFor();
    for (const purchaseOnly of ['Valor de entrada', 'Valor financiado', 'O imóvel já foi escolhido']) expect(await page.getByLabel(purchaseOnly).count(), purchaseOnly).toBe(0);
    // The board's type is a starting point: the broker may still pick another, and a purchase asks them.
    await field(page, 'Tipo de operação').selectOption('Financing');
    expect(await field(page, 'Tipo de operação').inputValue()).toBe('Financing');
    for (const purchaseOnly of ['Valor de entrada', 'Valor financiado', 'O imóvel já foi escolhido']) await page.getByLabel(purchaseOnly).waitFor();
    await context.close();
  });

  it('os campos obrigatórios mostram um asterisco ao lado do nome, e os opcionais não', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, OPERATOR);
    await page.goto('/deal/new');
    // What the label draws after its text (the asterisk is drawn, not read: aria-required already says it).
    const mark = (label: string) => page.getByLabel(label, { exact: true }).evaluate((el) => getComputedStyle(document.querySelector(`label[for="${el.id}"]`)!, '::after').content);
    for (const required of ['Nome completo', 'CPF', 'Data de nascimento', 'Nome da mãe']) expect(await mark(required), required).toContain('*');
    for (const optional of ['E-mail', 'Score Serasa']) expect(await mark(optional), optional).not.toContain('*');
    await context.close();
  });

  it('no celular as etapas viram um cabeçalho compacto', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await signIn(page, OPERATOR);
    await page.goto('/deal/new');
    await page.getByText('Etapa 1 de 4').waitFor();
    await page.getByRole('heading', { name: 'Proponentes', level: 2 }).waitFor();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'negocio-celular');
    await context.close();
  });
});
