/**
 * Sign-in, session, sign-out and password recovery, in a real browser against the real server.
 * The recovery test changes the operator's password, so it runs last and nobody else signs in as the operator.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailReceiver, startMailReceiver } from '../scripts/lib/mail-receiver.ts';
import { DEMO_PASSWORD, launchBrowser, newPage, screenshot, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let browser: Browser;
/** The app sends real e-mail here (SMTP_URL): links are read from delivered mail, as a user would. */
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

describe('autenticação no navegador', () => {
  it('o administrador entra e vê o painel com o seu nome e a empresa', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await screenshot(page, 'login');
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await page.getByText('Demo Crédito', { exact: true }).first().waitFor();
    await screenshot(page, 'dashboard');
    await context.close();
  });

  it('recarregar a página mantém a sessão', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/dashboard');
    await context.close();
  });

  it('senha errada mostra "Falha ao fazer login" e continua no login', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Falha ao fazer login').first().waitFor();
    // Not the title twice: what to check, the same for a wrong password, an unknown e-mail or a deactivated access.
    await page.getByText('Confira o e-mail e a senha. Se o seu acesso foi desativado, fale com o administrador da sua empresa.').waitFor();
    await screenshot(page, 'login-falha');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('o botão de mostrar a senha é alcançado com Tab, diz o que faz e mostra e oculta a senha pelo teclado', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await page.getByLabel('E-mail').focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await password.fill('segredo-123');
    // E-mail → Senha → "Mostrar senha" → "Esqueci minha senha" (Mantine leaves the button out of the Tab order).
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Mostrar senha');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Ocultar senha' }).waitFor();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await focusedName()).toBe('Ocultar senha');
    // Its name says its state; no aria-pressed besides, which would say it a second time.
    expect(await page.getByRole('button', { name: 'Ocultar senha' }).getAttribute('aria-pressed')).toBeNull();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Mostrar senha' }).waitFor();
    expect(await password.getAttribute('type')).toBe('password');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Esqueci minha senha');
    await context.close();
  });

  it('sair volta ao login e uma página protegida passa a pedir login', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto('/account/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await context.close();
  });

  it('troca a própria senha no perfil: pede a atual, encerra a outra sessão, mantém esta e avisa por e-mail', async () => {
    const email = 'gerente.contas@demo.com.br';
    const newPassword = 'Nova#Senha2026z';
    const other = await newPage(browser, server);
    await signIn(other.page, email);
    const { context, page } = await newPage(browser, server);
    await signIn(page, email);
    await page.goto('/account/profile/me');
    const section = page.getByRole('region', { name: 'Senha' });
    await section.getByLabel('Senha atual', { exact: true }).fill('Errada#2026');
    await section.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await section.getByLabel('Confirme a nova senha', { exact: true }).fill(newPassword);
    await section.getByRole('button', { name: 'Alterar senha' }).click();
    await section.getByText('Senha atual incorreta').waitFor();
    await section.getByLabel('Senha atual', { exact: true }).fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada! As outras sessões abertas foram encerradas.').waitFor();
    expect(await section.getByLabel('Senha atual', { exact: true }).inputValue()).toBe('');
    await screenshot(page, 'perfil-senha-alterada');
    // This session goes on; the other one is signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await other.page.reload();
    await other.page.waitForURL((u) => u.pathname === '/login');
    await other.context.close();
    const mail = await mailbox.waitFor(email, (m) => m.subject === 'Crédito — sua senha foi alterada', { timeoutMs: 30_000 });
    expect(mail.text).toContain('Se não foi você');
    await context.close();
    const again = await newPage(browser, server);
    await signIn(again.page, email, newPassword);
    await again.page.getByRole('heading', { name: 'Olá, Carlos!' }).waitFor();
    await again.context.close();
  });

  it('esqueci a senha: o e-mail chega por SMTP, a caixa de saída não mostra o link, o link troca a senha e a nova senha entra', async () => {
    const email = 'operador@demo.com.br';
    const newPassword = 'Outra#Senha2026';

    // 1. The operator asks for a reset link.
    const asked = await newPage(browser, server);
    await asked.page.goto('/login');
    await asked.page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await asked.page.waitForURL((u) => u.pathname === '/recover-password');
    // The URL changes before the lazily loaded page replaces the login form (which also has an "E-mail" field).
    await asked.page.getByRole('button', { name: 'Enviar link' }).waitFor();
    await asked.page.getByLabel('E-mail').fill(email);
    await asked.page.getByRole('button', { name: 'Enviar link' }).click();
    await asked.page.getByText('Solicitação enviada com sucesso!').first().waitFor();
    await screenshot(asked.page, 'recuperar-senha');
    await asked.context.close();

    // 2. The e-mail arrives by SMTP with the link.
    const mail = await mailbox.waitFor(email, (m) => m.text.includes('/change-password/'), { timeoutMs: 30_000 });
    const link = new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/change-password/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // 3. The master's outbox lists the message, but its link is hidden (nobody can take the account over from there).
    const master = await newPage(browser, server);
    await signIn(master.page, 'master@demo.com.br');
    await master.page.getByRole('link', { name: 'Caixa de saída' }).click();
    await master.page.waitForURL((u) => u.pathname === '/settings/outbox');
    await master.page.getByRole('heading', { name: 'Caixa de saída' }).waitFor();
    await master.page.getByText(email).first().click();
    await master.page.getByText('/change-password/[oculto]').first().waitFor();
    expect(await master.page.content()).not.toContain(link!);
    await screenshot(master.page, 'caixa-de-saida');
    await master.context.close();

    // 4. The link opens the change-password page; the new password is accepted.
    const change = await newPage(browser, server);
    await change.page.goto(link!);
    await change.page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await change.page.getByLabel('Confirme a nova senha', { exact: true }).fill(newPassword);
    await screenshot(change.page, 'alterar-senha');
    await change.page.getByRole('button', { name: 'Alterar senha' }).click();
    await change.page.getByText('Senha alterada!').first().waitFor();
    await change.page.waitForURL((u) => u.pathname === '/login');

    // 5. The new password signs in; the old one no longer does.
    await signIn(change.page, email, newPassword);
    await change.page.getByRole('heading', { name: 'Olá, Otávio!' }).waitFor();
    await change.context.close();

    const old = await newPage(browser, server);
    await old.page.goto('/login');
    await old.page.getByLabel('E-mail').fill(email);
    await old.page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await old.page.getByRole('button', { name: 'Entrar' }).click();
    await old.page.getByText('Falha ao fazer login').first().waitFor();
    await old.context.close();
  });
});
