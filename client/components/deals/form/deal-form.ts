import type { UseFormReturnType } from '@mantine/form';
import { isPurchaseOperation } from '../../../../shared/deal-options.ts';
import { onlyDigits } from '../../../../shared/format.ts';
import { type DealOperationType, isRealtyOperation, type TDealCreateRequest, type TDealUpdateRequest } from '../../../../shared/schemas/deals.ts';
import { brDateToIso } from '../../../lib/form.ts';
import type { NumberValue, VehicleTypeValue } from '../../simulation/simulation-form.ts';

export type { NumberValue };

/**
 * docs/design/product-spec.md §3 "Deal steps: customer, operation, income, files": the
 * keys are the URL segment of the edit route.
 */
export const DEAL_STEPS = [
  { key: 'customer', label: 'Proponentes' },
  { key: 'operation', label: 'Operação' },
  { key: 'income', label: 'Renda' },
  { key: 'files', label: 'Arquivos' },
] as const;
export type DealStep = (typeof DEAL_STEPS)[number]['key'];
/** The steps whose data the form holds (files are uploaded one by one, once the deal exists). */
export type FormStep = Exclude<DealStep, 'files'>;
export const FORM_STEPS: FormStep[] = ['customer', 'operation', 'income'];

export const isDealStep = (v: unknown): v is DealStep => DEAL_STEPS.some((s) => s.key === v);
export const stepIndex = (step: DealStep): number => DEAL_STEPS.findIndex((s) => s.key === step);

export const CUSTOM_DEADLINE = '-1';
export const MAX_ASSOCIATES = 10;

export interface IdentityCardValues {
  number: string;
  state: string;
  issuingAgency: string;
  /** DD/MM/YYYY as typed. */
  issueDate: string;
}

export interface IncomeValues {
  /** React key of the list item; never sent. */
  key: string;
  mensalIncome: NumberValue;
  professionalProfile: string;
  admissionDate: string;
  description: string;
  companyName: string;
  companyDocument: string;
  main: boolean;
}

export interface AssociateValues {
  key: string;
  main: boolean;
  notify: boolean;
  hasRestrictions: boolean;
  personType: 'individual' | 'company';
  type: 'CUSTOMER' | 'SELLER';
  name: string;
  /** CPF or CNPJ, masked as typed. */
  document: string;
  /** Birth date (opening date for a company), DD/MM/YYYY. */
  birthDate: string;
  gender: string;
  maritalStatus: string;
  motherName: string;
  serasaScore: NumberValue;
  relationship: string;
  monthlyBilling: NumberValue;
  email: string;
  cellphone: string;
  identityCard: IdentityCardValues;
  incomes: IncomeValues[];
}

/**
 * One form for every step, so nothing typed is lost when moving between them. Selects hold '' for "none"; the
 * vehicle fields are flat and named as the simulation's, because VehiclePicker fills them.
 */
export interface DealFormValues {
  operationType: DealOperationType | '';
  associates: AssociateValues[];
  operationValue: NumberValue;
  objective: string;
  /** A deadline option in months; CUSTOM_DEADLINE opens `customDeadline`. */
  deadline: string;
  customDeadline: NumberValue;
  defense: string;
  downPayment: NumberValue;
  financedValue: NumberValue;
  /** Property or vehicle value. */
  assetValue: NumberValue;
  realtyType: string;
  /** Null: not given yet (a simulator's lead); kept null until the broker answers. */
  isPropertyAlreadyChosen: boolean | null;
  isRegistered: boolean | null;
  typeVehicle: VehicleTypeValue;
  /** veiculo_leve | veiculo_pesado, set with the vehicle type. */
  assetType: string;
  brandCode: string;
  brandName: string;
  modelCode: string;
  modelName: string;
  year: string;
  plate: string;
  fuel: string;
  productId: string;
  /** A bank chosen without a product (deals registered elsewhere); kept as it was. */
  financialInstitutionId: string;
}

export type DealForm = UseFormReturnType<DealFormValues>;

let sequence = 0;
/** A key for a new list item (associates, incomes). */
export const newKey = (): string => `item-${++sequence}`;

export function emptyIncome(main = false): IncomeValues {
  return { key: newKey(), mensalIncome: '', professionalProfile: '', admissionDate: '', description: '', companyName: '', companyDocument: '', main };
}

export function emptyAssociate(main = false): AssociateValues {
  return {
    key: newKey(),
    main,
    notify: false,
    hasRestrictions: false,
    personType: 'individual',
    type: 'CUSTOMER',
    name: '',
    document: '',
    birthDate: '',
    gender: '',
    maritalStatus: '',
    motherName: '',
    serasaScore: '',
    relationship: '',
    monthlyBilling: '',
    email: '',
    cellphone: '',
    identityCard: { number: '', state: '', issuingAgency: '', issueDate: '' },
    incomes: [],
  };
}

export function emptyDealValues(): DealFormValues {
  return {
    operationType: '',
    associates: [emptyAssociate(true)],
    operationValue: '',
    objective: '',
    deadline: '',
    customDeadline: '',
    defense: '',
    downPayment: '',
    financedValue: '',
    assetValue: '',
    realtyType: '',
    isPropertyAlreadyChosen: false,
    isRegistered: true,
    typeVehicle: '1',
    assetType: 'veiculo_leve',
    brandCode: '',
    brandName: '',
    modelCode: '',
    modelName: '',
    year: '',
    plate: '',
    fuel: '',
    productId: '',
    financialInstitutionId: '',
  };
}

/** A NumberInput's value as a number: '' → undefined (the schema says it is required). */
export function num(v: NumberValue): number | undefined {
  if (typeof v === 'number') return v;
  return v.trim() === '' ? undefined : Number(v.trim());
}
const text = (v: string): string | undefined => v.trim() || undefined;
const dateOrUndefined = (v: string): string | undefined => (v.trim() ? brDateToIso(v) : undefined);

/** The deadline in months the form stands for (custom or an option), or undefined while none is chosen. */
export function deadlineOf(v: Pick<DealFormValues, 'deadline' | 'customDeadline'>): number | undefined {
  if (v.deadline === CUSTOM_DEADLINE) return num(v.customDeadline);
  return v.deadline ? Number(v.deadline) : undefined;
}

/** One income as ZIncome's input. */
export function incomeInput(i: IncomeValues) {
  return {
    mensalIncome: num(i.mensalIncome),
    professionalProfile: i.professionalProfile || undefined,
    admissionDate: dateOrUndefined(i.admissionDate),
    description: text(i.description),
    companyName: text(i.companyName),
    companyDocument: text(i.companyDocument),
    main: i.main,
  };
}

/** One associate as ZAssociate's input; the customer step checks it without the incomes (the next step's). */
export function associateInput(a: AssociateValues, withIncomes: boolean) {
  const individual = a.personType === 'individual';
  const card = a.identityCard;
  // The identity card is optional, but once any of it is typed the whole card is asked for.
  const hasCard = individual && [card.number, card.state, card.issuingAgency, card.issueDate].some((v) => v.trim());
  return {
    main: a.type === 'CUSTOMER' && a.main,
    notify: a.notify,
    hasRestrictions: a.hasRestrictions,
    personType: a.personType,
    type: a.type,
    name: a.name,
    document: a.document,
    birthDate: brDateToIso(a.birthDate),
    gender: individual ? a.gender || undefined : undefined,
    maritalStatus: individual ? a.maritalStatus || undefined : undefined,
    motherName: individual ? text(a.motherName) : undefined,
    serasaScore: num(a.serasaScore),
    relationship: text(a.relationship),
    monthlyBilling: individual ? undefined : num(a.monthlyBilling),
    email: text(a.email),
    cellphone: onlyDigits(a.cellphone) || undefined,
    identityCard: hasCard ? { number: card.number, state: card.state || undefined, issuingAgency: card.issuingAgency, issueDate: brDateToIso(card.issueDate) } : undefined,
    incomes: withIncomes && individual ? a.incomes.map(incomeInput) : [],
  };
}

function assetInput(v: DealFormValues) {
  if (v.operationType === '' || isRealtyOperation(v.operationType)) {
    // Whether the property is chosen is a purchase's question (the form hides it for home equity).
    const purchase = v.operationType === '' || isPurchaseOperation(v.operationType);
    return { kind: 'realty', value: num(v.assetValue), type: v.realtyType || undefined, isPropertyAlreadyChosen: purchase ? v.isPropertyAlreadyChosen : undefined, isRegistered: v.isRegistered };
  }
  const year = v.year ? Number(v.year) : undefined;
  return {
    kind: 'vehicle',
    value: num(v.assetValue),
    type: v.assetType || undefined,
    typeVehicle: Number(v.typeVehicle),
    fuel: text(v.fuel),
    year,
    brand: { name: v.brandName, code: v.brandCode },
    model: { name: v.modelName, code: v.modelCode, year },
    licensePlate: text(v.plate),
  };
}

/** The operation step as ZDealOperationStep's input; what is missing stays undefined so the schema names it. */
export function operationInput(v: DealFormValues) {
  return {
    operationType: v.operationType || undefined,
    operationValue: num(v.operationValue),
    objective: v.objective || undefined,
    deadline: deadlineOf(v),
    defense: text(v.defense),
    // A purchase's figures only (the form hides them for the collateral operations, a value typed before switching included).
    downPayment: isPurchaseOperation(v.operationType) ? num(v.downPayment) : undefined,
    financedValue: isPurchaseOperation(v.operationType) ? num(v.financedValue) : undefined,
    asset: assetInput(v),
    productId: v.productId || undefined,
    financialInstitutionId: v.productId ? undefined : v.financialInstitutionId || undefined,
  };
}

/** The whole form as the create request (checked by the server with ZDealCreateRequest). */
export function toCreateRequest(v: DealFormValues, simulationId?: string): TDealCreateRequest {
  return { ...operationInput(v), associates: v.associates.map((a) => associateInput(a, true)), simulationId } as TDealCreateRequest;
}

/** The whole form as the update request, at the version the editor saw. */
export function toUpdateRequest(v: DealFormValues, id: string, version: number): TDealUpdateRequest {
  return { id, version, ...operationInput(v), associates: v.associates.map((a) => associateInput(a, true)) } as TDealUpdateRequest;
}
