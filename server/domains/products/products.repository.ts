import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProductsTable } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

export type ProductRow = Selectable<ProductsTable> & { bank_name: string; bank_number: string; bank_logo_path: string | null };
export type NewProduct = Insertable<ProductsTable>;

export interface ProductFilters {
  search?: string;
  type?: string;
  bankPartnerId?: string;
  ids?: string[];
}

/** Products a company sees: its own and the global ones, from active banks. */
function visible(db: Database, companyId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('bank_partners as b', 'b.id', 'p.bank_partner_id')
    .selectAll('p')
    .select(['b.name as bank_name', 'b.number as bank_number', 'b.logo_path as bank_logo_path'])
    .where('p.active', '=', true)
    .where('b.active', '=', true)
    .where((eb) => eb.or([eb('p.company_id', '=', companyId), eb('p.company_id', 'is', null)]));
}

function filtered(db: Database, companyId: string, f: ProductFilters) {
  let q = visible(db, companyId);
  if (f.type) q = q.where('p.type', '=', f.type);
  if (f.bankPartnerId) q = q.where('p.bank_partner_id', '=', f.bankPartnerId);
  if (f.ids?.length) q = q.where('p.id', 'in', f.ids);
  if (f.search) {
    const like = containsPattern(f.search);
    q = q.where((eb) => eb.or([foldedLike('p.name', like), foldedLike('b.name', like)]));
  }
  return q;
}

export async function listProducts(db: Database, companyId: string, f: ProductFilters, page: number, size: number): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, companyId, f)
      .orderBy('b.name')
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(db, companyId, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProductRow[], total: Number(count.total) };
}

/** Every visible product of the given types (the simulation runs over them). */
export function catalogueFor(db: Database, companyId: string, types: string[], ids?: string[]) {
  let q = visible(db, companyId).where('p.type', 'in', types);
  if (ids?.length) q = q.where('p.id', 'in', ids);
  return q.orderBy('b.name').orderBy('p.name').execute() as Promise<ProductRow[]>;
}

export function findVisibleProduct(db: Database, companyId: string, id: string) {
  return visible(db, companyId).where('p.id', '=', id).executeTakeFirst() as Promise<ProductRow | undefined>;
}

export async function insertProduct(db: Database, row: NewProduct): Promise<string> {
  return (await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateProduct(db: Database, id: string, set: Partial<NewProduct>): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The catalogue's version: a trigger bumps it on any change to products, banks, projections, insurance bands or parameters. */
export async function catalogueVersion(db: Database): Promise<number> {
  const { version } = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(version);
}
