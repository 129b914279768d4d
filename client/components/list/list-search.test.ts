import { describe, expect, it } from 'vitest';
import { countNoun, withFilter, withPage } from './list-search.ts';

describe('a list’s search params', () => {
  it('a changed filter keeps the others and goes back to the first page', () => {
    expect(withFilter({ page: 3, search: 'ana', status: 'active' }, { status: 'inactive' })).toEqual({ page: undefined, search: 'ana', status: 'inactive' });
    expect(withFilter({ page: 2, search: 'ana' }, { search: undefined })).toEqual({ page: undefined, search: undefined });
  });

  it('page 1 stays out of the URL; other pages are kept with the filters', () => {
    expect(withPage({ page: 4, search: 'ana' }, 1)).toEqual({ page: undefined, search: 'ana' });
    expect(withPage({ search: 'ana' }, 2)).toEqual({ page: 2, search: 'ana' });
  });

  it('counts with the singular only for one', () => {
    expect(countNoun(1, ['usuário', 'usuários'])).toBe('usuário');
    expect(countNoun(0, ['usuário', 'usuários'])).toBe('usuários');
    expect(countNoun(12, ['filial', 'filiais'])).toBe('filiais');
  });
});
