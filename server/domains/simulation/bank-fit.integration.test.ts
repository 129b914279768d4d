/**
 * Which banks fit the case, through simulation.run as the screens call it on the demo catalogue: a bank or product
 * that cannot take the case (asset type, SFH, financed expenses) is listed among those that do not fit, with the pt-BR
 * reason the broker reads, never ranked as an offer. The pure rules are in engine/case-fit.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.demo.users.operator.email, env.demo.password)]);
});
afterAll(() => env?.close());

describe('which banks fit the case, as the broker reads the comparison', () => {
  const customer = { name: 'Paulo Prado', document: '529.982.247-25', birthDate: '1985-06-15', income: 40000 };
  const financing = (over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
    type: 'Financing',
    customer,
    assetValue: 500000,
    assetType: 'apartamento',
    operationValue: 300000,
    deadline: 360,
    ...over,
  });
  const vehicle = (over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
    type: 'SimpleBest',
    customer,
    assetValue: 90000,
    assetType: 'veiculo_leve',
    operationValue: 60000,
    deadline: 48,
    ...over,
  });
  const refusalsOf = (r: { ineligible: { productName: string; bank: { name: string }; reasons: { code: string; message: string }[] }[] }, code: string) =>
    r.ineligible.filter((i) => i.reasons.some((x) => x.code === code)).map((i) => `${i.bank.name} — ${i.productName}: ${i.reasons.find((x) => x.code === code)!.message}`);

  it('a factory gets no real-estate offer: every bank says it does not take factories, and which properties it takes', async () => {
    const r = await operator.caller.simulation.run(financing({ assetType: 'fabrica' }));
    expect(r.eligible).toEqual([]);
    expect(r.ineligible.length).toBeGreaterThan(3);
    for (const i of r.ineligible) {
      expect(i.reasons, i.bank.name).toContainEqual({
        code: 'assetType',
        message: 'banco não aceita este tipo de imóvel: fábrica; aceita apenas casa, sala comercial, galpão, apartamento, terreno e terreno em condomínio',
      });
    }
    // The same catalogue still offers an apartment.
    expect((await operator.caller.simulation.run(financing())).eligible.length).toBeGreaterThan(0);
  });

  it('a house gets no vehicle offers; a heavy vehicle is refused by a product of light vehicles only', async () => {
    const house = await operator.caller.simulation.run(vehicle({ assetType: 'casa' }));
    expect(house.eligible).toEqual([]);
    expect(house.ineligible.length).toBeGreaterThan(0);
    expect(house.ineligible.every((i) => i.reasons.some((x) => x.code === 'assetType' && x.message.endsWith('não aceita este tipo de imóvel: casa; financia apenas veículos')))).toBe(true);

    const sicoob = (await admin.caller.bankPartners.list({})).find((b) => b.name === 'Sicoob')!;
    const { product } = await admin.caller.products.create({
      name: 'CDC Leves',
      global: false,
      financialInstitutionId: sicoob.id,
      segment: 'Vehicular',
      type: 'SimpleBest',
      fee: 1.5,
      feeType: 'monthly',
      table: 'PRICE',
      indexer: 'Fixa',
      insurer: 'default',
      administrationFee: 0,
      expenseType: 'fixed',
      expenseValueFixed: 0,
      expenseValuePercentage: 0,
      ltv: 90,
      approveJuridicalPerson: true,
      minAssetValue: 1000,
      minCreditValue: 1000,
      maxFee: 3,
      minFee: 1,
      deadlineMin: 12,
      deadlineMax: 60,
      availableAssetType: ['veiculo_leve'],
    });
    try {
      const heavy = await operator.caller.simulation.run(vehicle({ assetType: 'veiculo_pesado' }));
      expect(refusalsOf(heavy, 'assetType')).toEqual(['Sicoob — CDC Leves: produto não financia este tipo de veículo: veículo pesado; financia apenas veículo leve']);
      expect(heavy.eligible.length).toBeGreaterThan(0); // the demo banks finance heavy vehicles
      expect((await operator.caller.simulation.run(vehicle())).eligible.map((o) => o.productName)).toContain('CDC Leves');
    } finally {
      await admin.caller.products.delete({ id: product.id });
    }
  });

  it('SFH products go to a person buying a home: a company, or a commercial property, gets the SFI ones only', async () => {
    const isSfi = (name: string) => ['Crédito Imobiliário', 'Financiamento Imobiliário IPCA'].includes(name);
    const company = await operator.caller.simulation.run(financing({ forJuridicalPerson: true, customer: { name: 'Prado Comércio Ltda', document: '11.222.333/0001-81', income: 80000 } }));
    expect(company.eligible.map((o) => o.productName)).toEqual(['Crédito Imobiliário']); // Santander's SFI product
    expect(refusalsOf(company, 'sfhCompany')).toContain('Itaú Unibanco — Financiamento Imobiliário: o SFH é só para pessoa física: para pessoa jurídica, escolha um produto SFI');

    const room = await operator.caller.simulation.run(financing({ assetType: 'sala' }));
    expect(room.eligible.length).toBeGreaterThan(0);
    expect(room.eligible.every((o) => isSfi(o.productName))).toBe(true);
    expect(refusalsOf(room, 'sfhResidential')).toContain(
      'Caixa Econômica Federal — Habitacional SBPE SAC: o SFH é só para imóvel residencial (tipo do imóvel: sala comercial): escolha um produto SFI',
    );

    const home = await operator.caller.simulation.run(financing());
    expect(home.eligible.some((o) => o.productName === 'Habitacional SBPE SAC')).toBe(true);
  });

  it('asked to finance the expenses, a bank that does not finance them is refused, saying so, instead of ranking on a CET without them', async () => {
    const plain = await operator.caller.simulation.run(financing());
    expect(plain.eligible.some((o) => o.bank.name === 'Banco Inter')).toBe(true);
    const asked = await operator.caller.simulation.run(financing({ isFinancingExpensesRequired: true }));
    expect(asked.eligible.some((o) => o.bank.name === 'Banco Inter')).toBe(false);
    expect(refusalsOf(asked, 'expenses')).toEqual([
      'Banco Inter — Financiamento Imobiliário IPCA: banco não financia as despesas: desmarque "Financiar as despesas" para ver esta oferta, com as despesas pagas na assinatura',
    ]);
    // Every offer left carries the expenses on its balance (2 % of the property value in the demo catalogue).
    expect(asked.eligible.length).toBeGreaterThan(0);
    for (const o of asked.eligible) expect(o.financedAmount, o.bank.name).toBeGreaterThanOrEqual(300000 + 10000);
  });
});
