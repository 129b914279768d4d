import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { maxTermMonthsByAge } from '../../../shared/simulation-options.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

/** The ISO date `years` years before today (one day short of the birthday when `dayShort`). */
function yearsAgo(years: number, dayShort = false): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  if (dayShort) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const homeEquity = (over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
  type: 'HomeEquity',
  customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 25000 },
  assetValue: 600000,
  operationValue: 300000,
  deadline: 180,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
  ...over,
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('multi-bank simulation', () => {
  it('ranks the eligible banks by CET and explains every ineligible one with a fix', async () => {
    const r = await operator.caller.simulation.run(homeEquity({ isRegistered: false }));
    expect(r.eligible.length).toBeGreaterThan(0);
    const cets = r.eligible.map((o) => o.cetMonthly);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    for (const o of r.eligible) {
      expect(o.slaMin).toBeLessThanOrEqual(o.slaMax);
      expect(o.minimumIncome).toBeGreaterThan(o.firstInstallment);
      expect(o.cetMonthly).toBeGreaterThan(o.monthlyRate); // IOF, insurance and fees cost something
    }
    const unregistered = r.ineligible.filter((i) => i.reasons.some((x) => x.message === 'banco não aceita imóvel sem matrícula'));
    expect(unregistered.length).toBeGreaterThan(0);
  });

  it('says how much to reduce when a bank LTV is exceeded, and how to fix low income', async () => {
    const r = await operator.caller.simulation.run(homeEquity({ operationValue: 360000, customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 9000 } }));
    const all = r.ineligible.flatMap((i) => i.reasons.map((x) => x.message));
    expect(all.some((m) => /^valor acima do LTV de 50 %: reduza o crédito para R\$\u00a0300\.000,00$/.test(m))).toBe(true);
    expect(all.some((m) => /^renda insuficiente: a renda mínima é R\$\u00a0[\d.,]+; adicione um proponente ou aumente o prazo \(até \d+ meses\)$/.test(m))).toBe(true);
  });

  it('explains a bank’s minimum city population when the city size is given', async () => {
    const small = await operator.caller.simulation.run(homeEquity({ cityPopulation: 20000 }));
    const bb = small.ineligible.find((i) => i.bank.name === 'Banco do Brasil');
    expect(bb?.reasons.map((r) => r.message)).toContain('cidade abaixo da população mínima do banco (50.000 habitantes)');
    const big = await operator.caller.simulation.run(homeEquity({ cityPopulation: 500000 }));
    expect(big.ineligible.flatMap((i) => i.reasons.map((r) => r.message)).some((m) => m.startsWith('cidade abaixo'))).toBe(false);
  });

  it('refuses bad input with the spec messages on the field, and saves nothing', async () => {
    const cases: [Partial<TSimulationRequest>, string, string][] = [
      [{ operationValue: 400000 }, 'operationValue', MSG.maxCreditPercentage(60)],
      [{ type: 'Financing', operationValue: 500000 }, 'operationValue', MSG.maxCreditPercentage(80)],
      [{ operationValue: 999 }, 'operationValue', MSG.minMoney],
      [{ type: 'Financing', deadline: 480 }, 'deadline', MSG.deadlineMax(420)],
      [{ deadline: 6 }, 'deadline', MSG.deadlineMin(12)],
      [{ customer: { name: 'João Idoso', document: '529.982.247-25', birthDate: '1940-01-01', income: 20000 }, deadline: 240 }, 'customer.birthDate', MSG.noTermForAge],
      [
        { customer: { name: 'João Idoso', document: '529.982.247-25', birthDate: '1950-01-01', income: 20000 }, deadline: 240 },
        'deadline',
        // About 43 months, shorter than every term of the list: only "Outro prazo" reaches it.
        MSG.maxAgeCustomTerm(maxTermMonthsByAge('1950-01-01', new Date().toISOString().slice(0, 10))),
      ],
      [{ customer: { name: 'Maria Souza', document: '111.111.111-11', birthDate: '1975-03-10', income: 20000 } }, 'customer.document', MSG.invalidCpf],
      [{ customer: { name: 'Maria', document: '529.982.247-25', birthDate: '1975-03-10', income: 20000 } }, 'customer.name', MSG.surname],
      [{ numberOfAssociates: 11 }, 'numberOfAssociates', MSG.numberMax(10)],
      // The customer is one of the borrowers ("Contando o cliente").
      [{ numberOfAssociates: 0 }, 'numberOfAssociates', MSG.numberMin(1)],
      [{ customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 200_000_000 } }, 'customer.income', MSG.maxIncome],
      // R$ 600 mil, R$ 400 mil financed: the down payment is R$ 200 mil, and the FGTS pays at most that.
      [{ type: 'Financing', assetType: 'apartamento', operationValue: 400000, fgtsAmount: 200000.01 }, 'fgtsAmount', MSG.fgtsAboveDownPayment],
      [{ customer: { name: 'Lia Souza', document: '529.982.247-25', birthDate: yearsAgo(18, true), income: 20000 } }, 'customer.birthDate', MSG.customerMinAge],
      [{ assetValue: 2_000_000_000 }, 'assetValue', MSG.maxMoney],
    ];
    const before = (await admin.caller.simulation.list({})).total;
    for (const [over, field, message] of cases) {
      const err = await expectAppError(operator.caller.simulation.save(homeEquity(over)), 'VALIDATION_ERROR');
      expect(err.errors).toContainEqual({ field, message });
    }
    expect((await admin.caller.simulation.list({})).total).toBe(before);
  });

  it('compares one product over several terms and in PRICE and SAC', async () => {
    const best = (await operator.caller.simulation.run(homeEquity())).eligible[0];
    const terms = await operator.caller.simulation.deadlines({ input: homeEquity(), productId: best.productId, terms: [60, 120, 240] });
    expect(terms.map((t) => t.termMonths)).toEqual([60, 120, 180, 240]);
    const eligible = terms.filter((t) => t.eligible);
    const firsts = eligible.map((t) => (t.eligible ? t.offer.firstInstallment : 0));
    expect(firsts).toEqual([...firsts].sort((a, b) => b - a)); // longer term, smaller instalment
    // A product quoted in both tables (Itaú's accepts PRICE and SAC) shows both schedules side by side…
    const both = (await operator.caller.simulation.run(homeEquity())).eligible.find((o) => o.bank.name === 'Itaú Unibanco')!;
    const detail = await operator.caller.simulation.detailed({ input: homeEquity(), productId: both.productId });
    expect(detail.price?.schedule).toHaveLength(180);
    expect(detail.sac?.schedule).toHaveLength(180);
    expect(detail.sac!.schedule[0].installment).toBeGreaterThan(detail.sac!.schedule[179].installment);
    expect(detail.price!.schedule[0].amortization).toBeLessThan(detail.price!.schedule[179].amortization);
    expect(detail.offers.price).toMatchObject({ table: 'PRICE', postFixed: false, projection: null, tariffs: [{ kind: 'valuation', amount: 3100, financed: false }] });
    expect(detail.offers.sac?.firstInstallment).toBe(detail.sac!.schedule[0].installment);
    // …while a PRICE-only product is never quoted in SAC, and says which table to use.
    const priceOnly = (await operator.caller.simulation.run(homeEquity())).eligible.find((o) => o.bank.name === 'Santander')!;
    const single = await operator.caller.simulation.detailed({ input: homeEquity(), productId: priceOnly.productId });
    expect(single.sac).toBeNull();
    expect(single.reasons.map((r) => r.message)).toEqual(['produto aceita apenas PRICE: use PRICE']);
  });

  it('follows catalogue changes at once (no stale cache)', async () => {
    const listed = (r: { eligible: { productId: string }[]; ineligible: { productId: string }[] }, id: string) => [...r.eligible, ...r.ineligible].some((o) => o.productId === id);
    await admin.caller.simulation.run(homeEquity()); // the catalogue is now cached
    const bank = (await admin.caller.bankPartners.list({}))[0];
    const { product } = await admin.caller.products.create({
      name: 'Produto relâmpago',
      global: false,
      financialInstitutionId: bank.id,
      segment: 'Real State',
      type: 'HomeEquity',
      fee: 0.5,
      feeType: 'monthly',
      table: 'PRICE',
      indexer: 'Fixa',
      insurer: 'default',
      administrationFee: 0,
      expenseType: 'fixed',
      expenseValueFixed: 0,
      expenseValuePercentage: 0,
      ltv: 60,
      approveJuridicalPerson: true,
      minAssetValue: 1000,
      minCreditValue: 1000,
      maxFee: 1,
      minFee: 0.1,
      deadlineMin: 12,
      deadlineMax: 240,
      availableAssetType: ['casa'],
      mipRate: 0,
      dfiRate: 0,
    });
    expect(listed(await admin.caller.simulation.run(homeEquity()), product.id)).toBe(true);
    // Another company never sees it, cache or not.
    expect(listed(await otherAdmin.caller.simulation.run(homeEquity()), product.id)).toBe(false);
    await admin.caller.products.delete({ id: product.id });
    expect(listed(await admin.caller.simulation.run(homeEquity()), product.id)).toBe(false);
  });
});

describe('saved simulations', () => {
  it('saves, lists (20 per page), reopens and deletes; an operator sees only their own', async () => {
    const mine = await operator.caller.simulation.save(homeEquity());
    expect(mine.message).toBe('Simulação salva com sucesso!');
    const theirs = await admin.caller.simulation.save(homeEquity({ customer: { name: 'Carlos Lima', document: '123.456.789-09', birthDate: '1980-01-01', income: 30000 } }));

    const opList = await operator.caller.simulation.list({});
    expect(opList.size).toBe(20);
    expect(opList.items.map((s) => s.id)).toContain(mine.id);
    expect(opList.items.map((s) => s.id)).not.toContain(theirs.id);
    const adminList = await admin.caller.simulation.list({ search: 'Maria' });
    expect(adminList.items.map((s) => s.id)).toContain(mine.id);
    expect(adminList.items[0].customerDocument).toBe('***.982.247-**');

    const reopened = await operator.caller.simulation.get({ id: mine.id });
    expect(reopened.input.operationValue).toBe(300000);
    expect(reopened.result.eligible.length).toBe(mine.result.eligible.length);
    await expectAppError(operator.caller.simulation.get({ id: theirs.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.simulation.get({ id: mine.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.simulation.delete({ id: mine.id }), 'ENTITY_NOT_FOUND_ERROR');

    expect((await operator.caller.simulation.delete({ id: mine.id })).message).toBe('Simulação excluída com sucesso!');
    await expectAppError(admin.caller.simulation.get({ id: mine.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('downloads a one-page proposal PDF, never another tenant’s', async () => {
    const saved = await admin.caller.simulation.save(homeEquity());
    const http = await startHttp(env.deps);
    try {
      const res = await fetch(`${http.baseUrl}/api/v1/simulations/${saved.id}/proposal.pdf`, { headers: { authorization: `Bearer ${admin.accessData.accessToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="proposta-maria-souza.pdf"');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const foreign = await fetch(`${http.baseUrl}/api/v1/simulations/${saved.id}/proposal.pdf`, { headers: { authorization: `Bearer ${otherAdmin.accessData.accessToken}` } });
      expect(foreign.status).toBe(404);
    } finally {
      await http.close();
    }
  });
});

describe('public simulation pages', () => {
  it('shows the broker behind a public username and saves the visitor as a lead with origin simulator', async () => {
    const visitor = callerFor(env.deps, null, { ip: randomIp() });
    const broker = await visitor.publicSimulation.broker({ username: 'demo-credito' });
    expect(broker).toMatchObject({ name: 'Ana Administradora', firstName: 'Ana', companyName: 'Demo Crédito' });
    const { result } = await visitor.publicSimulation.run({
      username: 'demo-credito',
      cellphone: '(11) 98765-4321',
      simulation: homeEquity({ customer: { name: 'Lead Público', document: '529.982.247-25', birthDate: '1985-05-05', income: 20000 } }),
    });
    expect(result.eligible.length).toBeGreaterThan(0);
    const leads = await admin.caller.simulation.list({ origin: 'simulator' });
    expect(leads.items.some((s) => s.customerName === 'Lead Público')).toBe(true);
  });

  it('answers an unknown broker with not found and bad input with field messages', async () => {
    const visitor = callerFor(env.deps, null, { ip: randomIp() });
    await expectAppError(visitor.publicSimulation.broker({ username: 'ninguem-aqui' }), 'ENTITY_NOT_FOUND_ERROR');
    const err = await expectAppError(visitor.publicSimulation.run({ username: 'demo-credito', cellphone: '123', simulation: homeEquity() }), 'VALIDATION_ERROR');
    expect(errorFields(err)).toContain('cellphone');
  });

  it('rate-limits a visitor hammering the public simulation', async () => {
    const visitor = callerFor(env.deps, null, { ip: randomIp() });
    const input = { username: 'demo-credito', cellphone: '(11) 98765-4321', simulation: homeEquity() };
    for (let i = 0; i < 30; i++) await visitor.publicSimulation.run(input);
    const err = await expectAppError(visitor.publicSimulation.run(input), 'TOO_MANY_ATTEMPTS_ERROR');
    expect(err.retryAfter).toBeGreaterThan(0);
  });
});

describe('credit realism through the service', () => {
  const financing = (over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
    type: 'Financing',
    customer: { name: 'Paulo Prado', document: '529.982.247-25', birthDate: '1985-06-15', income: 40000 },
    assetValue: 500000,
    assetType: 'apartamento',
    operationValue: 300000,
    deadline: 360,
    isRegistered: true,
    numberOfAssociates: 1,
    gracePeriod: 0,
    ...over,
  });
  const offer = <T extends { productName: string }>(r: { eligible: T[] }, name: string) => r.eligible.find((o) => o.productName === name);
  const reasonsOf = (r: { ineligible: { productName: string; reasons: { message: string }[] }[] }, name: string) => r.ineligible.find((o) => o.productName === name)?.reasons.map((x) => x.message);

  it('IOF by purpose: an apartment is exempt, a commercial room and a company pay, and the offer says why', async () => {
    const home = await operator.caller.simulation.run(financing());
    expect(home.eligible.every((o) => o.iof === 0 && o.iofNote === null)).toBe(true);
    const room = await operator.caller.simulation.run(financing({ assetType: 'sala' }));
    expect(room.eligible.length).toBeGreaterThan(0);
    expect(room.eligible.every((o) => o.iof > 0 && o.iofNote === 'imóvel comercial: IOF incide' && o.notes?.includes('imóvel comercial: IOF incide'))).toBe(true);
    const company = await operator.caller.simulation.run(financing({ forJuridicalPerson: true, customer: { name: 'Prado Comércio Ltda', document: '11.222.333/0001-81', income: 80000 } }));
    expect(company.eligible.length).toBeGreaterThan(0);
    expect(company.eligible.every((o) => o.iof > 0 && o.iofNote === 'pessoa jurídica: IOF incide')).toBe(true);
  });

  it('a Simples Nacional company pays the reduced IOF on credit up to R$ 30 mil when it declares it', async () => {
    const company = { name: 'Prado Comércio Ltda', document: '11.222.333/0001-81', income: 80000 };
    // Home equity: the demo's financing products this small are SFH ones, which a company does not get.
    const small = { forJuridicalPerson: true, customer: company, assetValue: 100000, operationValue: 30000, deadline: 60 } as const;
    const plain = offer(await operator.caller.simulation.run(homeEquity(small)), 'Garantia de Imóvel')!;
    const simples = offer(await operator.caller.simulation.run(homeEquity({ ...small, simplesNacional: true })), 'Garantia de Imóvel')!;
    expect(plain.iofNote).toBe('pessoa jurídica: IOF incide');
    expect(simples.iofNote).toBe('pessoa jurídica do Simples Nacional: IOF com alíquota reduzida (até R$ 30 mil)');
    // Same 0,38 % additional rate, a third of the daily rate (0,00274 % against 0,0082 %).
    expect(simples.iof).toBeGreaterThan(0);
    expect(simples.iof).toBeLessThan(plain.iof);
  });

  it('tariffs and the cash at signing; FGTS counts only in an SFH operation', async () => {
    const r = await operator.caller.simulation.run(financing({ fgtsAmount: 50000 }));
    const caixa = offer(r, 'Habitacional SBPE SAC')!;
    expect(caixa.tariffs).toEqual([{ kind: 'valuation', label: 'Tarifa de avaliação do imóvel', amount: 3100, financed: false }]);
    // 200.000 down payment − 50.000 FGTS + ITBI 15.000 + registry 5.000 + valuation 3.100.
    expect(caixa.cashAtSigning).toMatchObject({ downPayment: 200000, fgts: 50000, itbi: 15000, registry: 5000, upfrontTariffs: 3100, total: 173100 });
    const inter = offer(r, 'Financiamento Imobiliário IPCA')!; // SFI
    expect(inter.cashAtSigning).toMatchObject({ fgts: 0, total: 223100 });
    expect(inter.notes).toContain('Este produto é do SFI: o FGTS não pode ser usado na entrada');
  });

  it('each bank’s table rules: LTV per table, "use SAC", and the SFH ceiling', async () => {
    const price = await operator.caller.simulation.run(financing({ table: 'PRICE' }));
    expect(reasonsOf(price, 'Habitacional SBPE SAC')).toEqual(['valor acima do LTV de 50 %: reduza o crédito para R$\u00a0250.000,00; em SAC o LTV é de 70 %']);
    expect(reasonsOf(price, 'Crédito Imobiliário SAC')).toEqual(['produto aceita apenas SAC: use SAC']);
    const mansion = await operator.caller.simulation.run(
      financing({ assetValue: 2_500_000, operationValue: 1_000_000, customer: { name: 'Paulo Prado', document: '529.982.247-25', birthDate: '1985-06-15', income: 200000 } }),
    );
    expect(reasonsOf(mansion, 'Habitacional SBPE SAC')).toContain('imóvel acima do teto do SFH (R$\u00a02.250.000,00): escolha um produto SFI');
    expect(offer(mansion, 'Crédito Imobiliário')).toBeDefined(); // Santander's SFI product
  });

  it('a CDI product uses the CDI projection: CET above (1,0045)^12 × 1,1215 − 1 = 17,92 % a.a.', async () => {
    const r = await operator.caller.simulation.run(homeEquity({ deadline: 120, cityPopulation: 500000 }));
    const cdi = offer(r, 'Safra Garantia Imóvel CDI')!;
    expect(cdi).toMatchObject({ postFixed: true, projection: { indexer: 'CDI', annualProjection: 0.1215, note: 'CET projetado com CDI de 12,15 % a.a.' } });
    expect(cdi.cetAnnual).toBeGreaterThan(1.0045 ** 12 * 1.1215 - 1);
  });

  it('MIP follows the oldest borrower’s age band', async () => {
    const alone = offer(await operator.caller.simulation.run(financing({ deadline: 120 })), 'Habitacional SBPE SAC')!;
    const withParent = offer(await operator.caller.simulation.run(financing({ deadline: 120, numberOfAssociates: 2, associatesBirthDates: ['1960-01-01'] })), 'Habitacional SBPE SAC')!;
    // 41 years (0,026 % a month) against 66 (0,105 %) on the balance after the month's TR correction (1,80 % a.a.):
    // 300.000 × 1,018^(1/12) × 0,00079 = R$ 237,35 more in the first instalment.
    expect(withParent.firstInstallment - alone.firstInstallment).toBeCloseTo(300000 * 1.018 ** (1 / 12) * (0.00105 - 0.00026), 1);
  });
});
