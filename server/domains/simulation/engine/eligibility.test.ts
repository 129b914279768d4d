import { describe, expect, it } from 'vitest';
import { type BankRules, bestMatch, type CreditCase, evaluateProduct, type ProductTerms } from './eligibility.ts';
import { ageInMonths, maxTermForAge } from './limits.ts';

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
const product = (over: Partial<ProductTerms> = {}): ProductTerms => ({
  id: 'p1',
  bankId: 'b1',
  name: 'Home equity PRICE',
  type: 'HomeEquity',
  table: 'PRICE',
  feeType: 'monthly',
  fee: 0.0119,
  ltv: 0.6,
  minCreditValue: 50000,
  minAssetValue: 100000,
  deadlineMin: 36,
  deadlineMax: 240,
  adminFeeMonthly: 25,
  mipMonthlyRate: 0.00025,
  dfiMonthlyRate: 0.00008,
  expenseType: 'percentage',
  expenseValueFixed: 0,
  expenseValuePercentage: 0.02,
  approveJuridicalPerson: true,
  ...over,
});
const homeEquity = (over: Partial<CreditCase> = {}): CreditCase => ({
  operationType: 'HomeEquity',
  assetValue: 500000,
  creditValue: 250000,
  termMonths: 180,
  customerAgeMonths: 40 * 12,
  monthlyIncome: 30000,
  forJuridicalPerson: false,
  isRegistered: true,
  numberOfAssociates: 1,
  graceMonths: 0,
  financeExpenses: false,
  ...over,
});
const messages = (e: ReturnType<typeof evaluateProduct>) => (e.eligible ? [] : e.reasons.map((r) => r.message));

describe('eligibility with reasons and fixes', () => {
  it('an ordinary home-equity case is eligible, with SLA range, score, CET and minimum income', () => {
    const e = evaluateProduct(homeEquity(), bank(), product());
    expect(e.eligible).toBe(true);
    if (!e.eligible) return;
    expect([e.slaMin, e.slaMax, e.score]).toEqual([20, 40, 500]);
    expect(e.result.iof).toBeGreaterThan(0); // home equity is free-use credit: IOF applies
    expect(e.result.cetMonthly).toBeGreaterThan(0.0119);
    expect(e.result.minimumIncome).toBeCloseTo(e.result.firstInstallment / 0.3, 0);
  });

  it('asked to finance the expenses, a bank that does not is not offered (its CET would leave them out), and says how to see it', () => {
    const asked = homeEquity({ financeExpenses: true });
    expect(messages(evaluateProduct(asked, bank({ financingExpenses: false }), product()))).toEqual([
      'banco não financia as despesas: desmarque "Financiar as despesas" para ver esta oferta, com as despesas pagas na assinatura',
    ]);
    const financed = evaluateProduct(asked, bank(), product());
    const notAsked = evaluateProduct(homeEquity(), bank({ financingExpenses: false }), product());
    expect(financed.eligible && notAsked.eligible && financed.result.cetMonthly > notAsked.result.cetMonthly).toBe(true);
  });

  it('credit above the LTV says how much to reduce to', () => {
    expect(messages(evaluateProduct(homeEquity({ creditValue: 350000 }), bank(), product()))).toContain('valor acima do LTV de 60 %: reduza o crédito para R$\u00a0300.000,00');
  });

  it('the legal maximum caps a generous product LTV (financing 80 %)', () => {
    const e = evaluateProduct(homeEquity({ operationType: 'Financing', creditValue: 450000 }), bank(), product({ type: 'Financing', ltv: 0.9 }));
    expect(messages(e)).toContain('valor acima do LTV de 80 %: reduza o crédito para R$\u00a0400.000,00');
  });

  it('term beyond the age rule gives the longest possible term', () => {
    const age = 70 * 12;
    const e = evaluateProduct(homeEquity({ customerAgeMonths: age, termMonths: 180 }), bank(), product());
    expect(messages(e)).toContain(`prazo excede a idade máxima: até ${maxTermForAge(age)} meses`);
    expect(maxTermForAge(age)).toBe(126);
  });

  it('unregistered property, small city, company, applicants and grace are each explained', () => {
    const strict = bank({ acceptsUnregisteredProperty: false, minCityPopulation: 100000, acceptJuridicalPerson: false, maxApplicants: 2, gracePeriodMonths: 0 });
    const m = messages(evaluateProduct(homeEquity({ isRegistered: false, cityPopulation: 20000, forJuridicalPerson: true, numberOfAssociates: 3, graceMonths: 3 }), strict, product()));
    expect(m).toEqual(
      expect.arrayContaining([
        'banco não aceita imóvel sem matrícula',
        'cidade abaixo da população mínima do banco (100.000 habitantes)',
        'banco não aceita pessoa jurídica neste produto',
        'proponentes acima do máximo do banco: até 2',
        'banco não oferece carência',
      ]),
    );
  });

  it('insufficient income names the minimum income and the way out', () => {
    const m = messages(evaluateProduct(homeEquity({ monthlyIncome: 3000 }), bank(), product()));
    expect(m.some((x) => /^renda insuficiente: a renda mínima é R\$\u00a0[\d.]+,\d{2}; adicione um proponente ou aumente o prazo \(até 240 meses\)$/.test(x))).toBe(true);
  });

  it('insufficient income only suggests what the case still allows', () => {
    const income = (over: Parameters<typeof homeEquity>[0], rules = bank()) =>
      messages(evaluateProduct(homeEquity({ monthlyIncome: 3000, ...over }), rules, product())).find((x) => x.startsWith('renda insuficiente'));
    // Already at the product's longest term: no longer term to suggest.
    expect(income({ termMonths: 240 })).toMatch(/; adicione um proponente ou reduza o crédito$/);
    // The bank takes no more proponents.
    expect(income({ numberOfAssociates: 4 })).toMatch(/; aumente o prazo \(até 240 meses\) ou reduza o crédito$/);
    expect(income({ numberOfAssociates: 4, termMonths: 240 })).toMatch(/; reduza o crédito$/);
    // The customer's age caps the term below the product's: the suggestion stops there (80 years and 6 months).
    expect(income({ customerAgeMonths: 68 * 12, termMonths: 120 })).toMatch(/aumente o prazo \(até 150 meses\)/);
    // A term the product refuses: that reason comes alone, not an income worked out for a term that cannot be chosen.
    const refused = messages(evaluateProduct(homeEquity({ monthlyIncome: 3000, termMonths: 300 }), bank(), product()));
    expect(refused).toContain('prazo fora do aceito pelo produto: escolha entre 36 e 240 meses');
    expect(refused.some((x) => x.startsWith('renda insuficiente'))).toBe(false);
  });

  it('minimums and the deadline range of the product', () => {
    const m = messages(evaluateProduct(homeEquity({ creditValue: 20000, termMonths: 300 }), bank(), product()));
    expect(m).toContain('crédito abaixo do mínimo do banco: aumente para pelo menos R$\u00a050.000,00');
    expect(m).toContain('prazo fora do aceito pelo produto: escolha entre 36 e 240 meses');
  });

  it('residential financing pays no IOF', () => {
    const e = evaluateProduct(homeEquity({ operationType: 'Financing', creditValue: 350000 }), bank(), product({ type: 'Financing', ltv: 0.8, deadlineMax: 420 }));
    expect(e.eligible && e.result.iof).toBe(0);
  });
});

describe('best match ranking', () => {
  it('ranks by CET, then instalment, then SLA, and keeps the ineligible ones apart', () => {
    const banks = [
      bank({ id: 'cheap', averageSlaMin: 30, averageSlaMax: 60 }),
      bank({ id: 'fast', averageSlaMin: 5, averageSlaMax: 10 }),
      bank({ id: 'dear' }),
      bank({ id: 'strict', acceptsUnregisteredProperty: false }),
    ];
    const products = [
      product({ id: 'dear-p', bankId: 'dear', fee: 0.015 }),
      product({ id: 'cheap-p', bankId: 'cheap', fee: 0.0099 }),
      product({ id: 'fast-p', bankId: 'fast', fee: 0.0099 }),
      product({ id: 'strict-p', bankId: 'strict', fee: 0.008 }),
      product({ id: 'vehicle', bankId: 'cheap', type: 'BestCar' }),
    ];
    const r = bestMatch(homeEquity({ isRegistered: false }), banks, products);
    expect(r.eligible.map((e) => e.product.id)).toEqual(['fast-p', 'cheap-p', 'dear-p']);
    expect(r.ineligible.map((e) => e.product.id)).toEqual(['strict-p']);
  });
});

describe('age in months', () => {
  it('counts whole months', () => {
    expect(ageInMonths('1980-05-20', '2026-05-19')).toBe(45 * 12 + 11);
    expect(ageInMonths('1980-05-20', '2026-05-20')).toBe(46 * 12);
  });
});

describe('age rule in days (docs/design/finance.md v2)', () => {
  it('born 1975-03-10, on 2026-11-25: 80 years and 6 months is 2055-09-10, so 345 months (2055-08-25) fit and 346 (2055-09-25) do not', () => {
    const c = (termMonths: number) =>
      homeEquity({ operationType: 'Financing', termMonths, creditValue: 300000, customerAgeMonths: ageInMonths('1975-03-10', '2026-11-25'), birthDate: '1975-03-10', todayIso: '2026-11-25' });
    const financing = product({ type: 'Financing', ltv: 0.8, deadlineMax: 420 });
    // Whole months (620 of age) would have allowed 966 − 620 = 346.
    expect(maxTermForAge(ageInMonths('1975-03-10', '2026-11-25'))).toBe(346);
    expect(evaluateProduct(c(345), bank(), financing).eligible).toBe(true);
    expect(messages(evaluateProduct(c(346), bank(), financing))).toEqual(['prazo excede a idade máxima: até 345 meses']);
  });
});
