import { describe, expect, it } from 'vitest';
import { formatRate } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { maxTermMonthsByAge } from '../../../shared/simulation-options.ts';
import { emptySimulationValues, fromSimulationRequest, type SimulationFormValues, serverFieldMap, toSimulationRequest } from './simulation-form.ts';
import { formatSla, maxCreditHint, projectionsUsedSentence, sentence, whatsappShareLink } from './simulation-format.ts';
import { parseSimulationForm, validateSimulationForm } from './simulation-validation.ts';

const homeEquity = (over: Partial<SimulationFormValues> = {}): SimulationFormValues => ({
  ...emptySimulationValues('realty'),
  type: 'HomeEquity',
  customerName: 'Maria Souza',
  customerDocument: '529.982.247-25',
  customerBirthDate: '10/03/1975',
  customerIncome: 25000,
  assetValue: 600000,
  operationValue: 300000,
  deadline: '180',
  isRegistered: false,
  ...over,
});

describe('simulation form', () => {
  it('turns a filled form into the request the procedure validates', () => {
    const request = parseSimulationForm(homeEquity({ customerCellphone: '(11) 98765-4321', table: 'SAC' }));
    expect(request).toMatchObject({
      type: 'HomeEquity',
      customer: { name: 'Maria Souza', birthDate: '1975-03-10', cellphone: '11987654321', income: 25000 },
      deadline: 180,
      table: 'SAC',
      isRegistered: false,
      numberOfAssociates: 1,
      gracePeriod: 0,
    });
    expect(request.postalCode).toBeUndefined();
  });

  it('sends the city size band as the population lower bound, and reopens it', () => {
    expect(parseSimulationForm(homeEquity()).cityPopulation).toBeUndefined();
    const request = parseSimulationForm(homeEquity({ cityPopulation: '20000' }));
    expect(request.cityPopulation).toBe(20000);
    expect(fromSimulationRequest(request, 'realty').cityPopulation).toBe('20000');
  });

  it('reads the strings Mantine hands over for numbers ending in zeros', () => {
    expect(parseSimulationForm(homeEquity({ customerIncome: '25000.00', assetValue: '600000.', operationValue: '300000.50' }))).toMatchObject({
      customer: { income: 25000 },
      assetValue: 600000,
      operationValue: 300000.5,
    });
  });

  it('says every mistake at once: a wrong CPF, no income and a CEP of no state beside an empty credit', () => {
    const errors = validateSimulationForm(homeEquity({ customerDocument: '111.111.111-11', customerIncome: 0, postalCode: '00000-000', operationValue: '' }));
    expect(errors).toMatchObject({
      operationValue: MSG.fieldRequired('Valor do crédito'),
      customerDocument: 'CPF inválido',
      customerIncome: MSG.noIncome,
      postalCode: MSG.invalidCep,
    });
    // The credit above the property's share is said with the CPF's mistake, not after it is fixed.
    expect(validateSimulationForm(homeEquity({ customerDocument: '111.111.111-11', operationValue: 500000 }))).toMatchObject({
      customerDocument: 'CPF inválido',
      operationValue: MSG.maxCreditPercentage(60),
    });
    expect(validateSimulationForm(homeEquity({ postalCode: '01310-100' }))).toEqual({});
  });

  it("puts the shared schema's messages on the form's own fields", () => {
    const errors = validateSimulationForm(emptySimulationValues('realty'));
    // The name says which name is missing, not the generic 'Este campo é obrigatório'.
    expect(errors.customerName).toBe('Informe o nome do cliente');
    expect(validateSimulationForm({ ...emptySimulationValues('realty'), forJuridicalPerson: true }).customerName).toBe('Informe a razão social');
    expect(validateSimulationForm(homeEquity({ customerName: '   ' })).customerName).toBe('Informe o nome do cliente');
    // And its limit, in the same words.
    expect(validateSimulationForm(homeEquity({ customerName: `Maria ${'a'.repeat(120)}` })).customerName).toBe('O nome do cliente aceita até 120 caracteres');
    expect(validateSimulationForm(homeEquity({ forJuridicalPerson: true, customerDocument: '11.222.333/0001-81', customerName: 'x'.repeat(121) })).customerName).toBe(
      'A razão social aceita até 120 caracteres',
    );
    expect(validateSimulationForm(homeEquity({ customerName: `Maria ${'a'.repeat(114)}` })).customerName).toBeUndefined();
    // Named as the field is labelled: CPF for a person, CNPJ for a company.
    expect(errors.customerDocument).toBe(MSG.fieldRequired('CPF'));
    expect(validateSimulationForm({ ...emptySimulationValues('realty'), forJuridicalPerson: true }).customerDocument).toBe(MSG.fieldRequired('CNPJ'));
    expect(errors.customerBirthDate).toBe(MSG.fieldRequired('Data de nascimento'));
    expect(errors.deadline).toBe(MSG.fieldRequired('Prazo'));
    // Borrowers out of 1 to 10 are said on their field (the field no longer quietly turns 11 into 10).
    expect(validateSimulationForm(homeEquity({ numberOfAssociates: 11 })).numberOfAssociates).toBe(MSG.numberMax(10));
    expect(validateSimulationForm(homeEquity({ numberOfAssociates: 0 })).numberOfAssociates).toBe(MSG.numberMin(1));
    expect(validateSimulationForm(homeEquity({ operationValue: 400000 })).operationValue).toBe(MSG.maxCreditPercentage(60));
  });

  it('checks a custom deadline on the months field and the age at the last instalment', () => {
    expect(validateSimulationForm(homeEquity({ deadline: '-1', customDeadline: 6 })).customDeadline).toBe(MSG.deadlineMin(12));
    expect(parseSimulationForm(homeEquity({ deadline: '-1', customDeadline: 100 })).deadline).toBe(100);
    // Born 01/01/1950: the message names the longest term the age allows (as the engine counts it, in days).
    const longest = maxTermMonthsByAge('1950-01-01', new Date().toISOString().slice(0, 10));
    expect(validateSimulationForm(homeEquity({ customerBirthDate: '01/01/1950', deadline: '240' })).deadline).toBe(MSG.maxAgeCustomTerm(longest));
    // Past 80 years and 6 months less the shortest term: no term to suggest, the birth date says so.
    const tooOld = validateSimulationForm(homeEquity({ customerBirthDate: '01/01/1940', deadline: '240' }));
    expect(tooOld.customerBirthDate).toBe(MSG.noTermForAge);
    expect(tooOld.deadline).toBeUndefined();
  });

  it('asks a WhatsApp number on public pages and checks a plate when one is typed', () => {
    expect(validateSimulationForm(homeEquity(), { cellphoneRequired: true }).customerCellphone).toBe(MSG.fieldRequired('Celular'));
    expect(validateSimulationForm(homeEquity({ customerCellphone: '(11) 1234-5678' })).customerCellphone).toBe(MSG.mobilePhone);
    expect(validateSimulationForm(homeEquity({ plate: 'AB-12' })).plate).toBe(MSG.fieldInvalid('Placa'));
    expect(validateSimulationForm(homeEquity({ plate: 'ABC-1D23' })).plate).toBeUndefined();
  });

  it('maps server field paths, also under a prefix', () => {
    expect(serverFieldMap({ deadline: '-1' }, 'simulation.')).toMatchObject({ 'simulation.customer.document': 'customerDocument', 'simulation.deadline': 'customDeadline' });
  });

  it('reopens a saved request with the same values', () => {
    const request = parseSimulationForm(homeEquity({ deadline: '-1', customDeadline: 100, postalCode: '01310-100' }));
    const values = fromSimulationRequest(request, 'realty');
    expect(values).toMatchObject({ deadline: '-1', customDeadline: 100, customerBirthDate: '10/03/1975', postalCode: '01310-100', isRegistered: false });
    expect(parseSimulationForm(values)).toEqual(request);
  });

  it('sends an apartment unless told otherwise, and the property type chosen', () => {
    expect(parseSimulationForm(homeEquity()).assetType).toBe('apartamento');
    expect(parseSimulationForm(homeEquity({ assetType: 'sala' })).assetType).toBe('sala');
  });

  it('sends the Simples Nacional only for a company and the FGTS only for a financing', () => {
    const company = { forJuridicalPerson: true, customerDocument: '11.222.333/0001-81', customerBirthDate: '', simplesNacional: true };
    expect(parseSimulationForm(homeEquity(company)).simplesNacional).toBe(true);
    expect(parseSimulationForm(homeEquity({ simplesNacional: true })).simplesNacional).toBe(false);
    expect(parseSimulationForm(homeEquity({ fgtsAmount: 50000 })).fgtsAmount).toBe(0);
    const financing = parseSimulationForm(homeEquity({ type: 'Financing', fgtsAmount: '50000.00' }));
    expect(financing.fgtsAmount).toBe(50000);
    expect(parseSimulationForm(homeEquity({ type: 'Financing' })).fgtsAmount).toBe(0);
    expect(fromSimulationRequest(financing, 'realty')).toMatchObject({ fgtsAmount: 50000, simplesNacional: false, assetType: 'apartamento' });
  });

  it("sends the other proponents' birth dates typed, skipping blanks, and puts their errors on the right slot", () => {
    const dates = ['01/02/1950', '', '31/02/1960', '05/05/1955'];
    const values = homeEquity({ numberOfAssociates: 4, associatesBirthDates: [...dates, ...Array<string>(5).fill('')] });
    expect(toSimulationRequest(values)).toMatchObject({ associatesBirthDates: ['1950-02-01', '31/02/1960'] });
    // Four proponents: the main one and three slots, so the fourth date typed (a slot now hidden) is not sent.
    expect(validateSimulationForm(values)['associatesBirthDates.2']).toBe(MSG.invalidDate);
    expect(serverFieldMap(values)).toMatchObject({ 'associatesBirthDates.0': 'associatesBirthDates.0', 'associatesBirthDates.1': 'associatesBirthDates.2' });
    expect(toSimulationRequest(homeEquity({ numberOfAssociates: 1, associatesBirthDates: dates }))).toMatchObject({ associatesBirthDates: undefined });
    expect(toSimulationRequest(homeEquity({ forJuridicalPerson: true, numberOfAssociates: 3, associatesBirthDates: dates }))).toMatchObject({ associatesBirthDates: undefined });
    const reopened = fromSimulationRequest(parseSimulationForm(homeEquity({ numberOfAssociates: 2, associatesBirthDates: ['01/02/1950'] })), 'realty');
    expect(reopened.associatesBirthDates.slice(0, 2)).toEqual(['01/02/1950', '']);
  });

  it('puts server errors on the FGTS and Simples Nacional fields', () => {
    expect(serverFieldMap({ deadline: '360' }, 'simulation.')).toMatchObject({ 'simulation.fgtsAmount': 'fgtsAmount', 'simulation.simplesNacional': 'simplesNacional' });
  });
});

describe('simulation wording', () => {
  it('shows rates with two decimals and the period', () => {
    expect(formatRate(0.0119, 'a.m.')).toBe('1,19 % a.m.');
    expect(formatRate(0.152, 'a.a.')).toBe('15,20 % a.a.');
  });

  it('lists the projections of a saved simulation with the same "1,80 % a.a." spacing as the source texts', () => {
    expect(projectionsUsedSentence([])).toBe('');
    expect(
      projectionsUsedSentence([
        { indexer: 'TR', annualProjection: 0.018, source: 'BCB (SGS 226)', validFrom: '2026-11-01' },
        { indexer: 'CDI', annualProjection: 0.1215, source: 'Boletim Focus (BCB): Selic esperada de 12,25 % a.a.', validFrom: '2026-11-01' },
      ]),
    ).toBe(' Projeções usadas: TR 1,80 % a.a. (BCB (SGS 226), de 01/11/2026); CDI 12,15 % a.a. (Boletim Focus (BCB): Selic esperada de 12,25 % a.a., de 01/11/2026).');
  });
  it('words SLA ranges, reasons and the credit hint', () => {
    expect(formatSla(15, 30)).toBe('15 a 30 dias');
    expect(sentence('banco não aceita imóvel sem matrícula')).toBe('Banco não aceita imóvel sem matrícula');
    expect(maxCreditHint('HomeEquity', 600000)).toBe('Máximo de 60% do valor do imóvel: R$\u00a0360.000,00');
    expect(maxCreditHint('Financing', null)).toBe('Máximo de 80% do valor do imóvel');
    expect(maxCreditHint('Financing', 500000.55)).toBe('Máximo de 80% do valor do imóvel: R$\u00a0400.000,44');
    // Above the field's ceiling its own message speaks; no amount with float noise in its cents.
    expect(maxCreditHint('Financing', 999_999_999_999_999)).toBe('Máximo de 80% do valor do imóvel');
  });
  it('lets WhatsApp pick the contact when there is no number', () => {
    expect(whatsappShareLink('', 'Olá')).toBe('https://wa.me/?text=Ol%C3%A1');
    expect(whatsappShareLink('(11) 98765-4321', 'Olá')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1');
  });
});

describe('the asset value is named as its field is labelled', () => {
  it('"Valor do imóvel" on a realty form and "Valor do veículo" on a vehicle one, never the schema\'s "Valor do bem"', () => {
    expect(validateSimulationForm(homeEquity({ assetValue: '' })).assetValue).toBe(MSG.fieldRequired('Valor do imóvel'));
    expect(validateSimulationForm({ ...emptySimulationValues('vehicle'), customerName: 'Maria Souza' }).assetValue).toBe(MSG.fieldRequired('Valor do veículo'));
  });
});
