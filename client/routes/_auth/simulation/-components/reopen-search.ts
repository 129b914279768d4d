import { searchUuid } from '../../../../lib/search-params.ts';

/** `?id=` reopens a saved simulation; the case itself never travels in the address (see case-store.ts). */
export const reopenSearch = (raw: Record<string, unknown>): { id?: string } => ({ id: searchUuid(raw.id) });
