import { describe, expect, it } from 'vitest';
import { INDEXER } from '../../../shared/options.ts';
import { formatEquivalentRate, formatPercentNumber, formatRange, formatRate, labelOf, labelsOf } from './catalogue-format.ts';
import { dataFieldMap, toNumber } from './form-values.ts';

describe('catalogue formats (pt-BR)', () => {
  it('writes rates with their period', () => {
    expect(formatRate(1.19, 'monthly')).toBe('1,19 % a.m.');
    expect(formatRate(11.49, 'annual')).toBe('11,49 % a.a.');
    // The other period, compounded (docs/design/finance.md), so monthly and annual products compare in the list.
    expect(formatEquivalentRate(11.49, 'annual')).toBe('≈ 0,91 % a.m.');
    expect(formatEquivalentRate(1.19, 'monthly')).toBe('≈ 15,25 % a.a.');
    expect(formatRate(0.8925, 'monthly')).toBe('0,8925 % a.m.');
    expect(formatRate(2, 'monthly')).toBe('2,00 % a.m.');
  });

  it('writes percentages, ranges and option labels as people read them', () => {
    expect(formatPercentNumber(30)).toBe('30 %');
    expect(formatPercentNumber(37.5)).toBe('37,5 %');
    expect(formatRange(20, 40, 'dias')).toBe('20–40 dias');
    expect(formatRange(12, 12, 'meses')).toBe('12 meses');
    expect(formatRange(1, 1, 'meses', 'mês')).toBe('1 mês');
    expect(formatRange(1, 3, 'dias', 'dia')).toBe('1–3 dias');
    expect(labelOf(INDEXER, 'Fixa')).toBe('Taxa fixa');
    expect(labelOf(INDEXER, 'constructor')).toBe('constructor');
    expect(labelsOf(INDEXER, [])).toBe('—');
  });
});

describe('number fields', () => {
  it('sends an empty field as missing and a half-typed one as the number it shows', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('  ')).toBeUndefined();
    expect(toNumber(1.19)).toBe(1.19);
    // Mantine's unformatted strings while typing "1,", "1,50", "150.000,00".
    expect(toNumber('1.')).toBe(1);
    expect(toNumber('1.50')).toBe(1.5);
    expect(toNumber('150000.00')).toBe(150000);
    expect(toNumber('-')).toBeNaN();
  });

  it('maps update errors (data.fee) back to form fields', () => {
    expect(dataFieldMap(['fee', 'name'])).toEqual({ 'data.fee': 'fee', 'data.name': 'name' });
  });
});
