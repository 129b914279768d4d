import PDFDocument from 'pdfkit';

export interface ReportSection {
  heading: string;
  /** Label and value pairs; an empty list prints "Nenhum registro". */
  items: [string, string][];
}

const INK = '#1c2b39';
const MUTED = '#5c6b7a';

/**
 * A plain multi-page report in pt-BR (a data subject's export, LGPD art. 18 II; a subscription receipt): a title, when
 * it was made, sections of label/value lines, and an optional closing note. Returns the PDF bytes.
 */
export function renderReportPdf(r: { title: string; subtitle: string; sections: ReportSection[]; note?: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, bufferPages: true, info: { Title: r.title, Author: 'Crédito' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(r.title);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(r.subtitle).moveDown();
  for (const section of r.sections) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(section.heading);
    doc
      .moveTo(48, doc.y + 2)
      .lineTo(doc.page.width - 48, doc.y + 2)
      .strokeColor('#dde3ea')
      .stroke()
      .moveDown(0.4);
    if (section.items.length === 0) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Nenhum registro');
    for (const [label, value] of section.items) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${label}: `, { continued: true })
        .fillColor(INK)
        .text(value || '—');
    }
  }
  if (r.note) doc.moveDown().font('Helvetica').fontSize(9).fillColor(MUTED).text(r.note);
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(i);
    // The footer sits below the bottom margin: with the margin kept, pdfkit would open a new (blank) page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Página ${i + 1} de ${pages.count}`, 48, doc.page.height - 36, { align: 'right', width: doc.page.width - 96, lineBreak: false });
  }
  doc.end();
  return done;
}
