/**
 * Subscription and payment on a phone (390×844): the demo administrator (company on trial) meets a refusal with the
 * sandbox's refusal card ('Erro no pagamento', the form kept, the card cleared), then pays the semestral plan with a
 * coupon and the success card and finds it on /account/profile/billing; then changes the card, cancels and reactivates.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/test/pdf-text.ts';
import { plainSpaces } from '../shared/format.ts';
import { launchBrowser, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(40_000);
  page = await context.newPage();
  await signIn(page, 'admin@demo.com.br');
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
}, 60_000);

/** Nothing wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function fillPayer(): Promise<void> {
  await page.getByLabel('CPF ou CNPJ').fill('11222333000181');
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('01310100');
  await page.getByLabel('Número do endereço').fill('1000');
}

async function fillCard(number: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade').fill(expiry.replace('/', ''));
  await page.getByLabel('Código de segurança').fill('123');
}

describe('assinatura e pagamento no celular', () => {
  it('a empresa em teste chega aos planos pela barra lateral; o cartão de recusa mostra "Erro no pagamento" e mantém o formulário', async () => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Assinatura' }).click();
    await page.waitForURL((u) => u.pathname === '/account/profile/billing');
    await page.getByRole('heading', { name: 'Sua empresa está no período de teste' }).waitFor();
    await page.getByText('Nenhuma fatura ainda').waitFor();
    await expectFitsThePhone();

    await page.getByRole('link', { name: 'Escolher um plano' }).click();
    await page.waitForURL((u) => u.pathname === '/payment');
    await page.getByRole('heading', { level: 1, name: 'Escolha seu plano' }).waitFor();
    const annual = page.getByRole('article', { name: 'Plano Anual' });
    await annual.getByText('R$ 1.908,00').waitFor();
    await annual.getByText('por ano · equivale a R$ 159,00/mês').waitFor();
    await annual.getByText('Economize R$ 480,00 (20 %)').waitFor();
    await expectFitsThePhone();
    await screenshot(page, 'pagamento-planos-celular');

    await page.getByRole('link', { name: 'Assinar o plano Mensal' }).click();
    await page.waitForURL((u) => u.pathname === '/payment/mensal');
    await page.getByRole('heading', { name: 'Assinar o plano Mensal' }).waitFor();
    // The card fields carry the spec's masks.
    await page.getByLabel('Número do cartão').fill('4000000000000002');
    expect(await page.getByLabel('Número do cartão').inputValue()).toBe('4000 0000 0000 0002');
    await page.getByLabel('Validade').fill(expiry.replace('/', ''));
    expect(await page.getByLabel('Validade').inputValue()).toBe(expiry);
    await page.getByLabel('Código de segurança').fill('123');
    await fillPayer();
    expect(await page.getByLabel('CPF ou CNPJ').inputValue()).toBe('11.222.333/0001-81');
    expect(await page.getByRole('textbox', { name: 'CEP', exact: true }).inputValue()).toBe('01310-100');

    await page.getByRole('button', { name: 'Pagar R$ 199,00' }).click();
    await page.getByText('Erro no pagamento').waitFor();
    await page.getByText('Pagamento recusado pelo emissor do cartão. Confira os dados ou use outro cartão').waitFor();
    // The card is typed again; what else was typed stays.
    await expect.poll(() => page.getByLabel('Número do cartão').inputValue()).toBe('');
    expect(await page.getByLabel('Código de segurança').inputValue()).toBe('');
    expect(await page.getByLabel('CPF ou CNPJ').inputValue()).toBe('11.222.333/0001-81');
    expect(await page.getByLabel('Nome completo ou razão social').inputValue()).toBe('Ana Administradora');
    await expectFitsThePhone();
    await screenshot(page, 'pagamento-recusado-celular');

    // A bad number is told on its field before anything is sent.
    await page.getByLabel('Número do cartão').fill('4111111111111112');
    await page.getByRole('button', { name: 'Pagar R$ 199,00' }).click();
    await page.getByText('Número do cartão inválido').waitFor();
    // A bad CEP says what the company's address form says (one message in the catalogue).
    await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('00000000');
    await page.getByRole('button', { name: 'Pagar R$ 199,00' }).click();
    await page.getByText('CEP inválido', { exact: true }).waitFor();
    expect(await page.getByText('CEP é inválido').count()).toBe(0);

    // An unknown plan in the address: a friendly state, back to the plans.
    await page.goto('/payment/vitalicio');
    await page.getByRole('heading', { name: 'Plano não encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Ver os planos' }).waitFor();
  });

  it('a administradora paga o semestral com cupom e o cartão de sucesso e vê a assinatura em /account/profile/billing', async () => {
    await page.goto('/payment/semestral');
    await page.getByRole('heading', { name: 'Assinar o plano Semestral' }).waitFor();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Informe o código do cupom').waitFor();
    await page.getByLabel('Cupom de desconto').fill('naoexiste');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Cupom inválido ou expirado').first().waitFor();
    // Under the field, the way out: the coupon blocks paying until it is corrected or cleared.
    await page.getByText('Cupom inválido ou expirado. Corrija o código ou apague o cupom para pagar sem desconto.').waitFor();
    await page.getByLabel('Cupom de desconto').fill('bemvindo10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Cupom BEMVINDO10 (10 %)').waitFor();
    await page.getByLabel('Parcelas').selectOption('6');
    expect(await page.getByLabel('Parcelas').locator('option:checked').textContent()).toBe('6x de R$\u00a0161,10 sem juros');
    await fillPayer();
    await fillCard('4111111111111111');
    await expectFitsThePhone();
    await screenshot(page, 'pagamento-semestral-celular');
    await page.getByRole('button', { name: 'Pagar R$ 966,60' }).click();

    await page.getByRole('heading', { name: 'Assinatura confirmada!' }).waitFor();
    await page.getByText('Visa •••• 1111').waitFor();
    await page.getByText('6x de R$ 161,10 sem juros').waitFor();
    await screenshot(page, 'pagamento-confirmado-celular');

    await page.getByRole('link', { name: 'Ver minha assinatura' }).click();
    await page.waitForURL((u) => u.pathname === '/account/profile/billing');
    const plan = page.getByRole('region', { name: 'Plano Semestral' });
    await plan.getByText('Ativa').waitFor();
    await plan.getByText('Visa •••• 1111').waitFor();
    await plan.getByText('Próxima cobrança').waitFor();
    await plan.getByText('1ª cobrança com o cupom BEMVINDO10 (− R$ 107,40)').waitFor();
    const invoice = page.getByRole('region', { name: 'Faturas' }).getByRole('row').nth(1);
    await invoice.getByText('R$ 966,60').waitFor();
    await invoice.getByText('Paga').waitFor();
    // The paid charge's receipt, for the company's accounting.
    const [receipt] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: /^Baixar recibo de \d{2}\/\d{2}\/\d{4}$/ }).click()]);
    expect(receipt.suggestedFilename()).toMatch(/^recibo-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(plainSpaces(pdfText(readFileSync((await receipt.path())!)))).toContain('R$ 966,60');
    await expectFitsThePhone();
    await screenshot(page, 'assinatura-celular');

    // The plans page now says the company subscribes, that the plan renews (not "acesso até", which reads as an end),
    // and offers no second payment; its heading no longer invites choosing a plan.
    await page.goto('/payment');
    const subscribed = page.getByRole('alert').filter({ hasText: 'Sua empresa já assina o plano Semestral' });
    await subscribed.getByText(/Ativa — renova em \d{2}\/\d{2}\/\d{4}\. Ver assinatura/).waitFor();
    expect(await subscribed.getByText(/acesso até/).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Planos' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Escolha seu plano' }).count()).toBe(0);
    await page.getByRole('article', { name: 'Plano Semestral' }).getByText('Seu plano').waitFor();
    expect(await page.getByRole('link', { name: /^Assinar o plano/ }).count()).toBe(0);
    // The checkout of another plan says the same, without offering to subscribe it.
    await page.goto('/payment/anual');
    await page.getByRole('heading', { level: 1, name: 'Plano Anual' }).waitFor();
    await page.getByText('O plano Anual só pode ser assinado quando a assinatura atual terminar.').waitFor();
    await page.getByText(/Ativa — renova em \d{2}\/\d{2}\/\d{4}\. Ver assinatura/).waitFor();
    expect(await page.getByLabel('Número do cartão').count()).toBe(0);
  });

  it('troca o cartão e cancela, mantendo o acesso até o fim do período', async () => {
    await page.goto('/account/profile/billing');
    const plan = page.getByRole('region', { name: 'Plano Semestral' });
    await plan.getByRole('button', { name: 'Trocar cartão' }).click();
    const modal = page.getByRole('dialog', { name: 'Trocar cartão' });
    // A card the issuer refuses: said, and the card on file stays.
    await modal.getByLabel('Número do cartão').fill('4000000000000002');
    await modal.getByLabel('Validade').fill(expiry.replace('/', ''));
    await modal.getByLabel('Código de segurança').fill('321');
    await modal.getByRole('button', { name: 'Salvar cartão' }).click();
    // Said in the dialog, on the card's field (and in the toast).
    await modal.getByText('Pagamento recusado pelo emissor do cartão. Confira os dados ou use outro cartão').waitFor();
    expect(await modal.getByLabel('Número do cartão').inputValue()).toBe('');
    expect(await plan.getByText(/•••• 0002/).count()).toBe(0);
    await modal.getByLabel('Número do cartão').fill('5555555555554444');
    await modal.getByLabel('Validade').fill(expiry.replace('/', ''));
    await modal.getByLabel('Código de segurança').fill('321');
    await modal.getByRole('button', { name: 'Salvar cartão' }).click();
    await page.getByText('Cartão atualizado com sucesso!').waitFor();
    await plan.getByText('Mastercard •••• 4444').waitFor();

    await plan.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
    await confirm.getByText(/continua com acesso à plataforma até \d{2}\/\d{2}\/\d{4}/).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page
      .getByText(/^Assinatura cancelada\. O acesso continua até \d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    await plan.getByText('Cancelada', { exact: true }).waitFor();
    await plan.getByText('Acesso até').waitFor();
    expect(await plan.getByRole('button', { name: 'Trocar cartão' }).count()).toBe(0);
    await plan.getByRole('button', { name: 'Reativar assinatura' }).waitFor();
    await expectFitsThePhone();
    await screenshot(page, 'assinatura-cancelada-celular');
  });

  it('cancelada, os planos dizem até quando vai o acesso (sem "já assina") e a assinatura pode ser reativada, com confirmação', async () => {
    const cancelled = /^Assinatura cancelada: acesso até \d{2}\/\d{2}\/\d{4}$/;
    await page.goto('/payment');
    const notice = page.getByRole('alert').filter({ has: page.getByText(cancelled) });
    await notice.getByText('Um novo plano pode ser escolhido quando esse período terminar').waitFor();
    expect(await page.getByText(/já assina/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Assinar o plano/ }).count()).toBe(0);
    // The heading and the tab say what there is to do: reactivate, not subscribe as if new.
    await page.getByRole('heading', { level: 1, name: 'Reative sua assinatura' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Escolha seu plano' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Reativar assinatura · Crédito');

    // The checkout of another plan says the same instead of offering a payment that would be refused.
    await page.goto('/payment/mensal');
    await page.getByRole('heading', { level: 1, name: 'Reative sua assinatura' }).waitFor();
    await page.getByText('O plano Mensal só pode ser assinado quando o acesso atual terminar.').waitFor();
    expect(await page.getByRole('heading', { name: 'Assinar o plano Mensal' }).count()).toBe(0);
    await notice.waitFor();
    expect(await page.getByText(/já assina/).count()).toBe(0);
    expect(await page.getByLabel('Número do cartão').count()).toBe(0);

    // Reactivated from there, after a confirmation that says when the renewal is charged; "Voltar" changes nothing.
    await notice.getByRole('button', { name: 'Reativar assinatura' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reativar assinatura?' });
    await confirm.getByText(/a próxima cobrança será feita em \d{2}\/\d{2}\/\d{4}, no cartão cadastrado/).waitFor();
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Reativar assinatura' }).click();
    await confirm.getByRole('button', { name: 'Reativar assinatura' }).click();
    await page
      .getByText(/^Assinatura reativada\. A próxima cobrança será em \d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    await page.getByText('Sua empresa já assina o plano Semestral').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Plano Mensal' }).waitFor();

    // The billing page: active and renewing again; cancelled once more, it is reactivated from there too.
    await page.goto('/account/profile/billing');
    const plan = page.getByRole('region', { name: 'Plano Semestral' });
    await plan.getByText('Ativa', { exact: true }).waitFor();
    await plan.getByText('Próxima cobrança').waitFor();
    await plan.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('dialog', { name: 'Cancelar assinatura?' }).getByRole('button', { name: 'Cancelar assinatura' }).click();
    await plan.getByText('Cancelada', { exact: true }).waitFor();
    await plan.getByRole('button', { name: 'Reativar assinatura' }).click();
    await confirm.getByRole('button', { name: 'Reativar assinatura' }).click();
    await plan.getByText('Ativa', { exact: true }).waitFor();
    await plan.getByRole('button', { name: 'Trocar cartão' }).waitFor();
    expect(await plan.getByRole('button', { name: 'Reativar assinatura' }).count()).toBe(0);
    await expectFitsThePhone();
  });
});
