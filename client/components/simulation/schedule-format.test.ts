import { describe, expect, it } from 'vitest';
import { rankingNote } from './offer-message.ts';
import { graceMonthsOf, graceNote, hasCorrection } from './schedule-format.ts';

const month = (amortization: number, interest: number, correction = 0) => ({ amortization, interest, correction });

describe('formatação dos resultados de simulação', () => {
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
