/**
 * Multi-bank simulation in a real browser: a broker's realty case with banks that fit and banks that do not
 * (each with its reason and fix), saved and found in the list; a purchase financing where TR and IPCA products
 * compete, ranked by projected CET; and a visitor's public simulation on a phone, which reaches the
 * broker's list as a lead of the public simulator.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, isSerious, runAxe } from './axe.ts';
import { launchBrowser, screenshot, signIn, startServer, type TestServer } from './harness.ts';

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

async function newContext(viewport: { width: number; height: number }, mobile = false, opts: { bypassCSP?: boolean } = {}) {
  // bypassCSP only where axe runs: its inline script is (rightly) refused by the app's Content-Security-Policy.
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport, isMobile: mobile, hasTouch: mobile, ...opts });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** The case of the brief: home equity, R$ 600.000 property, 180 months, income R$ 25.000, born 1975. */
async function fillRealtyCase(page: Page, opts: { name: string; credit: string; unregistered: boolean }) {
  await page.getByLabel('Home equity').check();
  await page.getByLabel(/^(Nome do cliente|Nome completo)$/).fill(opts.name);
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Data de nascimento').fill('10031975');
  await page.getByLabel(/^Celular/).fill('11987654321');
  await page.getByLabel('Renda mensal').fill('25000');
  await page.getByLabel('Valor do imóvel').fill('600000');
  await page.getByLabel('Valor do crédito').fill(opts.credit);
  await page.getByLabel('Prazo', { exact: true }).selectOption('180');
  if (opts.unregistered) await page.getByLabel('Imóvel com matrícula').uncheck();
}

describe('simulação multibanco', () => {
  it('o operador simula um caso, vê os bancos ranqueados e os que não atendem com o motivo e a correção, salva e encontra na lista', async () => {
    const { context, page } = await newContext({ width: 1366, height: 900 });
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();
    // Sent empty, the form shows what is missing and takes the operator to the first field to fill.
    await page.getByRole('button', { name: 'Simular' }).click();
    // The name says which name it wants, not the generic 'Este campo é obrigatório'.
    await page.getByText('Informe o nome do cliente', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Nome do cliente').evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);

    // The credit hint follows the property value and the type.
    await fillRealtyCase(page, { name: 'Maria Souza', credit: '330000', unregistered: true });
    await page.getByText('Máximo de 60% do valor do imóvel: R$ 360.000,00').waitFor();
    await page.getByRole('button', { name: 'Simular' }).click();

    // Ranked offers, the best one marked.
    const offers = page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article');
    await offers.first().waitFor();
    expect(await offers.count()).toBeGreaterThan(1);
    // The page went back up from the button below the form: the result's heading is on screen, not above it.
    const heading = page.getByRole('heading', { name: /bancos? atende/ });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    expect((await heading.boundingBox())!.y).toBeLessThan(900);
    await expect.poll(() => offers.first().getAttribute('aria-label')).toMatch(/^1º /);
    await offers.first().getByText('Melhor opção').waitFor();
    await offers
      .first()
      .getByText(/% a\.m\./)
      .first()
      .waitFor();
    await offers.first().getByText('Dados de demonstração').waitFor();

    // Banks that do not fit, each with the server's reason; the LTV one says how much to reduce.
    const rejected = page.getByRole('region', { name: 'Bancos que não atendem' });
    await rejected.getByText('Banco não aceita imóvel sem matrícula').first().waitFor();
    await rejected.getByText('Valor acima do LTV de 50 %: reduza o crédito para R$ 300.000,00').first().waitFor();
    await screenshot(page, 'simulacao-melhor-opcao');

    // The other views read the same case without retyping it.
    await page.getByRole('link', { name: 'Bancos lado a lado' }).click();
    await page.waitForURL((u) => u.pathname === '/simulation/realty/banks');
    await page.getByRole('table').getByText('Não atende').first().waitFor();
    await page.getByRole('link', { name: 'Melhor opção' }).click();
    await page.waitForURL((u) => u.pathname === '/simulation/realty/bestMatch');

    const calls: string[] = [];
    // Counted per procedure: two calls in the same tick travel in one batched request.
    page.on('request', (r) => calls.push(...(new URL(r.url()).pathname.split('/trpc/')[1] ?? '').split(',')));
    // A double click saves it once.
    await page.getByRole('button', { name: 'Salvar simulação' }).dblclick();
    await page.getByText('Simulação salva com sucesso!').first().waitFor();
    await page.getByRole('button', { name: 'Simulação salva' }).waitFor();
    expect(calls.filter((c) => c === 'simulation.save')).toHaveLength(1);

    await page.getByRole('link', { name: 'Simulações salvas' }).click();
    await page.waitForURL((u) => u.pathname === '/simulations');
    const row = page.getByRole('row').filter({ hasText: 'Maria Souza' });
    await row.first().waitFor();
    await row.first().getByText('***.982.247-**').waitFor();
    await row.first().getByText('Interna').waitFor();
    await screenshot(page, 'simulacoes-salvas');

    // Back to the case: an edit the form refuses leaves the earlier result out of date, in sight but not usable.
    await page.goto('/simulation/realty/bestMatch');
    await page.getByRole('button', { name: 'Editar dados' }).click();
    await page.getByLabel('Valor do crédito').fill('500000');
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.getByText('Máximo de 60% do valor do imóvel').first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Resultado desatualizado' }).waitFor();
    expect(await page.locator('section[aria-label="Resultado da simulação"]').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    // Put back as simulated: the result is current again.
    await page.getByLabel('Valor do crédito').fill('330000');
    await expect.poll(() => page.getByText('Resultado desatualizado').count()).toBe(0);
    expect(await page.locator('section[aria-label="Resultado da simulação"]').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    await context.close();
  });

  it('o corretor compara um produto TR e um IPCA: CETs projetados com a fonte, marca pós-fixado, valor na assinatura e ranking pelo CET projetado', async () => {
    const { context, page } = await newContext({ width: 1440, height: 900 }, false, { bypassCSP: true });
    await signIn(page, 'admin@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();

    // Purchase of a R$ 600.000 apartment, R$ 400.000 over 30 years in SAC: Caixa & co. (TR) and Inter (IPCA) fit.
    await page.getByLabel('Financiamento imobiliário').check();
    await page.getByLabel('Nome do cliente').fill('Paulo Comprador');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Data de nascimento').fill('10031985');
    await page.getByLabel(/^Celular/).fill('11987654321');
    await page.getByLabel('Renda mensal').fill('30000');
    await page.getByLabel('Valor do imóvel').fill('600000');
    await page.getByLabel('Tipo do imóvel').selectOption({ label: 'Apartamento' });
    await page.getByLabel('Valor do crédito').fill('400000');
    await page.getByLabel('Prazo', { exact: true }).selectOption('360');
    await page.getByLabel('Tabela de amortização').selectOption('SAC');
    await page.getByRole('button', { name: 'Simular' }).click();

    const offers = page.getByRole('region', { name: 'Bancos que atendem' }).getByRole('article');
    await offers.first().waitFor();
    await page.getByText('Do menor para o maior custo efetivo total (CET), projetado nos pós-fixados.').waitFor();
    const ipca = offers.filter({ hasText: 'IPCA (pós-fixado)' }).first();
    const tr = offers.filter({ hasText: 'TR (pós-fixado)' }).first();
    const projected = (index: string) => new RegExp(`^CET projetado com ${index} de \\d+,\\d{2} % a\\.a\\. — fonte: .+, de \\d{2}/\\d{2}/\\d{4}$`);
    for (const [card, index] of [
      [ipca, 'IPCA'],
      [tr, 'TR'],
    ] as const) {
      await card.getByTestId('post-fixed').waitFor();
      expect(await card.getByTestId('post-fixed').textContent()).toBe('pós-fixado');
      await card.getByText(`Pós-fixado: as parcelas e o saldo acompanham ${index === 'TR' ? 'a TR' : 'o IPCA'}.`).waitFor();
      expect(await card.getByTestId('projection').textContent()).toMatch(projected(index));
      await card.getByTestId('cet').getByText('CET projetado').waitFor();
      // The cash at signing: the R$ 200.000 down payment, the ITBI and registry estimates and the total.
      const cash = card.getByRole('group', { name: 'Para assinar o contrato' });
      await cash.getByText('R$ 200.000,00').waitFor();
      await cash.getByText('ITBI (estimativa)').waitFor();
      await cash.getByText('Total na assinatura').waitFor();
      await card.getByRole('group', { name: 'Tarifas incluídas no CET' }).waitFor();
    }
    // The IPCA projection names its source (the Focus survey in the demo catalogue).
    expect(await ipca.getByTestId('projection').textContent()).toMatch(/fonte: Boletim Focus/);

    // Ranked by the projected CET the cards show: 1º, 2º, … and each annual CET no lower than the one before.
    const count = await offers.count();
    expect(count).toBeGreaterThan(1);
    const cets: number[] = [];
    for (let k = 0; k < count; k++) {
      expect(await offers.nth(k).getAttribute('aria-label')).toMatch(new RegExp(`^${k + 1}º `));
      const annual =
        (await offers
          .nth(k)
          .getByTestId('cet')
          .getByText(/ % a\.a\.$/)
          .textContent()) ?? '';
      cets.push(Number(annual.replace(' % a.a.', '').replace(/\./g, '').replace(',', '.')));
    }
    expect(cets.every((c) => Number.isFinite(c) && c > 0)).toBe(true);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    await screenshot(page, 'simulacao-pos-fixado-1440');

    // The WhatsApp text says the same.
    const whatsapp = decodeURIComponent((await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')) ?? '');
    expect(whatsapp).toMatch(/CET projetado: .* a\.m\./);
    expect(whatsapp).toMatch(/Total na assinatura: R\$/);
    expect(describeViolations((await runAxe(page)).filter(isSerious))).toBe('');
    // The proposal's PDF right from the result: the simulation is saved on the way.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Salvar e baixar proposta (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^proposta-[a-z-]+\.pdf$/);
    await page.getByRole('button', { name: 'Simulação salva' }).waitFor();
    await page.getByRole('button', { name: 'Baixar proposta (PDF)' }).waitFor();

    // The IPCA product's schedule shows the index's monthly correction.
    await page.getByRole('link', { name: 'Detalhada' }).click();
    await page.waitForURL((u) => u.pathname === '/simulation/realty/detailed');
    const product = page.getByLabel('Produto', { exact: true });
    await product.waitFor();
    const inter = (await product.locator('option').allTextContents()).find((t) => t.includes('IPCA'));
    expect(inter).toBeTruthy();
    await product.selectOption({ label: inter! });
    const schedule = page.getByRole('tabpanel').getByRole('table');
    await schedule.getByRole('columnheader', { name: 'Correção (IPCA)' }).waitFor();
    expect(await schedule.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).toMatch(/^[1-9][\d.]*,\d{2}$/);
    await schedule.getByText(/valores em reais \(R\$\)$/).waitFor();
    // On a laptop (1280 px) the whole schedule, balance included, is in view without scrolling sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await schedule.evaluate((t) => t.scrollWidth - (t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!).clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'simulacao-detalhada-ipca');
    // A SAC-only product shows its SAC table alone: no PRICE column of dashes, no PRICE tab.
    const sacOnly = (await product.locator('option').allTextContents()).find((t) => /Imóvel SAC|Crédito Imobiliário SAC/.test(t));
    expect(sacOnly).toBeTruthy();
    await product.selectOption({ label: sacOnly! });
    await page.getByText('Este produto é contratado só na tabela SAC.').waitFor();
    expect(await page.getByRole('tab', { name: 'Tabela PRICE' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Tabela SAC' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'PRICE', exact: true }).count()).toBe(0);

    // In PRICE, the SAC-only products are not quoted, and say how to fix it.
    await page.getByRole('link', { name: 'Melhor opção' }).click();
    await page.getByRole('button', { name: 'Editar dados' }).click();
    await page.getByLabel('Tabela de amortização').selectOption('PRICE');
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.getByRole('region', { name: 'Bancos que não atendem' }).getByText('Produto aceita apenas SAC: use SAC').first().waitFor();
    await context.close();
  });

  it('depois de simular, o foco vai ao título do resultado (ou à região do resultado, numa visão sem título)', async () => {
    const { context, page } = await newContext({ width: 1366, height: 900 });
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/simulation/realty/bestMatch');
    await page.getByText('Nenhuma simulação ainda').waitFor();
    await fillRealtyCase(page, { name: 'Renata Foco', credit: '300000', unregistered: false });
    await page.getByRole('button', { name: 'Simular' }).click();

    // The form folds away with the button that was pressed: the focus goes to the result's heading, which a screen
    // reader reads, and the live region still says how many banks fit.
    const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : `<${document.activeElement?.tagName}>`));
    await expect.poll(focusedHeading, { timeout: 10_000 }).toMatch(/bancos? atende/);
    await expect.poll(() => page.getByTestId('simulation-announcement').textContent()).toMatch(/bancos? atende/);

    // A view without a heading of its own (banks side by side): the focus goes to the result's region.
    await page.getByRole('link', { name: 'Bancos lado a lado' }).click();
    await page.waitForURL((u) => u.pathname === '/simulation/realty/banks');
    await page.getByRole('button', { name: 'Editar dados' }).click();
    await page.getByLabel('Valor do crédito').fill('280000');
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName), { timeout: 10_000 }).toBe('Resultado da simulação');
    await context.close();
  });

  it('no celular a visão aberta da simulação fica à vista na barra de visões', async () => {
    const { context, page } = await newContext({ width: 390, height: 844 }, true);
    await signIn(page, 'operador@demo.com.br');
    await page.goto('/simulation/realty/detailed');
    const open = page.getByRole('navigation', { name: 'Visões da simulação' }).getByRole('link', { name: 'Detalhada' });
    await expect.poll(async () => (await open.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    const box = (await open.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('um valor em dinheiro digitado tecla a tecla à velocidade de uma máquina sai como digitado', async () => {
    // Autofill helpers, browser automation and fast keyboards send keys faster than the browser runs timeouts: a late
    // caret fix of an earlier key once put the caret back before the comma, and "8.500,00" came out R$ 850.000,00 in
    // a few tries out of 30. Every try must read as typed once the field is left.
    const { context, page } = await newContext({ width: 390, height: 844 }, true);
    await page.goto('/simulacao/imobiliaria/demo-credito');
    const income = page.getByLabel('Renda mensal');
    const cases: [keys: string, shown: string][] = [
      ['8.500,00', 'R$ 8.500,00'],
      ['1.234.567,89', 'R$ 1.234.567,89'],
      ['8.500,05', 'R$ 8.500,05'],
      // A keypad's "." with two digits after it is the decimal point once the field is left.
      ['8500.00', 'R$ 8.500,00'],
    ];
    const wrong: string[] = [];
    const left = async (keys: string, shown: string) => {
      await income.press('Tab');
      // Polled: the value left on blur shows on the next render; a wrong amount never turns right.
      const value = await expect
        .poll(() => income.inputValue(), { timeout: 1_000 })
        .toBe(shown)
        .then(() => shown)
        .catch(() => income.inputValue());
      if (value !== shown) wrong.push(`${keys} → ${value}`);
    };
    for (const [keys, shown] of cases) {
      for (let i = 0; i < (keys === '8.500,00' ? 30 : 5); i++) {
        await income.fill('');
        await income.pressSequentially(keys);
        await left(keys, shown);
      }
    }
    // The race made certain: the page runs its zero-delay timeouts one key late, as a busy browser does when keys
    // come faster than it runs them (a timeout set by a key runs only after the next key).
    await page.evaluate(() => {
      const real = window.setTimeout;
      const held: { run: () => void; key: number }[] = [];
      let key = 0;
      window.addEventListener('keydown', () => key++, true);
      const late = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        if (ms || typeof handler !== 'function') return real(handler, ms, ...args);
        held.push({ run: () => handler(...args), key });
        return 0;
      };
      Object.assign(window, {
        setTimeout: late,
        e2eRunLateTimeouts: () => {
          while (held.length && held[0]!.key < key) held.shift()!.run();
        },
      });
    });
    for (const [keys, shown] of cases) {
      await income.fill('');
      for (const key of keys) {
        await page.evaluate(() => (window as unknown as { e2eRunLateTimeouts: () => void }).e2eRunLateTimeouts());
        await income.press(key);
      }
      await left(`${keys} (timeouts one key late)`, shown);
    }
    expect(wrong).toEqual([]);
    await context.close();
  });

  it('um visitante simula pelo celular no link público e o lead aparece para a administradora como "Simulador público"', async () => {
    const visitor = await newContext({ width: 390, height: 844 }, true, { bypassCSP: true });
    await visitor.page.goto('/simulacao/imobiliaria/demo-credito');
    await visitor.page.getByRole('heading', { name: /Simulação — Ana Administradora · Demo Crédito/ }).waitFor();
    // Fields a thumb can hit, with text iOS does not zoom into: 44 px tall, 16 px.
    const size = await visitor.page.getByLabel('Nome completo').evaluate((el) => ({ height: el.getBoundingClientRect().height, font: getComputedStyle(el).fontSize }));
    expect(size).toEqual({ height: 44, font: '16px' });
    // Sent empty, the form shows what is missing and takes the visitor to the first field to fill.
    const send = visitor.page.getByRole('button', { name: 'Ver as condições dos bancos' });
    await send.click();
    await visitor.page.getByText('Informe o seu nome', { exact: true }).waitFor();
    await expect.poll(() => visitor.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), { timeout: 5_000 }).toBe('true');
    expect(await visitor.page.getByLabel('Nome completo').evaluate((el) => el === document.activeElement)).toBe(true);
    // A minor gets an answer on the birth date, said to them (they are the customer), and no bank.
    await fillRealtyCase(visitor.page, { name: 'Lúcia Visitante', credit: '300000', unregistered: false });
    // Typed key by key, "5.000,00" is R$ 5.000,00 (the "." a thousands dot, as Brazilians write money); a phone
    // keypad's "8500.00" is R$ 8.500,00 once the field is left (a "." with two digits after it and no comma was the
    // decimal point, not a thousands dot multiplying the amount by 100); pasted text keeps its thousands dots.
    const income = visitor.page.getByLabel('Renda mensal');
    await income.fill('');
    // Key by key at a person's pace (a thumb is far slower than 50 ms a key).
    await income.pressSequentially('5.000,00', { delay: 50 });
    await income.press('Tab');
    await expect.poll(() => income.inputValue()).toBe('R$ 5.000,00');
    await income.fill('');
    await income.pressSequentially('8500.00', { delay: 50 });
    await income.press('Tab');
    await expect.poll(() => income.inputValue()).toBe('R$ 8.500,00');
    await income.fill('12.345,67');
    // Formatted on the next render (polled: a busy machine once read the value before it).
    await expect.poll(() => income.inputValue()).toBe('R$ 12.345,67');
    // Pasted whole (from a WhatsApp message), "8500.00" has a decimal point too: R$ 8.500,00, not R$ 850.000,00.
    await income.fill('8500.00');
    await expect.poll(() => income.inputValue()).toBe('R$ 8.500,00');
    await income.fill('25000');
    // The page opened again in the tab (a phone's browser dropping it) keeps what was typed: a new navigation, not a
    // reload, so the browser's own restoring of typed fields plays no part; the form fills in once hydrated.
    await visitor.page.goto(visitor.page.url());
    await expect.poll(() => visitor.page.getByLabel('Home equity').isChecked(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => visitor.page.getByLabel('Nome completo').inputValue()).toBe('Lúcia Visitante');
    await expect.poll(() => visitor.page.getByLabel('Renda mensal').inputValue()).toBe('R$ 25.000,00');
    const birth = visitor.page.getByLabel('Data de nascimento');
    const minor = new Date();
    await birth.fill(`0101${minor.getFullYear() - 11}`);
    await send.click();
    await visitor.page.getByText('Você deve ter pelo menos 18 anos').waitFor();
    expect(await visitor.page.getByText('O cliente deve ter').count()).toBe(0);
    await expect.poll(() => birth.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(await visitor.page.getByRole('region', { name: 'Resultado da simulação' }).count()).toBe(0);
    await birth.fill('10031975');
    await send.click();
    const cards = visitor.page.getByRole('region', { name: 'Resultado da simulação' }).getByRole('article');
    await cards.first().waitFor();
    await cards.first().getByText('Melhor opção').waitFor();
    // Every card says what the customer pays at signing (home equity: the registry estimate, no down payment).
    const cash = cards.first().getByRole('group', { name: 'Para assinar o contrato' });
    await cash.getByText('Total na assinatura').waitFor();
    expect(await cash.getByText('Entrada').count()).toBe(0);
    const whatsapp = visitor.page.getByRole('link', { name: 'Falar com Ana no WhatsApp' }).first();
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=.*L%C3%BAcia%20Visitante/);
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toMatch(/Total na assinatura: R\$/);
    expect(describeViolations((await runAxe(visitor.page)).filter(isSerious))).toBe('');
    await screenshot(visitor.page, 'simulacao-publica-celular');
    await visitor.context.close();

    const admin = await newContext({ width: 1366, height: 900 });
    await signIn(admin.page, 'admin@demo.com.br');
    await admin.page.goto('/simulations');
    await admin.page.getByRole('combobox', { name: 'Origem' }).click();
    await admin.page.getByRole('option', { name: 'Simulador público' }).click();
    await admin.page.waitForURL((u) => u.searchParams.get('origin') === 'simulator');
    const row = admin.page.getByRole('row').filter({ hasText: 'Lúcia Visitante' });
    await row.first().waitFor();
    await row.first().getByText('Simulador público').waitFor();
    // The unfiltered page may still be on screen for a moment after the URL changes: wait for the filtered one.
    await expect.poll(() => admin.page.getByRole('row').filter({ hasText: 'Interna' }).count()).toBe(0);
    await screenshot(admin.page, 'simulacoes-simulador-publico');
    await admin.context.close();
  });
});
