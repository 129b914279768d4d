/**
 * Credit realism as tables of hand-checked cases: index projections and the ranking by projected CET,
 * IOF by purpose, tariffs in the CET, MIP by age band, LTV per table and accepted tables, the SFH ceiling and the
 * cash at signing.
 */
import { describe, expect, it } from 'vitest';
import { SIMULATION_REASONS, SIMULATION_TEXTS } from '../../../../shared/simulation-texts.ts';
import { type BankRules, bestMatch, type CatalogueContext, type CreditCase, DEFAULT_PARAMETERS, evaluateProduct, iofFor, type MipBand, mipRateFor, type ProductTerms } from './eligibility.ts';

const bank = (over: Partial<BankRules> = {}): BankRules => ({
  id: 'b1',
  name: 'Banco Um',
  acceptsUnregisteredProperty: true,
  acceptJuridicalPerson: true,
  financingExpenses: true,
  maxApplicants: 4,
  minCityPopulation: 0,
  minAssetValue: 0,
  minCreditValue: 0,
  incomeCommitment: 0.3,
  gracePeriodMonths: 6,
  averageSlaMin: 20,
  averageSlaMax: 40,
  creditScore: 500,
  ...over,
});
/** A bare product: no insurance, fee or expenses, so its CET is its (projected) rate plus only what a test adds. */
const product = (over: Partial<ProductTerms> = {}): ProductTerms => ({
  id: 'p1',
  bankId: 'b1',
  name: 'Financiamento',
  type: 'Financing',
  table: 'SAC',
  feeType: 'annual',
  fee: 0.1119,
  ltv: 0.8,
  minCreditValue: 0,
  minAssetValue: 0,
  deadlineMin: 12,
  deadlineMax: 420,
  adminFeeMonthly: 0,
  mipMonthlyRate: 0,
  dfiMonthlyRate: 0,
  expenseType: 'percentage',
  expenseValueFixed: 0,
  expenseValuePercentage: 0,
  approveJuridicalPerson: true,
  ...over,
});
const financing = (over: Partial<CreditCase> = {}): CreditCase => ({
  operationType: 'Financing',
  assetValue: 500000,
  creditValue: 350000,
  termMonths: 360,
  customerAgeMonths: 40 * 12,
  monthlyIncome: 50000,
  forJuridicalPerson: false,
  isRegistered: true,
  numberOfAssociates: 1,
  graceMonths: 0,
  financeExpenses: false,
  propertyType: 'apartamento',
  ...over,
});
const context = (ipca = 0.042, tr = 0.018, over: Partial<CatalogueContext> = {}): CatalogueContext => ({
  projections: {
    TR: { indexer: 'TR', annualProjection: tr, source: 'BCB (SGS 226)', validFrom: '2026-11-01' },
    IPCA: { indexer: 'IPCA', annualProjection: ipca, source: 'Boletim Focus (BCB)', validFrom: '2026-11-01' },
  },
  mipBands: [],
  parameters: DEFAULT_PARAMETERS,
  ...over,
});
const eligible = (e: ReturnType<typeof evaluateProduct>) => {
  if (!e.eligible) throw new Error(`ineligible: ${e.reasons.map((r) => r.message).join('; ')}`);
  return e;
};
const messages = (e: ReturnType<typeof evaluateProduct>) => (e.eligible ? [] : e.reasons.map((r) => r.message));

describe('index projections and the ranking by projected CET', () => {
  const tr = product({ id: 'caixa-tr', indexer: 'TR', fee: 0.1119, table: 'SAC' });
  const ipca = product({ id: 'inter-ipca', indexer: 'IPCA', fee: 0.09, table: 'PRICE' });

  it('the CET of a bare indexed product is (1 + fixed)·(1 + projection) − 1 a year', () => {
    // Hand-checked: 1,1119 × 1,018 − 1 = 13,1914 %; 1,09 × 1,042 − 1 = 13,5780 % (cents rounding moves the 5th decimal).
    expect(eligible(evaluateProduct(financing(), bank(), tr, context())).result.cetAnnual).toBeCloseTo(0.131914, 4);
    expect(eligible(evaluateProduct(financing(), bank(), ipca, context())).result.cetAnnual).toBeCloseTo(0.13578, 4);
  });

  it('TR + 11,19 % beats IPCA + 9 % with IPCA at 4,20 % a.a.; with IPCA at 1,50 % the order turns (never as if IPCA were zero)', () => {
    expect(bestMatch(financing(), [bank()], [ipca, tr], context(0.042)).eligible.map((e) => e.product.id)).toEqual(['caixa-tr', 'inter-ipca']);
    // 1,09 × 1,015 − 1 = 10,635 % < 13,19 %.
    expect(bestMatch(financing(), [bank()], [tr, ipca], context(0.015)).eligible.map((e) => e.product.id)).toEqual(['inter-ipca', 'caixa-tr']);
  });

  it('an indexed result says which projection it used and that instalments follow the index', () => {
    const e = eligible(evaluateProduct(financing(), bank(), ipca, context()));
    expect(e.projection).toEqual({ indexer: 'IPCA', annualProjection: 0.042, source: 'Boletim Focus (BCB)', validFrom: '2026-11-01' });
    expect(e.notes).toContain('Pós-fixado: as parcelas e o saldo acompanham o IPCA; CET projetado com IPCA de 4,20 % a.a.');
    expect(SIMULATION_TEXTS.projectedCet('IPCA', 0.045)).toBe('CET projetado com IPCA de 4,50 % a.a.');
    expect(eligible(evaluateProduct(financing(), bank(), tr, context())).notes[0]).toMatch(/^Pós-fixado: as parcelas e o saldo acompanham a TR;/);
    expect(eligible(evaluateProduct(financing(), bank(), product(), context())).projection).toBeNull();
  });

  it('without a projection an indexed product is not ranked at all, with the fix', () => {
    expect(messages(evaluateProduct(financing(), bank(), ipca, { ...context(), projections: {} }))).toEqual([SIMULATION_REASONS.missingProjection('IPCA')]);
  });
});

describe('IOF by purpose', () => {
  const cases: [string, Partial<CreditCase>, string, string | null][] = [
    ['individual, apartment', { propertyType: 'apartamento' }, 'none', null],
    ['individual, house', { propertyType: 'casa' }, 'none', null],
    ['individual, land', { propertyType: 'terreno' }, 'none', null],
    ['individual, land in a condominium', { propertyType: 'terreno_em_condominio' }, 'none', null],
    ['individual, commercial room', { propertyType: 'sala' }, 'individual', 'imóvel comercial: IOF incide'],
    ['individual, warehouse', { propertyType: 'galpao' }, 'individual', 'imóvel comercial: IOF incide'],
    ['individual, factory', { propertyType: 'fabrica' }, 'individual', 'imóvel comercial: IOF incide'],
    ['individual, other property', { propertyType: 'outros' }, 'individual', 'imóvel comercial: IOF incide'],
    ['company, apartment', { forJuridicalPerson: true }, 'company', 'pessoa jurídica: IOF incide'],
    ['company in the Simples, R$\u00a030 mil', { forJuridicalPerson: true, simplesNacional: true, creditValue: 30000 }, 'simples', SIMULATION_TEXTS.iofSimplesNacional],
    ['company in the Simples, above R$\u00a030 mil', { forJuridicalPerson: true, simplesNacional: true, creditValue: 30000.01 }, 'company', 'pessoa jurídica: IOF incide'],
    ['home equity, house', { operationType: 'HomeEquity', propertyType: 'casa' }, 'individual', null],
    ['vehicle', { operationType: 'SimpleBest', propertyType: undefined }, 'individual', null],
  ];
  it.each(cases)('%s', (_, over, kind, note) => {
    expect(iofFor(financing(over))).toEqual({ kind, note });
  });

  it('commercial property pays IOF in the result and says so; a residential one pays nothing', () => {
    const home = eligible(evaluateProduct(financing(), bank(), product(), context()));
    const room = eligible(evaluateProduct(financing({ propertyType: 'sala' }), bank(), product(), context()));
    expect(home.result.iof).toBe(0);
    // SAC over 360 months, per real financed: 0,0082 %/day × (30·(1+…+12)/360 + 348/360 × 365 days) + 0,38 %
    // = 0,000082 × 359,3333 + 0,0038 = 3,32653 % (the IOF is financed, so it is k of the financed amount).
    expect(room.result.iof / room.result.financedAmount).toBeCloseTo(0.0332653, 6);
    expect(room.iofNote).toBe('imóvel comercial: IOF incide');
    expect(room.result.cetAnnual).toBeGreaterThan(home.result.cetAnnual);
  });
});

describe('tariffs in the CET and the cash at signing', () => {
  const tariffs = { valuation: 3100, contract: 1000, lienRegistration: 0, financed: false };

  it('up-front tariffs lower what is released: CET with them > without; they are listed and in the cash at signing', () => {
    const bare = eligible(evaluateProduct(financing(), bank(), product(), context()));
    const withTariffs = eligible(evaluateProduct(financing(), bank(), product({ tariffs }), context()));
    expect(withTariffs.result.cetAnnual).toBeGreaterThan(bare.result.cetAnnual);
    expect(withTariffs.result.firstInstallment).toBe(bare.result.firstInstallment); // nothing financed
    expect(withTariffs.tariffs).toEqual([
      { kind: 'valuation', amount: 3100, financed: false },
      { kind: 'contract', amount: 1000, financed: false },
    ]);
    // Down payment 150.000 + ITBI 3 % of 500.000 (15.000) + registry 1 % (5.000) + tariffs 4.100.
    expect(withTariffs.cashAtSigning).toEqual({ downPayment: 150000, fgts: 0, itbi: 15000, registry: 5000, upfrontTariffs: 4100, total: 174100 });
  });

  it('financed tariffs enlarge the financed amount and the instalment, and are not paid at signing', () => {
    const bare = eligible(evaluateProduct(financing(), bank(), product(), context()));
    const financed = eligible(evaluateProduct(financing(), bank(), product({ tariffs: { ...tariffs, financed: true } }), context()));
    expect(financed.result.financedAmount).toBe(354100);
    expect(financed.result.cetAnnual).toBeGreaterThan(bare.result.cetAnnual);
    expect(financed.cashAtSigning.upfrontTariffs).toBe(0);
  });

  it('vehicle financing: lien registration is a tariff, the rest of the price is paid at signing, no ITBI or registry estimate', () => {
    const car = eligible(
      evaluateProduct(
        financing({ operationType: 'SimpleBest', assetValue: 80000, creditValue: 60000, termMonths: 48, propertyType: undefined }),
        bank(),
        product({ type: 'SimpleBest', table: 'PRICE', feeType: 'monthly', fee: 0.0189, ltv: 0.9, tariffs: { valuation: 0, contract: 850, lienRegistration: 250, financed: true } }),
        context(),
      ),
    );
    expect(car.tariffs.map((t) => t.kind)).toEqual(['contract', 'lienRegistration']);
    expect(car.cashAtSigning).toEqual({ downPayment: 20000, fgts: 0, itbi: 0, registry: 0, upfrontTariffs: 0, total: 20000 });
  });
});

describe('MIP by age band of the oldest borrower', () => {
  const bands: MipBand[] = [
    { insurer: 'default', ageFrom: 0, ageTo: 30, rate: 0.0001 },
    { insurer: 'default', ageFrom: 31, ageTo: 40, rate: 0.00014 },
    { insurer: 'default', ageFrom: 41, ageTo: 50, rate: 0.00026 },
    { insurer: 'itau', ageFrom: 0, ageTo: 40, rate: 0.000133 },
    { insurer: 'itau', ageFrom: 41, ageTo: 120, rate: 0.0005 },
  ];
  const cases: [string, number | undefined, string | undefined, number][] = [
    ['30 years: first band', 30, 'default', 0.0001],
    ['31 years: next band', 31, 'default', 0.00014],
    ['40 years: still 31–40', 40, 'default', 0.00014],
    ['41 years: 41–50', 41, 'default', 0.00026],
    ['itaú, 40 years', 40, 'itau', 0.000133],
    ['itaú, 41 years', 41, 'itau', 0.0005],
    ['no band for the age: the product rate', 60, 'default', 0.00025],
    ['a company (no age): the product rate', undefined, 'default', 0.00025],
    ['an insurer without bands: the product rate', 40, 'mapfre', 0.00025],
  ];
  it.each(cases)('%s', (_, age, insurer, rate) => {
    expect(mipRateFor(financing({ oldestAgeYears: age }), product({ insurer, mipMonthlyRate: 0.00025 }), bands)).toBe(rate);
  });

  it('an older borrower pays more insurance in the first instalment: 350.000 × (0,00026 − 0,00014) = R$\u00a042,00', () => {
    const ctx = context(0.042, 0.018, { mipBands: bands });
    const young = eligible(evaluateProduct(financing({ oldestAgeYears: 40 }), bank(), product(), ctx));
    const older = eligible(evaluateProduct(financing({ oldestAgeYears: 41 }), bank(), product(), ctx));
    expect(older.result.firstInstallment - young.result.firstInstallment).toBeCloseTo(42, 2);
  });
});

describe('each bank’s rules per amortisation table', () => {
  const both = product({ table: 'SAC', acceptedTables: ['SAC', 'PRICE'], ltv: 0.8, ltvByTable: { PRICE: 0.7 } });

  it('LTV per table: 80 % in SAC, 70 % in PRICE, with the way out', () => {
    expect(evaluateProduct(financing({ creditValue: 400000, table: 'SAC' }), bank(), both, context()).eligible).toBe(true);
    expect(messages(evaluateProduct(financing({ creditValue: 400000, table: 'PRICE' }), bank(), both, context()))).toEqual([
      'valor acima do LTV de 70 %: reduza o crédito para R$\u00a0350.000,00; em SAC o LTV é de 80 %',
    ]);
    expect(evaluateProduct(financing({ creditValue: 350000, table: 'PRICE' }), bank(), both, context()).eligible).toBe(true);
  });

  it('a SAC-only product is never quoted in PRICE: "use SAC"', () => {
    const sacOnly = product({ acceptedTables: ['SAC'] });
    expect(messages(evaluateProduct(financing({ table: 'PRICE' }), bank(), sacOnly, context()))).toEqual(['produto aceita apenas SAC: use SAC']);
    expect(evaluateProduct(financing({ table: 'SAC' }), bank(), sacOnly, context()).eligible).toBe(true);
  });

  it('SFH: a property above the ceiling (R$\u00a02.250.000) is refused; at the ceiling it is fine', () => {
    const sfh = product({ housingSystem: 'SFH' });
    expect(evaluateProduct(financing({ assetValue: 2_250_000, creditValue: 1_000_000 }), bank(), sfh, context()).eligible).toBe(true);
    expect(messages(evaluateProduct(financing({ assetValue: 2_250_001, creditValue: 1_000_000 }), bank(), sfh, context()))).toEqual([
      'imóvel acima do teto do SFH (R$\u00a02.250.000,00): escolha um produto SFI',
    ]);
    // An SFI product has no ceiling.
    expect(evaluateProduct(financing({ assetValue: 3_000_000, creditValue: 1_000_000 }), bank(), product({ housingSystem: 'SFI' }), context()).eligible).toBe(true);
  });

  it('SFH: a contract rate above the cap (12 % a.a.) is refused; the cap is a dated parameter', () => {
    const dear = product({ housingSystem: 'SFH', fee: 0.1201 });
    expect(messages(evaluateProduct(financing(), bank(), dear, context()))).toEqual(['taxa acima do teto do SFH (12,00 % a.a.): produto indisponível no SFH']);
    const raised = context(0.042, 0.018, { parameters: { ...DEFAULT_PARAMETERS, sfhRateCap: 0.13 } });
    expect(evaluateProduct(financing(), bank(), dear, raised).eligible).toBe(true);
  });

  it('FGTS pays part of the down payment in an SFH operation only', () => {
    const sfh = eligible(evaluateProduct(financing({ fgtsAmount: 40000 }), bank(), product({ housingSystem: 'SFH' }), context()));
    expect(sfh.cashAtSigning).toMatchObject({ downPayment: 150000, fgts: 40000, total: 150000 - 40000 + 15000 + 5000 });
    const sfi = eligible(evaluateProduct(financing({ fgtsAmount: 40000 }), bank(), product({ housingSystem: 'SFI' }), context()));
    expect(sfi.cashAtSigning.fgts).toBe(0);
    // The note names why, so two banks' offers for the same case can be told apart.
    expect(sfi.notes).toContain('Este produto é do SFI: o FGTS não pode ser usado na entrada');
    // A company or a commercial property gets no SFH product at all (case-fit.test.ts); on the SFI one, the note says
    // what in the case keeps the FGTS out, not just the product's system.
    const company = eligible(evaluateProduct(financing({ fgtsAmount: 40000, forJuridicalPerson: true }), bank(), product({ housingSystem: 'SFI' }), context()));
    expect(company.cashAtSigning.fgts).toBe(0);
    expect(company.notes).toContain('FGTS não pode ser usado por pessoa jurídica');
    const shop = eligible(evaluateProduct(financing({ fgtsAmount: 40000, propertyType: 'sala' }), bank(), product({ housingSystem: 'SFI' }), context()));
    expect(shop.cashAtSigning.fgts).toBe(0);
    expect(shop.notes).toContain('FGTS só pode ser usado na compra de imóvel residencial');
  });
});
