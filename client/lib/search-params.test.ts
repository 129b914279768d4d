import { describe, expect, it } from 'vitest';
import { isUuid, searchInt, searchIsoDate, searchOneOf, searchPage, searchText, searchUuid } from './search-params.ts';

describe('search params (validateSearch without zod)', () => {
  it('a page beyond the first, as the router parses it (a number)', () => {
    expect(searchPage(2)).toBe(2);
    expect(searchPage(100_000)).toBe(100_000);
    for (const bad of [1, 0, -3, 2.5, 100_001, '2', null, undefined]) expect(searchPage(bad)).toBeUndefined();
  });

  it('free text is trimmed and kept between 1 and 120 characters', () => {
    expect(searchText('  Helena Rocha ')).toBe('Helena Rocha');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText('x'.repeat(121))).toBeUndefined();
    expect(searchText('x'.repeat(10), 5)).toBeUndefined();
    // Digits typed into an address arrive parsed as a number: a CPF searched from a link.
    expect(searchText(99922255561)).toBe('99922255561');
    expect(searchText(1.5)).toBeUndefined();
    expect(searchText(true)).toBeUndefined();
  });

  it('UUIDs as zod accepts them, dates as YYYY-MM-DD, one of a set', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(searchUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(searchUuid('0f8fad5b-d9cb-969f-a165-70867728950e')).toBeUndefined();
    expect(searchUuid('not-a-uuid')).toBeUndefined();
    expect(searchIsoDate('2025-01-31')).toBe('2025-01-31');
    expect(searchIsoDate('31/01/2025')).toBeUndefined();
    expect(searchOneOf(['mine', 'all'] as const, 'all')).toBe('all');
    expect(searchOneOf(['mine', 'all'] as const, 'other')).toBeUndefined();
  });

  it('integers within bounds, also from their text', () => {
    expect(searchInt(3, 0, 9)).toBe(3);
    expect(searchInt('3', 0, 9)).toBe(3);
    for (const bad of [10, -1, 1.5, '', 'x', undefined]) expect(searchInt(bad, 0, 9)).toBeUndefined();
  });
});

describe("a route's search reader", () => {
  it('keeps every key it knows, a bad value as undefined, so the raw one in the address does not get through', async () => {
    const { boardSearchSchema } = await import('../routes/_auth/meus-negocios/-components/board-search.ts');
    const board = boardSearchSchema({ owner: 'bogus', bank: 'nao-existe', search: 'x'.repeat(121) });
    // The router merges { ...raw, ...validated }: only a key present as undefined replaces the raw value.
    expect({ ...{ owner: 'bogus', bank: 'nao-existe' }, ...board }).toEqual({ owner: undefined, bank: undefined, search: undefined });
    expect(Object.keys(board).sort()).toEqual(['bank', 'owner', 'search']);
  });
});
