import PDFDocument from 'pdfkit';
import { formatBrazilDate } from '../../../shared/courses.ts';
import { SITE } from '../../../shared/site.ts';

export interface CertificateData {
  userName: string;
  companyName: string;
  courseTitle: string;
  durationLabel: string;
  completedAt: Date;
  expiresAt: Date | null;
  code: string;
  /** Where anyone holding the certificate checks it (`/certificados` of the platform's public address). */
  checkUrl?: string;
}

const INK = '#1c2b39';
const MUTED = '#5c6b7a';
const ACCENT = '#1c7ed6';

/**
 * "Certificado de conclusão" on one landscape A4 page: who, which course, workload, date, validity and the
 * verification code. Content streams are left uncompressed: the file is small and its text stays searchable.
 */
export function renderCertificatePdf(d: CertificateData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: false,
    info: { Title: `Certificado de conclusão — ${d.courseTitle}`, Author: SITE.name, Subject: d.userName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(ACCENT);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.8)
    .stroke(ACCENT);

  const box = { width: width - 160, align: 'center' as const };
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(SITE.name.toUpperCase(), 80, 70, { ...box, characterSpacing: 3 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(32).text('Certificado de conclusão', 80, 110, box);

  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text('Certificamos que', 80, 185, box);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(d.userName, 80, 210, box);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(d.companyName, 80, doc.y + 4, box);
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(MUTED)
    .text('concluiu o curso', 80, doc.y + 16, box);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(d.courseTitle, 80, doc.y + 6, box);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(INK)
    .text(`com carga horária de ${d.durationLabel}, em ${formatBrazilDate(d.completedAt)}.`, 80, doc.y + 14, box);
  if (d.expiresAt)
    doc
      .fontSize(12)
      .fillColor(MUTED)
      .text(`Válido até ${formatBrazilDate(d.expiresAt)}.`, 80, doc.y + 6, box);

  doc
    .moveTo(width / 2 - 140, height - 130)
    .lineTo(width / 2 + 140, height - 130)
    .lineWidth(0.8)
    .stroke(MUTED);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${SITE.name} · plataforma de crédito para correspondentes bancários`, 80, height - 122, box);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Código de verificação: ${d.code}`, 80, height - 96, box);
  if (d.checkUrl)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Confira a autenticidade em ${d.checkUrl}, com o código e o nome.`, 80, height - 78, box);
  doc.end();
  return done;
}
