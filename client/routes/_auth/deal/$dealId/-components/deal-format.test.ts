import { describe, expect, it } from 'vitest';
import { assetFacts, associateFacts, incomeFacts, releaseHint } from './deal-format.ts';
import type { DealAssociate } from './deal-types.ts';

describe('assetFacts', () => {
  it('a realty: type, value, chosen and registered in pt-BR', () => {
    expect(assetFacts({ kind: 'realty', value: 500000, type: 'terreno_em_condominio', isPropertyAlreadyChosen: false, isRegistered: true })).toEqual([
      ['Tipo do imóvel', 'Terreno em condomínio'],
      ['Valor do imóvel', 'R$\u00a0500.000,00'],
      ['Imóvel já escolhido', 'Não'],
      ['Imóvel com matrícula', 'Sim'],
    ]);
  });

  it('a fact never asked (a simulator’s lead) reads "Não informado", not a made-up "Não" or "Sim"', () => {
    expect(Object.fromEntries(assetFacts({ kind: 'realty', value: 500000, type: 'casa', isPropertyAlreadyChosen: null, isRegistered: null }))).toMatchObject({
      'Imóvel já escolhido': 'Não informado',
      'Imóvel com matrícula': 'Não informado',
    });
  });

  it('home equity lends on a property the customer owns: whether it is "chosen" is not asked, so not shown', () => {
    expect(assetFacts({ kind: 'realty', value: 500000, type: 'casa', isPropertyAlreadyChosen: false, isRegistered: true }, false).map(([label]) => label)).toEqual([
      'Tipo do imóvel',
      'Valor do imóvel',
      'Imóvel com matrícula',
    ]);
  });

  it('a vehicle: plate masked (old and Mercosul), model year when it differs', () => {
    const vehicle = {
      kind: 'vehicle' as const,
      value: 80000,
      type: 'veiculo_leve' as const,
      typeVehicle: 1 as const,
      fuel: 'Flex',
      year: 2022,
      brand: { name: 'Fiat', code: '21' },
      model: { name: 'Argo 1.3', code: '8000', year: 2023 },
      licensePlate: 'ABC1D23',
    };
    const f = Object.fromEntries(assetFacts(vehicle));
    expect(f).toMatchObject({
      Marca: 'Fiat',
      Modelo: 'Argo 1.3',
      Ano: '2022/2023',
      Combustível: 'Flex',
      Tipo: 'Veículo leve',
      Categoria: 'Leve',
      Placa: 'ABC-1D23',
      'Valor do veículo': 'R$\u00a080.000,00',
    });
    expect(Object.fromEntries(assetFacts({ ...vehicle, licensePlate: 'abc1234', model: { ...vehicle.model, year: 2022 } }))).toMatchObject({
      Placa: 'ABC-1234',
      Ano: '2022',
    });
    expect(Object.keys(Object.fromEntries(assetFacts({ ...vehicle, licensePlate: undefined })))).not.toContain('Placa');
  });
});

const person: DealAssociate = {
  id: 'a',
  main: true,
  notify: false,
  has_restrictions: false,
  type: 'CUSTOMER',
  relationship: null,
  customer_id: 'c',
  customerMatch: null,
  person_type: 'individual',
  name: 'Ana Lima',
  document: '52998224725',
  birth_date: '1985-04-12',
  gender: 'feminino',
  marital_status: 'uniao_estavel',
  mother_name: 'Rita Lima',
  serasa_score: 720,
  monthly_billing: null,
  identity_card: { number: '12.345.678-9', state: 'SP', issuingAgency: 'SSP', issueDate: '2010-01-05' },
  email: 'ana@exemplo.com.br',
  cellphone: '11987654321',
  incomes: [],
};

describe('associateFacts', () => {
  it('a person, with every field labelled in pt-BR', () => {
    expect(Object.fromEntries(associateFacts(person))).toEqual({
      CPF: '529.982.247-25',
      'Data de nascimento': '12/04/1985',
      Gênero: 'Feminino',
      'Estado civil': 'União estável',
      'Nome da mãe': 'Rita Lima',
      'Score Serasa': '720',
      'E-mail': 'ana@exemplo.com.br',
      Celular: '(11) 98765-4321',
      'Documento de identidade': '12.345.678-9 · SSP/SP · emitido em 05/01/2010',
    });
  });

  it('a company: CNPJ, opening date and billing, no personal fields', () => {
    const company = {
      ...person,
      person_type: 'company' as const,
      name: 'Lima Ltda',
      document: '11222333000181',
      monthly_billing: 90000,
      gender: null,
      identity_card: null,
    };
    const f = Object.fromEntries(associateFacts(company));
    expect(f).toMatchObject({ CNPJ: '11.222.333/0001-81', 'Data de abertura': '12/04/1985', 'Faturamento mensal': 'R$\u00a090.000,00' });
    expect(f).not.toHaveProperty('Nome da mãe');
    expect(f).not.toHaveProperty('Estado civil');
  });
});

describe('incomeFacts', () => {
  it('labels the admission date by professional profile', () => {
    expect(Object.fromEntries(incomeFacts({ mensalIncome: 25000, professionalProfile: 'empresario', admissionDate: '2015-06-01', main: true }))).toEqual({
      'Perfil profissional': 'Empresário',
      'Renda mensal': 'R$\u00a025.000,00',
      'Data de abertura da empresa': '01/06/2015',
    });
    expect(incomeFacts({ mensalIncome: 5000, professionalProfile: 'aposentado', admissionDate: '2020-01-02', main: false })).toContainEqual(['Data da aposentadoria', '02/01/2020']);
  });
});

describe('links and hints', () => {
  it('explains the release forecast', () => {
    expect(releaseHint({ date: new Date(), days: 12, basis: 'history' })).toBe('em 12 dias · pelo histórico de negócios');
    expect(releaseHint({ date: new Date(), days: 1, basis: 'sla' })).toBe('em 1 dia · pelo prazo de cada etapa');
    expect(releaseHint(null)).toBe('');
  });
});
