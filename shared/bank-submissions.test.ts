import { describe, expect, it } from 'vitest';
import { bankPicture, cardBankLine } from './bank-submissions.ts';

describe('the per-bank picture of a board card', () => {
  it('says nothing for a deal not sent to any bank', () => {
    expect(bankPicture([])).toBeNull();
  });

  it('counts banks and answers with agreement, and names every bank for screen readers', () => {
    const p = bankPicture([
      { bankName: 'Banco do Brasil', status: 'approved', chosen: true },
      { bankName: 'Itaú', status: 'denied', chosen: false },
      { bankName: 'Caixa', status: 'analysis', chosen: false },
    ])!;
    expect(p.text).toBe('3 bancos · 1 aprovado · 1 negado');
    expect(p.label).toBe('Enviado a 3 bancos: Banco do Brasil aprovou, Itaú negou, Caixa em análise. Escolhido pelo cliente: Banco do Brasil');
    expect(p.chosenBank).toBe('Banco do Brasil');
  });

  it('uses the plural and singular forms', () => {
    expect(bankPicture([{ bankName: 'Inter', status: 'sent', chosen: false }])!.text).toBe('1 banco');
    expect(
      bankPicture([
        { bankName: 'A Banco', status: 'approved', chosen: false },
        { bankName: 'B Banco', status: 'approved', chosen: false },
        { bankName: 'C Banco', status: 'pending', chosen: false },
        { bankName: 'D Banco', status: 'pending', chosen: false },
      ])!.text,
    ).toBe('4 bancos · 2 aprovados · 2 pendências');
  });
});

describe('the bank line of a board card', () => {
  it('names the deal\'s bank; without one, the banks it was sent to; "Banco a definir" only with neither', () => {
    expect(cardBankLine('Itaú', 2)).toBe('Itaú');
    expect(cardBankLine(null, 2)).toBe('Enviado a 2 bancos');
    expect(cardBankLine(null, 1)).toBe('Enviado a 1 banco');
    expect(cardBankLine(null, 0)).toBe('Banco a definir');
  });
});
