import { describe, expect, it } from 'vitest';
import { formatMoney, maskCard, maskCep, maskDocument, maskExpiry, maskPhone, maskSecurityCode } from './format.ts';
import { MSG } from './messages.ts';
import { ZPayer, ZSubscribeRequest } from './schemas/subscriptions.ts';
import { centsToReais, formatBillingDate, instalmentAmounts, PLANS, perMonthCents, savingsCents, savingsPercent } from './subscriptions.ts';

describe('plans', () => {
  it('price, per-month equivalent and savings over the monthly plan', () => {
    expect(formatMoney(centsToReais(PLANS.mensal.priceCents))).toBe('R$\u00a0199,00');
    expect(formatMoney(centsToReais(PLANS.semestral.priceCents))).toBe('R$\u00a01.074,00');
    expect(formatMoney(centsToReais(PLANS.anual.priceCents))).toBe('R$\u00a01.908,00');
    expect(perMonthCents(PLANS.semestral)).toBe(17_900);
    expect(perMonthCents(PLANS.anual)).toBe(15_900);
    expect(savingsCents(PLANS.mensal)).toBe(0);
    expect(savingsCents(PLANS.semestral)).toBe(12_000);
    expect(savingsCents(PLANS.anual)).toBe(48_000);
    expect(savingsPercent(PLANS.semestral)).toBe(10);
    expect(savingsPercent(PLANS.anual)).toBe(20);
    expect([PLANS.mensal.maxInstalments, PLANS.semestral.maxInstalments, PLANS.anual.maxInstalments]).toEqual([1, 6, 12]);
  });

  it('instalments add up exactly to the total, the first taking the leftover cents', () => {
    expect(instalmentAmounts(190_800, 12)).toEqual(Array(12).fill(15_900));
    expect(instalmentAmounts(100, 3)).toEqual([34, 33, 33]);
    for (const [total, n] of [
      [171_720, 12],
      [96_660, 6],
      [17_910, 1],
      [99_999, 7],
    ]) {
      const parts = instalmentAmounts(total, n);
      expect(parts).toHaveLength(n);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('billing dates read in Brasília time', () => {
    expect(formatBillingDate('2026-12-24T01:30:00Z')).toBe('23/12/2026');
    expect(formatBillingDate(new Date('2026-12-24T12:00:00Z'))).toBe('24/12/2026');
  });
});

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('payment masks (spec §5)', () => {
  it('card #### #### #### ####, expiry ##/##, security code up to 4 digits', () => {
    expect(maskCard('4111')).toBe('4111');
    expect(maskCard('41111')).toBe('4111 1');
    expect(maskCard('4111-1111-1111-1111-99')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('122')).toBe('12/2');
    expect(maskExpiry('12/2030')).toBe('12/20');
    expect(maskSecurityCode('12a3')).toBe('123');
    expect(maskSecurityCode('123456')).toBe('1234');
  });

  it('payer: CEP, CPF or CNPJ, phone', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
  });
});

const person = { name: 'Ana Administradora', email: 'Financeiro@Demo.com.br ', document: '11.222.333/0001-81', phone: '(11) 98765-4321', addressNumber: '100', postalCode: '01310-100' };

describe('subscription schemas', () => {
  it('normalises the payer: e-mail lower-cased, documents and phone as digits', () => {
    expect(ZPayer.parse(person)).toEqual({ ...person, email: 'financeiro@demo.com.br', document: '11222333000181', phone: '11987654321', postalCode: '01310100' });
  });

  it('names each bad payer field with its message', () => {
    const result = ZPayer.safeParse({ name: '', email: 'x', document: '111.111.111-11', phone: '(11) 1234', addressNumber: '', postalCode: '00000-000' });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: MSG.required,
      email: MSG.invalidEmail,
      document: MSG.invalidDocument,
      phone: MSG.mobilePhone,
      addressNumber: MSG.required,
      postalCode: MSG.invalidCep,
    });
  });

  it('refuses more instalments than the plan allows, on the instalments field', () => {
    const base = { plan: 'semestral' as const, person, cardToken: 'tok' };
    expect(ZSubscribeRequest.safeParse({ ...base, instalments: 6 }).success).toBe(true);
    const over = ZSubscribeRequest.safeParse({ ...base, instalments: 7 });
    expect(over.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['instalments', MSG.maxInstalments(6)]]);
    const monthly = ZSubscribeRequest.safeParse({ ...base, plan: 'mensal', instalments: 2 });
    expect(monthly.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['instalments', MSG.maxInstalments(1)]]);
  });

  it('takes a coupon trimmed and upper-cased; blank is none', () => {
    const base = { plan: 'anual' as const, instalments: 1, person, cardToken: 'tok' };
    expect(ZSubscribeRequest.parse({ ...base, coupon: ' bemvindo10 ' }).coupon).toBe('BEMVINDO10');
    expect(ZSubscribeRequest.parse({ ...base, coupon: '  ' }).coupon).toBeUndefined();
  });
});
