import { DOCUMENT_STATUS } from '../../../shared/documents.ts';
import { formatCnpj, formatCpf, formatDate, formatDateTime, formatMoney, formatPhone } from '../../../shared/format.ts';
import { GENDER, MARITAL_STATUS, PRODUCT_TYPE, PROFESSIONAL_PROFILE } from '../../../shared/options.ts';
import { CUSTOMER_STAGE_LABEL, pipelineByKey } from '../../../shared/pipelines.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import type { ReportSection } from '../../lib/report-pdf.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { listDocuments } from '../deals/documents.repository.ts';
import type { PublicSubmission } from './tracking.service.ts';

const label = (labels: Record<string, string>, key: unknown) => (typeof key === 'string' && Object.hasOwn(labels, key) ? labels[key] : typeof key === 'string' ? key : null);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Said in the file of a deal the broker registered: nothing about the person was sent through this link. */
export const REGISTERED_BY_COMPANY = 'Os dados pessoais deste negócio foram cadastrados pela empresa, não por este link. Para receber uma cópia deles, fale com o seu corretor (LGPD, art. 18).';

/**
 * The data file of a tracking link (LGPD art. 18 II, the customer's own request): only what was sent through the
 * link (deals.public_submission, kept as sent) and the deal's progress — never the company's stored customer file,
 * its other deals, or who looked at them (docs/design/security.md: an anonymous visitor only sees what they typed).
 * Audited.
 */
export async function trackingFile(
  deps: Deps,
  deal: {
    id: string;
    number: number | string;
    company_id: string;
    pipeline_key: string;
    stage: string;
    operation_type: string;
    operation_value: string | null;
    created_at: Date;
    public_submission: PublicSubmission | null;
  },
  meta: RequestMeta,
) {
  const sent = deal.public_submission;
  const documents = await listDocuments(deps.db, deal.id);
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: null, action: 'deal.tracking_export', entity: 'deal', entityId: deal.id }, meta);
  return {
    geradoEm: new Date().toISOString(),
    negocio: {
      numero: Number(deal.number),
      operacao: label(PRODUCT_TYPE, deal.operation_type),
      valorDoCredito: Number(deal.operation_value),
      // As the tracking page says it ("Proposta recebida"), not in the broker's words ("Novos leads").
      etapa: CUSTOMER_STAGE_LABEL[deal.stage] ?? pipelineByKey(deal.pipeline_key)?.stages.find((s) => s.key === deal.stage)?.label ?? deal.stage,
      enviadoEm: deal.created_at,
    },
    enviadoPorEsteLink: sent
      ? {
          proponentes: sent.associates.map((a) => ({
            nome: a.name,
            tipoDePessoa: a.personType === 'company' ? 'Jurídica' : 'Física',
            documento: text(a.document),
            dataDeNascimento: text(a.birthDate),
            genero: label(GENDER, a.gender),
            estadoCivil: label(MARITAL_STATUS, a.maritalStatus),
            nomeDaMae: text(a.motherName),
            email: text(a.email),
            celular: text(a.cellphone),
            rendas: (a.incomes ?? []).map((i) => ({ perfil: label(PROFESSIONAL_PROFILE, i.professionalProfile), rendaMensal: i.mensalIncome ?? null })),
          })),
          operacao: sent.operation,
        }
      : null,
    observacao: sent ? null : REGISTERED_BY_COMPANY,
    // Files the customer sent through the link are named; the broker's own attachments only show their status.
    documentos: documents.map((d) => ({ documento: d.label, status: label(DOCUMENT_STATUS, d.status), arquivo: d.uploadedBy ? null : d.fileName, enviadoEm: d.uploadedBy ? null : d.uploadedAt })),
  };
}
export type TrackingFile = Awaited<ReturnType<typeof trackingFile>>;

/** The tracking link's file as the sections of a PDF report. */
export function trackingReport(f: TrackingFile): { title: string; subtitle: string; sections: ReportSection[] } {
  const when = (d: Date | string | null) => (d ? formatDateTime(new Date(d)) : '');
  const people: ReportSection[] = (f.enviadoPorEsteLink?.proponentes ?? []).map((p, i) => ({
    heading: i === 0 ? 'Proponente (como você enviou)' : `Proponente ${i + 1} (como você enviou)`,
    items: [
      ['Nome', p.nome],
      ['Pessoa', p.tipoDePessoa],
      [p.tipoDePessoa === 'Jurídica' ? 'CNPJ' : 'CPF', p.documento ? (p.tipoDePessoa === 'Jurídica' ? formatCnpj(p.documento) : formatCpf(p.documento)) : ''],
      ['Data de nascimento', p.dataDeNascimento ? formatDate(p.dataDeNascimento) : ''],
      ['Nome da mãe', p.nomeDaMae ?? ''],
      ['E-mail', p.email ?? ''],
      ['Celular', p.celular ? formatPhone(p.celular) : ''],
      ...p.rendas.map((r): [string, string] => ['Renda', `${r.perfil ?? ''}${r.rendaMensal !== null ? ` · ${formatMoney(r.rendaMensal)}` : ''}`]),
    ],
  }));
  return {
    title: `Proposta nº ${f.negocio.numero}`,
    subtitle: `Seus dados enviados por este link (LGPD, art. 18), gerado em ${formatDateTime(new Date(f.geradoEm))}`,
    sections: [
      {
        heading: 'Negócio',
        items: [
          ['Operação', f.negocio.operacao ?? ''],
          ['Valor do crédito', formatMoney(f.negocio.valorDoCredito)],
          ['Etapa', f.negocio.etapa],
          ['Enviada em', when(f.negocio.enviadoEm)],
        ],
      },
      ...(f.observacao ? [{ heading: 'Dados pessoais', items: [['', f.observacao]] as [string, string][] }] : people),
      { heading: 'Documentos', items: f.documentos.map((d): [string, string] => [d.documento, `${d.status ?? ''}${d.arquivo ? ` · ${d.arquivo}` : ''}`]) },
    ],
  };
}
