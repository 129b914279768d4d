import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The login throttle counts a client's failures (per account and client, and per client) and looks for the pair's
 * last success, on every login. Through login_attempts_email_ip_idx the pair's count read every attempt of the
 * window, successes included (an office signing in all day from one address), and the per-client count had no index
 * at all. Partial indexes hold just what each look-up reads: the failures (pending ones count too), and the successes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index login_attempts_pair_failures_idx on login_attempts (email, ip, created_at) where status in ('pending', 'failed')`.execute(db);
  await sql`create index login_attempts_ip_failures_idx on login_attempts (ip, created_at) where status in ('pending', 'failed')`.execute(db);
  await sql`create index login_attempts_pair_successes_idx on login_attempts (email, ip, created_at) where status = 'succeeded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['login_attempts_pair_successes_idx', 'login_attempts_ip_failures_idx', 'login_attempts_pair_failures_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
