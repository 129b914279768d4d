/**
 * Cookie consent (docs/design/product-spec.md §4, §9; ANPD guide), the legal pages and the footer: the banner on a
 * first visit, deny all, the preferences dialog from the footer, the 30-day cookies, the server record of a signed-in
 * user's choice.
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

/** The product's cookies as the page's scripts see them (document.cookie). */
async function productCookies(page: Page): Promise<Record<string, string>> {
  const jar = await page.evaluate(() => document.cookie);
  return Object.fromEntries(
    jar
      .split(';')
      .map((p) => p.trim().split('='))
      .filter(([name]) => name?.startsWith('credito_')),
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });
/** The app's banner, not the copy index.html paints before the app's code arrives. */
const appBanner = (page: Page) => page.locator('section[aria-label="Aviso de cookies"]:not(#static-cookie-banner)');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preferências de cookies' });
/**
 * The JS files an HTML announces to be fetched at once: modulepreload links in its head, or, on a server-rendered
 * public page, the same list client/public/start-after-paint.js adds right after the first paint.
 */
const announced = (html: string): string[] => [
  ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ...(/data-preload="([^"]*)"/.exec(html)?.[1].split(' ').filter(Boolean) ?? []),
];

/** The signed-in user's consent records, read through the API with the page's own session. */
async function myConsents(page: Page): Promise<{ choices: Record<string, boolean>; version: string }[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('credito.session') ?? 'null') as { accessToken: string } | null;
    const res = await fetch('/trpc/privacy.myConsents', { headers: { authorization: `Bearer ${session?.accessToken ?? ''}` } });
    const body = (await res.json()) as { result: { data: { json: { choices: Record<string, boolean>; version: string }[] } } };
    return body.result.data.json;
  });
}

describe('aviso de cookies', () => {
  it('primeira visita mostra o aviso; "Recusar todos" guarda só os essenciais por 30 dias; o rodapé reabre as preferências', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto('/login');
    await banner(page).waitFor();
    expect(await productCookies(page)).toEqual({});
    // Equal prominence (ANPD): both choices the same size.
    const deny = banner(page).getByRole('button', { name: 'Recusar todos' });
    const allow = banner(page).getByRole('button', { name: 'Aceitar todos' });
    // Measured once the app's banner has taken the place of the HTML one (whose buttons are inert until then): during
    // the swap a button may be detached for a moment, and a busy machine has caught it there.
    await expect.poll(() => deny.getAttribute('aria-disabled')).toBeNull();
    const [denyBox, allowBox] = [await deny.boundingBox(), await allow.boundingBox()];
    expect(denyBox && allowBox && { w: Math.round(denyBox.width), h: Math.round(denyBox.height) }).toEqual(allowBox && { w: Math.round(allowBox.width), h: Math.round(allowBox.height) });
    await screenshot(page, 'cookies-aviso-celular');

    await deny.click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await productCookies(page)).toEqual({
      credito_showCookieBanner: 'false',
      credito_essential: 'true',
      credito_performance: 'false',
      credito_analytic: 'false',
      credito_ads: 'false',
      credito_social: 'false',
    });
    const stored = await context.cookies();
    const banners = stored.filter((c) => c.name === 'credito_showCookieBanner');
    expect(banners).toHaveLength(1);
    const days = (banners[0].expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(banners[0].sameSite).toBe('Lax');

    await page.reload();
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    expect(await banner(page).count()).toBe(0);

    await page.locator('footer').getByRole('button', { name: 'Preferências de cookies' }).click();
    await dialog(page).waitFor();
    const essential = dialog(page).getByRole('switch', { name: /Essenciais/ });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    const analytic = dialog(page).getByRole('switch', { name: 'Analíticos' });
    expect(await analytic.isChecked()).toBe(false);
    await analytic.check();
    expect(await analytic.isChecked()).toBe(true);
    await screenshot(page, 'cookies-preferencias');
    await dialog(page).getByRole('button', { name: 'Salvar preferências' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await productCookies(page)).toMatchObject({ credito_showCookieBanner: 'false', credito_essential: 'true', credito_analytic: 'true', credito_ads: 'false' });
    await context.close();
  });

  it('fechadas com Esc, as preferências devolvem o foco ao botão que as abriu; com a escolha salva, ao conteúdo da página', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto('/login');
    const preferences = appBanner(page).getByRole('button', { name: 'Preferências' });
    await expect.poll(() => preferences.getAttribute('aria-disabled')).toBeNull();
    // The first opening (the dialog's code arrives then), from the keyboard.
    await preferences.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => preferences.evaluate((el) => el === document.activeElement)).toBe(true);

    // A choice saved in the dialog takes the banner away: the keyboard lands on the page's content, not on its body.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'Salvar preferências' }).press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    // Opened from the footer, Esc goes back to the footer's link.
    const footerLink = page.locator('footer').getByRole('button', { name: 'Preferências de cookies' });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => footerLink.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('no celular, o aviso não cobre o fim da página: dá para rolar o rodapé para cima dele', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto('/login');
    await appBanner(page).waitFor();
    // The room it keeps under the page, once it has measured itself.
    await page.waitForFunction(() => document.body.style.paddingBottom !== '');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('footer').getByText('© 2025 Crédito', { exact: false });
    const [text, bar] = [await copyright.boundingBox(), await banner(page).boundingBox()];
    expect(text && bar && text.y + text.height).toBeLessThanOrEqual(bar!.y);
    // And the page's own bottom button can be pressed with the banner up.
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL((u) => u.pathname === '/recover-password');

    // What the keyboard reaches is brought into view above the banner, not left under it: the public proposal's
    // first choice sits low on a phone.
    await page.goto('/cadastro-cliente/Realty/Financing/demo-credito/inicio');
    await appBanner(page).waitFor();
    await page.waitForFunction(() => document.body.style.paddingBottom !== '');
    const choice = page.getByRole('button', { name: /Pessoa jurídica/ }).first();
    await choice.waitFor();
    for (let i = 0; i < 40 && !(await choice.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await choice.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const [box, bar] = [await choice.boundingBox(), await banner(page).boundingBox()];
        return box && bar ? box.y + box.height <= bar.y : false;
      })
      .toBe(true);
    await context.close();
  });

  it('no celular, o aviso pinta com o HTML, antes do código do app, e o do app toma o lugar dele sem mudar nada na tela', async () => {
    const path = '/simulacao/imobiliaria/demo-credito';
    // The app's code never arrives: what index.html paints on its own.
    const before = await newPage(browser, server, PHONE);
    await before.context.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await before.page.goto(path);
    await banner(before.page).waitFor();
    expect(await before.page.locator('#static-cookie-banner').count()).toBe(1);
    // Its buttons say they do not work yet.
    expect(await banner(before.page).getByRole('button', { name: 'Aceitar todos' }).isDisabled()).toBe(true);
    const staticText = await banner(before.page).locator('p').first().boundingBox();
    // The banner alone, without what the page shows behind its edges.
    const hidePage = { content: 'main { visibility: hidden !important; }' };
    await before.page.addStyleTag(hidePage);
    const staticShot = await banner(before.page).screenshot({ animations: 'disabled' });
    await before.context.close();

    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto(path);
    await page.getByRole('button', { name: 'Ver as condições dos bancos' }).waitFor();
    await page.locator('#static-cookie-banner').waitFor({ state: 'detached' });
    expect(await banner(page).count()).toBe(1);
    // The same box and the same pixels: no shift, no flash, and not a new (larger) paint.
    expect(await banner(page).locator('p').first().boundingBox()).toEqual(staticText);
    await page.addStyleTag(hidePage);
    expect((await banner(page).screenshot({ animations: 'disabled' })).equals(staticShot)).toBe(true);

    // The served HTML announces the page's chunks; once a choice is saved, neither the banner nor its code.
    const html = await (await fetch(new URL(path, server.url))).text();
    expect(html).toContain('<section id="static-cookie-banner"');
    expect(announced(html).filter((file) => /landing-[^/]*public/.test(file)).length).toBeGreaterThan(0);
    const chosen = await (await fetch(new URL(path, server.url), { headers: { cookie: 'credito_showCookieBanner=false' } })).text();
    expect(chosen).not.toContain('<section id="static-cookie-banner"');
    expect(announced(chosen).filter((file) => /landing-cookies-/.test(file))).toEqual([]);
    // With a saved choice the app shows no banner at all.
    await context.addCookies([{ name: 'credito_showCookieBanner', value: 'false', url: server.url }]);
    await page.goto(path);
    await page.getByRole('button', { name: 'Ver as condições dos bancos' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('a escolha de quem está conectado fica registrada no servidor; a de um visitante é registrada quando ele entra', async () => {
    // Signed in, then chooses: recorded at once.
    const first = await newPage(browser, server);
    await signIn(first.page, 'operador@demo.com.br');
    await banner(first.page).getByRole('button', { name: 'Aceitar todos' }).click();
    await banner(first.page).waitFor({ state: 'detached' });
    await expect.poll(() => myConsents(first.page).then((c) => c.map((x) => x.choices))).toEqual([{ essential: true, performance: true, analytic: true, ads: true, social: true }]);
    // The cookie policy shows the history to its owner.
    await first.page.goto('/cookies');
    const history = first.page.getByRole('list', { name: 'Escolhas registradas' });
    await history.waitFor();
    expect(await history.getByText('Analíticos: sim').count()).toBe(1);
    await screenshot(first.page, 'cookies-historico');
    await first.context.close();

    // Chooses as a visitor, then signs in: the stored choice is recorded once for that user.
    const second = await newPage(browser, server);
    await second.page.goto('/login');
    await banner(second.page).getByRole('button', { name: 'Recusar todos' }).click();
    await signIn(second.page, 'filial@demo.com.br');
    await expect.poll(() => myConsents(second.page).then((c) => c.map((x) => x.choices))).toEqual([{ essential: true, performance: false, analytic: false, ads: false, social: false }]);
    expect((await myConsents(second.page))[0].version).toMatch(/^\d{4}-\d{2}$/);
    await second.page.reload();
    await second.page.getByRole('button', { name: 'Menu do usuário' }).waitFor();
    await second.page.waitForTimeout(500);
    expect(await myConsents(second.page)).toHaveLength(1);
    await second.context.close();
  });
});

describe('páginas públicas e rodapé', () => {
  it('FAQ, política de privacidade, termos de uso e política de cookies abrem sem login, com o rodapé "© 2025 Crédito"', async () => {
    const { context, page } = await newPage(browser, server);
    const pages = [
      ['/faq', 'Perguntas frequentes'],
      ['/politica-privacidade', 'Política de privacidade'],
      ['/termo-de-uso', 'Termos de uso'],
      ['/cookies', 'Política de cookies'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('footer').getByText('© 2025 Crédito').count()).toBe(1);
    }
    // The privacy policy states the LGPD essentials.
    await page.goto('/politica-privacidade');
    await page.getByRole('heading', { name: /Controlador e operador/ }).waitFor();
    expect(await page.getByText('privacidade@credito.com.br').count()).toBeGreaterThan(0);
    expect(await page.getByText(/até 15 dias/).count()).toBeGreaterThan(0);
    // The table of contents jumps to its section.
    await page
      .getByRole('navigation', { name: 'Nesta página' })
      .getByRole('link', { name: /Seus direitos/ })
      .click();
    await page.waitForURL((u) => u.hash === '#direitos');
    await context.close();
  });

  it('a FAQ filtra as perguntas pelo texto e abre as respostas encontradas', async () => {
    const { context, page } = await newPage(browser, server, PHONE);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' }).waitFor();
    await page.getByLabel('Buscar nas perguntas').fill('golpe');
    await page.getByText('1 pergunta encontrada').waitFor();
    await page.getByText(/Desconfie de qualquer pedido de pagamento antecipado/).waitFor();
    expect(await page.getByRole('button', { name: 'Como faço uma simulação?' }).count()).toBe(0);
    await page.getByLabel('Buscar nas perguntas').fill('xyzzy');
    await page.getByText('Nenhuma pergunta encontrada para “xyzzy”.').waitFor();
    await page.getByLabel('Buscar nas perguntas').fill('');
    await page.getByRole('button', { name: 'Como faço uma simulação?' }).click();
    await page.getByText(/calcula a operação em todos os bancos parceiros/).waitFor();
    await screenshot(page, 'faq-celular');
    await context.close();
  });

  it('o rodapé aparece nas páginas públicas do corretor e no aplicativo', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/links/demo-credito');
    await page.locator('footer').getByText('© 2025 Crédito').waitFor();
    // Every footer link and button is a target of at least 24 px (WCAG 2.2, 2.5.8), on the public page and in the app:
    // measured once the footer is laid out (a page that is still loading keeps its content hidden, at zero size).
    const rendered = () =>
      page.locator('footer').evaluateAll((footers) =>
        footers
          .flatMap((f) => [...f.querySelectorAll('a, button')])
          .map((e) => ({ name: e.textContent || e.getAttribute('aria-label'), ...e.getBoundingClientRect().toJSON() }))
          .filter((r) => r.width > 0 && r.height > 0),
      );
    const expectLargeTargets = async () => {
      // Four pages, the cookie preferences and three social profiles.
      await expect.poll(async () => (await rendered()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
      expect((await rendered()).filter((r) => r.height < 24 || r.width < 24)).toEqual([]);
    };
    await expectLargeTargets();
    await signIn(page, 'admin@demo.com.br');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Termos de uso' }).waitFor();
    await expectLargeTargets();
    expect(await footer.getByRole('link', { name: 'Crédito no Instagram' }).getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\//);
    // Default feature flags (docs/design/product-spec.md §6): no privacy item in the
    // user menu; the subsidiary selector shows.
    await page.getByLabel('Filial', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Política de privacidade' }).count()).toBe(0);
    await context.close();
  });
});
