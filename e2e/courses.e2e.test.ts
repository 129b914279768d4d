/**
 * Courses and release notes in a real browser: an operator starts a course, records progress, completes it (after
 * confirming that they did it) and gets the certificate (on screen and as a PDF); the administrator sees that
 * completion in the team view. The latest release is highlighted, the "Novidades" dot goes away once seen, and a
 * master publishes a new version.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../shared/format.ts';
import { brasiliaDay } from '../shared/subsidiary-billing.ts';
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

const COURSE = 'LGPD no atendimento ao cliente';

describe('cursos', () => {
  it('o operador inicia, avança e conclui um curso e vê o certificado; o administrador vê a conclusão na equipe', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cursos' }).click();
    await page.waitForURL((u) => u.pathname === '/courses');
    await page.getByRole('heading', { name: 'Cursos', level: 1 }).waitFor();
    await page.getByLabel('Cursos obrigatórios').getByText('0 de 3 concluídos').waitFor();

    const card = page.getByRole('article', { name: COURSE });
    await card.getByText('Não iniciado').waitFor();
    // The cards' titles come right under the page's h1: no level skipped.
    await card.getByRole('heading', { name: COURSE, level: 2 }).waitFor();
    const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
    expect(levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1)).toEqual([]);
    await card.getByRole('button', { name: 'Iniciar curso' }).click();
    await card.getByText('Em andamento').waitFor();

    await card.getByRole('button', { name: 'Atualizar progresso' }).click();
    const progress = page.getByRole('dialog', { name: 'Atualizar progresso' });
    await progress.getByLabel('Progresso (%)').fill('150');
    await progress.getByRole('button', { name: 'Salvar progresso' }).click();
    await progress.getByText('O valor não pode ser maior do que 100').waitFor();
    await progress.getByLabel('Progresso (%)').fill('40');
    await progress.getByRole('button', { name: 'Salvar progresso' }).click();
    await progress.waitFor({ state: 'hidden' });
    await card.getByText('40 %').waitFor();

    // Concluding is the person's word that they did the course: said in full and confirmed; cancelling issues nothing.
    await card.getByRole('button', { name: 'Concluir curso' }).click();
    const confirm = page.getByRole('dialog', { name: 'Concluir curso' });
    await confirm.getByText(`Confirmo que concluí o curso ${COURSE} (1 h) e que o certificado pode ser emitido em meu nome.`).waitFor();
    await confirm.getByText('Seu progresso registrado é de 40 %.').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await card.getByText('Em andamento').waitFor();
    expect(await page.getByRole('dialog', { name: 'Certificado de conclusão' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Concluir curso' }).click();
    await confirm.getByRole('button', { name: 'Confirmar conclusão' }).click();
    const certificate = page.getByRole('dialog', { name: 'Certificado de conclusão' });
    await certificate.getByText('Otávio Operador').waitFor();
    await certificate.getByText(COURSE).waitFor();
    await certificate.getByText('com carga horária de 1 h, em').waitFor();
    const code = (await certificate.getByText(/^Código de verificação: /).textContent())!.replace('Código de verificação: ', '');
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await screenshot(page, 'curso-certificado');
    const [download] = await Promise.all([page.waitForEvent('download'), certificate.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('certificado-lgpd-no-atendimento-ao-cliente.pdf');
    await page.keyboard.press('Escape');
    await certificate.waitFor({ state: 'hidden' });

    await card.getByText('Concluído', { exact: true }).waitFor();
    await page.getByLabel('Cursos obrigatórios').getByText('1 de 3 concluídos').waitFor();
    // Operators have no team view.
    expect(await page.getByRole('tab', { name: 'Equipe' }).count()).toBe(0);
    await context.close();

    // Whoever receives the certificate checks it without login, on a phone: the code as typed and the printed name.
    const checker = await newPage(browser, server, PHONE);
    await checker.page.goto('/certificados');
    await checker.page.getByRole('heading', { name: 'Conferir certificado' }).waitFor();
    await checker.page.getByLabel('Código de verificação').fill(code.toLowerCase());
    await checker.page.getByLabel('Nome no certificado').fill('Otavio Operador');
    await checker.page.getByRole('button', { name: 'Conferir' }).click();
    const genuine = checker.page.getByRole('status').filter({ hasText: 'Certificado autêntico' });
    await genuine.getByText(COURSE).waitFor();
    await genuine.getByText(/carga horária de 1 h, concluído em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await screenshot(checker.page, 'certificado-conferido-celular');
    await checker.page.getByLabel('Nome no certificado').fill('Outra Pessoa');
    await checker.page.getByRole('button', { name: 'Conferir' }).click();
    await checker.page.getByRole('status').filter({ hasText: 'Certificado não encontrado' }).waitFor();
    await checker.context.close();

    const admin = await newPage(browser, server);
    await signIn(admin.page, 'admin@demo.com.br');
    await admin.page.goto('/courses');
    await admin.page.getByRole('tab', { name: 'Equipe' }).click();
    await admin.page.waitForURL((u) => u.searchParams.get('tab') === 'team');
    const table = admin.page.getByRole('table', { name: 'Progresso da equipe nos cursos' });
    await table.waitFor();
    // The whole team: 1 of 18 expected completions is 5,6 %, shown to the nearest whole percent.
    await admin.page.getByText('1 de 18 conclusões esperadas').waitFor();
    await admin.page.getByLabel('Obrigatórios concluídos: 6 %').getByText('6 %', { exact: true }).waitFor();
    await admin.page.getByRole('combobox', { name: 'Pessoa' }).fill('Otávio');
    await admin.page.getByRole('option', { name: 'Otávio Operador' }).click();
    await admin.page.waitForURL((u) => !!u.searchParams.get('userId'));
    const row = table.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: /Otávio Operador/ }) });
    await row.getByText('1/3 · 33 %').waitFor();
    // The unfiltered table may still be on screen for a moment after the address changes: wait for the filtered one.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const column = await table.getByRole('columnheader').allTextContents();
    const cell = row.getByRole('cell').nth(column.findIndex((t) => t.startsWith(COURSE)) - 1);
    expect(await cell.getByLabel('Concluído').count()).toBe(1);
    await admin.page.getByLabel('Obrigatórios concluídos: 33 %').waitFor();
    await screenshot(admin.page, 'cursos-equipe');
    await admin.context.close();
  });
});

describe('novidades', () => {
  it('a versão mais recente aparece em destaque, o aviso some depois de visto e o master publica uma versão', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'master@demo.com.br');
    await page.getByRole('button', { name: 'Menu do usuário (há novidades)' }).click();
    await page.getByRole('menuitem', { name: /Novidades/ }).click();
    await page.waitForURL((u) => u.pathname === '/settings/softwareRelease');

    const latest = page.getByRole('article').first();
    await latest.getByText('Mais recente').waitFor();
    expect(await latest.getAttribute('data-release-version')).toBe('1.5.0');
    expect(await page.locator('[data-release-version="1.4.0"]').getByText('Mais recente').count()).toBe(0);
    // Seen: the dot goes away.
    // (The button is named by the person's name, then "— Menu do usuário", with "(há novidades)" while there are.)
    await page.getByRole('button', { name: /— Menu do usuário$/ }).waitFor();

    await page.getByRole('button', { name: 'Nova versão' }).click();
    const form = page.getByRole('dialog', { name: 'Nova versão' });
    // A note is never dated after today (Brasília): the form starts on today, and a later day is refused.
    const today = formatDate(brasiliaDay(new Date()));
    expect(await form.getByLabel('Data').inputValue()).toBe(today);
    await form.getByLabel('Versão').fill('1.5.0');
    await form.getByLabel('Data').fill(formatDate(brasiliaDay(new Date(Date.now() + 86_400_000))));
    await form.getByLabel('Título').fill('Relatórios gerenciais');
    await form.getByLabel('Destaques').fill('Resumo do mês\n- Produção por corretor\n- Exportação em planilha');
    await form.getByRole('button', { name: 'Publicar versão' }).click();
    await form.getByText('A data não pode estar no futuro').waitFor();
    await form.getByLabel('Data').fill(today);
    await form.getByRole('button', { name: 'Publicar versão' }).click();
    await form.getByText('A versão 1.5.0 já existe').waitFor();
    await form.getByLabel('Versão').fill('1.6.0');
    await form.getByRole('button', { name: 'Publicar versão' }).click();
    await form.waitFor({ state: 'hidden' });

    const newest = page.getByRole('article', { name: 'Relatórios gerenciais' });
    await newest.getByText('Mais recente').waitFor();
    expect(await page.getByRole('article').first().getAttribute('data-release-version')).toBe('1.6.0');
    await newest.getByRole('listitem').filter({ hasText: 'Exportação em planilha' }).waitFor();
    expect(await page.locator('[data-release-version="1.5.0"]').getByText('Mais recente').count()).toBe(0);
    await screenshot(page, 'novidades');
    await context.close();

    // Someone who has not opened the notes since sees the dot.
    const operator = await newPage(browser, server);
    await signIn(operator.page, 'operador@demo.com.br');
    await operator.page.getByRole('button', { name: 'Menu do usuário (há novidades)' }).click();
    await operator.page.getByRole('menuitem', { name: 'Novidades (há uma versão nova)' }).waitFor();
    await operator.context.close();
  });
});
