import { describe, expect, it } from 'vitest';
import { minutes, months, plural } from './plural.ts';

describe('pt-BR counts agree with their number', () => {
  it('one month is "mês", any other count is "meses"', () => {
    expect(months(1)).toBe('1 mês');
    expect(months(0)).toBe('0 meses');
    expect(months(2)).toBe('2 meses');
    expect(months(180)).toBe('180 meses');
    expect(months(1.5)).toBe('1,5 meses');
  });

  it('minutes and any other word', () => {
    expect(minutes(1)).toBe('1 minuto');
    expect(minutes(15)).toBe('15 minutos');
    expect(plural(1, 'dia', 'dias')).toBe('1 dia');
    expect(plural(1200, 'dia', 'dias')).toBe('1.200 dias');
  });
});
