/**
 * Which banks fit the case, as a broker reads the comparison: a bank or product that cannot take the case is listed
 * among those that do not fit, with the pt-BR reason, never ranked as an offer. Tables of cases on the pure engine.
 */
import { describe, expect, it } from 'vitest';
import { type BankRules, bestMatch, type CreditCase, evaluateProduct, type ProductTerms } from './eligibility.ts';

/** The demo catalogue's lists: a real-estate bank takes these property types (no factory, no "outros"). */
const REALTY = ['casa', 'apartamento', 'sala', 'terreno', 'terreno_em_condominio', 'galpao'];
const VEHICLES = ['veiculo_leve', 'veiculo_pesado'];

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
  availableAssetTypes: [...REALTY, ...VEHICLES],
  ...over,
});
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
  expenseValuePercentage: 0.02,
  approveJuridicalPerson: true,
  availableAssetTypes: REALTY,
  ...over,
});
const vehicleProduct = (over: Partial<ProductTerms> = {}): ProductTerms =>
  product({ id: 'v1', name: 'CDC Veículos', type: 'SimpleBest', table: 'PRICE', feeType: 'monthly', fee: 0.0199, ltv: 0.9, deadlineMax: 60, availableAssetTypes: VEHICLES, ...over });

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
  assetType: 'apartamento',
  ...over,
});
const vehicle = (over: Partial<CreditCase> = {}): CreditCase =>
  financing({ operationType: 'SimpleBest', assetValue: 80000, creditValue: 40000, termMonths: 36, propertyType: undefined, assetType: 'veiculo_leve', ...over });

const messages = (e: ReturnType<typeof evaluateProduct>) => (e.eligible ? [] : e.reasons.map((r) => r.message));
/** The comparison as the screens list it: offers by product id, and every refusal with its reasons. */
function compare(c: CreditCase, banks: BankRules[], products: ProductTerms[]) {
  const r = bestMatch(c, banks, products);
  return { offered: r.eligible.map((e) => e.product.id), refused: Object.fromEntries(r.ineligible.map((e) => [e.product.id, e.reasons.map((x) => x.message)])) };
}

describe('the asset types a bank and a product take (bankPartner availableAssetTypeList, product availableAssetType)', () => {
  const ALL_REALTY = 'aceita apenas casa, sala comercial, galpão, apartamento, terreno e terreno em condomínio';

  it('a factory is refused by a real-estate bank that does not take factories, which says what it takes', () => {
    expect(compare(financing({ propertyType: 'fabrica', assetType: 'fabrica' }), [bank()], [product()])).toEqual({
      offered: [],
      refused: { p1: [`banco não aceita este tipo de imóvel: fábrica; ${ALL_REALTY}`] },
    });
  });

  it('a product narrower than its bank refuses on its own: a commercial room for a houses-and-flats product', () => {
    const homes = product({ id: 'homes', availableAssetTypes: ['apartamento', 'casa'] });
    expect(compare(financing({ propertyType: 'sala', assetType: 'sala' }), [bank()], [homes, product()])).toEqual({
      offered: ['p1'],
      refused: { homes: ['produto não aceita este tipo de imóvel: sala comercial; aceita apenas casa e apartamento'] },
    });
  });

  it('a house gets no vehicle offers', () => {
    const vehicleBank = bank({ id: 'bv', availableAssetTypes: VEHICLES });
    const both = compare(vehicle({ assetType: 'casa' }), [bank(), vehicleBank], [vehicleProduct(), vehicleProduct({ id: 'v2', bankId: 'bv' })]);
    expect(both).toEqual({
      offered: [],
      refused: { v1: ['produto não aceita este tipo de imóvel: casa; financia apenas veículos'], v2: ['banco não aceita este tipo de imóvel: casa; financia apenas veículos'] },
    });
  });

  it('a heavy vehicle is refused by a bank or product of light vehicles only, and gets no real-estate offers', () => {
    const lightBank = bank({ id: 'light', availableAssetTypes: ['veiculo_leve'] });
    const lightProduct = vehicleProduct({ id: 'lightProduct', availableAssetTypes: ['veiculo_leve'] });
    expect(compare(vehicle({ assetType: 'veiculo_pesado' }), [bank(), lightBank], [vehicleProduct(), lightProduct, vehicleProduct({ id: 'v2', bankId: 'light' })])).toEqual({
      offered: ['v1'],
      refused: {
        lightProduct: ['produto não financia este tipo de veículo: veículo pesado; financia apenas veículo leve'],
        v2: ['banco não financia este tipo de veículo: veículo pesado; financia apenas veículo leve'],
      },
    });
    expect(compare(financing({ propertyType: undefined, assetType: 'veiculo_pesado' }), [bank()], [product()])).toEqual({
      offered: [],
      refused: { p1: ['produto não financia este tipo de veículo: veículo pesado; financia apenas imóveis'] },
    });
  });

  it('an asset both take is offered; a case that does not say its asset type, or a list left empty, refuses nobody', () => {
    expect(evaluateProduct(financing({ propertyType: 'casa', assetType: 'casa' }), bank(), product()).eligible).toBe(true);
    expect(evaluateProduct(vehicle({ assetType: 'veiculo_pesado' }), bank(), vehicleProduct()).eligible).toBe(true);
    expect(messages(evaluateProduct(financing({ propertyType: undefined, assetType: undefined }), bank(), product()))).toEqual([]);
    expect(messages(evaluateProduct(financing({ propertyType: 'fabrica', assetType: 'fabrica' }), bank({ availableAssetTypes: [] }), product({ availableAssetTypes: undefined })))).toEqual([]);
  });

  it('the asset type is said once, by the bank, when both refuse, beside the case’s other reasons', () => {
    const refusal = messages(evaluateProduct(financing({ propertyType: 'fabrica', assetType: 'fabrica', isRegistered: false }), bank({ acceptsUnregisteredProperty: false }), product()));
    expect(refusal).toEqual([`banco não aceita este tipo de imóvel: fábrica; ${ALL_REALTY}`, 'banco não aceita imóvel sem matrícula']);
  });
});

describe('the SFH is for a natural person buying a residential property (docs/design/finance.md: housing credit, as for the IOF)', () => {
  // Lists left open, so only the housing system decides.
  const anyBank = bank({ availableAssetTypes: [] });
  const sfh = product({ id: 'sfh', housingSystem: 'SFH', availableAssetTypes: undefined });
  const sfi = product({ id: 'sfi', housingSystem: 'SFI', availableAssetTypes: undefined });
  const FOR_PERSONS = 'o SFH é só para pessoa física: para pessoa jurídica, escolha um produto SFI';

  it('a company is refused by the SFH product, with the way out; the same bank’s SFI product is offered', () => {
    expect(compare(financing({ forJuridicalPerson: true }), [anyBank], [sfh, sfi])).toEqual({ offered: ['sfi'], refused: { sfh: [FOR_PERSONS] } });
  });

  it.each([
    ['sala', 'sala comercial'],
    ['galpao', 'galpão'],
    ['fabrica', 'fábrica'],
    ['outros', 'outros'],
  ])('a person buying a commercial property (%s) is refused by the SFH product, naming the property type', (type, label) => {
    expect(compare(financing({ propertyType: type, assetType: type }), [anyBank], [sfh, sfi])).toEqual({
      offered: ['sfi'],
      refused: { sfh: [`o SFH é só para imóvel residencial (tipo do imóvel: ${label}): escolha um produto SFI`] },
    });
  });

  it('a company buying a commercial room hears both', () => {
    expect(messages(evaluateProduct(financing({ forJuridicalPerson: true, propertyType: 'galpao', assetType: 'galpao' }), anyBank, sfh))).toEqual([
      FOR_PERSONS,
      'o SFH é só para imóvel residencial (tipo do imóvel: galpão): escolha um produto SFI',
    ]);
  });

  it('a vehicle sent as the asset of a property financing is refused for its type alone, not as a "tipo do imóvel"', () => {
    const realtyOnly = product({ housingSystem: 'SFH' });
    expect(messages(evaluateProduct(financing({ propertyType: 'veiculo_pesado', assetType: 'veiculo_pesado' }), bank(), realtyOnly))).toEqual([
      'produto não financia este tipo de veículo: veículo pesado; financia apenas imóveis',
    ]);
  });

  it.each(['casa', 'apartamento', 'terreno', 'terreno_em_condominio'])('a person buying a residential property (%s) is offered the SFH product', (type) => {
    expect(compare(financing({ propertyType: type, assetType: type }), [anyBank], [sfh, sfi])).toEqual({ offered: ['sfh', 'sfi'], refused: {} });
  });
});

describe('asked to finance the expenses (ITBI, registry), a bank that does not finance them', () => {
  const EXPENSES = 'banco não financia as despesas: desmarque "Financiar as despesas" para ver esta oferta, com as despesas pagas na assinatura';
  // Same product terms at both banks; the one that finances the expenses has the higher CET (they are not released).
  const financer = bank({ id: 'fin', name: 'Financia' });
  const nonFinancer = bank({ id: 'non', name: 'Não financia', financingExpenses: false });
  const products = [product({ id: 'atNon', bankId: 'non' }), product({ id: 'atFin', bankId: 'fin' })];

  it('is not ranked first with a CET that leaves the expenses out: it is refused, saying why and how to see it', () => {
    expect(compare(financing({ financeExpenses: true }), [financer, nonFinancer], products)).toEqual({ offered: ['atFin'], refused: { atNon: [EXPENSES] } });
  });

  it('is offered as usual when the expenses are not asked to be financed (and then ranks on the same terms)', () => {
    expect(compare(financing({ financeExpenses: false }), [financer, nonFinancer], products)).toEqual({ offered: ['atNon', 'atFin'], refused: {} });
  });

  it('the financed expenses really are in the offer of the bank that finances them: 2 % of R$ 500.000 on the balance', () => {
    const [offer] = bestMatch(financing({ financeExpenses: true }), [financer, nonFinancer], products).eligible;
    expect(offer.result.financedAmount).toBeCloseTo(350000 + 10000, 2);
    expect(offer.cashAtSigning.itbi).toBe(15000 - 10000);
  });
});
