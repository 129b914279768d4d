import { describe, expect, it } from 'vitest';
import { bankInitials, distinctBankInitials } from './bank-initials.ts';

describe("a bank's initials", () => {
  it('gives every bank readable initials, the same on its avatar and on the cards', () => {
    expect(bankInitials('Banco de Brasília (BRB)')).toBe('BRB');
    // A name that spells an acronym is known by it: "Banco BV" is not "BB" (Banco do Brasil).
    expect(bankInitials('Banco BV')).toBe('BV');
    expect(bankInitials('Banco C6')).toBe('C6');
    // Also when the acronym comes first, or is the whole name ("BRB" is not Bradesco's "BR").
    expect(bankInitials('BRB')).toBe('BRB');
    expect(bankInitials('BTG Pactual')).toBe('BTG');
    expect(bankInitials('C6 Bank')).toBe('C6');
    expect(bankInitials('Banco do Brasil')).toBe('BB');
    // "Banco" says nothing among banks.
    expect(bankInitials('Banco Daycoval')).toBe('DA');
    expect(bankInitials('Banco Inter')).toBe('IN');
    expect(bankInitials('Itaú Unibanco')).toBe('IU');
    expect(bankInitials('Itaú')).toBe('IT');
    expect(bankInitials('Bradesco')).toBe('BR');
    expect(bankInitials('Caixa Econômica Federal')).toBe('CF');
    expect(bankInitials('  ')).toBe('?');
  });
});

describe('the initials of banks shown together', () => {
  const initialsOf = (names: string[]) => {
    const map = distinctBankInitials(names);
    return names.map((n) => map.get(n));
  };

  it('tells apart the banks whose names start alike: never two "SI" or two "SA" side by side', () => {
    const names = ['Sicoob', 'Sicredi', 'Santander', 'Banco Safra', 'Caixa', 'Itaú', 'Banco Inter', 'BRB', 'Bradesco', 'Banrisul'];
    const initials = initialsOf(names);
    expect(new Set(initials).size).toBe(names.length);
    // Each from the letters that tell the two apart: Sicoob / Sicredi after "Sic", Santander / Safra after "Sa".
    expect(initials).toEqual(['SB', 'SR', 'SN', 'SF', 'CA', 'IT', 'IN', 'BRB', 'BR', 'BA']);
  });

  it('keeps the plain initials when nothing collides', () => {
    expect(initialsOf(['Sicoob', 'Itaú', 'Caixa Econômica Federal'])).toEqual(['SI', 'IT', 'CF']);
    expect(initialsOf([])).toEqual([]);
  });

  it('does not depend on the order of the list, and a bank listed twice is one bank', () => {
    const one = distinctBankInitials(['Sicredi', 'Sicoob', 'Sicredi']);
    const other = distinctBankInitials(['Sicoob', 'Sicredi']);
    expect(one.get('Sicoob')).toBe(other.get('Sicoob'));
    expect(one.get('Sicredi')).toBe(other.get('Sicredi'));
    expect(one.get('Sicoob')).not.toBe(one.get('Sicredi'));
  });

  it('never gives a colliding bank the initials of another one on the list', () => {
    // "SB" would be Sicoob's first pick, but Banco SB has it.
    const initials = initialsOf(['Sicoob', 'Sicredi', 'Banco SB']);
    expect(initials[2]).toBe('SB');
    expect(new Set(initials).size).toBe(3);
  });

  it('stays distinct for names that read the same once "Banco" is dropped, and for many alike', () => {
    expect(new Set(initialsOf(['Banco Inter', 'Inter'])).size).toBe(2);
    const many = ['Sicoob', 'Sicredi', 'Sicoob Central', 'Sicredi Pioneira', 'Sifra', 'Sigma', 'Silva', 'Sim', 'Sipa', 'Siri', 'Sisu', 'Sita'];
    expect(new Set(initialsOf(many)).size).toBe(many.length);
  });
});
