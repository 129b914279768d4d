import { formatDate, maskCnpj, maskCpf, maskPhone, maskPlate } from '../../../../shared/format.ts';
import { REALTY_TYPE } from '../../../../shared/options.ts';
import { isRealtyOperation, type TDealUpdateParsed } from '../../../../shared/schemas/deals.ts';
import { SIMULATION_DEADLINES, type TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { type AssociateValues, CUSTOM_DEADLINE, type DealFormValues, emptyAssociate, emptyDealValues, emptyIncome, newKey } from './deal-form.ts';

/** What `deals.editable` answers in `deal`: the update request without id and version. */
export type EditableDeal = Omit<TDealUpdateParsed, 'id' | 'version'>;

const orEmpty = (v: number | undefined | null): number | '' => (v === undefined || v === null ? '' : v);
const maskDocument = (personType: 'individual' | 'company', document: string) => (personType === 'company' ? maskCnpj(document) : maskCpf(document));

/** The deadline select and custom field for a number of months. */
function deadlineValues(type: keyof typeof SIMULATION_DEADLINES, months: number): Pick<DealFormValues, 'deadline' | 'customDeadline'> {
  return SIMULATION_DEADLINES[type].options.includes(months) ? { deadline: String(months), customDeadline: '' } : { deadline: CUSTOM_DEADLINE, customDeadline: months };
}

export function associateValues(a: EditableDeal['associates'][number]): AssociateValues {
  return {
    key: newKey(),
    main: a.main,
    notify: a.notify,
    hasRestrictions: a.hasRestrictions,
    personType: a.personType,
    type: a.type,
    name: a.name,
    document: maskDocument(a.personType, a.document),
    birthDate: formatDate(a.birthDate),
    gender: a.gender ?? '',
    maritalStatus: a.maritalStatus ?? '',
    motherName: a.motherName ?? '',
    serasaScore: orEmpty(a.serasaScore),
    relationship: a.relationship ?? '',
    monthlyBilling: orEmpty(a.monthlyBilling),
    email: a.email ?? '',
    cellphone: a.cellphone ? maskPhone(a.cellphone) : '',
    identityCard: a.identityCard
      ? { number: a.identityCard.number, state: a.identityCard.state, issuingAgency: a.identityCard.issuingAgency, issueDate: formatDate(a.identityCard.issueDate) }
      : { number: '', state: '', issuingAgency: '', issueDate: '' },
    incomes: a.incomes.map((i) => ({
      key: newKey(),
      mensalIncome: i.mensalIncome,
      professionalProfile: i.professionalProfile,
      admissionDate: formatDate(i.admissionDate),
      description: i.description ?? '',
      companyName: i.companyName ?? '',
      companyDocument: i.companyDocument ? maskCnpj(i.companyDocument) : '',
      main: i.main,
    })),
  };
}

/** A stored deal (deals.editable) as the wizard's values. */
export function fromEditable(d: EditableDeal): DealFormValues {
  const base = emptyDealValues();
  const asset = d.asset;
  const assetFields: Partial<DealFormValues> =
    asset.kind === 'realty'
      ? { assetValue: asset.value, realtyType: asset.type, isPropertyAlreadyChosen: asset.isPropertyAlreadyChosen, isRegistered: asset.isRegistered }
      : {
          assetValue: asset.value,
          typeVehicle: asset.typeVehicle === 3 ? '3' : '1',
          assetType: asset.type,
          // A simulator's lead has no brand, model or year yet (the visitor was not asked): the broker fills them.
          brandCode: asset.brand?.code ?? '',
          brandName: asset.brand?.name ?? '',
          modelCode: asset.model?.code ?? '',
          modelName: asset.model?.name ?? '',
          year: asset.year ? String(asset.year) : '',
          plate: asset.licensePlate ? maskPlate(asset.licensePlate) : '',
          fuel: asset.fuel ?? '',
        };
  return {
    ...base,
    ...assetFields,
    operationType: d.operationType,
    associates: d.associates.map(associateValues),
    operationValue: d.operationValue,
    objective: d.objective ?? '',
    ...deadlineValues(d.operationType, d.deadline),
    defense: d.defense ?? '',
    downPayment: orEmpty(d.downPayment),
    financedValue: orEmpty(d.financedValue),
    productId: d.productId ?? '',
    financialInstitutionId: d.financialInstitutionId ?? '',
  };
}

/** A saved simulation (simulation.get's `input`) as a new deal: the customer, the type, the values and the deadline. */
export function fromSimulation(s: TSimulationParsed): DealFormValues {
  const base = emptyDealValues();
  const company = s.forJuridicalPerson;
  const personType = company ? 'company' : 'individual';
  const customer: AssociateValues = {
    ...emptyAssociate(true),
    personType,
    name: s.customer.name,
    document: maskDocument(personType, s.customer.document),
    birthDate: s.customer.birthDate ? formatDate(s.customer.birthDate) : '',
    cellphone: s.customer.cellphone ? maskPhone(s.customer.cellphone) : '',
    // A company's "income" in the simulation is its monthly billing.
    monthlyBilling: company ? s.customer.income : '',
    incomes: company ? [] : [{ ...emptyIncome(true), mensalIncome: s.customer.income }],
  };
  const realty = isRealtyOperation(s.type);
  // A purchase pays the rest of the price at signing, as the simulation's "Entrada" showed; credit backed by an asset
  // the customer already owns (home equity, vehicle collateral) has none.
  const purchase = s.type === 'Financing' || s.type === 'SimpleBest';
  const downPayment = purchase && s.assetValue > s.operationValue ? Math.round((s.assetValue - s.operationValue) * 100) / 100 : '';
  return {
    ...base,
    operationType: s.type,
    associates: [customer],
    operationValue: s.operationValue,
    assetValue: s.assetValue,
    downPayment,
    ...deadlineValues(s.type, s.deadline),
    ...(realty
      ? { realtyType: s.assetType && Object.hasOwn(REALTY_TYPE, s.assetType) ? s.assetType : '', isRegistered: s.isRegistered }
      : { typeVehicle: s.assetType === 'veiculo_pesado' ? '3' : '1', assetType: s.assetType === 'veiculo_pesado' ? 'veiculo_pesado' : 'veiculo_leve' }),
  };
}
