import type { BankPartnerRow } from '../bank-partners/bank-partners.repository.ts';
import { catalogueFor, type ProductRow } from '../products/products.repository.ts';
import type { Database } from '../../db/database.ts';
import { toBankRules, toProductTerms } from './catalogue-mapping.ts';
import type { BankRules, ProductTerms } from './engine/eligibility.ts';

export interface Catalogue {
  rows: ProductRow[];
  rowById: Map<string, ProductRow>;
  banks: BankRules[];
  products: ProductTerms[];
}

const MAX_ENTRIES = 500;

/**
 * The catalogue a company sees for one operation type, cached in memory and reloaded whenever the database's
 * catalogue version moves (a trigger bumps it on any change, on any instance): never stale, one tiny query.
 */
export function createCatalogueCache() {
  const entries = new Map<string, { version: number; catalogue: Catalogue }>();
  return async function load(db: Database, companyId: string, type: string): Promise<Catalogue> {
    const { version } = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    const key = `${companyId}:${type}`;
    const hit = entries.get(key);
    if (hit && hit.version === Number(version)) return hit.catalogue;
    const rows = await catalogueFor(db, companyId, [type]);
    const bankIds = [...new Set(rows.map((r) => r.bank_partner_id))];
    const banks: BankPartnerRow[] = bankIds.length ? await db.selectFrom('bank_partners').selectAll().where('id', 'in', bankIds).execute() : [];
    const catalogue = { rows, rowById: new Map(rows.map((r) => [r.id, r])), banks: banks.map(toBankRules), products: rows.map(toProductTerms) };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { version: Number(version), catalogue });
    return catalogue;
  };
}
