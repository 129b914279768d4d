import type { z } from 'zod';
import { COMMISSION_SOURCE, type CommissionSource, type CommissionStatus, commissionStatusCode, fromCents } from '../../../shared/commissions.ts';
import { ANONYMOUS_DOCUMENT_LABEL, isAnonymousDocument, maskDocument, maskPhone, maskPlate, obfuscateCpf } from '../../../shared/format.ts';
import { COMMISSION_STATUS, DEAL_ORIGIN, PRODUCT_TYPE } from '../../../shared/options.ts';
import { pipelineByKey } from '../../../shared/pipelines.ts';
import type { ZCommissionListRequest } from '../../../shared/schemas/commissions.ts';
import type { ZDealListRequest } from '../../../shared/schemas/deals.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { type Table, toCsv, toXlsx } from '../../lib/spreadsheet.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { listCommissions } from '../commissions/commissions.repository.ts';
import { commissionScope } from '../commissions/commissions.service.ts';
import { customerRows } from '../customers/customers.service.ts';
import { dealScope } from '../deals/deal-scope.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { dealExportRows } from './exports.repository.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** A spreadsheet is for reading, not a backup: past this, the user narrows the filters. */
export const MAX_EXPORT_ROWS = 20_000;

const label = <T extends Record<string, string>>(labels: T, key: string | null | undefined): string => (key && Object.hasOwn(labels, key) ? labels[key] : (key ?? ''));

function tooMany(): AppError {
  return new AppError('VALIDATION_ERROR', `A exportação tem um limite de ${MAX_EXPORT_ROWS.toLocaleString('pt-BR')} linhas. Use os filtros para reduzir a lista`);
}

/** A CPF in the clear only for who sees the whole company's deals (LGPD: only who needs it), like the lists. */
const shownDocument = (user: AuthUser, doc: string | null) => (!doc ? '' : doc.length === 11 && !user.permissions.has('deal/viewCompany') ? obfuscateCpf(doc) : doc);
/**
 * A CPF, CNPJ or phone as the screens write it: bare digits in a CSV are a number to Excel, and a CPF or phone that
 * starts with 0 lost it. One already masked (***.982.247-**) stays as it is.
 */
const readableDocument = (doc: string | null) => (isAnonymousDocument(doc) ? ANONYMOUS_DOCUMENT_LABEL : doc && /^[0-9A-Za-z]+$/.test(doc) ? maskDocument(doc) : (doc ?? ''));
const readablePhone = (phone: string | null) => (phone && /^\d+$/.test(phone) ? maskPhone(phone) : (phone ?? ''));

async function dealsTable(deps: Deps, user: AuthUser, input: z.output<typeof ZDealListRequest>): Promise<Table> {
  const pipeline = input.pipeline ? resolvePipeline(input.pipeline) : undefined;
  const filters = { pipelineKey: pipeline?.key, stage: input.stage, ownerId: input.owner === 'mine' ? user.id : undefined, search: input.search || undefined, bankPartnerId: input.bankPartnerId };
  const rows = await dealExportRows(deps.db, dealScope(user), filters, MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) throw tooMany();
  return {
    sheet: 'Negócios',
    columns: [
      { header: 'Nº', kind: 'integer', width: 8 },
      { header: 'Quadro', kind: 'text', width: 30 },
      { header: 'Etapa', kind: 'text', width: 22 },
      { header: 'Cliente', kind: 'text', width: 30 },
      { header: 'CPF/CNPJ', kind: 'text', width: 18 },
      { header: 'Operação', kind: 'text', width: 28 },
      { header: 'Valor do crédito', kind: 'money', width: 16 },
      { header: 'Valor do bem', kind: 'money', width: 16 },
      { header: 'Prazo (meses)', kind: 'integer' },
      { header: 'Banco', kind: 'text', width: 22 },
      { header: 'Responsável', kind: 'text', width: 24 },
      { header: 'Origem', kind: 'text' },
      { header: 'Cadastrado em', kind: 'date' },
      { header: 'Na etapa desde', kind: 'date' },
    ],
    rows: rows.map((r) => {
      const p = pipelineByKey(r.pipeline_key);
      return [
        Number(r.number),
        p?.name ?? r.pipeline_key,
        p?.stages.find((s) => s.key === r.stage)?.label ?? r.stage,
        r.customer_name,
        readableDocument(shownDocument(user, r.customer_document)),
        label(PRODUCT_TYPE, r.operation_type),
        Number(r.operation_value),
        Number(r.asset_value),
        r.deadline,
        r.bank_name,
        r.owner_name,
        label(DEAL_ORIGIN, r.origin),
        r.created_at,
        r.stage_entered_at,
      ];
    }),
  };
}

async function customersTable(deps: Deps, user: AuthUser, search: string | undefined): Promise<Table> {
  const rows = await customerRows(deps, user, search, MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) throw tooMany();
  return {
    sheet: 'Clientes',
    columns: [
      { header: 'Nome', kind: 'text', width: 32 },
      { header: 'Pessoa', kind: 'text' },
      { header: 'CPF/CNPJ', kind: 'text', width: 18 },
      { header: 'E-mail', kind: 'text', width: 28 },
      { header: 'Celular', kind: 'text', width: 16 },
      { header: 'Negócios', kind: 'integer' },
      { header: 'Último negócio', kind: 'date' },
    ],
    rows: rows.map((c) => [c.name, c.personType === 'company' ? 'Jurídica' : 'Física', readableDocument(c.document), c.email, readablePhone(c.cellphone), c.deals, c.lastDealAt]),
  };
}

async function commissionsTable(deps: Deps, user: AuthUser, input: z.output<typeof ZCommissionListRequest>): Promise<Table> {
  const rows = await listCommissions(
    deps.db,
    commissionScope(user),
    { status: input.status, from: input.from, to: input.to, ownerId: input.ownerId, bankPartnerId: input.bankPartnerId, search: input.search || undefined },
    1,
    MAX_EXPORT_ROWS + 1,
  );
  if (rows.length > MAX_EXPORT_ROWS) throw tooMany();
  return {
    sheet: 'Comissões',
    columns: [
      { header: 'Negócio', kind: 'integer', width: 10 },
      { header: 'Cliente', kind: 'text', width: 30 },
      { header: 'Banco', kind: 'text', width: 22 },
      { header: 'Fonte', kind: 'text' },
      { header: 'Valor aprovado', kind: 'money', width: 16 },
      { header: 'Taxa (%)', kind: 'percent' },
      { header: 'Comissão', kind: 'money', width: 14 },
      { header: 'Vencimento', kind: 'date' },
      { header: 'Status', kind: 'text', width: 22 },
      { header: 'Código do status', kind: 'integer' },
      { header: 'Nota fiscal', kind: 'text' },
      { header: 'Pago em', kind: 'date' },
      { header: 'Placa', kind: 'text' },
      { header: 'Responsável', kind: 'text', width: 24 },
    ],
    rows: rows.map((r) => [
      Number(r.deal_number),
      r.customer_name,
      r.bank_name,
      label(COMMISSION_SOURCE, r.source as CommissionSource),
      fromCents(r.approved_value_cents),
      r.rate_bps / 100,
      fromCents(r.amount_cents),
      r.due_date,
      COMMISSION_STATUS[r.status as CommissionStatus],
      commissionStatusCode(r.status as CommissionStatus),
      r.invoice_number,
      r.paid_at,
      r.vehicle_plate ? maskPlate(r.vehicle_plate) : null,
      r.owner_name,
    ]),
  };
}

export type ExportRequest =
  | { kind: 'deals'; format: ExportFormat; filters: z.output<typeof ZDealListRequest> }
  | { kind: 'customers'; format: ExportFormat; filters: { search?: string } }
  | { kind: 'commissions'; format: ExportFormat; filters: z.output<typeof ZCommissionListRequest> };

const FILE_NAMES = { deals: 'negocios', customers: 'clientes', commissions: 'comissoes' } as const;
export const EXPORT_MIME: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/**
 * The list the user is looking at, with its filters and visibility, as a file. Exporting personal data is an access
 * like any other (LGPD): it is audited with the filters (the search text left out: it may be a CPF) and the number of rows.
 */
export async function exportList(deps: Deps, user: AuthUser, req: ExportRequest, meta: RequestMeta) {
  const table =
    req.kind === 'deals'
      ? await dealsTable(deps, user, req.filters)
      : req.kind === 'customers'
        ? await customersTable(deps, user, req.filters.search)
        : await commissionsTable(deps, user, req.filters);
  const bytes = req.format === 'csv' ? toCsv(table) : await toXlsx(table);
  await recordAudit(
    deps.db,
    {
      companyId: user.companyId,
      actorUserId: user.id,
      action: `export.${req.kind}`,
      entity: req.kind,
      data: { format: req.format, rows: table.rows.length, filters: { ...req.filters, search: req.filters.search ? '(busca)' : undefined } },
    },
    meta,
  );
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  return { fileName: `${FILE_NAMES[req.kind]}-${day}.${req.format}`, mime: EXPORT_MIME[req.format], bytes: new Uint8Array(bytes) };
}
