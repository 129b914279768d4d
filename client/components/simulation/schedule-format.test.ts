import { describe, expect, it } from 'vitest';
import { rankingNote } from './offer-message.ts';
import { graceMonthsOf, graceNote, hasCorrection, singleTableNote } from './schedule-format.ts';

const month = (amortization: number, interest: number, correction = 0) => ({ amortization, interest, correction });

describe('formatação dos resultados de simulação', () => {
  it('diz por que falta uma das tabelas: o produto só tem uma, ou a outra não atende a este caso', () => {
    expect(singleTableNote('SAC', [{ code: 'table', message: 'produto aceita apenas SAC: use SAC' }])).toBe('Este produto é contratado só na tabela SAC.');
    // Caixa takes PRICE up to 50 % of the asset and SAC up to 70 %: at 70 % only SAC is quoted, and PRICE says why.
    expect(singleTableNote('SAC', [{ code: 'ltv', message: 'valor acima do LTV de 50 %: reduza o crédito para R$ 250.000,00; em SAC o LTV é de 70 %' }])).toBe(
      'Na tabela PRICE, este produto não atende a este caso: valor acima do LTV de 50 %: reduza o crédito para R$ 250.000,00; em SAC o LTV é de 70 %.',
    );
  });

  it('os meses de carência são os do começo, sem amortização e sem juros pagos', () => {
    expect(graceMonthsOf([month(0, 0, 10), month(0, 0, 11), month(240, 2950, 12)])).toBe(2);
    expect(graceMonthsOf([month(240, 2950), month(241, 2940)])).toBe(0);
    expect(graceMonthsOf([])).toBe(0);
    expect(graceNote(0)).toBe('');
    expect(graceNote(1)).toBe('Mês 1: carência, paga só os seguros e a taxa de administração; os juros se somam ao saldo.');
    expect(graceNote(3)).toBe('Meses 1 a 3: carência, pagam só os seguros e a taxa de administração; os juros se somam ao saldo.');
  });

  it('a coluna de correção aparece só quando o índice corrigiu algum mês', () => {
    expect(hasCorrection([month(0, 0, 1373.75), month(240, 2950, 1388.4)])).toBe(true);
    expect(hasCorrection([month(240, 2950), month(241, 2940)])).toBe(false);
  });

  it('a ordem do ranking diz que o CET dos pós-fixados é projetado', () => {
    expect(rankingNote([{ projection: null }, { projection: undefined }])).toBe('Do menor para o maior custo efetivo total (CET). ');
    const ipca = { indexer: 'IPCA' as const, annualProjection: 0.042, source: 'Focus', validFrom: '2026-11-01', note: 'CET projetado com IPCA de 4,20 % a.a.' };
    expect(rankingNote([{ projection: null }, { projection: ipca }])).toBe('Do menor para o maior custo efetivo total (CET), projetado nos pós-fixados. ');
  });
});
