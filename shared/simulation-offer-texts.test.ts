import { describe, expect, it } from 'vitest';
import type { SimulationCashAtSigning, SimulationProjection } from './schemas/simulation.ts';
import {
  cashAtSigningLines,
  cashAtSigningNote,
  cashAtSigningSummary,
  cetLabel,
  otherNotes,
  postFixedLine,
  projectionLine,
  tariffLine,
  tariffPayment,
  tariffsPayment,
  tariffsSummary,
} from './simulation-offer-texts.ts';
import { SIMULATION_TEXTS } from './simulation-texts.ts';

const ipca: SimulationProjection = {
  indexer: 'IPCA',
  annualProjection: 0.042,
  source: 'Boletim Focus (BCB)',
  validFrom: '2026-11-01',
  note: 'CET projetado com IPCA de 4,20 % a.a.',
};

const cash: SimulationCashAtSigning = {
  downPayment: 200000,
  fgts: 0,
  itbi: 18000,
  registry: 6000,
  upfrontTariffs: 3100,
  total: 227100,
  note: 'estimativa',
};

describe('textos de uma oferta (CET projetado, tarifas, valor na assinatura)', () => {
  it('o CET de um produto indexado é "projetado" e diz a projeção, a fonte e a data', () => {
    expect(cetLabel({ projection: ipca })).toBe('CET projetado');
    expect(cetLabel({ projection: null })).toBe('CET');
    expect(cetLabel({})).toBe('CET');
    expect(projectionLine(ipca)).toBe('CET projetado com IPCA de 4,20 % a.a. — fonte: Boletim Focus (BCB), de 01/11/2026');
    expect(postFixedLine(ipca)).toBe('Pós-fixado: as parcelas e o saldo acompanham o IPCA.');
    expect(postFixedLine({ ...ipca, indexer: 'TR' })).toBe('Pós-fixado: as parcelas e o saldo acompanham a TR.');
  });

  it('as outras notas não repetem a do pós-fixado e começam com maiúscula', () => {
    const notes = [SIMULATION_TEXTS.postFixedNote('IPCA', 0.042), SIMULATION_TEXTS.iofCommercialProperty];
    expect(otherNotes({ projection: ipca, notes })).toEqual(['Imóvel comercial: IOF incide']);
    // A result saved before `notes` existed still shows its IOF note.
    expect(otherNotes({ iofNote: SIMULATION_TEXTS.iofCompany })).toEqual(['Pessoa jurídica: IOF incide']);
    expect(otherNotes({ projection: null, notes: [] })).toEqual([]);
  });

  it('a forma de pagamento concorda com a tarifa (a tarifa é paga, o registro é pago)', () => {
    expect(tariffPayment({ kind: 'valuation', financed: false })).toBe('paga na assinatura');
    expect(tariffPayment({ kind: 'contract', financed: true })).toBe('financiada no crédito');
    expect(tariffPayment({ kind: 'lienRegistration', financed: false })).toBe('pago na assinatura');
    expect(tariffPayment({ kind: 'lienRegistration', financed: true })).toBe('financiado no crédito');
    expect(
      tariffLine({
        kind: 'valuation',
        label: 'Tarifa de avaliação do imóvel',
        amount: 3100,
        financed: false,
      }),
    ).toBe('Tarifa de avaliação do imóvel: R$\u00a03.100,00 (paga na assinatura)');
    const lien = { kind: 'lienRegistration', financed: false } as const;
    expect(tariffsPayment([lien])).toBe('pago na assinatura');
    expect(tariffsPayment([lien, { kind: 'contract', financed: false }])).toBe('pagas na assinatura');
    expect(
      tariffsPayment([
        { ...lien, financed: true },
        { kind: 'contract', financed: true },
      ]),
    ).toBe('financiadas no crédito');
    expect(tariffsPayment([lien, { kind: 'contract', financed: true }])).toBe('parte paga na assinatura, parte financiada');
    expect(tariffsSummary([])).toBeNull();
    expect(tariffsSummary(undefined)).toBeNull();
    expect(
      tariffsSummary([
        {
          kind: 'contract',
          label: 'Tarifa de contrato',
          amount: 1500,
          financed: true,
        },
      ]),
    ).toBe('Tarifas incluídas no CET: Tarifa de contrato: R$\u00a01.500,00 (financiada no crédito)');
  });

  it('o valor na assinatura lista as partes que não são zero, o FGTS subtraído, e sempre o total', () => {
    expect(cashAtSigningLines(cash).map((l) => [l.label, l.value])).toEqual([
      ['Entrada', 'R$\u00a0200.000,00'],
      ['ITBI (estimativa)', 'R$\u00a018.000,00'],
      ['Registro em cartório (estimativa)', 'R$\u00a06.000,00'],
      ['Tarifas pagas na assinatura', 'R$\u00a03.100,00'],
      ['Total na assinatura', 'R$\u00a0227.100,00'],
    ]);
    const withFgts = cashAtSigningLines({
      ...cash,
      fgts: 50000,
      total: 177100,
    });
    expect(withFgts[1]).toEqual({
      key: 'fgts',
      label: 'FGTS usado na entrada',
      value: '− R$\u00a050.000,00',
    });
    expect(
      cashAtSigningLines({
        downPayment: 0,
        fgts: 0,
        itbi: 0,
        registry: 0,
        upfrontTariffs: 0,
        total: 0,
        note: '',
      }),
    ).toEqual([{ key: 'total', label: 'Total na assinatura', value: 'R$\u00a00,00' }]);
    expect(cashAtSigningNote(cash)).toBe('Estimativa');
    expect(cashAtSigningNote({ ...cash, itbi: 0, registry: 0 })).toBeNull();
    // Home equity has a registry and no ITBI: the note names only what is estimated.
    expect(cashAtSigningNote({ ...cash, itbi: 0 })).toBe('O registro é uma estimativa; confira com o cartório');
    expect(cashAtSigningNote({ ...cash, registry: 0 })).toBe('O ITBI é uma estimativa; confira com a prefeitura');
    expect(cashAtSigningSummary(cash)).toBe(
      'Total na assinatura: R$\u00a0227.100,00 (entrada R$\u00a0200.000,00 · ITBI (estimativa) R$\u00a018.000,00 · registro em cartório (estimativa) R$\u00a06.000,00 · tarifas pagas na assinatura R$\u00a03.100,00)',
    );
  });
});
