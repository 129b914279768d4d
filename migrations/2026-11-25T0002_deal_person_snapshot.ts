import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

const PERSON_COLUMNS = [
  'person_type',
  'name',
  'document',
  'birth_date',
  'gender',
  'marital_status',
  'mother_name',
  'serasa_score',
  'monthly_billing',
  'identity_card',
  'email',
  'cellphone',
  'incomes',
] as const;

/**
 * A deal keeps its own copy of its people (external security review; docs/adr/0008-copia-das-pessoas-no-negocio.md):
 * what was typed for the deal lives on `deal_associates`, and the link to a stored customer (`customer_id`) is
 * optional. A public submission never links (a CPF must not unlock a stored file); staff link deliberately, and only to
 * customers they may see. The visitor's submission is also kept as sent (`deals.public_submission`): the tracking link
 * shows that, never the stored file.
 *
 * Deal numbers count per company (a global sequence told every visitor how many deals the whole platform had):
 * a counter row per company, taken by a trigger so every insert path (app, seeds, bulk scripts) gets the next one.
 * Existing deals keep their numbers; each company's counter starts at its highest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('deal_associates')
    .addColumn('person_type', 'text', (c) => c.check(sql`person_type in ('individual', 'company')`))
    .addColumn('name', 'text')
    .addColumn('document', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('gender', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('mother_name', 'text')
    .addColumn('serasa_score', 'integer', (c) => c.check(sql`serasa_score between 0 and 1000`))
    .addColumn('monthly_billing', 'numeric(14, 2)')
    .addColumn('identity_card', 'jsonb')
    .addColumn('email', 'text')
    .addColumn('cellphone', 'text')
    .addColumn('incomes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`
    update deal_associates a set ${sql.join(PERSON_COLUMNS.map((col) => sql`${sql.ref(col)} = c.${sql.ref(col)}`))}
    from customers c where c.id = a.customer_id`.execute(db);
  for (const col of ['person_type', 'name', 'document'])
    await db.schema
      .alterTable('deal_associates')
      .alterColumn(col, (c) => c.setNotNull())
      .execute();
  await db.schema
    .alterTable('deal_associates')
    .alterColumn('customer_id', (c) => c.dropNotNull())
    .execute();
  await db.schema.createIndex('deal_associates_document_idx').on('deal_associates').column('document').execute();

  await db.schema.alterTable('deals').addColumn('public_submission', 'jsonb').execute();

  await db.schema
    .createTable('deal_number_counters')
    .addColumn('company_id', 'uuid', (c) => c.primaryKey().references('companies.id'))
    .addColumn('last_number', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into deal_number_counters (company_id, last_number) select company_id, max(number) from deals group by company_id`.execute(db);
  await sql`alter table deals drop constraint deals_number_key`.execute(db);
  await sql`alter table deals alter column number drop default`.execute(db);
  await sql`drop sequence if exists deals_number_seq`.execute(db);
  await sql`create unique index deals_company_number_key on deals (company_id, number)`.execute(db);
  await sql`
    create function deals_next_number() returns trigger language plpgsql as $$
    begin
      insert into deal_number_counters as c (company_id, last_number) values (new.company_id, 1)
        on conflict (company_id) do update set last_number = c.last_number + 1
        returning last_number into new.number;
      return new;
    end $$`.execute(db);
  await sql`create trigger deals_number before insert on deals for each row execute function deals_next_number()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists deals_number on deals`.execute(db);
  await sql`drop function if exists deals_next_number()`.execute(db);
  await db.schema.dropTable('deal_number_counters').ifExists().execute();
  await sql`drop index if exists deals_company_number_key`.execute(db);
  await sql`create sequence deals_number_seq owned by deals.number`.execute(db);
  await sql`select setval('deals_number_seq', coalesce((select max(number) from deals), 0) + 1, false)`.execute(db);
  await sql`alter table deals alter column number set default nextval('deals_number_seq')`.execute(db);
  await db.schema.alterTable('deals').dropColumn('public_submission').execute();
  await db.schema.dropIndex('deal_associates_document_idx').ifExists().execute();
  for (const col of PERSON_COLUMNS) await db.schema.alterTable('deal_associates').dropColumn(col).execute();
}
