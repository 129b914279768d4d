import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  formatDate,
  formatMoney,
  formatMoneyShort,
  formatPercent,
  isValidCnpj,
  isValidCpf,
  isValidLandline,
  isValidMobile,
  isValidPlate,
  maskCard,
  maskCep,
  maskCnpj,
  maskCpf,
  maskDate,
  maskDocument,
  maskExpiry,
  maskPhone,
  maskPlate,
  obfuscateCpf,
  parseBrDate,
  parseMoney,
  plainSpaces,
  whatsappLink,
} from './format.ts';

describe('CPF', () => {
  it('accepts a valid CPF with or without punctuation (docs/design/brazil.md)', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('masks as typed and formats in full', () => {
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('obfuscates for logs and lists as ***.982.247-**', () => {
    expect(obfuscateCpf('52998224725')).toBe('***.982.247-**');
    expect(obfuscateCpf('529.982.247-25')).toBe('***.982.247-**');
  });
});

describe('CNPJ (numeric and alphanumeric, IN RFB 2.229/2024)', () => {
  it('accepts the examples of docs/design/brazil.md, letters in any case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('rejects wrong check digits, letters in the check digits and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.222.333/0001')).toBe(false);
  });

  it('masks letters in the 12 root and branch positions, upper-cased, digits only in the check digits', () => {
    expect(maskCnpj('12ab')).toBe('12.AB');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    // A letter where a check digit goes stops the mask.
    expect(maskCnpj('12abc34501de3x')).toBe('12.ABC.345/01DE-3');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('the document mask is a CPF up to 11 digits and a CNPJ beyond or with letters', () => {
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskDocument('12abc')).toBe('12.ABC');
  });
});

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('masks of spec §5', () => {
  it('phone: (##) #####-#### for mobiles, (##) ####-#### for landlines, partial as typed', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('119')).toBe('(11) 9');
    // Pasted from WhatsApp or a contact card: country code and trunk zero go; a DDD 55 number stays as typed.
    for (const pasted of ['+55 11 98765-4321', '+55 (11) 98765-4321', '5511987654321', '(011) 98765-4321', '0 41 11 98765-4321']) expect(maskPhone(pasted)).toBe('(11) 98765-4321');
    expect(maskPhone('+55 11 3333-4444')).toBe('(11) 3333-4444');
    expect(maskPhone('55987654321')).toBe('(55) 98765-4321');
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
  });

  it('CEP, date, card and expiry', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('013')).toBe('013');
    expect(maskDate('31122024')).toBe('31/12/2024');
    expect(maskDate('3112')).toBe('31/12');
    expect(maskDate('1990-05-10')).toBe('10/05/1990');
    expect(maskCard('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1228')).toBe('12/28');
  });

  it('plate: old AAA-9999 and Mercosul AAA-9A99, upper-cased', () => {
    expect(maskPlate('abc1234')).toBe('ABC-1234');
    expect(maskPlate('abc1d23')).toBe('ABC-1D23');
    expect(maskPlate('ab')).toBe('AB');
    expect(isValidPlate('ABC-1234')).toBe(true);
    expect(isValidPlate('abc1d23')).toBe(true);
    expect(isValidPlate('AB-12345')).toBe(false);
    expect(isValidPlate('ABC-12D3')).toBe(false);
  });

  it('phones: mobile needs a valid DDD and the 9; landline starts with 2-5', () => {
    expect(isValidMobile('(11) 98765-4321')).toBe(true);
    expect(isValidMobile('(11) 8765-4321')).toBe(false);
    expect(isValidMobile('(10) 98765-4321')).toBe(false);
    expect(isValidLandline('(33) 3333-9999')).toBe(true);
    expect(isValidLandline('(33) 9333-9999')).toBe(false);
  });
});

describe('money, percentages and dates (pt-BR)', () => {
  it('formats BRL as R$ 1.234,56, the symbol held to the amount by a non-breaking space', () => {
    expect(formatMoney(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatMoney(1000)).toBe('R$\u00a01.000,00');
    expect(formatMoneyShort(999_999.5)).toBe('R$\u00a0999.999,50');
    expect(formatMoneyShort(1_864_000)).toBe('R$\u00a01,86\u00a0mi');
    expect(formatMoney(0.5)).toBe('R$\u00a00,50');
    expect(formatMoney(1234567.891)).toBe('R$\u00a01.234.567,89');
    // Text for programs gets plain spaces.
    expect(plainSpaces(`de ${formatMoney(350000)} em ${formatMoneyShort(1_864_000)}`)).toBe('de R$ 350.000,00 em R$ 1,86 mi');
  });

  it('parses what it formats', () => {
    expect(parseMoney('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoney(formatMoney(1234.56))).toBe(1234.56);
    expect(parseMoney('1234,5')).toBe(1234.5);
    expect(Number.isNaN(parseMoney('R$ '))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseMoney(formatMoney(cents / 100))).toBe(cents / 100);
      }),
    );
  });

  it('percent with two decimals', () => {
    expect(formatPercent(0.0109)).toBe('1,09 %');
    expect(formatPercent(1)).toBe('100,00 %');
  });

  it('parseBrDate accepts real calendar dates only', () => {
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate(' 01/01/2000 ')).toBe('2000-01-01');
    expect(parseBrDate('31/02/2024')).toBeNull();
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('31/04/2024')).toBeNull();
    expect(parseBrDate('00/01/2024')).toBeNull();
    expect(parseBrDate('15/13/2024')).toBeNull();
    expect(parseBrDate('2024-02-29')).toBeNull();
    expect(parseBrDate('1/2/2024')).toBeNull();
  });

  it('formatDate and parseBrDate round-trip', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate(null)).toBe('');
    // A moment is its day in Brasília: a trial ending at 23:59:59 on 27/11 there (02:59:59Z on the 28th) ends on 27/11.
    expect(formatDate(new Date('2026-11-28T02:59:59.000Z'))).toBe('27/11/2026');
    expect(formatDate('2026-11-28T02:59:59.000Z')).toBe('27/11/2026');
    expect(formatDate(new Date('2026-11-28T03:00:00.000Z'))).toBe('28/11/2026');
    expect(formatDate('não é data')).toBe('');
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(parseBrDate(formatDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('WhatsApp links', () => {
  it('add the country code 55 once and encode the message', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá, veja: https://x.y/a?b=1')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20veja%3A%20https%3A%2F%2Fx.y%2Fa%3Fb%3D1');
    expect(whatsappLink('5511987654321', 'oi')).toBe('https://wa.me/5511987654321?text=oi');
    expect(whatsappLink('', 'oi')).toBe('https://wa.me/?text=oi');
  });
});
