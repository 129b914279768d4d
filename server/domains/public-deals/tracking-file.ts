import { DOCUMENT_STATUS } from '../../../shared/documents.ts';
import { formatCnpj, formatCpf, formatDate, formatDateTime, formatMoney, formatPhone } from '../../../shared/format.ts';
import { CREDIT_OBJECTIVE, GENDER, MARITAL_STATUS, PRODUCT_TYPE, PROFESSIONAL_PROFILE, REALTY_TYPE, VEHICLE_ASSET } from '../../../shared/options.ts';
import { CUSTOMER_STAGE_LABEL, pipelineByKey } from '../../../shared/pipelines.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import type { ReportSection } from '../../lib/report-pdf.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { customerComments } from '../deals/deal-timeline.repository.ts';
import { listDocuments } from '../deals/documents.repository.ts';
import type { PublicSubmission } from './tracking.service.ts';

const label = (labels: Record<string, string>, key: unknown) => (typeof key === 'string' && Object.hasOwn(labels, key) ? labels[key] : typeof key === 'string' ? key : null);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const yesNo = (v: unknown) => (v === true ? 'Sim' : v === false ? 'Não' : null);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The operation as the visitor sent it, in pt-BR words (the stored submission keeps the form's own keys and codes). */
function operationSent(operation: Record<string, unknown>) {
  const asset = record(operation.asset);
  const realty = asset.kind === 'realty';
  return {
    tipo: label(PRODUCT_TYPE, operation.operationType),
    valorDoCredito: amount(operation.operationValue),
    prazoEmMeses: amount(operation.deadline),
    objetivo: label(CREDIT_OBJECTIVE, operation.objective),
    entrada: amount(operation.downPayment),
    valorFinanciado: amount(operation.financedValue),
    bem:
      asset.kind === undefined
        ? null
        : realty
          ? {
              tipo: 'Imóvel' as const,
              tipoDoImovel: label(REALTY_TYPE, asset.type),
              valor: amount(asset.value),
              imovelJaEscolhido: yesNo(asset.isPropertyAlreadyChosen),
              comMatricula: yesNo(asset.isRegistered),
            }
          : {
              tipo: 'Veículo' as const,
              categoria: label(VEHICLE_ASSET, asset.type),
              marca: text(record(asset.brand).name),
              modelo: text(record(asset.model).name),
              ano: amount(asset.year),
              combustivel: text(asset.fuel),
              placa: text(asset.licensePlate),
              valor: amount(asset.value),
            },
  };
}

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
  const [documents, comments] = await Promise.all([listDocuments(deps.db, deal.id), customerComments(deps.db, deal.id)]);
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
            rendas: (a.incomes ?? []).map((i) => ({
              perfil: label(PROFESSIONAL_PROFILE, i.professionalProfile),
              rendaMensal: i.mensalIncome ?? null,
              cargoOuAtividade: text(i.description),
              empresa: text(i.companyName),
              cnpjDaEmpresa: text(i.companyDocument),
              desde: text(i.admissionDate),
            })),
          })),
          operacao: operationSent(sent.operation),
        }
      : null,
    observacao: sent ? null : REGISTERED_BY_COMPANY,
    // What the customer wrote to the broker through the link ("Algo mais que … deva saber?"): theirs too.
    comentariosQueVoceEnviou: comments.map((c) => ({ texto: c.comment, enviadoEm: c.created_at })),
    // Files the customer sent through the link are named; the broker's own attachments only show their status.
    documentos: documents.map((d) => ({
      documento: d.label,
      status: label(DOCUMENT_STATUS, d.status),
      // The broker's reason for refusing it, as the tracking page shows it.
      motivoDaRecusa: d.status === 'rejected' ? d.rejectionReason : null,
      arquivo: d.uploadedBy ? null : d.fileName,
      enviadoEm: d.uploadedBy ? null : d.uploadedAt,
    })),
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
      ['Gênero', p.genero ?? ''],
      ['Estado civil', p.estadoCivil ?? ''],
      ['Nome da mãe', p.nomeDaMae ?? ''],
      ['E-mail', p.email ?? ''],
      ['Celular', p.celular ? formatPhone(p.celular) : ''],
      ...p.rendas.map((r): [string, string] => [
        'Renda',
        [
          r.perfil,
          r.rendaMensal !== null ? formatMoney(r.rendaMensal) : null,
          r.cargoOuAtividade,
          r.empresa,
          r.cnpjDaEmpresa ? formatCnpj(r.cnpjDaEmpresa) : null,
          r.desde ? `desde ${formatDate(r.desde)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      ]),
    ],
  }));
  const op = f.enviadoPorEsteLink?.operacao;
  const money = (v: number | null) => (v !== null ? formatMoney(v) : '');
  const operation: ReportSection[] = op
    ? [
        {
          heading: 'Operação (como você enviou)',
          items: [
            ['Tipo', op.tipo ?? ''],
            ['Valor do crédito', money(op.valorDoCredito)],
            ['Prazo', op.prazoEmMeses !== null ? `${op.prazoEmMeses} meses` : ''],
            ['Objetivo', op.objetivo ?? ''],
            ['Entrada', money(op.entrada)],
            ['Valor financiado', money(op.valorFinanciado)],
            ...((op.bem
              ? 'tipoDoImovel' in op.bem
                ? [
                    ['Imóvel', op.bem.tipoDoImovel ?? ''],
                    ['Valor do imóvel', money(op.bem.valor)],
                    ['Imóvel já escolhido', op.bem.imovelJaEscolhido ?? ''],
                    ['Com matrícula', op.bem.comMatricula ?? ''],
                  ]
                : [
                    ['Veículo', [op.bem.categoria, op.bem.marca, op.bem.modelo, op.bem.ano].filter((v) => v !== null).join(' · ')],
                    ['Placa', op.bem.placa ?? ''],
                    ['Valor do veículo', money(op.bem.valor)],
                  ]
              : []) as [string, string][]),
          ].filter(([, value]) => value !== '') as [string, string][],
        },
      ]
    : [];
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
      ...(f.observacao ? [{ heading: 'Dados pessoais', items: [['', f.observacao]] as [string, string][] }] : [...people, ...operation]),
      ...(f.comentariosQueVoceEnviou.length ? [{ heading: 'Seus comentários ao corretor', items: f.comentariosQueVoceEnviou.map((c): [string, string] => [when(c.enviadoEm), c.texto]) }] : []),
      {
        heading: 'Documentos',
        items: f.documentos.map((d): [string, string] => [d.documento, [d.status, d.arquivo, d.motivoDaRecusa ? `motivo: ${d.motivoDaRecusa}` : null].filter(Boolean).join(' · ')]),
      },
    ],
  };
}
