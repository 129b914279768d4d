import { type Insertable, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import { stateFromCep } from '../../../shared/options.ts';
import type { addressSchema, CompanyProfile, contactSchema } from '../../../shared/schemas/company.ts';
import type { Database } from '../../db/database.ts';
import type { CompaniesTable } from '../../db/schema.ts';
import { avatarUrl } from '../users/users.repository.ts';

/**
 * Serialises registrations of one CNPJ until the transaction ends: two parallel sign-ups with the same document
 * cannot both pass the duplicate check (a unique index is not possible: tenants from before kept the same CNPJ on
 * a company and its head-office affiliate).
 */
export async function lockDocument(db: Database, document: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`cnpj:${document}`}))`.execute(db);
}

/**
 * True when a CNPJ already belongs to an affiliate (other than `exceptSubsidiaryId`) or to a company (other than
 * `exceptCompanyId`, whose own head-office CNPJ its affiliates may repeat).
 */
export async function documentRegistered(db: Database, document: string, except: { subsidiaryId?: string; companyId?: string } = {}): Promise<boolean> {
  let subsidiaries = db.selectFrom('subsidiaries').select('id').where('document', '=', document);
  if (except.subsidiaryId) subsidiaries = subsidiaries.where('id', '!=', except.subsidiaryId);
  let companies = db.selectFrom('companies').select('id').where('document', '=', document);
  if (except.companyId) companies = companies.where('id', '!=', except.companyId);
  const [s, c] = await Promise.all([subsidiaries.executeTakeFirst(), companies.executeTakeFirst()]);
  return !!(s || c);
}

type AddressInput = z.output<typeof addressSchema>;
type ContactInput = z.output<typeof contactSchema>;

/** Inserts or replaces the company's address; state and region come from the CEP ranges (offline). */
export async function saveAddress(db: Database, companyId: string, a: AddressInput): Promise<void> {
  const place = stateFromCep(a.postalCode);
  if (!place) throw new Error('CEP outside every range reached the repository');
  const values = {
    postal_code: a.postalCode,
    street: a.street,
    number: a.number,
    complement: a.complement,
    neighborhood: a.neighborhood,
    city: a.city,
    state: place.state,
    region: place.region,
  };
  await db
    .insertInto('company_addresses')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/** Replaces the company's contacts with `contacts`, in order; only the first marked main of each type stays main. */
export async function replaceContacts(db: Database, companyId: string, contacts: ContactInput[]): Promise<void> {
  await db.deleteFrom('company_contacts').where('company_id', '=', companyId).execute();
  if (!contacts.length) return;
  const mainTaken = new Set<string>();
  await db
    .insertInto('company_contacts')
    .values(
      contacts.map((c, position) => {
        const main = c.main && !mainTaken.has(c.type);
        if (main) mainTaken.add(c.type);
        return { company_id: companyId, type: c.type, value: c.value, main, position };
      }),
    )
    .execute();
}

export async function loadCompanyProfile(db: Database, companyId: string): Promise<CompanyProfile | null> {
  const c = await db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'document',
      'corporate_name',
      'fantasy_name',
      'line_of_business',
      'site',
      'foundation_date',
      'monthly_billing',
      'volume_of_operations',
      'operates_in_real_estate',
      'phone',
      'email',
    ])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!c) return null;
  const [address, contacts] = await Promise.all([
    db
      .selectFrom('company_addresses')
      .select(['postal_code', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'region', 'country'])
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    db.selectFrom('company_contacts').select(['id', 'type', 'value', 'main']).where('company_id', '=', companyId).orderBy('position').execute(),
  ]);
  return {
    id: c.id,
    name: c.name,
    document: c.document,
    corporateName: c.corporate_name,
    // A company named before it had a trade name (the demo seed, old rows) shows its display name there, so saving the
    // form keeps the name customers see on the public pages instead of falling back to the corporate name.
    fantasyName: c.fantasy_name ?? (c.name !== c.corporate_name ? c.name : null),
    lineOfBusiness: c.line_of_business,
    site: c.site,
    foundationDate: c.foundation_date,
    monthlyBilling: c.monthly_billing === null ? null : Number(c.monthly_billing),
    volumeOfOperations: c.volume_of_operations as CompanyProfile['volumeOfOperations'],
    isCompanyOperateInRealStateSegment: c.operates_in_real_estate,
    phone: c.phone,
    email: c.email,
    address: address
      ? {
          postalCode: address.postal_code,
          street: address.street,
          number: address.number,
          complement: address.complement,
          neighborhood: address.neighborhood,
          city: address.city,
          state: address.state,
          region: address.region,
          country: address.country,
        }
      : null,
    contacts,
  };
}

/** The company's identity as public pages and proposals use it. */
export async function loadIdentity(db: Database, companyId: string): Promise<{ primaryColor: string | null; logoPath: string | null; logoUrl: string | null }> {
  const row = await db.selectFrom('companies').select(['primary_color', 'logo_path']).where('id', '=', companyId).executeTakeFirst();
  return { primaryColor: row?.primary_color ?? null, logoPath: row?.logo_path ?? null, logoUrl: avatarUrl(row?.logo_path ?? null) };
}

/** Id of the company with exactly this name (scripts pick a tenant by name, e.g. "Demo Crédito"), or null. */
export async function findCompanyIdByName(db: Database, name: string): Promise<string | null> {
  const row = await db.selectFrom('companies').select('id').where('name', '=', name).orderBy('created_at').executeTakeFirst();
  return row?.id ?? null;
}

/** Whether any tenant exists yet (an empty embedded database gets the demo tenant at start-up). */
export async function anyCompanyExists(db: Database): Promise<boolean> {
  return !!(await db.selectFrom('companies').select('id').limit(1).executeTakeFirst());
}

export async function companyName(db: Database, companyId: string): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.name;
}

/** A company that registered itself: its acceptance of the policies is stamped with the database's clock. */
export async function insertRegisteredCompany(db: Database, row: Omit<Insertable<CompaniesTable>, 'policies_accepted_at' | 'updated_at'>): Promise<string> {
  const created = await db
    .insertInto('companies')
    .values({ ...row, policies_accepted_at: sql`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Company data, trade name, primary colour or logo: whatever `set` names, with the time of the change. */
export async function updateCompany(
  db: Database,
  companyId: string,
  set: Pick<
    Updateable<CompaniesTable>,
    | 'name'
    | 'corporate_name'
    | 'fantasy_name'
    | 'line_of_business'
    | 'site'
    | 'foundation_date'
    | 'monthly_billing'
    | 'volume_of_operations'
    | 'operates_in_real_estate'
    | 'phone'
    | 'email'
    | 'primary_color'
    | 'logo_path'
  >,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', companyId)
    .execute();
}
