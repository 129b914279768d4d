import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { fullNameSchema } from './common.ts';
import { ZAssociate } from './deals.ts';
import { ZPayer } from './subscriptions.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field = 'name') =>
  (r.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);

describe("the spec's name rules for a person", () => {
  it('asks for the surname, a first name of 2 letters and a surname of 2 letters', () => {
    expect(fullNameSchema.safeParse('Maria').error?.issues.map((i) => i.message)).toEqual([MSG.surname]);
    expect(fullNameSchema.safeParse('M Souza').error?.issues.map((i) => i.message)).toEqual([MSG.firstNameMin(2)]);
    expect(fullNameSchema.safeParse('Maria S').error?.issues.map((i) => i.message)).toEqual([MSG.secondNameMin(2)]);
    expect(MSG.secondNameMin(2)).toBe('O sobrenome deve ter pelo menos 2 caracteres');
  });

  it('accepts particles in the middle and short real surnames', () => {
    for (const name of ['João de Sá', 'Ana Lu', 'Maria da Conceição e Silva']) expect(fullNameSchema.safeParse(name).success).toBe(true);
  });

  const associate = {
    main: true,
    personType: 'individual',
    type: 'CUSTOMER',
    document: '529.982.247-25',
    birthDate: '1980-01-01',
    gender: 'feminino',
    maritalStatus: 'casado',
    motherName: 'Ana Souza',
  } as const;

  it("applies to a deal's individual associate, on the name field, but not to a company's corporate name", () => {
    expect(messages(ZAssociate.safeParse({ ...associate, name: 'Maria' }))).toEqual([MSG.surname]);
    expect(messages(ZAssociate.safeParse({ ...associate, name: 'Maria Souza' }))).toEqual([]);
    const company = { ...associate, personType: 'company', document: '11.222.333/0001-81', name: 'Petrobras', gender: undefined, maritalStatus: undefined, motherName: undefined };
    expect(ZAssociate.safeParse(company).success).toBe(true);
  });

  it('applies to a payer with a CPF, not to one with a CNPJ', () => {
    const payer = { email: 'a@exemplo.com.br', phone: '(11) 98765-4321', addressNumber: '10', postalCode: '01310-100' };
    expect(messages(ZPayer.safeParse({ ...payer, document: '529.982.247-25', name: 'Maria' }))).toEqual([MSG.surname]);
    expect(ZPayer.safeParse({ ...payer, document: '11.222.333/0001-81', name: 'Acme' }).success).toBe(true);
  });
});

/** The ISO date `years` years before today, or the day after (one day short of that birthday). */
function yearsAgo(years: number, dayShort = false): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  if (dayShort) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('a person who takes the credit is an adult', () => {
  const base = { type: 'HomeEquity', assetValue: 500000, operationValue: 200000, deadline: 120 } as const;
  const customer = (birthDate: string) => ({ name: 'Maria Souza', document: '529.982.247-25', birthDate, income: 20000 });

  it('the simulation takes a customer from their 18th birthday on, and says so before it', async () => {
    const { ZSimulationRequest } = await import('./simulation.ts');
    expect(messages(ZSimulationRequest.safeParse({ ...base, customer: customer(yearsAgo(18)) }), 'customer.birthDate')).toEqual([]);
    expect(messages(ZSimulationRequest.safeParse({ ...base, customer: customer(yearsAgo(18, true)) }), 'customer.birthDate')).toEqual([MSG.customerMinAge]);
    // A company's customer has no birth date to judge.
    const company = { name: 'Nova Ltda', document: '11.222.333/0001-81', income: 200000 };
    expect(ZSimulationRequest.safeParse({ ...base, forJuridicalPerson: true, customer: company }).success).toBe(true);
  });

  it("a deal's individual proponent too; a seller, or a company opened last year, is not judged by age", () => {
    const proponent = { name: 'Maria Souza', personType: 'individual', type: 'CUSTOMER', document: '529.982.247-25', gender: 'feminino', maritalStatus: 'solteiro', motherName: 'Ana Souza' } as const;
    expect(messages(ZAssociate.safeParse({ ...proponent, birthDate: yearsAgo(18) }), 'birthDate')).toEqual([]);
    expect(messages(ZAssociate.safeParse({ ...proponent, birthDate: yearsAgo(17) }), 'birthDate')).toEqual([MSG.customerMinAge]);
    expect(ZAssociate.safeParse({ ...proponent, type: 'SELLER', birthDate: yearsAgo(17) }).success).toBe(true);
    const company = {
      ...proponent,
      personType: 'company',
      document: '11.222.333/0001-81',
      name: 'Nova Ltda',
      birthDate: yearsAgo(1),
      gender: undefined,
      maritalStatus: undefined,
      motherName: undefined,
    };
    expect(ZAssociate.safeParse(company).success).toBe(true);
  });
});

describe('the simulation customer', () => {
  it('follows the name rules for a person and not for a company', async () => {
    const { ZSimulationRequest } = await import('./simulation.ts');
    const base = { type: 'HomeEquity', assetValue: 500000, operationValue: 200000, deadline: 120 } as const;
    const person = ZSimulationRequest.safeParse({ ...base, customer: { name: 'Maria', document: '529.982.247-25', birthDate: '1980-01-01', income: 20000 } });
    expect(messages(person, 'customer.name')).toEqual([MSG.surname]);
    const company = ZSimulationRequest.safeParse({ ...base, forJuridicalPerson: true, customer: { name: 'Petrobras', document: '11.222.333/0001-81', income: 200000 } });
    expect(messages(company, 'customer.name')).toEqual([]);
    const blank = ZSimulationRequest.safeParse({ ...base, customer: { name: '', document: '529.982.247-25', birthDate: '1980-01-01', income: 20000 } });
    expect(messages(blank, 'customer.name')).toEqual([MSG.customerNameRequired]);
    const blankCompany = ZSimulationRequest.safeParse({ ...base, forJuridicalPerson: true, customer: { name: ' ', document: '11.222.333/0001-81', income: 200000 } });
    expect(messages(blankCompany, 'customer.name')).toEqual([MSG.corporateNameRequired]);
    // Not sent at all (an API call): the generic rule, said once.
    const missing = ZSimulationRequest.safeParse({ ...base, customer: { document: '529.982.247-25', birthDate: '1980-01-01', income: 20000 } });
    expect(messages(missing, 'customer.name')).toEqual([MSG.required]);
  });
});

describe('the apostrophe a phone keyboard types', () => {
  // iOS and Android type ’ by default: "D’Ávila" is the same name as "D'Ávila", and is stored with the straight one.
  const typed = ['Maria D’Ávila', 'Maria D‘Ávila', 'Maria DʼÁvila'];

  it('is accepted in a full name and stored as the straight apostrophe', () => {
    for (const name of typed) expect(fullNameSchema.safeParse(name)).toMatchObject({ success: true, data: "Maria D'Ávila" });
    expect(fullNameSchema.safeParse('Maria D1Ávila').success).toBe(false);
  });

  it("in a simulation's customer and a deal's proponent and their mother", async () => {
    const { ZSimulationRequest } = await import('./simulation.ts');
    const base = { type: 'HomeEquity', assetValue: 500000, operationValue: 200000, deadline: 120 } as const;
    const sim = ZSimulationRequest.safeParse({ ...base, customer: { name: 'Maria D’Ávila', document: '529.982.247-25', birthDate: '1980-01-01', income: 20000 } });
    expect(messages(sim, 'customer.name')).toEqual([]);
    expect(sim.data?.customer.name).toBe("Maria D'Ávila");
    const deal = ZAssociate.safeParse({
      main: true,
      personType: 'individual',
      type: 'CUSTOMER',
      document: '529.982.247-25',
      birthDate: '1980-01-01',
      gender: 'feminino',
      maritalStatus: 'casado',
      name: 'Maria D’Ávila',
      motherName: 'Joana D’Arc Silva',
    });
    expect(deal.error?.issues ?? []).toEqual([]);
    expect(deal.data).toMatchObject({ name: "Maria D'Ávila", motherName: "Joana D'Arc Silva" });
  });
});
