import { formatDate, maskCnpj, maskCpf, maskPhone, onlyDigits } from '../../../shared/format.ts';
import type { TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { SIMULATION_DEADLINES, type SimulationType } from '../../../shared/simulation-options.ts';
import { brDateToIso } from '../../lib/form.ts';
import type { SimulationKind } from './simulation-types.ts';

/** What a NumberInput holds: a number, or '' while empty. */
export type NumberValue = number | string;
export type VehicleTypeValue = '1' | '3';

/**
 * The simulation form, flat so every field (and every server field error) has one name. DD/MM/YYYY dates and
 * masked documents as typed; the request is built by `toSimulationRequest`.
 */
export interface SimulationFormValues {
  type: SimulationType;
  forJuridicalPerson: boolean;
  customerName: string;
  customerDocument: string;
  customerBirthDate: string;
  customerCellphone: string;
  /** Public pages only: the visitor's e-mail, one of the two ways the broker answers (never part of the request). */
  customerEmail: string;
  customerIncome: NumberValue;
  assetValue: NumberValue;
  assetType: string;
  operationValue: NumberValue;
  /** A deadline option in months as a string; '-1' = custom (`customDeadline`). */
  deadline: string;
  customDeadline: NumberValue;
  /** '' = the product's own table. */
  table: '' | 'PRICE' | 'SAC';
  postalCode: string;
  /** A CITY_SIZE_OPTIONS value; '' = not informed. */
  cityPopulation: string;
  isRegistered: boolean;
  numberOfAssociates: NumberValue;
  gracePeriod: NumberValue;
  isFinancingExpensesRequired: boolean;
  /** A company in the Simples Nacional (reduced IOF); sent only for a company. */
  simplesNacional: boolean;
  /** FGTS for the down payment; sent only for Financing. */
  fgtsAmount: NumberValue;
  /** The other proponents' birth dates (DD/MM/AAAA, optional), one slot per proponent beyond the first. */
  associatesBirthDates: string[];
  // Vehicle only: the FIPE-style choice that prefills the vehicle value, and the plate.
  typeVehicle: VehicleTypeValue;
  brandCode: string;
  modelCode: string;
  year: string;
  plate: string;
}

export const CUSTOM_DEADLINE = '-1';
export const DEFAULT_REALTY_TYPE = 'apartamento';
/** The request takes up to 10 proponents: the main one and nine others. */
export const MAX_OTHER_ASSOCIATES = 9;

export function emptySimulationValues(kind: SimulationKind): SimulationFormValues {
  return {
    type: kind === 'realty' ? 'Financing' : 'SimpleBest',
    forJuridicalPerson: false,
    customerName: '',
    customerDocument: '',
    customerBirthDate: '',
    customerCellphone: '',
    customerEmail: '',
    customerIncome: '',
    assetValue: '',
    // The commonest case, and residential: the IOF exemption a broker expects unless told otherwise.
    assetType: kind === 'vehicle' ? 'veiculo_leve' : DEFAULT_REALTY_TYPE,
    operationValue: '',
    deadline: '',
    customDeadline: '',
    table: '',
    postalCode: '',
    cityPopulation: '',
    isRegistered: true,
    numberOfAssociates: 1,
    gracePeriod: 0,
    isFinancingExpensesRequired: false,
    simplesNacional: false,
    fgtsAmount: '',
    associatesBirthDates: Array<string>(MAX_OTHER_ASSOCIATES).fill(''),
    typeVehicle: '1',
    brandCode: '',
    modelCode: '',
    year: '',
    plate: '',
  };
}

/**
 * A NumberInput's value as a number: '' → undefined (the schema says it is required). Mantine hands over a string
 * while a number is unfinished or ends in zeros ("1500.", "1500.00"), unformatted with a dot as the decimal point.
 */
export function num(v: NumberValue): number | undefined {
  if (typeof v === 'number') return v;
  return v.trim() === '' ? undefined : Number(v.trim());
}
const text = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

/** The deadline in months the form stands for (custom or an option), or undefined while none is chosen. */
export function deadlineOf(v: Pick<SimulationFormValues, 'deadline' | 'customDeadline'>): number | undefined {
  if (v.deadline === CUSTOM_DEADLINE) return num(v.customDeadline);
  return v.deadline ? Number(v.deadline) : undefined;
}

type AssociateFields = Pick<SimulationFormValues, 'forJuridicalPerson' | 'numberOfAssociates' | 'associatesBirthDates'>;

/**
 * How many co-borrower birth dates the form asks: one per proponent beyond the first, for an individual only (the
 * server picks the insurance band by the oldest individual; a company's partners are not borrowers here).
 */
export function associateSlots(v: Omit<AssociateFields, 'associatesBirthDates'>): number {
  const n = num(v.numberOfAssociates);
  if (v.forJuridicalPerson || n === undefined || !Number.isInteger(n)) return 0;
  return Math.min(Math.max(n - 1, 0), MAX_OTHER_ASSOCIATES);
}

/** Slots with a date typed, in order: blanks are left out (the dates are optional), so indexes shift. */
function filledAssociateSlots(v: AssociateFields): number[] {
  return Array.from({ length: associateSlots(v) }, (_, i) => i).filter((i) => (v.associatesBirthDates[i] ?? '').trim() !== '');
}

/** The form as ZSimulationRequest's input; what is missing stays undefined so the schema names it. */
export function toSimulationRequest(v: SimulationFormValues): unknown {
  const realty = v.type === 'Financing' || v.type === 'HomeEquity';
  return {
    type: v.type,
    forJuridicalPerson: v.forJuridicalPerson,
    customer: {
      name: v.customerName,
      document: v.customerDocument,
      birthDate: v.forJuridicalPerson || !v.customerBirthDate.trim() ? undefined : brDateToIso(v.customerBirthDate),
      cellphone: text(onlyDigits(v.customerCellphone)),
      income: num(v.customerIncome),
    },
    assetValue: num(v.assetValue),
    assetType: text(v.assetType),
    operationValue: num(v.operationValue),
    deadline: deadlineOf(v),
    table: v.table || undefined,
    postalCode: text(v.postalCode),
    cityPopulation: realty && v.cityPopulation ? Number(v.cityPopulation) : undefined,
    isRegistered: realty ? v.isRegistered : true,
    numberOfAssociates: num(v.numberOfAssociates),
    gracePeriod: num(v.gracePeriod),
    isFinancingExpensesRequired: v.isFinancingExpensesRequired,
    // Hidden fields keep what was typed (switching back restores it) but only count where they apply.
    simplesNacional: v.forJuridicalPerson && v.simplesNacional,
    fgtsAmount: v.type === 'Financing' ? (num(v.fgtsAmount) ?? 0) : 0,
    associatesBirthDates: associatesOf(v),
  };
}

/**
 * Whether two states of the form ask for the same simulation: compared as requests, whatever the order of the keys (a
 * case read back from storage has them in another order than the form's), so a number typed as "330000.00" or kept as
 * 330000 is the same case.
 */
export function sameSimulation(a: SimulationFormValues, b: SimulationFormValues): boolean {
  return sortedJson(toSimulationRequest(a)) === sortedJson(toSimulationRequest(b));
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function associatesOf(v: AssociateFields): string[] | undefined {
  const filled = filledAssociateSlots(v);
  return filled.length ? filled.map((i) => brDateToIso(v.associatesBirthDates[i])) : undefined;
}

/** Schema paths (and server `errors[].field`) → form fields. */
const FIELD_OF: Record<string, keyof SimulationFormValues> = {
  'customer.name': 'customerName',
  'customer.document': 'customerDocument',
  'customer.birthDate': 'customerBirthDate',
  'customer.cellphone': 'customerCellphone',
  'customer.income': 'customerIncome',
};

/** applyFieldErrors' map for a server answer; `prefix` when the request sits under a key (public pages). */
export function serverFieldMap(v: Pick<SimulationFormValues, 'deadline'> & Partial<AssociateFields>, prefix = ''): Record<string, string> {
  const map: Record<string, string> = { [`${prefix}deadline`]: v.deadline === CUSTOM_DEADLINE ? 'customDeadline' : 'deadline' };
  if (v.associatesBirthDates && v.forJuridicalPerson !== undefined && v.numberOfAssociates !== undefined) {
    const fields = { forJuridicalPerson: v.forJuridicalPerson, numberOfAssociates: v.numberOfAssociates, associatesBirthDates: v.associatesBirthDates };
    filledAssociateSlots(fields).forEach((slot, sent) => {
      map[`${prefix}associatesBirthDates.${sent}`] = `associatesBirthDates.${slot}`;
    });
  }
  for (const [path, field] of Object.entries(FIELD_OF)) map[`${prefix}${path}`] = field;
  for (const field of ['type', 'assetValue', 'assetType', 'operationValue', 'table', 'postalCode', 'cityPopulation', 'numberOfAssociates', 'gracePeriod', 'simplesNacional', 'fgtsAmount'])
    map[`${prefix}${field}`] = field;
  return map;
}

/** A saved request back into the form (reopening a saved simulation). */
export function fromSimulationRequest(input: TSimulationParsed, kind: SimulationKind): SimulationFormValues {
  const base = emptySimulationValues(kind);
  const isOption = SIMULATION_DEADLINES[input.type].options.includes(input.deadline);
  return {
    ...base,
    type: input.type,
    forJuridicalPerson: input.forJuridicalPerson,
    customerName: input.customer.name,
    customerDocument: input.forJuridicalPerson ? maskCnpj(input.customer.document) : maskCpf(input.customer.document),
    customerBirthDate: input.customer.birthDate ? formatDate(input.customer.birthDate) : '',
    customerCellphone: input.customer.cellphone ? maskPhone(input.customer.cellphone) : '',
    customerIncome: input.customer.income,
    assetValue: input.assetValue,
    assetType: input.assetType ?? base.assetType,
    operationValue: input.operationValue,
    deadline: isOption ? String(input.deadline) : CUSTOM_DEADLINE,
    customDeadline: isOption ? '' : input.deadline,
    table: input.table ?? '',
    postalCode: input.postalCode ?? '',
    cityPopulation: input.cityPopulation === undefined ? '' : String(input.cityPopulation),
    isRegistered: input.isRegistered,
    numberOfAssociates: input.numberOfAssociates,
    gracePeriod: input.gracePeriod,
    isFinancingExpensesRequired: input.isFinancingExpensesRequired,
    simplesNacional: input.simplesNacional,
    fgtsAmount: input.fgtsAmount ? input.fgtsAmount : '',
    associatesBirthDates: base.associatesBirthDates.map((blank, i) => (input.associatesBirthDates?.[i] ? formatDate(input.associatesBirthDates[i]) : blank)),
    typeVehicle: input.assetType === 'veiculo_pesado' ? '3' : '1',
  };
}

/** Which workspace a saved simulation reopens in. */
export function kindOf(type: string): SimulationKind {
  return type === 'SimpleBest' || type === 'BestCar' ? 'vehicle' : 'realty';
}
