import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { creditAboveLimit, ZAssociate, ZDealOperationStep } from './deals.ts';

describe('credit against the asset', () => {
  it('holds real estate to its legal share and a vehicle to its own value', () => {
    expect(creditAboveLimit('Financing', 480_000, 600_000)).toBeUndefined();
    expect(creditAboveLimit('Financing', 480_001, 600_000)).toBe(MSG.maxCreditPercentage(80));
    expect(creditAboveLimit('HomeEquity', 360_001, 600_000)).toBe(MSG.maxCreditPercentage(60));
    // A R$ 98.000,00 car does not back R$ 9.999.999,00 (found on the public proposal).
    expect(creditAboveLimit('SimpleBest', 98_000, 98_000)).toBeUndefined();
    expect(creditAboveLimit('SimpleBest', 9_999_999, 98_000)).toBe('O valor do crédito não pode ser maior do que o valor do veículo');
    expect(creditAboveLimit('BestCar', 98_000.01, 98_000)).toBe(MSG.creditAboveVehicle);
  });
});

describe('a purchase’s down payment and credit against the price', () => {
  const operation = (over: Record<string, unknown>) => ({
    operationType: 'Financing',
    operationValue: 300_000,
    deadline: 360,
    asset: { kind: 'realty', value: 400_000, type: 'apartamento', isRegistered: true },
    ...over,
  });
  const issues = (over: Record<string, unknown>) => (ZDealOperationStep.safeParse(operation(over)).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('up to the price together; past it, on the down payment, saying how far it goes', () => {
    expect(issues({ downPayment: 100_000 })).toEqual([]);
    expect(issues({ downPayment: 100_000.01 })).toEqual([['downPayment', 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0100.000,00']]);
  });

  it('leaves the financed value free to carry expenses on top of the credit, and home equity (no down payment) alone', () => {
    expect(issues({ downPayment: 100_000, financedValue: 312_000 })).toEqual([]);
    expect(issues({ operationType: 'HomeEquity', operationValue: 200_000, deadline: 180, downPayment: 300_000 })).toEqual([]);
  });
});

describe("a company proponent's corporate name", () => {
  const company = (name: string) => ({ personType: 'company', name, document: '11.222.333/0001-81', birthDate: '2010-03-01' });
  const nameIssues = (name: string) => (ZAssociate.safeParse(company(name)).error?.issues ?? []).filter((i) => i.path.join('.') === 'name').map((i) => i.message);

  it('refuses a single character and takes two', () => {
    expect(nameIssues('A')).toEqual([MSG.minLength(2)]);
    expect(nameIssues(' B ')).toEqual([MSG.minLength(2)]);
    expect(nameIssues('3M')).toEqual([]);
    expect(nameIssues('Padaria Pão Quente Ltda')).toEqual([]);
  });
});

describe("a person proponent's mother's name", () => {
  const person = (motherName: string) => ({ personType: 'individual', name: 'Bruna Castro', document: '390.533.447-05', birthDate: '1991-05-15', motherName });
  const issues = (motherName: string) => (ZAssociate.safeParse(person(motherName)).error?.issues ?? []).filter((i) => i.path.join('.') === 'motherName').map((i) => i.message);

  it('asks for at least 2 letters, as a person’s own name', () => {
    expect(issues('M')).toEqual(['O primeiro nome deve ter pelo menos 2 caracteres']);
    expect(issues(' M ')).toEqual(['O primeiro nome deve ter pelo menos 2 caracteres']);
    expect(issues('Ma')).toEqual([]);
    expect(issues('Marta Castro')).toEqual([]);
  });
});
