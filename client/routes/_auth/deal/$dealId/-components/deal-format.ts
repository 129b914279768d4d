import { formatCnpj, formatCpf, formatDate, formatDateTime, formatMoney, formatPercent, maskPhone, maskPlate } from '../../../../../../shared/format.ts';
import {
  ADMISSION_DATE_LABEL,
  CREDIT_OBJECTIVE,
  DEAL_ORIGIN,
  GENDER,
  MARITAL_STATUS,
  PRODUCT_TYPE,
  PROFESSIONAL_PROFILE,
  REALTY_TYPE,
  SEMAPHORE,
  VEHICLE_ASSET,
  VEHICLE_TYPE,
} from '../../../../../../shared/options.ts';
import type { Semaphore } from '../../../../../../shared/pipelines.ts';
import { formatTerm } from '../../../../../components/simulation/simulation-format.ts';
import type { DealAssetData, DealAssociate, DealDetail, DealIncome } from './deal-types.ts';

/** A label and what to show beside it; facts without a value are left out of the lists. */
export type Fact = [label: string, value: string];

/** A yes/no fact; null when never asked (a simulator's lead): "Não informado", never a made-up "Não". */
const yesNo = (value: boolean | null | undefined) => (value === true ? 'Sim' : value === false ? 'Não' : 'Não informado');
/** The pt-BR label of an option key; the key itself when unknown (never hides data). */
export function optionLabel(labels: Record<string, string>, key: string | null | undefined): string {
  if (!key) return '';
  return Object.hasOwn(labels, key) ? labels[key] : key;
}
const facts = (list: [string, string | null | undefined][]): Fact[] => list.filter((f): f is Fact => !!f[1]);

export const SEMAPHORE_COLOR: Record<Semaphore, string> = { GREEN: 'green', YELLOW: 'yellow', RED: 'red' };
export const semaphoreLabel = (s: Semaphore): string => SEMAPHORE[s].label;

/** CPF or CNPJ with its mask. */
export function formatDocument(personType: 'individual' | 'company', document: string): string {
  return personType === 'company' ? formatCnpj(document) : formatCpf(document);
}

/** The operation as the summary card lists it. */
export function summaryFacts(deal: DealDetail): Fact[] {
  const ltv = deal.assetValue > 0 ? formatPercent(deal.operationValue / deal.assetValue) : null;
  return facts([
    ['Tipo de operação', optionLabel(PRODUCT_TYPE, deal.operationType)],
    ['Valor do crédito', formatMoney(deal.operationValue)],
    ['Crédito sobre o valor do bem', ltv],
    ['Prazo', formatTerm(deal.deadline)],
    ['Objetivo', optionLabel(CREDIT_OBJECTIVE, deal.objective)],
    ['Entrada', deal.downPayment === null ? null : formatMoney(deal.downPayment)],
    ['Valor financiado', deal.financedValue === null ? null : formatMoney(deal.financedValue)],
    ['Banco', deal.bank?.name],
    ['Produto', deal.product?.name],
    ['Origem', optionLabel(DEAL_ORIGIN, deal.origin)],
    ['Cadastrado em', formatDateTime(deal.createdAt)],
    ['Encerrado em', deal.closedAt ? formatDateTime(deal.closedAt) : null],
  ]);
}

/** The realty's or the vehicle's data, plate masked AAA-9999 / AAA-9A99; whether the property is chosen only for a purchase. */
export function assetFacts(asset: DealAssetData, purchase = true): Fact[] {
  if (asset.kind === 'realty') {
    return facts([
      ['Tipo do imóvel', optionLabel(REALTY_TYPE, asset.type)],
      ['Valor do imóvel', formatMoney(asset.value)],
      ['Imóvel já escolhido', purchase ? yesNo(asset.isPropertyAlreadyChosen) : null],
      ['Imóvel com matrícula', yesNo(asset.isRegistered)],
    ]);
  }
  return facts([
    ['Marca', asset.brand?.name],
    ['Modelo', asset.model?.name],
    ['Ano', asset.year ? String(asset.model?.year && asset.model.year !== asset.year ? `${asset.year}/${asset.model.year}` : asset.year) : null],
    ['Combustível', asset.fuel],
    ['Tipo', optionLabel(VEHICLE_ASSET, asset.type)],
    ['Categoria', optionLabel(VEHICLE_TYPE, String(asset.typeVehicle))],
    ['Placa', asset.licensePlate ? maskPlate(asset.licensePlate) : null],
    ['Valor do veículo', formatMoney(asset.value)],
  ]);
}

/** A proponent's or seller's personal data (company: corporate name, CNPJ, opening date, billing). */
export function associateFacts(a: DealAssociate): Fact[] {
  const company = a.person_type === 'company';
  const card = a.identity_card;
  return facts([
    [company ? 'CNPJ' : 'CPF', formatDocument(a.person_type, a.document)],
    [company ? 'Data de abertura' : 'Data de nascimento', formatDate(a.birth_date)],
    ['Gênero', company ? null : optionLabel(GENDER, a.gender)],
    ['Estado civil', company ? null : optionLabel(MARITAL_STATUS, a.marital_status)],
    ['Nome da mãe', company ? null : a.mother_name],
    ['Relação com o cliente', a.relationship],
    ['Score Serasa', a.serasa_score === null ? null : String(a.serasa_score)],
    ['Faturamento mensal', a.monthly_billing === null ? null : formatMoney(a.monthly_billing)],
    ['E-mail', a.email],
    ['Celular', a.cellphone ? maskPhone(a.cellphone) : null],
    ['Documento de identidade', card ? `${card.number} · ${card.issuingAgency}/${card.state} · emitido em ${formatDate(card.issueDate)}` : null],
  ]);
}

/** One income: its admission-date label depends on the professional profile (docs/design/product-spec.md §3). */
export function incomeFacts(income: DealIncome): Fact[] {
  return facts([
    ['Perfil profissional', optionLabel(PROFESSIONAL_PROFILE, income.professionalProfile)],
    ['Renda mensal', formatMoney(income.mensalIncome)],
    ['Cargo', income.description],
    ['Empresa', income.companyName],
    ['CNPJ da empresa', income.companyDocument ? formatCnpj(income.companyDocument) : null],
    [ADMISSION_DATE_LABEL[income.professionalProfile] ?? 'Data de admissão', income.admissionDate ? formatDate(income.admissionDate) : null],
  ]);
}

/** "em 12 dias (pelo histórico da empresa)"; a closed deal has no forecast. */
export function releaseHint(release: DealDetail['expectedRelease']): string {
  if (!release) return '';
  const when = release.days === 0 ? 'hoje' : release.days === 1 ? 'em 1 dia' : `em ${release.days} dias`;
  return `${when} · ${release.basis === 'history' ? 'pelo histórico de negócios' : 'pelo prazo de cada etapa'}`;
}

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });
/** A moment's calendar day in Brazil (not UTC's, which is tomorrow after 21:00). */
export const formatDay = (date: Date): string => day.format(new Date(date));
