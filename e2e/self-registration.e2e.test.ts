/**
 * Registration journeys in a real browser: a new company registers itself at /cadastro on a phone and signs in
 * straight away; an administrator creates an affiliate on /subsidiary, its registration link works for the
 * affiliate, and deactivating the affiliate locks its manager out (SUBSIDIARY_IS_NOT_ACTIVE_ERROR).
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailReceiver, startMailReceiver } from '../scripts/lib/mail-receiver.ts';
import { MSG } from '../shared/messages.ts';
import { launchBrowser, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;
/** The app sends real e-mail here (SMTP_URL): links are read from delivered mail, as the prospect would. */
let mailbox: MailReceiver;

beforeAll(async () => {
  mailbox = await startMailReceiver();
  server = await startServer({ env: { SMTP_URL: mailbox.smtpUrl } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
}, 60_000);

async function newContext(viewport: { width: number; height: number }, mobile = false) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport, isMobile: mobile, hasTouch: mobile });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(45_000);
  return { context, page: await context.newPage() };
}

/** The cookie banner (when shown) sits over the bottom of a phone screen: answer it first. */
async function dismissCookies(page: Page) {
  const deny = page.getByRole('button', { name: 'Recusar todos' }).first();
  if (await deny.isVisible({ timeout: 3000 }).catch(() => false)) await deny.click();
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

const PASSWORD = 'Horizonte#Litoral26';

describe('cadastro de empresa e de filiais', () => {
  it('uma empresa se cadastra pelo celular em /cadastro, entra com o novo acesso e vê o painel', async () => {
    const { context, page } = await newContext({ width: 390, height: 844 }, true);
    // /subscribe is the same page.
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Cadastre sua empresa' }).waitFor();
    await page.goto('/cadastro?utm_source=instagram&utm_campaign=lancamento');
    await dismissCookies(page);
    await page.getByRole('heading', { name: 'Cadastre sua empresa' }).waitFor();

    // Step 1: nothing typed → the required fields say so, and the step does not advance.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('Este campo é obrigatório').first().waitFor();
    await page.getByLabel('CNPJ').fill('45.723.174/0001-11');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('CNPJ inválido').waitFor();
    await page.getByLabel('CNPJ').fill('45723174000110');
    await page.getByLabel('Data de fundação').fill('10032015');
    await page.getByLabel('Razão social').fill('Corretora Horizonte Ltda.');
    await page.getByLabel('Nome fantasia').fill('Horizonte Crédito');
    await page.getByLabel('Faturamento mensal').fill('85000');
    await pick(page, 'Volume de operações nos últimos 6 meses', 'R$ 500 mil a R$ 1 milhão');
    await page.getByLabel('Telefone').fill('1133334444');
    await page.getByLabel('E-mail da empresa').fill('contato@horizonte.com.br');
    await page.getByLabel('A empresa atua no mercado imobiliário').check();
    await screenshot(page, 'cadastro-empresa-celular');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Step 2: the CEP fills the state and the region.
    await page.getByRole('heading', { name: 'Endereço e contatos' }).waitFor();
    await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('01310100');
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP — São Paulo');
    expect(await page.getByLabel('Região').inputValue()).toBe('Sudeste');
    await page.getByLabel('Logradouro').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    await pick(page, 'Tipo do contato 1', 'Celular');
    await page.getByLabel('Valor do contato 1').fill('11988887777');
    expect(await page.getByLabel('Valor do contato 1').inputValue()).toBe('(11) 98888-7777');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Step 3: the responsible person and the access.
    await page.getByRole('heading', { name: 'Responsável e acesso' }).waitFor();
    await page.getByLabel('Nome do responsável').fill('Helena Horizonte');
    await page.getByLabel('E-mail do responsável').fill('helena@horizonte.com.br');
    await page.getByLabel('Celular do responsável').fill('11977776666');
    await page.getByLabel('Nome completo').fill('Helena Horizonte');
    await page.getByLabel('E-mail de acesso').fill('helena@horizonte.com.br');
    await page.getByLabel('Celular (WhatsApp)').fill('11977776666');
    await page.getByLabel('Senha', { exact: true }).fill('Senha@123');
    await page.getByLabel('Confirme a senha').fill('Senha@123');
    await page.getByLabel('CPF', { exact: true }).fill('52998224725');
    await page.getByLabel('Data de nascimento', { exact: true }).fill('21071984');
    await page.getByLabel('Nome da mãe').fill('Maria Horizonte');
    await pick(page, 'Gênero', 'Feminino');
    await pick(page, 'Estado civil', 'Casado(a)');
    // A guessable password is refused on this step, on its field, with the focus there: not after the review.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText(MSG.passwordTooCommon).waitFor();
    expect(await page.getByRole('heading', { name: 'Responsável e acesso' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Senha', { exact: true }).evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Step 4: review; the policies are required.
    await page.getByRole('heading', { name: 'Revisão' }).waitFor();
    await page.getByText('45.723.174/0001-10').waitFor();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Você deve aceitar a política de privacidade').waitFor();
    await page.getByText('Você deve aceitar os termos de uso').waitFor();
    expect(await page.getByRole('link', { name: 'política de privacidade', exact: true }).getAttribute('target')).toBe('_blank');
    await page.getByLabel('Li e aceito a política de privacidade').check();
    await page.getByLabel('Li e aceito os termos de uso').check();
    await screenshot(page, 'cadastro-revisao-celular');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    await page.getByRole('heading', { name: 'Cadastro concluído!' }).waitFor();
    await page.getByText('helena@horizonte.com.br').waitFor();
    await screenshot(page, 'cadastro-concluido-celular');

    await page.getByRole('link', { name: 'Entrar na plataforma' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('E-mail').fill('helena@horizonte.com.br');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/account/dashboard');
    await page.getByRole('button', { name: 'Menu do usuário' }).waitFor();
    await screenshot(page, 'cadastro-painel-celular');
    // The new company is in its test period: the subscription page says until when.
    await page.goto('/account/profile/billing');
    await page.getByRole('heading', { name: 'Sua empresa está no período de teste' }).waitFor();
    await page.getByText(/^O teste termina em \d{2}\/\d{2}\/\d{4} \(faltam \d+ dias\)\.$/).waitFor();
    await context.close();
  });

  it('um prospecto faz o pré-cadastro pelo link com o nome, recebe o e-mail e o link abre /cadastro preenchido', async () => {
    const prospect = await newContext({ width: 390, height: 844 }, true);
    await prospect.page.goto('/pre-cadastro/maria-da-silva?utm_source=whatsapp');
    await dismissCookies(prospect.page);
    await prospect.page.getByRole('heading', { name: 'Olá, Maria! Vamos começar?' }).waitFor();
    expect(await prospect.page.getByLabel('Seu nome completo').inputValue()).toBe('Maria da Silva');
    await prospect.page.getByLabel('E-mail').fill('maria@silvacredito.com.br');
    await prospect.page.getByLabel('Celular (WhatsApp)').fill('21987654321');
    await prospect.page.getByLabel('Nome da empresa').fill('Silva Crédito Ltda.');
    await pick(prospect.page, 'Volume de operações nos últimos 6 meses', 'Até R$ 500 mil');
    await prospect.page.getByRole('button', { name: 'Enviar pré-cadastro' }).click();
    await prospect.page.waitForURL((u) => u.pathname === '/pre-cadastro-completo');
    await prospect.page.getByRole('heading', { name: 'Confira o seu e-mail' }).waitFor();
    await screenshot(prospect.page, 'pre-cadastro-completo-celular');

    // The prospect's e-mail arrives by SMTP with the link.
    const mail = await mailbox.waitFor('maria@silvacredito.com.br', (m) => m.text.includes('preCadastro='), { timeoutMs: 30_000 });
    const link = new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/cadastro\\?preCadastro=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    await prospect.page.goto(link!);
    await expect.poll(() => prospect.page.getByLabel('Razão social').inputValue()).toBe('Silva Crédito Ltda.');
    await prospect.page.getByRole('combobox', { name: 'Volume de operações nos últimos 6 meses' }).waitFor();
    expect(await prospect.page.getByRole('combobox', { name: 'Volume de operações nos últimos 6 meses' }).inputValue()).toBe('Até R$ 500 mil');
    await screenshot(prospect.page, 'cadastro-pre-preenchido-celular');
    await prospect.context.close();
  });

  it('o administrador cria uma filial em /subsidiary, o link de cadastro funciona e desativar a filial bloqueia o acesso dela', async () => {
    const admin = await newContext({ width: 1366, height: 900 });
    await signIn(admin.page, 'admin@demo.com.br');
    await dismissCookies(admin.page);
    await admin.page.getByRole('link', { name: 'Filiais' }).click();
    await admin.page.waitForURL((u) => u.pathname === '/subsidiary');
    await admin.page.getByRole('row').filter({ hasText: 'Demo Crédito Campinas' }).waitFor();

    await admin.page.getByRole('button', { name: 'Nova filial' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Nova filial' });
    await dialog.getByLabel('Nome fantasia').fill('Demo Crédito Santos');
    await dialog.getByLabel('Celular').fill('13987654321');
    // An administrator of an active company opens an active affiliate: the trial is not theirs to hand out.
    await dialog.getByText('A filial começa ativa.').waitFor();
    expect(await dialog.getByRole('radiogroup', { name: 'Situação inicial' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cadastrar filial' }).click();

    const linkDialog = admin.page.getByRole('dialog', { name: 'Link de cadastro da filial' });
    const link = await linkDialog.getByRole('textbox', { name: 'Endereço do link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/cadastro-filial/[0-9a-f-]{36}/[0-9a-f-]{36}\\?convite=[\\w-]{43}$`));
    const whatsapp = await linkDialog.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    // Sent to the affiliate's own cellphone, with the country code.
    expect(whatsapp).toContain(`https://wa.me/5513987654321?text=`);
    expect(decodeURIComponent(whatsapp!.split('text=')[1])).toContain(link);
    await screenshot(admin.page, 'filial-link-de-cadastro');
    await linkDialog.getByRole('button', { name: 'Fechar' }).click();
    const row = admin.page.getByRole('row').filter({ hasText: 'Demo Crédito Santos' });
    await row.getByText('Aguardando cadastro').waitFor();
    await row.getByText('Ativa', { exact: true }).waitFor();

    // The affiliate opens the link on a phone and registers itself and its manager.
    const affiliate = await newContext({ width: 390, height: 844 }, true);
    await affiliate.page.goto(link);
    await dismissCookies(affiliate.page);
    await affiliate.page.getByRole('heading', { name: 'Cadastro de filial de Demo Crédito' }).waitFor();
    expect(await affiliate.page.getByLabel('Nome fantasia').inputValue()).toBe('Demo Crédito Santos');
    await affiliate.page.getByLabel('Razão social').fill('Demo Crédito Santos Ltda.');
    await affiliate.page.getByLabel('CNPJ').fill('12abc34501de35');
    await affiliate.page.getByLabel('E-mail da filial').fill('santos@demo.com.br');
    await affiliate.page.getByLabel('Celular da filial').fill('13998765432');
    await affiliate.page.getByLabel('Data de fundação').fill('01082019');
    await affiliate.page.getByLabel('Faturamento mensal').fill('42000');
    await affiliate.page.getByLabel('Nome completo').fill('Lucas Litoral');
    await affiliate.page.getByLabel('E-mail de acesso').fill('lucas@santos.com.br');
    await affiliate.page.getByLabel('Celular (WhatsApp)').fill('13998761234');
    await affiliate.page.getByLabel('CPF').fill('39053344705');
    await affiliate.page.getByLabel('Data de nascimento').fill('14021990');
    await affiliate.page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await affiliate.page.getByLabel('Confirme a senha').fill(PASSWORD);
    await affiliate.page.getByLabel('Li e aceito a política de privacidade').check();
    await affiliate.page.getByLabel('Li e aceito os termos de uso').check();
    await affiliate.page.getByRole('button', { name: 'Concluir cadastro da filial' }).click();
    // A CNPJ registered elsewhere: 'Cadastro duplicado', on the field.
    await affiliate.page.getByText('Cadastro duplicado').waitFor();
    await affiliate.page.getByText('Já existe um cadastro com este CNPJ').first().waitFor();
    expect(await affiliate.page.getByLabel('CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    await affiliate.page.getByLabel('CNPJ').fill('72.129.406/0001-80');
    await affiliate.page.getByRole('button', { name: 'Concluir cadastro da filial' }).click();
    await affiliate.page.getByRole('heading', { name: 'Filial cadastrada!' }).waitFor();
    await screenshot(affiliate.page, 'filial-cadastrada-celular');

    // The link works once.
    await affiliate.page.goto(link);
    await affiliate.page.getByRole('heading', { name: 'Link não encontrado' }).waitFor();

    await signIn(affiliate.page, 'lucas@santos.com.br', PASSWORD);
    await affiliate.page.getByRole('button', { name: 'Menu do usuário' }).waitFor();

    // Back on the list: registered, one user; then deactivated.
    await admin.page.reload();
    await row.getByText('Aguardando cadastro').waitFor({ state: 'detached' });
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('1');
    await row.getByRole('button', { name: 'Ações da filial Demo Crédito Santos' }).click();
    await admin.page.getByRole('menuitem', { name: 'Alterar situação' }).click();
    const statusDialog = admin.page.getByRole('dialog', { name: /^Situação de Demo Crédito Santos/ });
    // Nothing chosen yet: nothing to save.
    expect(await statusDialog.getByRole('button', { name: 'Salvar situação' }).isDisabled()).toBe(true);
    await statusDialog.getByLabel('Inativa').check();
    await statusDialog.getByText('Os usuários desta filial perdem o acesso imediatamente').waitFor();
    await statusDialog.getByRole('button', { name: 'Desativar filial' }).click();
    await admin.page.getByText('Situação da filial alterada!').first().waitFor();
    await row.getByText('Inativa').waitFor();
    await screenshot(admin.page, 'filiais-desativada');

    // The manager's session ends, and signing in again says the registration is inactive.
    const again = await newContext({ width: 390, height: 844 }, true);
    await again.page.goto('/login');
    await again.page.getByLabel('E-mail').fill('lucas@santos.com.br');
    await again.page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await again.page.getByRole('button', { name: 'Entrar' }).click();
    await again.page.getByText('Sua filial está inativa. Fale com o administrador.', { exact: true }).waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/login');
    await Promise.all([admin.context.close(), affiliate.context.close(), again.context.close()]);
  });
});
