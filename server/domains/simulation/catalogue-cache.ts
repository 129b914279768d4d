import type { Database } from '../../db/database.ts';
import { bankPartnersByIds } from '../bank-partners/bank-partners.repository.ts';
import { listCreditParameters, listIndexProjections, listMipRateBands } from '../products/credit-realism.repository.ts';
import { catalogueFor, catalogueVersion, type ProductRow } from '../products/products.repository.ts';
import { toBankRules, toCatalogueContext, toProductTerms } from './catalogue-mapping.ts';
import type { BankRules, CatalogueContext, ProductTerms } from './engine/eligibility.ts';

export interface Catalogue {
  rows: ProductRow[];
  rowById: Map<string, ProductRow>;
  banks: BankRules[];
  products: ProductTerms[];
  /** Projections, insurance bands and parameters in force on the day the entry was loaded. */
  context: CatalogueContext;
}

const MAX_ENTRIES = 500;

/**
 * The catalogue a company sees for one operation type, cached in memory and reloaded whenever the database's
 * catalogue version moves (a trigger bumps it on any change to products, banks, projections, insurance bands or
 * parameters, on any instance) or the day changes (a dated row may come into force): never stale, one tiny query.
 */
export function createCatalogueCache() {
  const entries = new Map<string, { version: number; catalogue: Catalogue }>();
  return async function load(db: Database, companyId: string, type: string, todayIso = new Date().toISOString().slice(0, 10)): Promise<Catalogue> {
    const version = await catalogueVersion(db);
    const key = `${companyId}:${type}:${todayIso}`;
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.catalogue;
    const [rows, projections, bands, parameters] = await Promise.all([
      catalogueFor(db, companyId, [type]),
      listIndexProjections(db, companyId),
      listMipRateBands(db, todayIso),
      listCreditParameters(db, todayIso),
    ]);
    const bankIds = [...new Set(rows.map((r) => r.bank_partner_id))];
    const banks = await bankPartnersByIds(db, bankIds);
    const catalogue = {
      rows,
      rowById: new Map(rows.map((r) => [r.id, r])),
      banks: banks.map(toBankRules),
      products: rows.map(toProductTerms),
      context: toCatalogueContext(projections, bands, parameters, todayIso),
    };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { version, catalogue });
    return catalogue;
  };
}
