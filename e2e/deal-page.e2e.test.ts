/**
 * The deal page in a real browser: a deal created through the API shows its customer, value, stage and expected
 * release; a comment lands on the timeline; a PDF sent to a checklist item turns it "Recebido" while an .exe renamed
 * .pdf and a too-large file get the pt-BR upload messages; the item is approved, then refused with a reason; the
 * responsible changes hands (a concurrent change is a clear conflict first), with who and when on the timeline;
 * another user's deal is "not found".
 */

import type { Browser, Page } from 'playwright-core';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The first bytes of a Windows executable ("MZ"), whatever the file is called. */
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

/** A tRPC query over HTTP (the fixtures only have mutations). */
async function trpcQuery<T>(token: string, path: string, input: unknown): Promise<T> {
  const response = await fetch(`${server.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' },
  });
  const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

const row = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

describe('página do negócio', () => {
  it('mostra o negócio, comenta, recebe documentos e troca o responsável', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Helena Prado', { operationValue: 310_000 }));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${deal.id}`);

    // Summary: customer, value, stage with its SLA signal, expected release.
    await page.getByRole('heading', { level: 1, name: 'Helena Prado' }).waitFor();
    expect(await page.getByRole('group', { name: 'Valor do crédito' }).textContent()).toContain('R$\u00a0310.000,00');
    await page.getByLabel('Etapa: Novos leads').waitFor();
    await page.getByLabel('Prazo da etapa: No prazo').waitFor();
    expect(await page.getByRole('group', { name: 'Previsão de liberação' }).textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}em \d+ dias/);
    expect(await page.getByRole('group', { name: 'Responsável' }).textContent()).toContain('Ana Administradora');
    await page.getByRole('link', { name: 'Financiamento Imobiliário' }).first().waitFor();
    await screenshot(page, 'negocio-pagina');

    // A comment: required, then on the timeline.
    const timeline = page.getByRole('region', { name: 'Linha do tempo' });
    await timeline.getByRole('button', { name: 'Comentar' }).click();
    await timeline.getByText('Este campo é obrigatório').waitFor();
    await timeline.getByLabel('Novo comentário').fill('Cliente pediu para ligar depois das 18h.');
    await timeline.getByText('40/2.000 caracteres').waitFor();
    // Sent from the keyboard: the focus goes back to the emptied box, not to the page's top.
    await timeline.getByRole('button', { name: 'Comentar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Comentário adicionado').first().waitFor();
    await timeline.getByText('Cliente pediu para ligar depois das 18h.').waitFor();
    const box = timeline.getByLabel('Novo comentário');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(await box.inputValue()).toBe('');
    expect(await timeline.getByRole('listitem').first().textContent()).toContain('Ana Administradora comentou');

    // A small valid PDF: the item turns "Recebido".
    const iptu = row(page, 'Carnê do IPTU');
    await iptu.getByText('Pendente').waitFor();
    await iptu.getByLabel('Arquivo para Carnê do IPTU').setInputFiles({ name: 'iptu.pdf', mimeType: 'application/pdf', buffer: PDF });
    await iptu.getByText('Recebido').waitFor();
    await iptu.getByText(/iptu\.pdf/).waitFor();
    await page.getByText('Documento enviado!').first().waitFor();
    await timeline.getByText('enviou o documento Carnê do IPTU').waitFor();

    // Review: approve, then refuse with a reason (required).
    await iptu.getByRole('button', { name: 'Aprovar Carnê do IPTU' }).click();
    await iptu.getByText('Aprovado').waitFor();
    // The button used goes away with the answer; the keyboard focus stays on the document's row, not the page's top.
    await page.waitForFunction(() => document.activeElement?.closest('[data-document-id]') !== null);
    await iptu.getByRole('button', { name: 'Recusar Carnê do IPTU' }).click();
    const refuse = page.getByRole('dialog', { name: 'Recusar: Carnê do IPTU' });
    await refuse.getByRole('button', { name: 'Recusar documento' }).click();
    await refuse.getByText('Este campo é obrigatório').waitFor();
    await refuse.getByLabel('Motivo da recusa').fill('Foto ilegível');
    await refuse.getByRole('button', { name: 'Recusar documento' }).click();
    await refuse.waitFor({ state: 'detached' });
    await iptu.getByText('Recusado').waitFor();
    await iptu.getByText('Motivo da recusa: Foto ilegível').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[data-document-id]') !== null);
    await timeline.getByText('recusou o documento Carnê do IPTU').waitFor();

    // An executable renamed .pdf: the server reads the content and refuses it; nothing changes.
    const deed = row(page, 'Matrícula do imóvel (inteiro teor)');
    await deed.getByLabel('Arquivo para Matrícula do imóvel (inteiro teor)').setInputFiles({ name: 'matricula.pdf', mimeType: 'application/pdf', buffer: EXE });
    await deed.getByRole('alert').getByText('Arquivo corrompido ou de tipo diferente do nome').waitFor();
    await deed.getByText('Pendente').waitFor();

    // Too large: refused here, before sending, with the actual size.
    const photos = row(page, 'Fotos do imóvel');
    await photos.getByLabel('Arquivo para Fotos do imóvel').setInputFiles({ name: 'fotos.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_600_000) });
    await photos.getByRole('alert').getByText('Arquivo muito grande (2,6 MB). O tamanho máximo é 2 MB').waitFor();
    await photos.getByText('Pendente').waitFor();
    await screenshot(page, 'negocio-documentos');

    // Change of responsible: someone else moves the deal meanwhile, so the first try is a conflict.
    await page.getByRole('button', { name: 'Trocar responsável' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trocar responsável' });
    // Sent empty once the team has loaded.
    await dialog.getByRole('combobox', { name: 'Novo responsável' }).and(page.locator('[placeholder="Escolha uma pessoa"]')).waitFor();
    await dialog.getByRole('button', { name: 'Trocar responsável' }).click();
    await dialog.getByText('Selecione uma opção').waitFor();
    // The focus goes to the field in error, and its list stays closed: open, it would cover the message.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Novo responsável' }).evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await dialog.getByText('Selecione uma opção').isVisible()).toBe(true);
    const token = await apiToken(server.url, 'gerente.contas@demo.com.br');
    const current = await trpcQuery<{ version: number }>(token, 'deals.get', { id: deal.id });
    await trpcMutation(server.url, token, 'deals.move', { id: deal.id, stage: 'registration', version: current.version });

    await dialog.getByRole('combobox', { name: 'Novo responsável' }).click();
    await page.getByRole('option', { name: /^Otávio Operador/ }).click();
    await dialog.getByRole('button', { name: 'Trocar responsável' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/alterado por outra pessoa/)
      .waitFor();
    // The page reloaded the deal: the move made elsewhere shows.
    await page.getByLabel('Etapa: Cadastro').waitFor();

    await dialog.getByRole('button', { name: 'Trocar responsável' }).click();
    await page.getByText('Responsável alterado para Otávio Operador').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const owner = page.getByRole('group', { name: 'Responsável' });
    await owner.getByText('Otávio Operador').waitFor();
    expect(await owner.textContent()).toMatch(/Alterado por Ana Administradora agora mesmo \(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\)/);
    await timeline.getByText('alterou o responsável de Ana Administradora para Otávio Operador').waitFor();
    await page.getByRole('region', { name: 'Histórico de etapas' }).getByText('Novos leads → Cadastro').waitFor();

    // On a phone the sections stack: nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'negocio-celular');
    await context.close();
  });

  it('um negócio negado e um titular anonimizado não oferecem "Enviar": a lista de documentos diz por quê', async () => {
    const token = await apiToken(server.url, 'admin@demo.com.br');
    const denied = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Nair Negada'));
    const link = await trpcMutation<{ url: string }>(server.url, token, 'deals.trackingLink', { id: denied.id });
    const { version } = await trpcQuery<{ version: number }>(token, 'deals.get', { id: denied.id });
    await trpcMutation(server.url, token, 'deals.move', { id: denied.id, stage: 'denied', version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' });

    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.com.br');
    await page.goto(`/deal/${denied.id}`);
    await page.getByText('Negócio negado: não recebe novos documentos. Retomado (em "Mover para etapa"), ele volta a recebê-los.').waitFor();
    await row(page, 'Carnê do IPTU').getByText('Pendente').waitFor();
    expect(await page.getByLabel(/^Enviar arquivo: /).count()).toBe(0);
    expect(await page.getByLabel(/^Arquivo para /).count()).toBe(0);
    // The customer's page says it in their words, without upload zones either.
    const customer = await context.newPage();
    await customer.goto(link.url);
    await customer.getByText('Esta proposta não foi aprovada e não recebe novos documentos. Fale com o seu corretor para retomá-la.').waitFor();
    expect(await customer.getByLabel(/^Arquivo para /).count()).toBe(0);
    await customer.close();
    // Taken on again, as the message says: "Enviar" is back.
    await page.getByRole('combobox', { name: 'Mover para etapa' }).click();
    await page.getByRole('option', { name: 'Cadastro', exact: true }).click();
    await page.getByLabel('Etapa: Cadastro').waitFor();
    await row(page, 'Carnê do IPTU').getByLabel('Enviar arquivo: Carnê do IPTU').waitFor();

    // The main proponent anonymised (LGPD): neither their documents nor the property's take a file; a co-applicant's do.
    const base = realtyDeal('Titular Que Pediu');
    const spouse = { ...realtyDeal('Cônjuge Presente').associates[0], main: false };
    const anonymised = await createDeal(server.url, 'admin@demo.com.br', { ...base, associates: [...base.associates, spouse] });
    const detail = await trpcQuery<{ associates: { main: boolean; customer_id: string | null }[] }>(token, 'deals.get', { id: anonymised.id });
    await trpcMutation(server.url, token, 'dataSubject.anonymiseCustomer', { customerId: detail.associates.find((a) => a.main)!.customer_id, reason: 'Pedido do titular' });
    await page.goto(`/deal/${anonymised.id}`);
    await page.getByText('Titular anonimizado: não recebe novos documentos.').first().waitFor();
    expect(await page.getByText('Titular anonimizado: não recebe novos documentos.').count()).toBe(2);
    await row(page, 'Carnê do IPTU').getByText('Pendente').waitFor();
    expect(
      await row(page, 'Carnê do IPTU')
        .getByLabel(/^Enviar arquivo: /)
        .count(),
    ).toBe(0);
    const identities = page.locator('[data-document-id]').filter({ hasText: 'Documento de identidade (RG ou CNH)' });
    expect(await identities.count()).toBe(2);
    expect(await page.getByLabel('Enviar arquivo: Documento de identidade (RG ou CNH)').count()).toBe(1);
    await screenshot(page, 'negocio-documentos-anonimizado');
    await context.close();
  });

  it('"Trocar responsável" pelo teclado: o diálogo recebe o foco no campo, o Tab não sai dele e o Esc devolve o foco ao botão', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Olga Teclado'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'master@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    const trigger = page.getByRole('button', { name: 'Trocar responsável' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trocar responsável' });
    await dialog.waitFor();
    // The first field takes the focus at once, while the team is still loading (it used to be disabled then, so the
    // focus stayed on the button behind the overlay and Tab went on through the page).
    const field = dialog.getByRole('combobox', { name: 'Novo responsável' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    const insideDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await insideDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('um negócio que o usuário não vê (ou que não existe) é "não encontrado"', async () => {
    const deal = await createDeal(server.url, 'admin@demo.com.br', realtyDeal('Igor Reservado'));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'operador@demo.com.br');
    await page.goto(`/deal/${deal.id}`);
    await page.getByRole('heading', { name: 'Negócio não encontrado' }).waitFor();
    expect(await page.getByText('Igor Reservado').count()).toBe(0);
    // Its edit page answers the same, with one heading.
    await page.goto(`/deal/${deal.id}/edit/customer`);
    await page.getByRole('link', { name: 'Voltar para o painel' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Negócio não encontrado' }).count()).toBe(1);
    await page.goto('/deal/nao-existe');
    await page.getByRole('heading', { name: 'Negócio não encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o painel' }).click();
    await page.waitForURL((u) => u.pathname === '/account/dashboard');
    await context.close();
  });
});
