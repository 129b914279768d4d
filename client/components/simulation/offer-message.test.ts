import { describe, expect, it } from 'vitest';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { SIMULATION_TEXTS } from '../../../shared/simulation-texts.ts';
import { customerMessage, describeOffer } from './offer-message.ts';

const base: SimulationOffer = {
  productId: 'p1',
  productName: 'Financiamento Imobiliário IPCA',
  bank: { id: 'b1', name: 'Banco Inter', number: '077', logoUrl: null, isDemo: true },
  table: 'SAC',
  indexer: 'IPCA(Pós)',
  monthlyRate: 0.0072073,
  annualRate: 0.09,
  cetMonthly: 0.0112524,
  cetAnnual: 0.1437077,
  firstInstallment: 4185.28,
  lastInstallment: 4036.01,
  totalPaid: 1686464.82,
  financedAmount: 400000,
  iof: 0,
  minimumIncome: 13950.93,
  slaMin: 15,
  slaMax: 30,
  score: 600,
};

describe('mensagem de WhatsApp de uma oferta', () => {
  it('um pós-fixado leva o CET projetado, a projeção com fonte e data, as tarifas e o valor na assinatura', () => {
    const offer: SimulationOffer = {
      ...base,
      postFixed: true,
      projection: { indexer: 'IPCA', annualProjection: 0.042, source: 'Boletim Focus (BCB)', validFrom: '2026-11-01', note: 'CET projetado com IPCA de 4,20 % a.a.' },
      tariffs: [{ kind: 'valuation', label: 'Tarifa de avaliação do imóvel', amount: 3100, financed: false }],
      cashAtSigning: { downPayment: 200000, fgts: 0, itbi: 18000, registry: 6000, upfrontTariffs: 3100, total: 227100, note: SIMULATION_TEXTS.cashAtSigningEstimate },
      iofNote: null,
      notes: [SIMULATION_TEXTS.postFixedNote('IPCA', 0.042)],
    };
    expect(describeOffer(offer)).toEqual([
      'Banco Inter — Financiamento Imobiliário IPCA (pós-fixado)',
      '1ª parcela: R$\u00a04.185,28 · última: R$\u00a04.036,01',
      'CET projetado: 1,13 % a.m. (14,37 % a.a.)',
      'Pós-fixado: as parcelas e o saldo acompanham o IPCA.',
      'CET projetado com IPCA de 4,20 % a.a. — fonte: Boletim Focus (BCB), de 01/11/2026',
      'Tarifas incluídas no CET: Tarifa de avaliação do imóvel: R$\u00a03.100,00 (paga na assinatura)',
      'Total na assinatura: R$\u00a0227.100,00 (entrada R$\u00a0200.000,00 · ITBI (estimativa) R$\u00a018.000,00 · registro em cartório (estimativa) R$\u00a06.000,00 · tarifas pagas na assinatura R$\u00a03.100,00)',
      'ITBI e registro são estimativas; confira com a prefeitura e o cartório',
    ]);
  });

  it('uma taxa fixa salva antes das tarifas diz só o que tem: sem projeção, sem zeros inventados', () => {
    expect(describeOffer({ ...base, indexer: 'Fixa', iofNote: SIMULATION_TEXTS.iofFreeUse })).toEqual([
      'Banco Inter — Financiamento Imobiliário IPCA',
      '1ª parcela: R$\u00a04.185,28 · última: R$\u00a04.036,01',
      'CET: 1,13 % a.m. (14,37 % a.a.)',
      'Crédito de livre uso: IOF incide',
    ]);
  });
});

describe('mensagem de WhatsApp ao cliente', () => {
  const summary = 'Home equity: crédito de R$\u00a0300.000,00 em 180 meses (imóvel de R$\u00a0600.000,00)';
  const url = 'https://credito.example/proposta/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1234';

  it('de uma simulação salva leva o link da proposta salva, não o simulador', () => {
    const text = customerMessage({ customerName: 'Maria Souza', summary }, base, { kind: 'proposal', url });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Olá, Maria! Segue a sua simulação.');
    expect(lines[1]).toBe(summary);
    expect(lines).toContain('Melhor opção:');
    expect(lines).toContain('Banco Inter — Financiamento Imobiliário IPCA');
    expect(lines.at(-1)).toBe(`Veja a proposta completa: ${url}`);
    expect(text).not.toContain('/simulacao/');
  });

  it('de um resultado não salvo leva o simulador do corretor, e sem banco que atenda diz que vamos ajustar', () => {
    const text = customerMessage({ customerName: ' Ana ', summary }, undefined, { kind: 'simulator', url: 'https://credito.example/simulacao/imobiliaria/ana' });
    expect(text.split('\n')).toEqual([
      'Olá, Ana! Segue a sua simulação.',
      summary,
      '',
      'Nenhum banco atende a este caso como está; vamos ajustar juntos.',
      '',
      'Simule outros valores quando quiser: https://credito.example/simulacao/imobiliaria/ana',
    ]);
  });
});
