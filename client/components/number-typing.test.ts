import { describe, expect, it } from 'vitest';
import { pastedMoney, typedDotValue } from './number-typing.ts';

describe('a "." typed in a money field', () => {
  it('is a thousands dot when three digits follow it, as Brazilians write money', () => {
    // "5.000" typed: the field shows R$ 5.000 and keeps it.
    expect(typedDotValue('R$ 5.000,00', 1)).toBeNull();
    expect(typedDotValue('R$ 1.500.000,00', 4)).toBeNull();
  });

  it('is a decimal point when one or two digits follow it and no comma, as on a keypad with only "."', () => {
    // The field pads its own ",00" while typing.
    expect(typedDotValue('R$ 850.000,00', 4)).toBe(8500);
    expect(typedDotValue('R$ 8.505,00', 3)).toBe(850.5);
    expect(typedDotValue('R$ 15,00', 1)).toBe(1.5);
    expect(typedDotValue('R$ 5,00', 0)).toBe(0.5);
  });

  it('changes nothing when no digit followed it', () => {
    expect(typedDotValue('R$ 8.500,00', 4)).toBeNull();
  });
});

describe('a whole amount pasted into a money field', () => {
  it('reads a single "." with one or two digits after it as a decimal point', () => {
    expect(pastedMoney('8500.00')).toBe(8500);
    expect(pastedMoney('8500.5')).toBe(8500.5);
    expect(pastedMoney(' R$ 8500.00 ')).toBe(8500);
  });

  it('reads money as Brazilians write it', () => {
    expect(pastedMoney('8.500,00')).toBe(8500);
    expect(pastedMoney('R$ 1.500.000')).toBe(1_500_000);
    expect(pastedMoney('8.500')).toBe(8500);
    expect(pastedMoney('8500,5')).toBe(8500.5);
    expect(pastedMoney('99999999999999')).toBe(99_999_999_999_999);
  });

  it('leaves anything else to the field', () => {
    expect(pastedMoney('8.50.0')).toBeNull();
    expect(pastedMoney('abc')).toBeNull();
    expect(pastedMoney('1,234.56')).toBeNull();
  });
});
