import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Courses (trainings, docs/design/product-spec.md §1–§2 "courses"): global ones (company_id null, kept by the
 * platform's masters) and a company's own. Deleting a course only deactivates it, so people's progress and certificates
 * survive.
 *
 * course_progress: one row per person and course once started (no row = not started). A completed row always has
 * its completion date, 100 % and a unique verification code; `expires_at` is fixed at completion from the course's
 * validity (certifications such as FEBRABAN/ANEPS expire), so editing the course later does not move it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.check(sql`link_url is null or link_url like 'https://%'`))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes between 1 and 6000`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('certificacao', 'produtos', 'atendimento', 'compliance')`))
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('validity_months', 'integer', (c) => c.check(sql`validity_months between 1 and 120`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('courses_company_idx').on('courses').columns(['company_id', 'active']).execute();

  await db.schema
    .createTable('course_progress')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('in_progress', 'completed')`))
    .addColumn('percent', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`percent between 0 and 100`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('certificate_code', 'text', (c) => c.unique())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('course_progress_course_user_key', ['course_id', 'user_id'])
    .addCheckConstraint('course_progress_completed_check', sql`(status = 'completed') = (completed_at is not null and certificate_code is not null and percent = 100)`)
    .execute();
  await db.schema.createIndex('course_progress_user_idx').on('course_progress').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('course_progress').ifExists().execute();
  await db.schema.dropTable('courses').ifExists().execute();
}
