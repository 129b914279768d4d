import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './report-pdf.ts';

/** The page objects of a pdfkit file (written uncompressed: `/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('renderReportPdf', () => {
  it('a short report is one page: the page number in the footer does not open a blank second page', async () => {
    const pdf = await renderReportPdf({ title: 'Dados pessoais de Regina', subtitle: 'Relatório do titular', sections: [{ heading: 'Titular', items: [['Nome', 'Regina']] }] });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
  });

  it('a long report takes the pages its lines need, and no more', async () => {
    const items = Array.from({ length: 150 }, (_, i): [string, string] => [`Linha ${i + 1}`, 'valor']);
    const pdf = await renderReportPdf({ title: 'Relatório', subtitle: 'Muitas linhas', sections: [{ heading: 'Acessos', items }] });
    // ~13 pt per line on an A4 page with 48 pt margins: about 55 lines a page, so 150 lines fill 3 pages.
    expect(pageCount(pdf)).toBe(3);
  });
});
