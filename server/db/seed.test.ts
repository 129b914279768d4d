import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../../shared/format.ts';
import { ROLE_KEYS } from '../../shared/options.ts';
import { cpfFromBase, DEMO_USERS } from './seed.ts';

describe('cpfFromBase', () => {
  it('completes the docs/design/brazil.md example', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
  });

  it('gives a valid CPF for any base that is not one digit repeated', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/).filter((b) => !/^(\d)\1{8}$/.test(b)),
        (base) => {
          const cpf = cpfFromBase(base);
          expect(cpf).toMatch(new RegExp(`^${base}\\d{2}$`));
          expect(isValidCpf(cpf)).toBe(true);
          // Any other pair of check digits is invalid.
          const wrong = `${base}${String((Number(cpf.slice(9)) + 1) % 100).padStart(2, '0')}`;
          expect(isValidCpf(wrong)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the demo users have valid, distinct CPFs, one user per role', () => {
    const cpfs = DEMO_USERS.map((u) => cpfFromBase(u.cpfBase));
    expect(cpfs.every(isValidCpf)).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...ROLE_KEYS].sort());
    expect(DEMO_USERS.find((u) => u.role === 'administrator')).toMatchObject({ email: 'admin@demo.com.br', username: 'demo-credito' });
  });
});
