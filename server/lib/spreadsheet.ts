import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';

/** How a column's values are written: money in reais, whole numbers, percentages, dates (YYYY-MM-DD or Date), text. */
export type ColumnKind = 'text' | 'money' | 'integer' | 'percent' | 'date';

export interface TableColumn {
  header: string;
  kind: ColumnKind;
  /** Width in characters in the spreadsheet. */
  width?: number;
}

export type CellValue = string | number | Date | null | undefined;

/** A sheet of rows under pt-BR headers, written as CSV or XLSX by the same rules. */
export interface Table {
  sheet: string;
  columns: TableColumn[];
  rows: CellValue[][];
}

const BRL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/** A date cell as a calendar date: 'YYYY-MM-DD' strings stay that day; instants are read in São Paulo's time. */
function calendarDate(v: string | Date): Date {
  if (typeof v === 'string') return new Date(`${v.slice(0, 10)}T00:00:00Z`);
  const [d, m, y] = v.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }).split('/');
  return new Date(`${y}-${m}-${d}T00:00:00Z`);
}

/** One cell as a pt-BR spreadsheet user reads it in a CSV: 1.234,56 for money, 15/12/2026 for dates. */
function csvCell(kind: ColumnKind, v: CellValue): string {
  if (v === null || v === undefined || v === '') return '';
  switch (kind) {
    case 'money':
      return BRL.format(Number(v));
    case 'integer':
    case 'percent':
      return DECIMAL.format(Number(v));
    case 'date': {
      const d = calendarDate(v as string | Date);
      return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    }
    default:
      return String(v);
  }
}

/**
 * CSV as Excel in Brazil opens it: UTF-8 with a byte-order mark, ';' between fields (',' is the decimal mark),
 * CRLF lines, quotes where needed. Text that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with
 * a quote (OWASP CSV injection).
 */
export function toCsv(table: Table): Buffer {
  const rows = table.rows.map((r) =>
    r.map((v, i) => {
      const text = csvCell(table.columns[i].kind, v);
      return table.columns[i].kind === 'text' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    }),
  );
  const csv = stringify([table.columns.map((c) => c.header), ...rows], { delimiter: ';', record_delimiter: 'windows', quoted_match: /[";\r\n]/ });
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);
}

const XLSX_FORMAT: Partial<Record<ColumnKind, string>> = { money: '"R$" #,##0.00', integer: '#,##0', percent: '0.00', date: 'dd/mm/yyyy' };

/** XLSX with typed cells (numbers stay numbers, dates stay dates) in pt-BR formats, a bold frozen header row. */
export async function toXlsx(table: Table): Promise<Buffer> {
  const header = table.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const body = table.rows.map((r) =>
    r.map((v, i) => {
      const kind = table.columns[i].kind;
      if (v === null || v === undefined || v === '') return null;
      if (kind === 'text') return { value: String(v), type: String };
      if (kind === 'date') return { value: calendarDate(v as string | Date), type: Date, format: XLSX_FORMAT.date };
      return { value: Number(v), type: Number, format: XLSX_FORMAT[kind] };
    }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: table.sheet.slice(0, 31),
    columns: table.columns.map((c) => ({ width: c.width ?? Math.max(12, c.header.length + 2) })),
    stickyRowsCount: 1,
  }).toBuffer();
}
