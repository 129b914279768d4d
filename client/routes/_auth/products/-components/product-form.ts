import { type PRODUCT_SEGMENT, PRODUCT_TYPE, REALTY_TYPE, VEHICLE_ASSET } from '../../../../../shared/options.ts';
import type { TProductInput } from '../../../../../shared/schemas/catalogue.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import type { Product } from '../../../../components/catalogue/catalogue-types.ts';
import { type NumberValue, toNumber } from '../../../../components/catalogue/form-values.ts';

export type Segment = keyof typeof PRODUCT_SEGMENT;

/** The product form: ZProductInput with Selects that may be empty and numbers as NumberInputs hold them. */
export interface ProductValues {
  name: string;
  global: boolean;
  financialInstitutionId: string | null;
  segment: string | null;
  type: string | null;
  fee: NumberValue;
  feeType: string;
  table: string | null;
  indexer: string | null;
  insurer: string | null;
  administrationFee: NumberValue;
  expenseType: string;
  expenseValueFixed: NumberValue;
  expenseValuePercentage: NumberValue;
  ltv: NumberValue;
  approveJuridicalPerson: boolean;
  minAssetValue: NumberValue;
  minCreditValue: NumberValue;
  maxFee: NumberValue;
  minFee: NumberValue;
  deadlineMin: NumberValue;
  deadlineMax: NumberValue;
  availableAssetType: string[];
  mipRate: NumberValue;
  dfiRate: NumberValue;
  valuationFee: NumberValue;
  contractFee: NumberValue;
  lienRegistrationFee: NumberValue;
  tariffsFinanced: boolean;
  acceptedTables: string[];
  /** Percent; '' = the product's LTV. */
  ltvPrice: NumberValue;
  ltvSac: NumberValue;
  /** null = not classified (vehicles, home equity). */
  housingSystem: string | null;
}

/** A new product: what most products share is filled in (bank's insurer, no fees or insurance); the rest is typed. */
export function emptyProduct(bankId?: string): ProductValues {
  return {
    name: '',
    global: false,
    financialInstitutionId: bankId ?? null,
    segment: null,
    type: null,
    fee: '',
    feeType: 'monthly',
    table: null,
    indexer: null,
    insurer: 'default',
    administrationFee: 0,
    expenseType: 'percentage',
    expenseValueFixed: 0,
    expenseValuePercentage: 0,
    ltv: '',
    approveJuridicalPerson: false,
    minAssetValue: '',
    minCreditValue: '',
    maxFee: '',
    minFee: '',
    deadlineMin: '',
    deadlineMax: '',
    availableAssetType: [],
    mipRate: 0,
    dfiRate: 0,
    // As the database defaults them: no tariffs, paid at signing, both tables, the product's LTV for each.
    valuationFee: 0,
    contractFee: 0,
    lienRegistrationFee: 0,
    tariffsFinanced: false,
    acceptedTables: ['PRICE', 'SAC'],
    ltvPrice: '',
    ltvSac: '',
    housingSystem: null,
  };
}

export const PRODUCT_FIELDS = Object.keys(emptyProduct());

export function productToValues(p: Product): ProductValues {
  return {
    name: p.name,
    global: p.global,
    financialInstitutionId: p.financialInstitutionId,
    segment: p.segment,
    type: p.type,
    fee: p.fee,
    feeType: p.feeType,
    table: p.table,
    indexer: p.indexer,
    insurer: p.insurer,
    administrationFee: p.administrationFee,
    expenseType: p.expenseType,
    expenseValueFixed: p.expenseValueFixed,
    expenseValuePercentage: p.expenseValuePercentage,
    ltv: p.ltv,
    approveJuridicalPerson: p.approveJuridicalPerson,
    minAssetValue: p.minAssetValue,
    minCreditValue: p.minCreditValue,
    maxFee: p.maxFee,
    minFee: p.minFee,
    deadlineMin: p.deadlineMin,
    deadlineMax: p.deadlineMax,
    availableAssetType: [...p.availableAssetType],
    mipRate: p.mipRate,
    dfiRate: p.dfiRate,
    valuationFee: p.valuationFee,
    contractFee: p.contractFee,
    lienRegistrationFee: p.lienRegistrationFee,
    tariffsFinanced: p.tariffsFinanced,
    acceptedTables: [...p.acceptedTables],
    ltvPrice: p.ltvPrice ?? '',
    ltvSac: p.ltvSac ?? '',
    housingSystem: p.housingSystem,
  };
}

/** SFH/SFI of a real-estate product; '' = not classified (null to the server). */
export const HOUSING_SYSTEM_OPTIONS = [
  { value: '', label: 'Não classificado' },
  { value: 'SFH', label: 'SFH' },
  { value: 'SFI', label: 'SFI' },
];

/**
 * Which product types and asset types belong to a segment
 * (docs/design/product-spec.md §3: Vehicular → SimpleBest/BestCar).
 */
export const SEGMENT_TYPES: Record<Segment, (keyof typeof PRODUCT_TYPE)[]> = {
  Vehicular: ['SimpleBest', 'BestCar'],
  'Real State': ['Financing', 'HomeEquity'],
};
const SEGMENT_ASSETS: Record<Segment, Record<string, string>> = { Vehicular: VEHICLE_ASSET, 'Real State': REALTY_TYPE };

export const isSegment = (v: string | null): v is Segment => v !== null && Object.hasOwn(SEGMENT_TYPES, v);

export const typeOptions = (segment: string | null) => (isSegment(segment) ? SEGMENT_TYPES[segment].map((value) => ({ value, label: PRODUCT_TYPE[value] })) : []);
export const assetOptions = (segment: string | null) => (isSegment(segment) ? optionsOf(SEGMENT_ASSETS[segment]) : []);

/** After a segment change: drop a type and asset types that belong to the other segment. */
export function fitToSegment(values: ProductValues, segment: string | null): Pick<ProductValues, 'segment' | 'type' | 'availableAssetType'> {
  const types: string[] = isSegment(segment) ? SEGMENT_TYPES[segment] : [];
  const assets = assetOptions(segment).map((o) => o.value);
  return {
    segment,
    type: values.type && types.includes(values.type) ? values.type : null,
    availableAssetType: values.availableAssetType.filter((a) => assets.includes(a)),
  };
}

/** The form's values as the shared schema's input. Only the chosen expense kind counts; the other one is 0. */
export function productInput(v: ProductValues): Record<keyof TProductInput, unknown> {
  const fixed = v.expenseType === 'fixed';
  return {
    ...v,
    financialInstitutionId: v.financialInstitutionId ?? undefined,
    segment: v.segment ?? undefined,
    type: v.type ?? undefined,
    table: v.table ?? undefined,
    indexer: v.indexer ?? undefined,
    insurer: v.insurer ?? undefined,
    fee: toNumber(v.fee),
    administrationFee: toNumber(v.administrationFee),
    expenseValueFixed: fixed ? toNumber(v.expenseValueFixed) : 0,
    expenseValuePercentage: fixed ? 0 : toNumber(v.expenseValuePercentage),
    ltv: toNumber(v.ltv),
    minAssetValue: toNumber(v.minAssetValue),
    minCreditValue: toNumber(v.minCreditValue),
    maxFee: toNumber(v.maxFee),
    minFee: toNumber(v.minFee),
    deadlineMin: toNumber(v.deadlineMin),
    deadlineMax: toNumber(v.deadlineMax),
    mipRate: toNumber(v.mipRate),
    dfiRate: toNumber(v.dfiRate),
    // A cleared tariff is no tariff (0), not "keep the stored one" as an absent field would mean to the server.
    valuationFee: toNumber(v.valuationFee) ?? 0,
    contractFee: toNumber(v.contractFee) ?? 0,
    lienRegistrationFee: toNumber(v.lienRegistrationFee) ?? 0,
    // An empty per-table LTV falls back to the product's LTV (null), unlike the required fields above.
    ltvPrice: toNumber(v.ltvPrice) ?? null,
    ltvSac: toNumber(v.ltvSac) ?? null,
    // SFH/SFI classifies real-estate financing only; elsewhere it would be a stale choice from another segment.
    housingSystem: v.segment === 'Real State' ? v.housingSystem : null,
  };
}
