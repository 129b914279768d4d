import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages.ts';
import { NO_INCOME_MESSAGE, ZDealCreateRequest, ZDealUpdateRequest } from '../../../../shared/schemas/deals.ts';
import type { TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { type AssociateValues, CUSTOM_DEADLINE, type DealFormValues, emptyAssociate, emptyDealValues, emptyIncome, toCreateRequest, toUpdateRequest } from './deal-form.ts';
import { fromEditable, fromSimulation } from './deal-form-load.ts';
import { serverFieldErrors, stepOf, validateStep } from './deal-form-validation.ts';

const maria: AssociateValues = {
  ...emptyAssociate(true),
  name: 'Maria Souza',
  document: '529.982.247-25',
  birthDate: '12/04/1985',
  gender: 'feminino',
  maritalStatus: 'casado',
  motherName: 'Ana Souza',
  serasaScore: 720,
  email: 'maria@exemplo.com.br',
  cellphone: '(11) 98765-4321',
  identityCard: { number: '12.345.678-9', state: 'SP', issuingAgency: 'SSP', issueDate: '10/01/2010' },
  incomes: [
    { ...emptyIncome(true), mensalIncome: 18000, professionalProfile: 'assalariado', admissionDate: '01/03/2015', description: 'Analista', companyName: 'Acme', companyDocument: '11.222.333/0001-81' },
  ],
};

const valid: DealFormValues = {
  ...emptyDealValues(),
  operationType: 'Financing',
  associates: [maria],
  operationValue: 320000,
  objective: 'comprar',
  deadline: '360',
  defense: 'Cliente com renda estável.',
  assetValue: 500000,
  realtyType: 'apartamento',
  isPropertyAlreadyChosen: true,
};

describe('deal wizard form', () => {
  it('a purchase keeps its down payment, amount financed and chosen property; home equity, switched to after typing them, sends none', () => {
    const purchase = { ...valid, downPayment: 180000, financedValue: 320000 };
    expect(ZDealCreateRequest.parse(toCreateRequest(purchase))).toMatchObject({ downPayment: 180000, financedValue: 320000, asset: { isPropertyAlreadyChosen: true } });
    const equity = ZDealCreateRequest.parse(toCreateRequest({ ...purchase, operationType: 'HomeEquity', operationValue: 250000, objective: 'investir' }));
    expect(equity.downPayment).toBeUndefined();
    expect(equity.financedValue).toBeUndefined();
    expect(equity.asset).toMatchObject({ kind: 'realty', isPropertyAlreadyChosen: false });
  });

  it('holds the down payment and the financed value within the asset price (R$ 500.000,00 here)', () => {
    // An outside tester's case: financed R$ 900.000,00 on a R$ 500.000,00 property went through, shown as typed.
    expect(validateStep('operation', { ...valid, downPayment: 10000, financedValue: 900000 })).toEqual({ financedValue: MSG.financedAboveAsset });
    expect(validateStep('operation', { ...valid, downPayment: 500000 })).toEqual({ downPayment: MSG.downPaymentAboveAsset });
    // Financed expenses may take price minus down payment past the price: only each part is held to it.
    expect(validateStep('operation', { ...valid, downPayment: 100000, financedValue: 420000 })).toEqual({});
    expect(validateStep('operation', { ...valid, financedValue: 500000 })).toEqual({});
  });

  it('accepts a complete deal on every step and builds the request the server validates', () => {
    for (const step of ['customer', 'operation', 'income'] as const) expect(validateStep(step, valid)).toEqual({});
    const request = ZDealCreateRequest.parse(toCreateRequest(valid));
    expect(request).toMatchObject({
      operationType: 'Financing',
      operationValue: 320000,
      deadline: 360,
      asset: { kind: 'realty', value: 500000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
      associates: [
        {
          main: true,
          personType: 'individual',
          name: 'Maria Souza',
          birthDate: '1985-04-12',
          cellphone: '11987654321',
          identityCard: { number: '12.345.678-9', state: 'SP', issuingAgency: 'SSP', issueDate: '2010-01-10' },
          incomes: [{ mensalIncome: 18000, professionalProfile: 'assalariado', admissionDate: '2015-03-01', companyDocument: '11.222.333/0001-81', main: true }],
        },
      ],
    });
    expect(ZDealUpdateRequest.parse(toUpdateRequest(valid, '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f', 3))).toMatchObject({ version: 3, operationValue: 320000 });
  });

  it('asks for the required fields of an empty proponent', () => {
    const errors = validateStep('customer', emptyDealValues());
    expect(errors).toMatchObject({
      'associates.0.name': MSG.required,
      'associates.0.document': MSG.required,
      'associates.0.birthDate': MSG.required,
    });
  });

  it('shows every mistake of the step at once, not the rules of the person only after the other fields are fixed', () => {
    // An outside tester's form: the CPF, the surname, the phone and the empty selects were said only on a second try.
    const wrong: AssociateValues = {
      ...maria,
      name: 'Maria',
      document: '123.456.789-00',
      birthDate: '31/02/2030',
      gender: '',
      maritalStatus: '',
      motherName: 'A',
      serasaScore: 5000,
      email: 'x@',
      cellphone: '123',
    };
    expect(validateStep('customer', { ...valid, associates: [wrong] })).toMatchObject({
      'associates.0.name': MSG.surname,
      'associates.0.document': MSG.invalidCpf,
      'associates.0.birthDate': MSG.invalidDate,
      'associates.0.gender': MSG.selectOption,
      'associates.0.maritalStatus': MSG.selectOption,
      'associates.0.motherName': MSG.firstNameMin(2),
      'associates.0.serasaScore': MSG.score,
      'associates.0.email': MSG.invalidEmail,
      'associates.0.cellphone': MSG.mobilePhone,
    });
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, birthDate: '15/03/1900' }] })).toEqual({ 'associates.0.birthDate': MSG.invalidDate });
    // An empty CPF is 'obrigatório', not also 'inválido'.
    expect(validateStep('customer', { ...valid, associates: [{ ...wrong, document: '' }] })['associates.0.document']).toBe(MSG.required);
  });

  it("puts the spec's name rules on a person's name field, not on a company's", () => {
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, name: 'Maria' }] })).toEqual({ 'associates.0.name': MSG.surname });
    // Nothing of a person's before their birth (12/04/1985): an identity card, a job.
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, identityCard: { ...maria.identityCard, issueDate: '01/01/1980' } }] })).toEqual({
      'associates.0.identityCard.issueDate': MSG.issueBeforeBirth,
    });
    const earlyJob = { ...maria, incomes: [{ ...maria.incomes[0], admissionDate: '01/01/1970' }] };
    expect(validateStep('income', { ...valid, associates: [earlyJob] })).toEqual({ 'associates.0.incomes.0.admissionDate': MSG.admissionBeforeBirth });
    // R$ 0,00 of income only for someone out of work.
    const noIncome = (professionalProfile: string) => ({ ...valid, associates: [{ ...maria, incomes: [{ ...maria.incomes[0], professionalProfile, mensalIncome: 0 }] }] });
    expect(validateStep('income', noIncome('assalariado'))).toEqual({ 'associates.0.incomes.0.mensalIncome': MSG.zeroIncome });
    expect(validateStep('income', noIncome('desempregado'))).toEqual({});
    // Digits in a person's name or their mother's are a slip (a company's name may have them).
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, name: 'João 123' }] })).toEqual({ 'associates.0.name': MSG.invalidChars });
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, motherName: '123' }] })).toEqual({ 'associates.0.motherName': MSG.invalidChars });
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, name: 'M Souza' }] })).toEqual({ 'associates.0.name': MSG.firstNameMin(2) });
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, name: 'Maria S' }] })).toEqual({ 'associates.0.name': MSG.secondNameMin(2) });
    const company: AssociateValues = { ...emptyAssociate(false), personType: 'company', name: 'Petrobras', document: '12.ABC.345/01DE-35', birthDate: '01/02/2010', monthlyBilling: 90000 };
    expect(validateStep('customer', { ...valid, associates: [maria, company] })).toEqual({});
  });

  it('checks documents, score, phone, the main proponent and repeated documents', () => {
    const bad = { ...maria, document: '111.111.111-11', serasaScore: 1200, cellphone: '(11) 1234-5678', motherName: '' };
    expect(validateStep('customer', { ...valid, associates: [bad] })).toMatchObject({
      'associates.0.document': MSG.invalidCpf,
      'associates.0.serasaScore': MSG.score,
      'associates.0.motherName': MSG.required,
      'associates.0.cellphone': MSG.mobilePhone,
    });
    const company: AssociateValues = { ...emptyAssociate(false), personType: 'company', name: 'Construtora ABC', document: '12.ABC.345/01DE-35', birthDate: '01/02/2010', monthlyBilling: 90000 };
    expect(validateStep('customer', { ...valid, associates: [maria, company] })).toEqual({});
    expect(validateStep('customer', { ...valid, associates: [{ ...maria, main: false }, company] })).toEqual({ associates: 'Marque um proponente principal' });
    expect(validateStep('customer', { ...valid, associates: [maria, { ...maria, main: false }] })).toEqual({ 'associates.1.document': 'Documento repetido entre os proponentes' });
    const card = { ...maria, identityCard: { number: '12.345.678-9', state: '', issuingAgency: '', issueDate: '' } };
    expect(validateStep('customer', { ...valid, associates: [card] })).toMatchObject({ 'associates.0.identityCard.state': MSG.selectOption, 'associates.0.identityCard.issuingAgency': MSG.required });
  });

  it('says the credit limit over the property value as soon as both are typed', () => {
    expect(validateStep('operation', { ...valid, operationValue: 450000 }).operationValue).toBe(MSG.maxCreditPercentage(80));
    expect(validateStep('operation', { ...valid, operationValue: 450000, deadline: '' })).toEqual({ deadline: MSG.selectOption, operationValue: MSG.maxCreditPercentage(80) });
    expect(validateStep('operation', { ...valid, operationType: 'HomeEquity', deadline: '120', operationValue: 310000 }).operationValue).toBe(MSG.maxCreditPercentage(60));
    expect(validateStep('operation', { ...valid, operationValue: 500 }).operationValue).toBe(MSG.minMoney);
    expect(validateStep('operation', { ...emptyDealValues() })).toMatchObject({ operationType: MSG.selectOption, operationValue: MSG.required, assetValue: MSG.required });
  });

  it('checks the custom deadline against the type and the defense length', () => {
    const custom = { ...valid, deadline: CUSTOM_DEADLINE, customDeadline: 480 };
    expect(validateStep('operation', custom).customDeadline).toBe(MSG.deadlineMax(420));
    expect(validateStep('operation', { ...custom, operationType: 'HomeEquity', operationValue: 250000, customDeadline: 300 }).customDeadline).toBe(MSG.deadlineMax(240));
    expect(validateStep('operation', { ...valid, defense: 'x'.repeat(2001) }).defense).toBe(MSG.maxLength(2000));
  });

  it('asks for the vehicle and a valid plate on vehicle operations', () => {
    const vehicle: DealFormValues = { ...valid, operationType: 'SimpleBest', deadline: '48', operationValue: 60000, assetValue: 90000, plate: 'AB1-2345' };
    expect(validateStep('operation', vehicle)).toMatchObject({ brandCode: MSG.required, modelCode: MSG.required, year: MSG.required, plate: 'Placa inválida: use AAA-9999 ou AAA-9A99' });
    const chosen = { ...vehicle, brandCode: '21', brandName: 'Fiat', modelCode: '7542', modelName: 'Argo 1.0', year: '2022', plate: 'ABC-1D23', fuel: 'Flex' };
    expect(validateStep('operation', chosen)).toEqual({});
    expect(ZDealCreateRequest.parse(toCreateRequest(chosen)).asset).toMatchObject({ kind: 'vehicle', licensePlate: 'ABC1D23', brand: { code: '21', name: 'Fiat' }, typeVehicle: 1, year: 2022 });
  });

  it('asks each individual customer for an income, with a valid employer CNPJ', () => {
    expect(validateStep('income', { ...valid, associates: [{ ...maria, incomes: [] }] })).toEqual({ 'associates.0.incomes': NO_INCOME_MESSAGE });
    const seller = { ...maria, main: false, type: 'SELLER' as const, document: '123.456.789-09', incomes: [] };
    expect(validateStep('income', { ...valid, associates: [maria, seller] })).toEqual({});
    const income = { ...maria.incomes[0], mensalIncome: '', professionalProfile: '', companyDocument: '11.222.333/0001-00' };
    expect(validateStep('income', { ...valid, associates: [{ ...maria, incomes: [income] }] })).toEqual({
      'associates.0.incomes.0.mensalIncome': MSG.required,
      'associates.0.incomes.0.professionalProfile': MSG.selectOption,
    });
    expect(validateStep('income', { ...valid, associates: [{ ...maria, incomes: [{ ...income, mensalIncome: 1000, professionalProfile: 'autonomo' }] }] })).toEqual({
      'associates.0.incomes.0.companyDocument': MSG.invalidCnpj,
    });
  });

  it('puts server errors on the fields and opens the first step that has one', () => {
    const items = [{ field: 'associates.0.incomes.0.mensalIncome', message: 'x' }, { field: 'asset.value', message: MSG.minMoney }, { message: 'sem campo' }];
    expect(serverFieldErrors(items, valid)).toEqual({ errors: { 'associates.0.incomes.0.mensalIncome': 'x', assetValue: MSG.minMoney }, step: 'operation' });
    expect(stepOf('associates.1.name')).toBe('customer');
    expect(stepOf('productId')).toBe('operation');
  });

  it('reopens a stored deal as the same values', () => {
    const stored = ZDealUpdateRequest.parse(toUpdateRequest({ ...valid, deadline: CUSTOM_DEADLINE, customDeadline: 300 }, '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f', 1));
    const { id: _id, version: _version, ...deal } = stored;
    const values = fromEditable({ ...deal, associates: deal.associates.map((a) => ({ ...a, document: '52998224725' })) });
    expect(values).toMatchObject({ operationType: 'Financing', deadline: CUSTOM_DEADLINE, customDeadline: 300, assetValue: 500000, realtyType: 'apartamento' });
    expect(values.associates[0]).toMatchObject({ document: '529.982.247-25', birthDate: '12/04/1985', cellphone: '(11) 98765-4321', identityCard: { issueDate: '10/01/2010' } });
    expect(values.associates[0].incomes[0]).toMatchObject({ mensalIncome: 18000, admissionDate: '01/03/2015', companyDocument: '11.222.333/0001-81' });
    for (const step of ['customer', 'operation', 'income'] as const) expect(validateStep(step, values)).toEqual({});
  });

  it('a simulator’s lead reopened keeps the facts never asked unknown until the broker answers them', () => {
    const stored = ZDealUpdateRequest.parse(toUpdateRequest(valid, '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f', 1));
    const { id: _id, version: _version, ...deal } = stored;
    const lead = { ...deal, asset: { kind: 'realty' as const, value: 500000, type: 'apartamento' as const, isPropertyAlreadyChosen: null, isRegistered: null } };
    const values = fromEditable(lead);
    expect(values).toMatchObject({ isPropertyAlreadyChosen: null, isRegistered: null });
    // Saved without touching them: still unknown (never a made-up "Não" / "Sim").
    expect(ZDealUpdateRequest.parse(toUpdateRequest(values, '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f', 1)).asset).toMatchObject({ isPropertyAlreadyChosen: null, isRegistered: null });
    // Answered in the wizard: stored as answered.
    const answered = toUpdateRequest({ ...values, isPropertyAlreadyChosen: false, isRegistered: true }, '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f', 1);
    expect(ZDealUpdateRequest.parse(answered).asset).toMatchObject({ isPropertyAlreadyChosen: false, isRegistered: true });
  });

  it('prefills a new deal from a saved simulation', () => {
    const simulation = {
      type: 'HomeEquity',
      forJuridicalPerson: false,
      customer: { name: 'João Lima', document: '52998224725', birthDate: '1970-05-01', income: 25000 },
      assetValue: 800000,
      assetType: 'casa',
      operationValue: 300000,
      deadline: 180,
      isRegistered: true,
      numberOfAssociates: 1,
      gracePeriod: 0,
      isFinancingExpensesRequired: false,
    } as TSimulationParsed;
    const values = fromSimulation(simulation);
    expect(values).toMatchObject({ operationType: 'HomeEquity', operationValue: 300000, assetValue: 800000, deadline: '180', realtyType: 'casa' });
    expect(values.associates[0]).toMatchObject({ main: true, name: 'João Lima', document: '529.982.247-25', birthDate: '01/05/1970', incomes: [{ mensalIncome: 25000, main: true }] });
    // Home equity borrows against a property the customer owns: no down payment.
    expect(values.downPayment).toBe('');
    // A purchase carries the simulation's "Entrada": the price the credit does not cover.
    expect(fromSimulation({ ...simulation, type: 'Financing', assetValue: 500000, operationValue: 300000 }).downPayment).toBe(200000);
  });
});
