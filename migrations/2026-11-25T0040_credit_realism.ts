import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Credit realism: what a multi-bank comparison needs to rank banks as the customer will really pay.
 *
 * - index_projections: dated projections of the post-fixed indexers (TR, IPCA, CDI). Global rows (company_id null)
 *   are the platform's defaults; a company may add its own rows, which override the defaults for that company.
 *   The seeded values are the market expectations published when this was written, with their source.
 * - mip_rate_bands: the monthly death-and-disability insurance rate (MIP, on the balance) per insurer and age band.
 * - credit_parameters: dated regulatory and estimate parameters (SFH ceiling and rate cap, ITBI and registry
 *   estimates, the Simples Nacional IOF ceiling), so a change of rule is a new row, not a deploy.
 * - products: tariffs (valuation, contract, lien registration, up front or financed), the tables a product accepts,
 *   LTV per table and the housing system (SFH/SFI).
 *
 * The three new tables bump catalogue_version like products do, so cached catalogues reload on any instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('index_projections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // null = the platform default every company uses unless it has its own row for the indexer
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .addColumn('indexer', 'text', (c) => c.notNull())
    .addColumn('annual_projection', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('index_projections_indexer_check', sql`indexer in ('TR', 'IPCA', 'CDI')`)
    .addCheckConstraint('index_projections_range_check', sql`annual_projection > -0.5 and annual_projection < 1`)
    .execute();
  await sql`create unique index index_projections_unique_idx on index_projections (company_id, indexer, valid_from) nulls not distinct`.execute(db);
  await sql`
    insert into index_projections (company_id, indexer, annual_projection, source, valid_from) values
      (null, 'IPCA', 0.042000, 'Boletim Focus (BCB): mediana do IPCA esperado para os próximos 12 meses', '2026-11-01'),
      (null, 'CDI', 0.121500, 'Boletim Focus (BCB): Selic esperada de 12,25 % a.a., CDI 0,10 p.p. abaixo', '2026-11-01'),
      (null, 'TR', 0.018000, 'BCB (SGS 226): TR acumulada nos últimos 12 meses', '2026-11-01')`.execute(db);

  await db.schema
    .createTable('mip_rate_bands')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('insurer', 'text', (c) => c.notNull())
    // Whole years, both ends inclusive; the oldest borrower's age picks the band.
    .addColumn('age_from', 'integer', (c) => c.notNull())
    .addColumn('age_to', 'integer', (c) => c.notNull())
    .addColumn('mip_monthly_rate', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addCheckConstraint('mip_rate_bands_age_check', sql`age_from >= 0 and age_to >= age_from`)
    .addCheckConstraint('mip_rate_bands_rate_check', sql`mip_monthly_rate >= 0 and mip_monthly_rate < 0.1`)
    .execute();
  // Demo bands (plausible public levels: a few hundredths of a percent a month on the balance, rising with age);
  // each insurer prices the same curve a little differently.
  const bands: [number, number, number][] = [
    [0, 30, 0.0001],
    [31, 40, 0.00014],
    [41, 50, 0.00026],
    [51, 60, 0.00052],
    [61, 70, 0.00105],
    [71, 120, 0.0019],
  ];
  const insurers: [string, number][] = [
    ['default', 1],
    ['itau', 0.95],
    ['zurich', 1.05],
    ['mapfre', 1.1],
  ];
  for (const [insurer, factor] of insurers) {
    for (const [from, to, rate] of bands) {
      await sql`insert into mip_rate_bands (insurer, age_from, age_to, mip_monthly_rate, valid_from)
        values (${insurer}, ${from}, ${to}, ${(rate * factor).toFixed(8)}, '2026-01-01')`.execute(db);
    }
  }

  await db.schema
    .createTable('credit_parameters')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'numeric(16, 6)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addCheckConstraint('credit_parameters_name_check', sql`name in ('sfh_property_ceiling', 'sfh_rate_cap', 'itbi_rate', 'registry_rate', 'simples_iof_ceiling')`)
    .addUniqueConstraint('credit_parameters_name_valid_from_key', ['name', 'valid_from'])
    .execute();
  await sql`
    insert into credit_parameters (name, value, source, valid_from) values
      ('sfh_property_ceiling', 1500000, 'Res. CMN 4.676/2018: teto do imóvel no SFH', '2018-07-31'),
      ('sfh_property_ceiling', 2250000, 'CMN (outubro de 2025): teto do imóvel no SFH elevado para R$ 2,25 milhões', '2025-10-10'),
      ('sfh_rate_cap', 0.12, 'Res. CMN 4.676/2018: taxa efetiva máxima de 12 % a.a. no SFH', '2018-07-31'),
      ('itbi_rate', 0.03, 'Estimativa: alíquota do ITBI de São Paulo (3 %); varia por município', '2026-01-01'),
      ('registry_rate', 0.01, 'Estimativa: registro do contrato em cartório, cerca de 1 % do valor do imóvel', '2026-01-01'),
      ('simples_iof_ceiling', 30000, 'Decreto 6.306/2007 art. 7 § 13: IOF reduzido do Simples Nacional até R$ 30 mil', '2008-01-01')`.execute(db);

  await db.schema
    .alterTable('products')
    .addColumn('valuation_fee', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('contract_fee', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('lien_registration_fee', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    // false = the customer pays the tariffs at signing (they lower what is released); true = they are financed.
    .addColumn('tariffs_financed', 'boolean', (c) => c.notNull().defaultTo(false))
    // Existing products keep today's behaviour (quoted in either table).
    .addColumn('accepted_tables', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{PRICE,SAC}'`))
    // null = the product's ltv
    .addColumn('ltv_price', 'numeric(5, 4)')
    .addColumn('ltv_sac', 'numeric(5, 4)')
    .addColumn('housing_system', 'text')
    .execute();
  await sql`alter table products add constraint products_housing_system_check check (housing_system in ('SFH', 'SFI'))`.execute(db);
  await sql`alter table products add constraint products_tariffs_check check (valuation_fee >= 0 and contract_fee >= 0 and lien_registration_fee >= 0)`.execute(db);

  for (const table of ['index_projections', 'mip_rate_bands', 'credit_parameters']) {
    await sql`create trigger ${sql.raw(`${table}_catalogue_version`)} after insert or update or delete on ${sql.table(table)} for each statement execute function bump_catalogue_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['index_projections', 'mip_rate_bands', 'credit_parameters']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema
    .alterTable('products')
    .dropColumn('valuation_fee')
    .dropColumn('contract_fee')
    .dropColumn('lien_registration_fee')
    .dropColumn('tariffs_financed')
    .dropColumn('accepted_tables')
    .dropColumn('ltv_price')
    .dropColumn('ltv_sac')
    .dropColumn('housing_system')
    .execute();
}
