import type { TBankPartnerInput } from '../../../../../shared/schemas/catalogue.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { type NumberValue, toNumber } from '../../../../components/catalogue/form-values.ts';

/** The bank partner form: ZBankPartnerInput with numbers as NumberInputs hold them. */
export interface BankPartnerValues {
  name: string;
  number: string;
  acceptsUnregisteredProperty: boolean;
  analysisWithoutDocs: boolean;
  financingExpenses: boolean;
  averageSlaMin: NumberValue;
  averageSlaMax: NumberValue;
  gracePeriod: NumberValue;
  incomeCommitment: NumberValue;
  maxApplicants: NumberValue;
  minCityPopulation: NumberValue;
  minAssetValue: NumberValue;
  minCreditValue: NumberValue;
  acceptJuridicalPerson: boolean;
  availableIndexerList: string[];
  availableTableList: string[];
  availableAssetTypeList: string[];
  creditScore: NumberValue;
}

/** A new bank starts with the common market answers filled in (no grace, 30 %, any city); the rest is typed. */
export const EMPTY_BANK_PARTNER: BankPartnerValues = {
  name: '',
  number: '',
  acceptsUnregisteredProperty: false,
  analysisWithoutDocs: false,
  financingExpenses: false,
  averageSlaMin: '',
  averageSlaMax: '',
  gracePeriod: 0,
  incomeCommitment: 30,
  maxApplicants: '',
  minCityPopulation: 0,
  minAssetValue: '',
  minCreditValue: '',
  acceptJuridicalPerson: false,
  availableIndexerList: [],
  availableTableList: [],
  availableAssetTypeList: [],
  creditScore: '',
};

export const BANK_PARTNER_FIELDS = Object.keys(EMPTY_BANK_PARTNER);

/** The fields a new bank starts with filled in (EMPTY_BANK_PARTNER), as NEW_BANK_LEAD names them. */
export const PREFILLED_FIELDS = { gracePeriod: 'carência', incomeCommitment: 'comprometimento de renda', minCityPopulation: 'população mínima' } as const;

/**
 * Above the new-bank form. Every field is required (an emptied one says 'Este campo é obrigatório'); the ones that come
 * filled in are named, so that they do not read as optional.
 */
export const NEW_BANK_LEAD =
  'Todos os campos são obrigatórios. Carência, comprometimento de renda e população mínima já vêm preenchidos com o mais comum no mercado (sem carência, até 30 % da renda, qualquer cidade): ajuste se o banco for diferente. O logo pode ser enviado depois de salvar, em “Editar”.';

export function bankPartnerToValues(bank: BankPartner): BankPartnerValues {
  return {
    name: bank.name,
    number: bank.number,
    acceptsUnregisteredProperty: bank.acceptsUnregisteredProperty,
    analysisWithoutDocs: bank.analysisWithoutDocs,
    financingExpenses: bank.financingExpenses,
    averageSlaMin: bank.averageSlaMin,
    averageSlaMax: bank.averageSlaMax,
    gracePeriod: bank.gracePeriod,
    incomeCommitment: bank.incomeCommitment,
    maxApplicants: bank.maxApplicants,
    minCityPopulation: bank.minCityPopulation,
    minAssetValue: bank.minAssetValue,
    minCreditValue: bank.minCreditValue,
    acceptJuridicalPerson: bank.acceptJuridicalPerson,
    availableIndexerList: [...bank.availableIndexerList],
    availableTableList: [...bank.availableTableList],
    availableAssetTypeList: [...bank.availableAssetTypeList],
    creditScore: bank.creditScore,
  };
}

/** The form's values as the shared schema's input: empty numbers become missing ('Este campo é obrigatório'). */
export function bankPartnerInput(v: BankPartnerValues): Record<keyof TBankPartnerInput, unknown> {
  return {
    ...v,
    averageSlaMin: toNumber(v.averageSlaMin),
    averageSlaMax: toNumber(v.averageSlaMax),
    gracePeriod: toNumber(v.gracePeriod),
    incomeCommitment: toNumber(v.incomeCommitment),
    maxApplicants: toNumber(v.maxApplicants),
    minCityPopulation: toNumber(v.minCityPopulation),
    minAssetValue: toNumber(v.minAssetValue),
    minCreditValue: toNumber(v.minCreditValue),
    creditScore: toNumber(v.creditScore),
  };
}
