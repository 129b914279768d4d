import type { Request } from 'express';
import { z } from 'zod';
import type { TExportFileResponse } from '../../shared/schemas/exports.ts';
import { AppError } from '../lib/errors.ts';
import { type ReportSection, renderReportPdf } from '../lib/report-pdf.ts';
import type { SentFile } from './send-file.ts';

/** How the REST table's entries read a request and turn a procedure's answer into a file (endpoints.ts). */

/** A query-string value, or undefined when absent or empty. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
export const param = (req: Request, name: string): string => String(req.params[name]);
/** The name a file was sent with, as the avatar and logo procedures take it (its extension picks the refusal message). */
export const sentName = (name: string): string | undefined => name.slice(0, 300) || undefined;

export const pdf = (o: { filename: string; pdf: Uint8Array }): SentFile => ({ mime: 'application/pdf', fileName: o.filename, name: 'quoted', body: o.pdf });

/** `.json` or `.pdf` of a data subject's file; any other extension is no such file. */
export function dataFormat(req: Request): 'json' | 'pdf' {
  const format = param(req, 'format');
  if (format !== 'json' && format !== 'pdf') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Recurso não encontrado');
  return format;
}
export const ZDataFormat = z.enum(['json', 'pdf']);

/** A data subject's file (LGPD art. 18 II) as JSON as it is, or as a PDF report of it. */
export const dataFile =
  <T>(report: (data: T) => { title: string; subtitle: string; sections: ReportSection[] }) =>
  async (data: T, req: Request): Promise<SentFile> =>
    dataFormat(req) === 'json'
      ? { mime: 'application/json; charset=utf-8', fileName: 'meus-dados.json', name: 'quoted', body: JSON.stringify(data, null, 2) }
      : { mime: 'application/pdf', fileName: 'meus-dados.pdf', name: 'quoted', body: await renderReportPdf(report(data)) };

/** `.csv` or `.xlsx` of a list export; any other extension is no such export. */
export function exportFormat(req: Request): 'csv' | 'xlsx' {
  const format = param(req, 'format');
  if (format !== 'csv' && format !== 'xlsx') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Exportação não encontrada');
  return format;
}

/** The list's filters as the query string carries them (as the tRPC procedure takes them); empty ones left out. */
export const queryFilters = (req: Request): Record<string, string> => Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

export const spreadsheet = (o: TExportFileResponse): SentFile => ({ mime: o.mime, fileName: o.fileName, name: 'quoted', body: o.bytes });
export const SPREADSHEETS = ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
