import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLabel, detectBrand, isExpiryValid, isValidCardNumber, isValidSecurityCode, luhnValid, parseExpiry } from './card.ts';
import { MSG } from './messages.ts';
import { ZCardRequest } from './schemas/subscriptions.ts';

/** Appends the Luhn check digit to a partial number. */
function withCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(partial + d)) return partial + d;
  throw new Error('unreachable');
}

describe('Luhn', () => {
  it('accepts the sandbox and well-known test numbers, with or without spaces', () => {
    for (const n of ['4111111111111111', '4111 1111 1111 1111', '5555555555554444', '4000000000000002', '378282246310005', '6011111111111117']) {
      expect(luhnValid(n)).toBe(true);
    }
  });

  it('rejects a changed digit, letters and an empty value', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111111111111121')).toBe(false);
    expect(luhnValid('41111111111111a1')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('catches every single-digit typo of a valid number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{14}$/), fc.nat(15), fc.integer({ min: 1, max: 9 }), (partial, position, delta) => {
        const valid = withCheckDigit(partial);
        const digits = valid.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        expect(luhnValid(valid)).toBe(true);
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('brand', () => {
  it('detects each brand by its first digits', () => {
    expect(detectBrand('4111111111111111')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2221000000000009')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6362970000457013')).toBe('elo');
    expect(detectBrand('4011780000000000')).toBe('elo');
    expect(detectBrand('5067000000000000')).toBe('elo');
    expect(detectBrand('6062825624254001')).toBe('hipercard');
    expect(detectBrand('30569309025904')).toBe('diners');
    expect(detectBrand('6011111111111117')).toBe('discover');
  });

  it('knows no brand for other prefixes or too few digits', () => {
    expect(detectBrand('1234567812345670')).toBeNull();
    expect(detectBrand('9111111111111111')).toBeNull();
    expect(detectBrand('4111')).toBeNull();
  });

  it('a valid number has a known brand, its length and a Luhn check digit', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    // Luhn-valid but no brand issues it.
    expect(isValidCardNumber(withCheckDigit('123456781234567'))).toBe(false);
    // Mastercard numbers have 16 digits.
    expect(isValidCardNumber(withCheckDigit('55555555555544'))).toBe(false);
  });

  it('labels a card on file by brand and last four digits', () => {
    expect(cardLabel('visa', '1111')).toBe('Visa •••• 1111');
    expect(cardLabel('amex', '0005')).toBe('American Express •••• 0005');
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 23);

  it('reads MM/AA and MM/AAAA', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('01/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('1/28')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('is valid through the end of its month, not before, not absurdly far', () => {
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('12/25', now)).toBe(false);
    expect(isExpiryValid('01/27', now)).toBe(true);
    expect(isExpiryValid('11/46', now)).toBe(true);
    expect(isExpiryValid('12/46', now)).toBe(false);
    expect(isExpiryValid('xx/yy', now)).toBe(false);
  });
});

describe('security code', () => {
  it('takes 3 or 4 digits only', () => {
    expect(isValidSecurityCode('123')).toBe(true);
    expect(isValidSecurityCode('1234')).toBe(true);
    expect(isValidSecurityCode('12')).toBe(false);
    expect(isValidSecurityCode('12345')).toBe(false);
    expect(isValidSecurityCode('12a')).toBe(false);
  });
});

describe('card schema (checkout form and tokenisation)', () => {
  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('puts the spec §5 message on each bad field', () => {
    const result = ZCardRequest.safeParse({ number: '4111 1111 1111 1112', expirationDate: '01/20', securityCode: '12' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ number: MSG.invalidCardNumber, expirationDate: MSG.invalidExpiry, securityCode: MSG.invalidSecurityCode });
  });

  it('gives digits and a parsed expiry for a good card', () => {
    const year = (new Date().getFullYear() + 2) % 100;
    const parsed = ZCardRequest.parse({ number: '4111 1111 1111 1111', expirationDate: `12/${year}`, securityCode: '123' });
    expect(parsed).toEqual({ number: '4111111111111111', expirationDate: { month: 12, year: 2000 + year }, securityCode: '123' });
  });
});
