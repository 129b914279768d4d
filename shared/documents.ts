import { isAnonymousDocument } from './format.ts';

/**
 * Document checklists (docs/design/product-spec.md §9): per asset (real estate / vehicle), per person and per
 * professional profile. Keys are stable identifiers; labels are what the broker and the customer read.
 */
export interface DocumentRequirement {
  key: string;
  label: string;
}

export const ASSET_DOCUMENTS: Record<'realty' | 'vehicle', DocumentRequirement[]> = {
  realty: [
    { key: 'iptu', label: 'Carnê do IPTU' },
    { key: 'matricula', label: 'Matrícula do imóvel (inteiro teor)' },
    { key: 'fotos_imovel', label: 'Fotos do imóvel' },
  ],
  vehicle: [
    { key: 'cnh', label: 'CNH do proprietário do veículo' },
    { key: 'autorizacao_transferencia', label: 'Autorização de transferência (ATPV-e)' },
  ],
};

/** Every individual proponent. */
export const PERSON_DOCUMENTS: DocumentRequirement[] = [
  { key: 'identidade', label: 'Documento de identidade (RG ou CNH)' },
  { key: 'comprovante_endereco', label: 'Comprovante de endereço (até 60 dias)' },
  { key: 'certidao_estado_civil', label: 'Certidão de estado civil' },
];

/** A company proponent. */
export const COMPANY_DOCUMENTS: DocumentRequirement[] = [
  { key: 'contrato_social', label: 'Contrato social e alterações' },
  { key: 'cartao_cnpj', label: 'Cartão CNPJ' },
  { key: 'faturamento', label: 'Relação de faturamento dos últimos 12 meses' },
];

const IRPF = { key: 'irpf', label: 'Declaração completa do Imposto de Renda' };
const EXTRATOS = { key: 'extratos', label: 'Extratos bancários (3 a 6 meses)' };
const HOLERITES = { key: 'holerites', label: 'Três últimos holerites' };

export const PROFILE_DOCUMENTS: Record<string, DocumentRequirement[]> = {
  assalariado: [HOLERITES, { key: 'carteira_trabalho', label: 'Carteira de trabalho' }, IRPF],
  funcionario_publico: [HOLERITES, IRPF],
  empresario: [{ key: 'contrato_social', label: 'Contrato social da empresa' }, { key: 'faturamento', label: 'Faturamento da empresa (12 meses)' }, EXTRATOS, IRPF],
  autonomo: [EXTRATOS, IRPF],
  profissional_liberal: [EXTRATOS, IRPF],
  aposentado: [{ key: 'extrato_beneficio', label: 'Extrato do benefício (INSS)' }, EXTRATOS],
  pensionista: [{ key: 'extrato_beneficio', label: 'Extrato do benefício (INSS)' }, EXTRATOS],
  desempregado: [],
};

export const DOCUMENT_STATUS = { pending: 'Pendente', received: 'Recebido', approved: 'Aprovado', rejected: 'Recusado' } as const;
export type DocumentStatus = keyof typeof DOCUMENT_STATUS;

export interface ChecklistAssociate {
  id: string;
  name: string;
  personType: 'individual' | 'company';
  professionalProfiles: string[];
}

export interface ChecklistItem extends DocumentRequirement {
  /** The associate the document is about; null for the asset's documents. */
  associateId: string | null;
}

/**
 * Documents a company proponent brings for the whole deal: a partner's entrepreneur profile does not ask for them again
 * (the company's "Contrato social e alterações" and "Relação de faturamento dos últimos 12 meses" are what the
 * partner's "Contrato social da empresa" and "Faturamento da empresa (12 meses)" would ask for a second time).
 */
const COVERED_BY_COMPANY = new Set(['contrato_social', 'faturamento']);

/**
 * The checklist of a deal: the asset's documents, then each associate's (person or company, plus each income's
 * profile), each document once per associate; with a company among the proponents, its articles of association and
 * revenue are asked of the company only.
 */
export function buildChecklist(asset: 'realty' | 'vehicle', associates: ChecklistAssociate[]): ChecklistItem[] {
  const items: ChecklistItem[] = ASSET_DOCUMENTS[asset].map((d) => ({ ...d, associateId: null }));
  const withCompany = associates.some((a) => a.personType === 'company');
  for (const a of associates) {
    const base = a.personType === 'company' ? COMPANY_DOCUMENTS : PERSON_DOCUMENTS;
    const seen = new Set<string>();
    for (const d of [...base, ...a.professionalProfiles.flatMap((p) => PROFILE_DOCUMENTS[p] ?? [])]) {
      if (seen.has(d.key)) continue;
      if (withCompany && a.personType === 'individual' && COVERED_BY_COMPANY.has(d.key)) continue;
      seen.add(d.key);
      items.push({ key: d.key, label: `${d.label} — ${a.name}`, associateId: a.id });
    }
  }
  return items;
}

/**
 * Why a checklist item takes no new file, or null when it does: a denied deal takes none until it is taken on again
 * (moved back to a working stage), and an anonymised person's documents none ever (LGPD: a new file would bring back
 * what the anonymisation removed). The asset's items, and those no longer tied to anyone, are the main proponent's.
 */
export type DocumentUploadClosed = 'denied' | 'anonymised';
export function documentUploadClosed(
  deal: { stage: string },
  document: { associateId: string | null },
  associates: readonly { id: string; main: boolean; document: string | null }[],
): DocumentUploadClosed | null {
  if (deal.stage === 'denied') return 'denied';
  const owner = (document.associateId ? associates.find((a) => a.id === document.associateId) : undefined) ?? associates.find((a) => a.main);
  return owner && isAnonymousDocument(owner.document) ? 'anonymised' : null;
}

/**
 * Why the customer, through the tracking link, may not send a file for a checklist item, or null when they may: an
 * approved item is done, and a file the staff attached is theirs (the customer would silently replace it). The
 * customer may send to a pending or rejected item, or replace their own file the broker has not reviewed yet.
 */
export type CustomerUploadClosed = 'approved' | 'sentByBroker';
export function customerUploadClosed(document: { status: DocumentStatus; sentByBroker: boolean }): CustomerUploadClosed | null {
  if (document.status === 'approved') return 'approved';
  if (document.status === 'received' && document.sentByBroker) return 'sentByBroker';
  return null;
}
