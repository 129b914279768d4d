import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../../shared/messages.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { type CheckoutValues, formPathOf, initialCheckoutValues, normaliseCoupon, subscribeRequest, toCheckoutInput, ZCheckoutForm } from './checkout-form.ts';

const profile = { name: 'Ana Administradora', email: 'admin@demo.com.br', cellphone: '11987654300' };

describe('checkout form', () => {
  it('starts from the signed-in user as payer, one instalment and an empty card', () => {
    const v = initialCheckoutValues(profile);
    expect(v.person).toMatchObject({ name: 'Ana Administradora', email: 'admin@demo.com.br', phone: '(11) 98765-4300', document: '' });
    expect(v.card).toEqual({ number: '', expirationDate: '', securityCode: '' });
    expect(v.instalments).toBe('1');
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('shows the spec §5 messages on the form paths (payer and card)', () => {
    const values: CheckoutValues = {
      ...initialCheckoutValues(profile),
      person: { name: 'Ana', email: 'admin@demo.com.br', document: '111.111.111-11', phone: '(11) 98765-4300', addressNumber: '10', postalCode: '01310-100' },
      card: { number: '4111 1111 1111 1112', expirationDate: '13/30', securityCode: '1' },
    };
    expect(zodResolver(ZCheckoutForm, toCheckoutInput)(values)).toEqual({
      // A payer with a CPF is a person: the spec's name rules apply.
      'person.name': MSG.surname,
      'person.document': MSG.invalidDocument,
      'card.number': MSG.invalidCardNumber,
      'card.expirationDate': MSG.invalidExpiry,
      'card.securityCode': MSG.invalidSecurityCode,
    });
  });

  it('sends the token, never the card, with the instalments as a number', () => {
    const values = { ...initialCheckoutValues(profile), instalments: '6', card: { number: '4111 1111 1111 1111', expirationDate: '12/30', securityCode: '123' } };
    const request = subscribeRequest('semestral', values, 'tok_sbx_abc', 'BEMVINDO10', 'key');
    expect(request).toEqual({ plan: 'semestral', coupon: 'BEMVINDO10', instalments: 6, person: values.person, cardToken: 'tok_sbx_abc', idempotencyKey: 'key' });
    expect(JSON.stringify(request)).not.toContain('4111');
  });

  it('maps server fields onto the form', () => {
    expect(formPathOf('number')).toBe('card.number');
    expect(formPathOf('expirationDate')).toBe('card.expirationDate');
    expect(formPathOf('securityCode')).toBe('card.securityCode');
    expect(formPathOf('cardToken')).toBe('card.number');
    expect(formPathOf('person.postalCode')).toBe('person.postalCode');
    expect(formPathOf('coupon')).toBe('coupon');
    expect(formPathOf('idempotencyKey')).toBeNull();
    expect(normaliseCoupon(' bemvindo10 ')).toBe('BEMVINDO10');
  });
});
