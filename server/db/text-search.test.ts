import { describe, expect, it } from 'vitest';
import { containsPattern, searchKeys } from './text-search.repository.ts';

describe('searchKeys', () => {
  it('turns a search into the ranges of name and document keys, taking LIKE characters literally', () => {
    expect(searchKeys('Helena Rocha', '')).toEqual({ name: 'nHelena Rocha%', document: undefined, exact: true });
    expect(searchKeys('700.001.2', '7000012')).toEqual({ name: 'n700.001.2%', document: 'd7000012%', exact: true });
    expect(searchKeys('50%_a\\b', '50')).toBeUndefined();
    expect(searchKeys('500%_a\\b', '500')).toEqual({ name: 'n500\\%\\_a\\\\b%', document: 'd500%', exact: true });
    expect(containsPattern('50%_')).toBe('%50\\%\\_%');
  });

  it('leaves to a plain search what no key can answer: fewer than 3 characters, or 1 or 2 digits', () => {
    expect(searchKeys('Jo', '')).toBeUndefined();
    expect(searchKeys('Ana 2', '2')).toBeUndefined();
    expect(searchKeys('Ana 12', '12')).toBeUndefined();
    // A letter lower-cased into two ("İ" → "i̇") would make the folded search longer than counted here.
    expect(searchKeys('İstanbul Turizm', '')).toBeUndefined();
  });

  it('looks up the first 24 characters of a longer search, to be rechecked', () => {
    const long = 'Rosângela Pimentel Vasconcelos';
    expect(searchKeys(long, '')).toEqual({ name: `n${[...long].slice(0, 24).join('')}%`, document: undefined, exact: false });
    expect(searchKeys('a'.repeat(24), '')?.exact).toBe(true);
    // Characters, not UTF-16 units: an emoji is one character to PostgreSQL.
    expect(searchKeys(`${'a'.repeat(23)}😀`, '')?.exact).toBe(true);
  });
});
