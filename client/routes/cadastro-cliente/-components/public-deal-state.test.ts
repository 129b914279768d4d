import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages.ts';
import { ZPublicDealRequest } from '../../../../shared/schemas/public-deals.ts';
import { type DealFormValues, emptyIncome } from '../../../components/deals/form/deal-form.ts';
import {
  associateErrors,
  emptyState,
  loadState,
  operationErrors,
  type PublicDealState,
  personStep,
  redirectFor,
  saveState,
  stepOfServerField,
  stepTabTitle,
  toPublicRequest,
  withFirstPersonType,
  withNewAssociate,
  withoutUnfinishedAddition,
} from './public-deal-state.ts';

/** A complete individual proponent and realty operation, as typed in the form. */
function filled(): PublicDealState {
  const state = emptyState('Financing');
  const values = withFirstPersonType(state.values, 'individual');
  const [first] = values.associates;
  const complete: DealFormValues = {
    ...values,
    associates: [
      {
        ...first,
        name: 'Bruna Castro',
        document: '390.533.447-05',
        birthDate: '15/05/1991',
        gender: 'feminino',
        maritalStatus: 'casado',
        motherName: 'Marta Castro',
        cellphone: '(11) 97654-3210',
        incomes: [{ ...emptyIncome(true), mensalIncome: 18000, professionalProfile: 'assalariado' }],
      },
    ],
    assetValue: 500000,
    realtyType: 'apartamento',
    operationValue: 380000,
    deadline: '360',
  };
  return { ...state, values: complete, started: true };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('public deal registration: the steps', () => {
  it('a switch from person to company (or back) starts the name over: a person’s name is no company name', () => {
    const person = filled().values;
    const company = withFirstPersonType(person, 'company');
    expect(company.associates[0]).toMatchObject({ personType: 'company', name: '', document: '' });
    expect(associateErrors(company, 0)['associates.0.name']).toBe(MSG.required);
    const named = { ...company, associates: [{ ...company.associates[0], name: 'Castro Imóveis Ltda' }] };
    expect(withFirstPersonType(named, 'company').associates[0].name).toBe('Castro Imóveis Ltda');
    expect(withFirstPersonType(named, 'individual').associates[0].name).toBe('');
  });

  it('opens nothing ahead of what is filled, and nothing but the files after sending', () => {
    const fresh = emptyState('Financing');
    expect(redirectFor(fresh, 'inicio', undefined)).toBeNull();
    expect(redirectFor(fresh, 'dados-da-operacao', undefined)).toEqual({ step: 'inicio' });
    expect(redirectFor(fresh, 'sucesso', undefined)).toEqual({ step: 'resumo-do-negocio' });

    const started = { ...fresh, started: true, values: withFirstPersonType(fresh.values, 'individual') };
    expect(redirectFor(started, 'pessoa-fisica', 0)).toBeNull();
    expect(redirectFor(started, 'pessoa-juridica', 0)).toEqual({ step: 'pessoa-fisica', index: 0 });
    expect(redirectFor(started, 'resumo-do-negocio', undefined)).toEqual({ step: 'pessoa-fisica', index: 0 });
    expect(redirectFor(started, 'pessoa-fisica', 4)).toEqual({ step: 'resumo-proponentes' });

    const ready = filled();
    expect(redirectFor(ready, 'resumo-do-negocio', undefined)).toBeNull();
    const noCredit = { ...ready, values: { ...ready.values, operationValue: '' } };
    expect(redirectFor(noCredit, 'resumo-do-negocio', undefined)).toEqual({ step: 'dados-da-operacao' });

    const sent = { ...ready, submitted: { number: 7, trackingToken: 't', trackingUrl: 'u' } };
    expect(redirectFor(sent, 'pessoa-fisica', 0)).toEqual({ step: 'arquivos' });
    expect(redirectFor(sent, 'sucesso', undefined)).toBeNull();
  });

  it('lets a visitor leave a second proponent they just added: unfinished it is dropped, complete once it is kept', () => {
    const ready = filled();
    for (const personType of ['individual', 'company'] as const) {
      const values = withNewAssociate(ready.values, personType);
      const adding: PublicDealState = { ...ready, values, addedIndex: 1 };
      // The summary opens (no bounce back to the unfinished form), by Voltar, the browser's back or a typed address.
      expect(redirectFor(adding, 'resumo-proponentes', undefined)).toBeNull();
      const back = withoutUnfinishedAddition(adding);
      expect(back.values.associates).toHaveLength(1);
      expect(back.addedIndex).toBeUndefined();
      // Later steps still need every proponent complete.
      expect(redirectFor(adding, 'dados-da-operacao', undefined)).toEqual({ step: personStep(personType), index: 1 });
    }
    // A proponent completed once keeps what was typed, even if an edit left it incomplete.
    const second = { ...ready.values.associates[0], key: 'b', main: false, name: 'Carlos Castro', document: '529.982.247-25', cellphone: '' };
    const complete: PublicDealState = { ...ready, values: { ...ready.values, associates: [ready.values.associates[0], second] }, addedIndex: 1 };
    expect(withoutUnfinishedAddition(complete).values.associates).toHaveLength(2);
    const edited: PublicDealState = { ...ready, values: { ...complete.values, associates: [ready.values.associates[0], { ...second, name: '' }] } };
    expect(withoutUnfinishedAddition(edited).values.associates).toHaveLength(2);
    expect(redirectFor(edited, 'resumo-proponentes', undefined)).toBeNull();
  });

  it('names each step in the browser tab; the first keeps the server’s title (with the broker)', () => {
    expect(stepTabTitle('inicio', 0)).toBeNull();
    expect(stepTabTitle('pessoa-fisica', 0)).toBe('Dados pessoais');
    expect(stepTabTitle('pessoa-juridica', 0)).toBe('Dados da empresa');
    expect(stepTabTitle('pessoa-fisica', 1)).toBe('Proponente 2');
    const titles = (['resumo-proponentes', 'dados-da-operacao', 'resumo-do-negocio', 'arquivos', 'sucesso'] as const).map((step) => stepTabTitle(step, 0));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('checks one proponent at a time with the spec messages', () => {
    const state = filled();
    expect(associateErrors(state.values, 0)).toEqual({});
    const second = withNewAssociate(state.values, 'company');
    const errors = associateErrors(second, 1);
    expect(errors['associates.1.name']).toBe(MSG.required);
    expect(errors['associates.1.document']).toBeDefined();
    expect(Object.keys(errors).every((k) => k.startsWith('associates.1'))).toBe(true);
    expect(second.associates[1]).toMatchObject({ main: false, personType: 'company', incomes: [] });
  });

  it('holds the term to the visitor’s age, as the public simulator does', () => {
    const state = filled();
    expect(operationErrors(state.values)).toEqual({});
    // Born in 1965, 420 months end well past 80 years and 6 months.
    const older = { ...state.values, deadline: '420', associates: [{ ...state.values.associates[0], birthDate: '10/05/1965' }] };
    expect(operationErrors(older).deadline).toMatch(/^Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo de até \d+ meses$/);
    expect(ZPublicDealRequest.safeParse(toPublicRequest({ ...state, values: older }, 'demo-credito', true)).error?.issues.find((i) => i.path[0] === 'deadline')?.message).toBe(
      operationErrors(older).deadline,
    );
  });

  it('says at the birth date when the visitor’s age leaves no term at all, in the form and on the server', () => {
    const state = filled();
    // Born in 1944: past 80 years and 6 months before even the shortest term ends.
    const oldest = { ...state.values, associates: [{ ...state.values.associates[0], birthDate: '01/01/1944' }] };
    expect(associateErrors(oldest, 0)['associates.0.birthDate']).toBe(MSG.noTermForAge);
    const issues = ZPublicDealRequest.safeParse(toPublicRequest({ ...state, values: oldest }, 'demo-credito', true)).error?.issues ?? [];
    expect(issues.find((i) => i.message === MSG.noTermForAge)?.path).toEqual(['associates', 0, 'birthDate']);
    expect(issues.find((i) => i.path[0] === 'deadline')).toBeUndefined();
  });

  it('refuses a down payment that with the credit passes the property’s value, on the down payment, with the other mistakes', () => {
    const state = filled();
    // R$ 380.000,00 of credit on R$ 500.000,00: the down payment goes up to R$ 120.000,00.
    expect(operationErrors({ ...state.values, downPayment: 120000 })).toEqual({});
    const over = { ...state.values, downPayment: 150000 };
    expect(operationErrors(over)).toEqual({ downPayment: 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0120.000,00' });
    // Shown at once with a term still to choose, not after it.
    expect(operationErrors({ ...over, deadline: '' })).toEqual({
      deadline: MSG.selectOption,
      downPayment: 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0120.000,00',
    });
    // The server reads the same schema: the request the form would send is refused on the same field.
    expect(ZPublicDealRequest.safeParse(toPublicRequest({ ...state, values: over }, 'demo-credito', true)).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['downPayment', 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0120.000,00'],
    ]);
  });

  it('speaks to the visitor about their own data, and of a co-applicant in the third person', () => {
    const state = filled();
    const young = new Date(Date.now() - 16 * 365.25 * 86_400_000).toLocaleDateString('pt-BR');
    const minor = { ...state.values, associates: [{ ...state.values.associates[0], birthDate: young }] };
    expect(associateErrors(minor, 0)['associates.0.birthDate']).toBe('Você deve ter pelo menos 18 anos');
    const withMinorPartner = withNewAssociate(state.values, 'individual');
    withMinorPartner.associates[1] = { ...state.values.associates[0], main: false, document: '52998224725', birthDate: young };
    expect(associateErrors(withMinorPartner, 1)['associates.1.birthDate']).toBe(MSG.customerMinAge);
  });

  it('builds the request the server accepts, without what only the broker decides', () => {
    const request = toPublicRequest({ ...filled(), notes: '  Ligar à noite  ' }, 'demo-credito', true);
    const parsed = ZPublicDealRequest.safeParse(request);
    expect(parsed.success).toBe(true);
    expect(request).toMatchObject({ username: 'demo-credito', operationType: 'Financing', deadline: 360, notes: 'Ligar à noite', acceptTerms: true });
    expect(request).not.toHaveProperty('productId');
    expect(request).not.toHaveProperty('defense');
    expect(request.associates[0]).toMatchObject({ main: true, type: 'CUSTOMER', document: '390.533.447-05', cellphone: '11976543210' });
  });

  it('keeps the state in the tab across a reload, and starts over for another operation or a broken save', () => {
    const storage = memoryStorage();
    saveState(storage, 'Demo-Credito', { ...filled(), notes: 'oi' });
    const back = loadState(storage, 'demo-credito', 'Financing');
    expect(back.values.associates[0].name).toBe('Bruna Castro');
    expect(back.notes).toBe('oi');
    expect(loadState(storage, 'demo-credito', 'HomeEquity').values.associates[0].name).toBe('');
    storage.setItem('credito:cadastro-cliente:demo-credito:Financing', '{not json');
    expect(loadState(storage, 'demo-credito', 'Financing').started).toBe(false);
  });

  it('takes a refused field back to the step that shows it', () => {
    const values = withNewAssociate(filled().values, 'individual');
    expect(stepOfServerField('associates.1.document', values)).toEqual({ step: 'pessoa-fisica', index: 1, formField: 'associates.1.document' });
    expect(stepOfServerField('associates.0.incomes.0.mensalIncome', values)).toMatchObject({ step: 'pessoa-fisica', index: 0 });
    expect(stepOfServerField('operationValue', values)).toEqual({ step: 'dados-da-operacao', formField: 'operationValue' });
    expect(stepOfServerField('asset.value', values)).toEqual({ step: 'dados-da-operacao', formField: 'assetValue' });
    expect(stepOfServerField('acceptTerms', values)).toEqual({ step: 'resumo-do-negocio', formField: 'acceptTerms' });
  });
});
