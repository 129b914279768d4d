import type { FormErrors } from '@mantine/form';
import { parseBrDate } from '../../../../shared/format.ts';
import { MSG, toTheVisitor } from '../../../../shared/messages.ts';
import type { DealOperationType } from '../../../../shared/schemas/deals.ts';
import { publicNoTermForAge, publicTermAboveAge, type TPublicDealRequest } from '../../../../shared/schemas/public-deals.ts';
import { associateInput, type DealFormValues, deadlineOf, emptyAssociate, emptyDealValues, emptyIncome, newKey, operationInput } from '../../../components/deals/form/deal-form.ts';
import { formPath, stepOf, validateStep } from '../../../components/deals/form/deal-form-validation.ts';
import { proposalStorageKey } from './simulation-prefill.ts';

/** The steps of docs/design/product-spec.md §2/§4, in order: they are the last segment of the page's address. */
export const PUBLIC_STEPS = ['inicio', 'pessoa-fisica', 'pessoa-juridica', 'resumo-proponentes', 'dados-da-operacao', 'resumo-do-negocio', 'arquivos', 'sucesso'] as const;
export type PublicStep = (typeof PUBLIC_STEPS)[number];
export const isPublicStep = (v: unknown): v is PublicStep => PUBLIC_STEPS.includes(v as PublicStep);

/**
 * The browser tab's own name of a step ("Dados pessoais · Envie sua proposta · Crédito"), null for the first step,
 * whose title is the registration's with the broker's name (as the server renders it).
 */
export function stepTabTitle(step: PublicStep, index: number): string | null {
  if (step === 'pessoa-fisica') return index === 0 ? 'Dados pessoais' : `Proponente ${index + 1}`;
  if (step === 'pessoa-juridica') return index === 0 ? 'Dados da empresa' : `Proponente ${index + 1}`;
  const titles: Record<Exclude<PublicStep, 'pessoa-fisica' | 'pessoa-juridica'>, string | null> = {
    inicio: null,
    'resumo-proponentes': 'Proponentes',
    'dados-da-operacao': 'Dados da operação',
    'resumo-do-negocio': 'Revisão da proposta',
    arquivos: 'Documentos',
    sucesso: 'Proposta enviada',
  };
  return titles[step];
}

/** Progress shown on top: the person steps are one ("Seus dados"). */
export const PROGRESS = [
  { label: 'Início', steps: ['inicio'] },
  { label: 'Proponentes', steps: ['pessoa-fisica', 'pessoa-juridica', 'resumo-proponentes'] },
  { label: 'Operação', steps: ['dados-da-operacao'] },
  { label: 'Resumo', steps: ['resumo-do-negocio'] },
  { label: 'Arquivos', steps: ['arquivos', 'sucesso'] },
] as const satisfies readonly { label: string; steps: readonly PublicStep[] }[];

export const progressIndex = (step: PublicStep): number => PROGRESS.findIndex((p) => (p.steps as readonly string[]).includes(step));

/** What was sent: the deal's number and the customer's private link (its token is the credential). */
export interface Submitted {
  number: number;
  trackingToken: string;
  trackingUrl: string;
}

/** Everything the visitor typed, kept in the tab's session so a reload (or a phone's tab eviction) loses nothing. */
export interface PublicDealState {
  values: DealFormValues;
  notes: string;
  /** Whether the visitor chose a person type on the first step (the form always holds one proponent). */
  started: boolean;
  submitted: Submitted | null;
  /** Made on the first "Enviar proposta" and sent with every try (ZPublicDealRequest.submissionKey). */
  submissionKey?: string;
  /** The lead key of the simulator's tab ("Quero seguir com esta proposta"): the proposal completes that lead. */
  leadKey?: string;
  /**
   * The proponent just added from the summary and not yet completed ("Continuar" never passed): leaving it for the
   * summary (Voltar, the browser's back, another address) drops it instead of trapping the visitor in its form.
   */
  addedIndex?: number;
}

export function emptyState(operationType: DealOperationType): PublicDealState {
  return { values: { ...emptyDealValues(), operationType }, notes: '', started: false, submitted: null };
}

const storageKey = proposalStorageKey;

/**
 * The saved state of this link in this tab, or a fresh one. sessionStorage, not localStorage: personal data should
 * not outlive the tab on a shared phone. A state of another operation type (or unreadable) starts over.
 */
export function loadState(storage: Pick<Storage, 'getItem'>, username: string, operationType: DealOperationType): PublicDealState {
  try {
    const raw = storage.getItem(storageKey(username, operationType));
    if (!raw) return emptyState(operationType);
    const saved = JSON.parse(raw) as PublicDealState;
    if (saved?.values?.operationType !== operationType || !Array.isArray(saved.values.associates) || saved.values.associates.length === 0) return emptyState(operationType);
    // List keys are React keys: new ones for this page, so they never clash with keys made from now on.
    saved.values.associates = saved.values.associates.map((a) => ({ ...a, key: newKey(), incomes: a.incomes.map((i) => ({ ...i, key: newKey() })) }));
    return { ...emptyState(operationType), ...saved };
  } catch {
    return emptyState(operationType);
  }
}

export function saveState(storage: Pick<Storage, 'setItem'>, username: string, state: PublicDealState): void {
  try {
    storage.setItem(storageKey(username, state.values.operationType), JSON.stringify(state));
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

export function clearState(storage: Pick<Storage, 'removeItem'>, username: string, operationType: DealOperationType): void {
  storage.removeItem(storageKey(username, operationType));
}

/** The person step of a proponent. */
export const personStep = (personType: 'individual' | 'company'): PublicStep => (personType === 'company' ? 'pessoa-juridica' : 'pessoa-fisica');

/** A new proponent of the given type at the end of the list (the first one is the main proponent). */
export function withNewAssociate(values: DealFormValues, personType: 'individual' | 'company'): DealFormValues {
  const associate = { ...emptyAssociate(values.associates.length === 0), personType, incomes: personType === 'individual' ? [emptyIncome(true)] : [] };
  return { ...values, associates: [...values.associates, associate] };
}

/**
 * The state as the summary shows it: a proponent added and left before it was complete is dropped; every other one
 * (complete once, or the main proponent) keeps what was typed.
 */
export function withoutUnfinishedAddition(state: PublicDealState): PublicDealState {
  const { addedIndex, ...rest } = state;
  if (addedIndex === undefined) return state;
  if (addedIndex === 0 || !state.values.associates[addedIndex] || Object.keys(associateErrors(state.values, addedIndex)).length === 0) return rest;
  return { ...rest, values: { ...state.values, associates: state.values.associates.filter((_, i) => i !== addedIndex) } };
}

/** The first proponent, retyped as the visitor chose on the first step. */
export function withFirstPersonType(values: DealFormValues, personType: 'individual' | 'company'): DealFormValues {
  const [first, ...rest] = values.associates;
  if (first.personType === personType && (personType === 'company' || first.incomes.length > 0)) return values;
  const incomes = personType === 'individual' ? (first.incomes.length ? first.incomes : [emptyIncome(true)]) : [];
  // A person's name is no company's name (and the other way round): a switch of kind starts the name over, as the
  // document, and the form asks for it again.
  const name = first.personType === personType ? first.name : '';
  return { ...values, associates: [{ ...first, personType, name, document: '', incomes }, ...rest] };
}

/** Errors of one proponent (their data and incomes), on the form's field names. */
export function associateErrors(values: DealFormValues, index: number): FormErrors {
  const prefix = `associates.${index}.`;
  const all: FormErrors = { ...validateStep('customer', values), ...validateStep('income', values) };
  // The broker answers the main proponent: the public form asks one way to reach them (the server asks the same).
  const a = values.associates[index];
  if (a?.main && !a.cellphone.trim() && !a.email.trim() && !all[`${prefix}cellphone`]) all[`${prefix}cellphone`] = MSG.contactRequired;
  // An age where no term of this operation fits is said here, at the birth date: the term asked on the next step could
  // only say "choose a shorter one" of the shortest.
  const birth = a?.main && a.personType === 'individual' && !all[`${prefix}birthDate`] ? parseBrDate(a.birthDate) : null;
  if (birth && publicNoTermForAge(values.operationType as DealOperationType, birth)) all[`${prefix}birthDate`] = MSG.noTermForAge;
  const own = Object.entries(all).filter(([field]) => field.startsWith(prefix) || field === `associates.${index}`);
  // The main proponent is the visitor: their messages speak to them ("Você deve ter pelo menos 18 anos"); a
  // co-applicant's stay in the third person.
  return Object.fromEntries(a?.main ? own.map(([field, message]) => [field, typeof message === 'string' ? toTheVisitor(message) : message]) : own);
}

/** Errors of the operation step (values, deadline, asset), the term held to the visitor's age as the simulator does. */
export function operationErrors(values: DealFormValues): FormErrors {
  const errors = validateStep('operation', values);
  const deadline = deadlineOf(values);
  const main = values.associates.find((a) => a.main);
  const birth = main?.personType === 'individual' ? parseBrDate(main.birthDate) : null;
  const field = formPath('deadline', values);
  if (deadline !== undefined && birth && !errors[field]) {
    const aboveAge = publicTermAboveAge(values.operationType as DealOperationType, deadline, birth);
    if (aboveAge) errors[field] = aboveAge;
  }
  return errors;
}

/** The first proponent whose data is not complete, or -1. */
export function firstIncompleteAssociate(values: DealFormValues): number {
  return values.associates.findIndex((_, i) => Object.keys(associateErrors(values, i)).length > 0);
}

/**
 * Where a visitor who opens `step` should be instead (a later step before the earlier ones are done, a form step after
 * sending), or null when `step` may show. `index` is the proponent of a person step.
 */
export function redirectFor(state: PublicDealState, step: PublicStep, index: number | undefined): { step: PublicStep; index?: number } | null {
  if (state.submitted) return step === 'arquivos' || step === 'sucesso' ? null : { step: 'arquivos' };
  if (step === 'arquivos' || step === 'sucesso') return { step: 'resumo-do-negocio' };
  if (step === 'inicio') return null;
  if (!state.started) return { step: 'inicio' };
  const { associates } = state.values;
  if (step === 'pessoa-fisica' || step === 'pessoa-juridica') {
    const i = index ?? 0;
    const a = associates[i];
    if (!a) return { step: 'resumo-proponentes' };
    const expected = personStep(a.personType);
    return expected === step ? null : { step: expected, index: i };
  }
  // The summary needs only the main proponent: another one missing data shows there as such ("Faltam dados"), to be
  // edited or removed; a later step needs them all.
  const incomplete = step === 'resumo-proponentes' ? (associates[0] && Object.keys(associateErrors(state.values, 0)).length > 0 ? 0 : -1) : firstIncompleteAssociate(state.values);
  if (incomplete >= 0) return { step: personStep(associates[incomplete].personType), index: incomplete };
  if (step === 'resumo-do-negocio' && Object.keys(operationErrors(state.values)).length > 0) return { step: 'dados-da-operacao' };
  return null;
}

/** The request of the form's values (the server checks it again with ZPublicDealRequest). */
export function toPublicRequest(state: PublicDealState, username: string, acceptTerms: boolean): TPublicDealRequest {
  // The product, bank, defense and financed value (expenses included) are the broker's to fill later: the customer gives
  // the credit they ask for, which a draft saved before the form stopped asking for a financed value may still carry.
  const { productId: _product, financialInstitutionId: _bank, defense: _defense, financedValue: _financed, ...operation } = operationInput(state.values);
  return {
    ...operation,
    username,
    associates: state.values.associates.map((a) => associateInput(a, true)),
    notes: state.notes.trim() || undefined,
    acceptTerms,
    submissionKey: state.submissionKey,
    leadKey: state.leadKey,
  } as TPublicDealRequest;
}

/** A server field error as the step (and proponent) that shows it, and the field on the form. */
export function stepOfServerField(field: string, values: DealFormValues): { step: PublicStep; index?: number; formField: string } {
  const formField = formPath(field, values);
  if (field === 'acceptTerms' || field === 'notes') return { step: 'resumo-do-negocio', formField: field };
  const match = /^associates\.(\d+)/.exec(field);
  if (match && stepOf(formField) !== 'operation') {
    const index = Number(match[1]);
    const a = values.associates[index];
    return { step: a ? personStep(a.personType) : 'resumo-proponentes', index, formField };
  }
  return { step: 'dados-da-operacao', formField };
}
