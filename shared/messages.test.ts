import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';

describe('generic field messages (spec §5) agree with the field name', () => {
  it('masculine and feminine field names', () => {
    expect(MSG.fieldRequired('Prazo')).toBe('Prazo é obrigatório');
    expect(MSG.fieldRequired('Data de nascimento')).toBe('Data de nascimento é obrigatória');
    expect(MSG.fieldInvalid('CEP')).toBe('CEP é inválido');
    expect(MSG.fieldInvalid('Renda')).toBe('Renda é inválida');
    expect(MSG.fieldInvalid('Placa')).toBe('Placa é inválida');
  });
});
