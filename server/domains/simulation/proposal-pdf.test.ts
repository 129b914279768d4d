import { describe, expect, it } from 'vitest';
import type { SimulationOffer, SimulationResult } from '../../../shared/schemas/simulation.ts';
import { SIMULATION_TEXTS } from '../../../shared/simulation-texts.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { footerText, offerLines, offerNotes, otherOfferLine, rejectionLines, renderProposalPdf } from './proposal-pdf.ts';

const fixed: SimulationOffer = {
  productId: 'p1',
  productName: 'Crédito com Garantia de Imóvel',
  bank: { id: 'b1', name: 'Banco C6', number: '336', logoUrl: null, isDemo: true },
  table: 'PRICE',
  indexer: 'Fixa',
  monthlyRate: 0.0149,
  annualRate: 0.1941,
  cetMonthly: 0.0161,
  cetAnnual: 0.2114,
  firstInstallment: 4020.5,
  lastInstallment: 4020.5,
  totalPaid: 723690,
  financedAmount: 301200,
  iof: 1200,
  minimumIncome: 13401.67,
  slaMin: 10,
  slaMax: 20,
  score: 600,
};

const ipca: SimulationOffer = {
  ...fixed,
  productName: 'Financiamento Imobiliário IPCA',
  bank: { ...fixed.bank, name: 'Banco Inter' },
  indexer: 'IPCA(Pós)',
  postFixed: true,
  projection: { indexer: 'IPCA', annualProjection: 0.042, source: 'Boletim Focus (BCB)', validFrom: '2026-11-01', note: 'CET projetado com IPCA de 4,20 % a.a.' },
  tariffs: [{ kind: 'valuation', label: 'Tarifa de avaliação do imóvel', amount: 3100, financed: false }],
  cashAtSigning: { downPayment: 200000, fgts: 50000, itbi: 18000, registry: 6000, upfrontTariffs: 3100, total: 177100, note: SIMULATION_TEXTS.cashAtSigningEstimate },
  iofNote: null,
  notes: [SIMULATION_TEXTS.postFixedNote('IPCA', 0.042), SIMULATION_TEXTS.fgtsNotSfh],
};

describe('proposta em PDF', () => {
  it('a melhor oferta pós-fixada leva o CET projetado, a projeção com fonte, as tarifas e o valor na assinatura', () => {
    const lines = new Map(offerLines(ipca));
    expect(lines.get('CET projetado')).toMatch(/a\.m\. \(.* a\.a\.\)$/);
    expect(lines.has('CET')).toBe(false);
    expect(lines.get('Sistema')).toBe('PRICE · IPCA (pós-fixado)');
    // Rates spaced as on the screens: "0,72 % a.m.".
    expect(lines.get('Taxa de juros')).toMatch(/^\d+,\d{2} % a\.m\. \(\d+,\d{2} % a\.a\.\)$/);
    expect(lines.get('Entrada')).toBe('R$\u00a0200.000,00');
    // The standard PDF font has no minus sign: a hyphen instead.
    expect(lines.get('FGTS usado na entrada')).toBe('- R$\u00a050.000,00');
    expect(lines.get('Total na assinatura')).toBe('R$\u00a0177.100,00');
    expect(offerNotes(ipca)).toEqual([
      'Pós-fixado: as parcelas e o saldo acompanham o IPCA.',
      'CET projetado com IPCA de 4,20 % a.a. — fonte: Boletim Focus (BCB), de 01/11/2026',
      'FGTS só pode ser usado na entrada de operações do SFH',
      'Tarifas incluídas no CET: Tarifa de avaliação do imóvel: R$\u00a03.100,00 (paga na assinatura)',
      SIMULATION_TEXTS.cashAtSigningEstimate,
    ]);
    expect(otherOfferLine(ipca)).toMatch(
      /^Banco Inter — 1ª parcela R\$\u00a04\.020,50 · CET projetado .* a\.a\. · pós-fixado \(IPCA\) · taxa .* a\.m\. · na assinatura R\$\u00a0177\.100,00 · análise em 10 a 20 dias$/,
    );
  });

  it('uma taxa fixa salva antes das tarifas não inventa projeção nem valores', () => {
    expect(new Map(offerLines(fixed)).has('CET')).toBe(true);
    expect(offerLines(fixed).some(([label]) => label === 'Total na assinatura')).toBe(false);
    expect(offerNotes(fixed)).toEqual([]);
    expect(otherOfferLine(fixed)).not.toMatch(/pós-fixado|assinatura/);
  });

  it('quando nenhum banco atende, diz por quê em cada banco (até 12 linhas, o resto contado) e fica numa página', async () => {
    const refusal = (k: number) => ({
      productId: `r${k}`,
      productName: `Produto ${k}`,
      bank: { ...fixed.bank, name: `Banco ${k}` },
      reasons: [
        { code: 'income', message: 'renda insuficiente: a parcela passa de 30 % da renda (mínimo R$\u00a013.401,67)' },
        { code: 'term', message: 'prazo acima do máximo do produto: até 240 meses' },
      ],
    });
    expect(rejectionLines([refusal(1)])).toEqual([
      ['Banco 1 — Produto 1:', 'renda insuficiente: a parcela passa de 30 % da renda (mínimo R$\u00a013.401,67); prazo acima do máximo do produto: até 240 meses'],
    ]);
    const many = Array.from({ length: 30 }, (_, k) => refusal(k + 1));
    const lines = rejectionLines(many);
    expect(lines).toHaveLength(13);
    expect(lines[11][0]).toBe('Banco 12 — Produto 12:');
    expect(lines[12]).toEqual(['E mais 18 produtos que também não atendem.', '']);
    expect(rejectionLines(many.slice(0, 13)).at(-1)).toEqual(['E mais 1 produto que também não atende.', '']);
    const pdf = await renderProposal({ eligible: [], ineligible: many });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('só cita a isenção de IOF do crédito habitacional quando o caso a tem', () => {
    expect(footerText({ eligible: [{ ...fixed, iof: 0 }] })).toContain('IOF conforme o Decreto 6.306/2007 (crédito habitacional residencial isento).');
    // A vehicle or home equity charges IOF: no exemption named.
    expect(footerText({ eligible: [fixed] })).toContain('IOF conforme o Decreto 6.306/2007. Bancos e taxas de demonstração.');
    expect(footerText({ eligible: [] })).not.toMatch(/isento|demonstração/);
  });

  it('continua com uma página só, com nove bancos que atendem, e lista todos eles', async () => {
    const eligible = Array.from({ length: 9 }, (_, k) => ({ ...(k % 2 ? fixed : ipca), productId: `p${k}`, bank: { ...fixed.bank, name: `Banco Número ${k + 1}` } }));
    const pdf = await renderProposal({ eligible, ineligible: [] });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The screen lists every bank that fits; so does the proposal the customer keeps.
    const text = pdfText(pdf);
    for (let k = 1; k <= 9; k++) expect(text).toContain(`Banco Número ${k}`);
  });

  it('lista os trinta bancos de um caso em que todos atendem, seguindo na página seguinte', async () => {
    const eligible = Array.from({ length: 30 }, (_, k) => ({ ...fixed, productId: `p${k}`, bank: { ...fixed.bank, name: `Banco Número ${k + 1}` } }));
    const pdf = await renderProposal({ eligible, ineligible: [] });
    const text = pdfText(pdf);
    for (let k = 1; k <= 30; k++) expect(text).toContain(`Banco Número ${k} `);
    expect(text).toContain('Simulação sem valor de proposta');
  });
});

function renderProposal(banks: Pick<SimulationResult, 'eligible' | 'ineligible'>) {
  return renderProposalPdf({
    companyName: 'Demo Crédito',
    subsidiaryName: 'Demo Crédito São Paulo',
    brokerName: 'Ana Administradora',
    brokerEmail: 'admin@demo.com.br',
    brokerCellphone: null,
    customerName: 'Paulo Comprador',
    customerDocument: '52998224725',
    createdAt: new Date('2026-11-25T00:00:00Z'),
    result: { type: 'Financing', termMonths: 360, operationValue: 400000, assetValue: 600000, ...banks },
  });
}
