import PDFDocument from 'pdfkit';
import { ANONYMOUS_DOCUMENT_LABEL, formatDate, formatMoney, formatRate, isAnonymousDocument, obfuscateCpf } from '../../../shared/format.ts';
import { INDEXER, labelOf, PRODUCT_TYPE } from '../../../shared/options.ts';
import { months } from '../../../shared/plural.ts';
import type { SimulationOffer, SimulationRejection, SimulationResult } from '../../../shared/schemas/simulation.ts';
import { cashAtSigningLines, cashAtSigningNote, cetLabel, otherNotes, postFixedLine, projectionLine, tariffsSummary } from '../../../shared/simulation-offer-texts.ts';
import { SIMULATION_TEXTS } from '../../../shared/simulation-texts.ts';

export interface ProposalData {
  companyName: string;
  subsidiaryName: string;
  brokerName: string;
  brokerEmail: string;
  brokerCellphone: string | null;
  customerName: string;
  customerDocument: string;
  createdAt: Date;
  result: SimulationResult;
  /** The company's logo (PNG or JPG bytes) and primary colour (hex), from its identity, when set. */
  logo?: Uint8Array | null;
  accentColor?: string | null;
  /** The proposal's public link: the customer sees the same saved figures on line. */
  proposalUrl?: string | null;
}

const INK = '#1c2b39';
const MUTED = '#5c6b7a';
const ACCENT = '#1c7ed6';

/** A one-page proposal in pt-BR: the case, the best offer and the other eligible banks. Returns the PDF bytes. */
export function renderProposalPdf(d: ProposalData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Proposta de crédito — ${d.customerName}`, Author: d.companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const accent = d.accentColor ?? ACCENT;
  doc.rect(0, 0, doc.page.width, 86).fill(accent);
  // The logo sits on a white card at the left of the band; the company name moves to its right.
  let textX = 48;
  if (d.logo) {
    try {
      // Decoded before drawing (openImage is untyped in @types/pdfkit), so a bad file leaves no empty card.
      const image = (doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(Buffer.from(d.logo));
      doc.roundedRect(40, 13, 136, 60, 6).fill('#ffffff');
      doc.image(image, 48, 18, { fit: [120, 50], align: 'center', valign: 'center' });
      textX = 192;
    } catch {
      // A file that passed the type check but cannot be decoded: the proposal goes out without it.
    }
  }
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(d.companyName, textX, 26);
  doc.font('Helvetica').fontSize(10).text(`${d.subsidiaryName} · Correspondente bancário`, textX, 52);
  doc.fillColor(INK).moveDown(3);

  doc.font('Helvetica-Bold').fontSize(16).text('Simulação de crédito', 48, 110);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Emitida em ${formatDate(d.createdAt)} por ${d.brokerName} (${d.brokerEmail}${d.brokerCellphone ? ` · ${d.brokerCellphone}` : ''})`);
  doc.moveDown();

  const r = d.result;
  const doc11 = d.customerDocument.replace(/\D/g, '');
  const field = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, { continued: true }).font('Helvetica-Bold').fillColor(INK).text(`  ${value}`);
  };
  field('Cliente', d.customerName);
  field('Documento', isAnonymousDocument(d.customerDocument) ? ANONYMOUS_DOCUMENT_LABEL : doc11.length === 11 ? obfuscateCpf(doc11) : d.customerDocument);
  field('Operação', PRODUCT_TYPE[r.type as keyof typeof PRODUCT_TYPE] ?? r.type);
  field('Valor do bem', formatMoney(r.assetValue));
  field('Valor do crédito', formatMoney(r.operationValue));
  field('Prazo', months(r.termMonths));
  doc.moveDown();

  const best = r.eligible[0];
  if (best) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor(accent).text(`Melhor opção: ${best.bank.name} — ${best.productName}`);
    doc.moveDown(0.3);
    for (const [label, value] of offerLines(best)) field(label, value);
    const notes = offerNotes(best);
    if (notes.length) {
      doc.moveDown(0.3);
      for (const note of notes)
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(MUTED)
          .text(note, { width: doc.page.width - 96 });
    }
  } else {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Nenhum banco atende a este caso com os dados informados.');
    // What stands in the way at each bank, as the simulation screen lists it: what the broker talks over with the customer.
    const lines = rejectionLines(r.ineligible);
    if (lines.length) {
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Por que cada banco não atende');
      doc.moveDown(0.3);
      for (const [head, reasons] of lines) {
        doc
          .fontSize(9)
          .fillColor(INK)
          .font('Helvetica-Bold')
          .text(head, { width: doc.page.width - 96, continued: reasons !== '' })
          .font('Helvetica')
          .text(reasons ? ` ${reasons}` : '');
        doc.moveDown(0.2);
      }
    }
  }
  doc.moveDown();

  if (r.eligible.length > 1) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Outros bancos que atendem');
    doc.moveDown(0.3);
    // Every one of them, as the screen lists them (a long list continues on the next page).
    for (const o of r.eligible.slice(1)) {
      doc.font('Helvetica').fontSize(9).fillColor(INK).text(otherOfferLine(o));
    }
    // Each projection once, with its source and date: the best offer's is said above.
    const projections = new Set(r.eligible.slice(1).flatMap((o) => (o.projection ? [projectionLine(o.projection)] : [])));
    if (best?.projection) projections.delete(projectionLine(best.projection));
    if (projections.size) doc.moveDown(0.3);
    for (const line of projections)
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(line, { width: doc.page.width - 96 });
  }

  if (d.proposalUrl) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Veja esta proposta on-line: ', 48, doc.y, { continued: true });
    doc.font('Helvetica').fillColor(accent).text(d.proposalUrl, { link: d.proposalUrl, underline: true });
  }

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      footerText(r),
      48,
      // Never over the body: a long result pushes the footer down (to a second page only if it must).
      Math.max(doc.y + 12, doc.page.height - 90),
      { width: doc.page.width - 96 },
    );
  doc.end();
  return done;
}

/**
 * The best offer's figures, label and value, as the result card shows them
 * (credit realism: projected CET, tariffs, cash).
 */
export function offerLines(o: SimulationOffer): [string, string][] {
  // The standard Helvetica is WinAnsi-encoded, without the minus sign (U+2212) the screens write before the FGTS.
  const cash = o.cashAtSigning ? cashAtSigningLines(o.cashAtSigning).map((l): [string, string] => [l.label, l.value.replace('\u2212', '-')]) : [];
  return [
    ['Taxa de juros', `${formatRate(o.monthlyRate, 'a.m.')} (${formatRate(o.annualRate, 'a.a.')})`],
    [cetLabel(o), `${formatRate(o.cetMonthly, 'a.m.')} (${formatRate(o.cetAnnual, 'a.a.')})`],
    // The indexer as the catalogue names it: "IPCA (pós-fixado)", "Taxa fixa".
    ['Sistema', `${o.table} · ${labelOf(INDEXER, o.indexer)}`],
    ['Primeira parcela', formatMoney(o.firstInstallment)],
    ['Última parcela', formatMoney(o.lastInstallment)],
    ['Renda mínima', formatMoney(o.minimumIncome)],
    ['Valor financiado', `${formatMoney(o.financedAmount)}${o.iof > 0 ? ` (IOF ${formatMoney(o.iof)})` : ''}`],
    ['Prazo médio de análise', `${o.slaMin} a ${o.slaMax} dias`],
    ...cash,
  ];
}

/** The sentences under the best offer's figures: post-fixed note and projection, IOF/FGTS notes, tariffs, estimates. */
export function offerNotes(o: SimulationOffer): string[] {
  const cash = o.cashAtSigning;
  return [...(o.projection ? [postFixedLine(o.projection), projectionLine(o.projection)] : []), ...otherNotes(o), tariffsSummary(o.tariffs), cash ? cashAtSigningNote(cash) : null].filter(
    (line): line is string => line !== null,
  );
}

/** One line per other eligible bank, with its projected CET and the cash at signing (projections listed after them). */
export function otherOfferLine(o: SimulationOffer): string {
  const index = o.projection ? ` · ${SIMULATION_TEXTS.postFixedLabel} (${o.projection.indexer})` : '';
  const cash = o.cashAtSigning ? ` · na assinatura ${formatMoney(o.cashAtSigning.total)}` : '';
  return `${o.bank.name} — 1ª parcela ${formatMoney(o.firstInstallment)} · ${cetLabel(o)} ${formatRate(o.cetAnnual, 'a.a.')}${index} · taxa ${formatRate(o.monthlyRate, 'a.m.')}${cash} · análise em ${o.slaMin} a ${o.slaMax} dias`;
}

/** At most this many refusals on the page (one page even for a large catalogue); the rest counted in one line. */
const MAX_REJECTION_LINES = 12;

/**
 * The "no bank fits" list, as [bank and product, reasons]: "Banco — Produto:" and "reason; reason" (the reasons are
 * worded to follow a bank's name); the ones past MAX_REJECTION_LINES counted in a last line with no reasons.
 */
export function rejectionLines(ineligible: SimulationRejection[]): [string, string][] {
  const shown = ineligible.slice(0, MAX_REJECTION_LINES).map((x): [string, string] => [`${x.bank.name} — ${x.productName}:`, x.reasons.map((reason) => reason.message).join('; ')]);
  const rest = ineligible.length - shown.length;
  if (rest <= 0) return shown;
  return [...shown, [rest === 1 ? 'E mais 1 produto que também não atende.' : `E mais ${rest} produtos que também não atendem.`, '']];
}

/**
 * The fine print: what a simulation is, the CET and IOF rules it follows, and demo banks when there are. The housing
 * exemption is named only when this case has it (an individual financing a home: no IOF on any offer); a vehicle or a
 * home-equity proposal charges IOF and says nothing of an exemption.
 */
export function footerText(r: Pick<SimulationResult, 'eligible'>): string {
  const exempt = r.eligible.length > 0 && r.eligible.every((o) => o.iof === 0);
  return (
    'Simulação sem valor de proposta: taxas, prazos e condições dependem da análise de crédito de cada banco. ' +
    `CET calculado conforme a Res. CMN 4.881/2020; IOF conforme o Decreto 6.306/2007${exempt ? ' (crédito habitacional residencial isento)' : ''}. ` +
    (r.eligible.some((o) => o.bank.isDemo) ? 'Bancos e taxas de demonstração.' : '')
  ).trim();
}
