import { describe, expect, it } from 'vitest';
import { describeBankEvent } from './bank-events.ts';
import { describeEvent } from './deal-events.ts';

describe('the timeline tells what each bank answered', () => {
  it('names the banks a deal was sent to', () => {
    expect(describeBankEvent('bank_sent', { banks: ['Itaú'] }).action).toBe('enviou o negócio para Itaú');
    expect(describeBankEvent('bank_sent', { banks: ['Itaú', 'Bradesco', 'Caixa'] }).action).toBe('enviou o negócio para Itaú, Bradesco e Caixa');
  });

  it("says each answer with what came with it, and the customer's choice", () => {
    expect(describeEvent({ kind: 'bank_status', data: { bank: 'Itaú', status: 'approved', approvedValue: 380000, conditions: '10,5% a.a.' } }, [])).toEqual({
      action: 'registrou que o banco Itaú aprovou R$\u00a0380.000,00',
      detail: '10,5% a.a.',
    });
    expect(describeEvent({ kind: 'bank_status', data: { bank: 'Banco BV', status: 'denied', reason: 'Renda insuficiente' } }, [])).toEqual({
      action: 'registrou que Banco BV negou',
      detail: 'Motivo: Renda insuficiente',
    });
    expect(describeEvent({ kind: 'bank_status', data: { bank: 'Inter', status: 'pending', requestedDocuments: 'Extrato do FGTS' } }, []).detail).toBe('Documentos pedidos: Extrato do FGTS');
    expect(describeEvent({ kind: 'bank_chosen', data: { bank: 'Itaú', approvedValue: 380000 } }, [])).toEqual({
      action: 'registrou que o cliente escolheu Itaú',
      detail: 'Valor aprovado: R$\u00a0380.000,00',
    });
  });
});

describe('commission events on the timeline', () => {
  it('says what happened to the commission, and when the stage did it', () => {
    expect(describeEvent({ kind: 'commission_status', data: { from: null, to: 'PREVISION', automatic: true } }, [])).toEqual({
      action: 'abriu a comissão em Previsão',
      detail: 'Pela mudança de etapa do negócio',
    });
    expect(describeEvent({ kind: 'commission_status', data: { from: 'PREVISION', to: 'PENDING_INVOICE', automatic: true } }, []).action).toBe('mudou a comissão de Previsão para Nota fiscal pendente');
    expect(describeEvent({ kind: 'commission_status', data: { from: 'PAYMENT_PENDING', to: 'CANCELED', reason: 'Operação desfeita' } }, [])).toEqual({
      action: 'mudou a comissão de Pagamento pendente para Cancelado',
      detail: 'Motivo: Operação desfeita',
    });
  });
});
