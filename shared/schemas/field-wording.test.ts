import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZBankPartnerInput } from './catalogue.ts';
import { cpfSchema } from './common.ts';
import { cnpjSchema } from './company.ts';
import { ZAssociate, ZDealOperationStep } from './deals.ts';
import { ZSimulationRequest } from './simulation.ts';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) => (r.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);

describe('the same field says the same thing in the simulator and in the registration', () => {
  it('a CPF field says "CPF inválido", a CNPJ field "CNPJ inválido"', () => {
    expect(messages(cpfSchema.safeParse('111.111.111-11'), '')).toEqual([MSG.invalidCpf]);
    expect(messages(cnpjSchema.safeParse('11.111.111/1111-11'), '')).toEqual([MSG.invalidCnpj]);
    const person = { main: true, personType: 'individual', type: 'CUSTOMER', name: 'Maria Souza', birthDate: '1980-01-01', gender: 'feminino', maritalStatus: 'casado', motherName: 'Ana Souza' };
    expect(messages(ZAssociate.safeParse({ ...person, document: '111.111.111-11' }), 'document')).toEqual(['CPF inválido']);
    expect(messages(ZAssociate.safeParse({ ...person, personType: 'company', name: 'Nova Ltda', document: '11.111.111/1111-11' }), 'document')).toEqual(['CNPJ inválido']);
    const base = { type: 'HomeEquity', assetValue: 500000, operationValue: 200000, deadline: 120 };
    const sim = ZSimulationRequest.safeParse({ ...base, customer: { name: 'Maria Souza', document: '111.111.111-11', birthDate: '1980-01-01', income: 20000 } });
    expect(messages(sim, 'customer.document')).toEqual(['CPF inválido']);
    const company = ZSimulationRequest.safeParse({ ...base, forJuridicalPerson: true, customer: { name: 'Nova Ltda', document: '11.111.111/1111-11', income: 20000 } });
    expect(messages(company, 'customer.document')).toEqual(['CNPJ inválido']);
  });

  it('a term of 0 months is "O prazo mínimo é de 12 meses", also alongside other mistakes', () => {
    const operation = { operationType: 'HomeEquity', operationValue: 200000, deadline: 0, asset: { kind: 'realty', value: 500000, type: 'casa' } };
    expect(messages(ZDealOperationStep.safeParse(operation), 'deadline')).toEqual([MSG.deadlineMin(12)]);
    expect(messages(ZDealOperationStep.safeParse({ ...operation, operationValue: 1 }), 'deadline')).toEqual([MSG.deadlineMin(12)]);
    expect(MSG.deadlineMin(12)).toBe('O prazo mínimo é de 12 meses');
  });
});

describe('the simulation type', () => {
  const base = { assetValue: 500000, operationValue: 200000, deadline: 120, customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1980-01-01', income: 20000 } };

  it('a type that is not one of the operations is "Tipo é inválido", not "obrigatório"', () => {
    expect(messages(ZSimulationRequest.safeParse({ ...base, type: 'Leasing' }), 'type')).toEqual([MSG.fieldInvalid('Tipo')]);
    expect(messages(ZSimulationRequest.safeParse({ ...base, type: 42 }), 'type')).toEqual(['Tipo é inválido']);
  });

  it('a type left out (or empty, as a cleared select sends it) is still "Tipo é obrigatório"', () => {
    expect(messages(ZSimulationRequest.safeParse(base), 'type')).toEqual(['Tipo é obrigatório']);
    expect(messages(ZSimulationRequest.safeParse({ ...base, type: '' }), 'type')).toEqual([MSG.fieldRequired('Tipo')]);
  });
});

describe("a bank's analysis terms are named as their fields are labelled", () => {
  it('a maximum below the minimum says "prazo máximo de análise", not "SLA"', () => {
    const bank = {
      name: 'Banco Prazo',
      number: '999',
      averageSlaMin: 30,
      averageSlaMax: 10,
      gracePeriod: 0,
      incomeCommitment: 30,
      maxApplicants: 2,
      minCityPopulation: 0,
      minAssetValue: 100000,
      minCreditValue: 50000,
      availableIndexerList: ['TR(Pós)'],
      availableTableList: ['SAC'],
      availableAssetTypeList: ['casa'],
      creditScore: 500,
    };
    expect(messages(ZBankPartnerInput.safeParse(bank), 'averageSlaMax')).toEqual(['O prazo máximo de análise não pode ser menor do que o mínimo']);
    expect(ZBankPartnerInput.safeParse({ ...bank, averageSlaMax: 30 }).success).toBe(true);
  });
});
