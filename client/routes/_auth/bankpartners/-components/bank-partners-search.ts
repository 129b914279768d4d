import { searchText } from '../../../../lib/search-params.ts';

/** The bank list's filter, kept in the URL. */
export interface BankPartnersSearch {
  search?: string;
}

export function validateBankPartnersSearch(raw: Record<string, unknown>): BankPartnersSearch {
  return { search: searchText(raw.search) };
}

/** The bankPartners.list input for a URL search: the loader prefetches and the screen reads the same query. */
export const bankPartnersListInput = (search: BankPartnersSearch) => ({ search: search.search });
