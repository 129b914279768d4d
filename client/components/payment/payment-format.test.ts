import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../shared/subscriptions.ts';
import { formatCents, instalmentLabel, instalmentOptions, periodLabel, subscriptionStateLine } from './payment-format.ts';

describe('payment wording', () => {
  it('money from cents and the period of each plan', () => {
    expect(formatCents(190_800)).toBe('R$\u00a01.908,00');
    expect(formatCents(19_900)).toBe('R$\u00a0199,00');
    expect([periodLabel(PLANS.mensal), periodLabel(PLANS.semestral), periodLabel(PLANS.anual)]).toEqual(['por mês', 'por semestre', 'por ano']);
  });

  it('instalments without interest, the odd cents on the first one', () => {
    expect(instalmentLabel(19_900, 1)).toBe('À vista (R$\u00a0199,00)');
    expect(instalmentLabel(190_800, 12)).toBe('12x de R$\u00a0159,00 sem juros');
    expect(instalmentLabel(100_000, 3)).toBe('3x sem juros (1ª de R$\u00a0333,34 e 2 de R$\u00a0333,33)');
  });

  it('says a renewing subscription renews, and only a cancelled one has access "até" a date', () => {
    const end = new Date('2027-05-24T12:00:00Z');
    expect(subscriptionStateLine({ status: 'active', nextChargeAt: end, currentPeriodEnd: end })).toBe('Ativa — renova em 24/05/2027');
    expect(subscriptionStateLine({ status: 'past_due', nextChargeAt: new Date('2027-05-25T15:00:00Z'), currentPeriodEnd: end })).toBe('Pagamento pendente — nova tentativa em 25/05/2027');
    expect(subscriptionStateLine({ status: 'canceled', nextChargeAt: null, currentPeriodEnd: end })).toBe('Cancelada — acesso até 24/05/2027');
    expect(subscriptionStateLine({ status: 'expired', nextChargeAt: null, currentPeriodEnd: end })).toBe('Encerrada em 24/05/2027');
  });

  it('offers 1 up to the plan maximum', () => {
    expect(instalmentOptions(107_400, 6).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(instalmentOptions(19_900, 1)).toEqual([{ value: '1', label: 'À vista (R$\u00a0199,00)' }]);
    expect(instalmentOptions(107_400, 6)[5].label).toBe('6x de R$\u00a0179,00 sem juros');
  });
});
