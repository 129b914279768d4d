import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The login throttle counts a client's failures (per client, and per account from that client since the pair's last
 * success) on every login. Through login_attempts_email_ip_idx the pair's count read every attempt of the window,
 * successes included (an office signing in all day from one address), and the per-client count had no index at all.
 * Partial indexes hold just what the look-ups read: the client's failures (pending ones count too; one read serves
 * both counts), and the pair's successes (the last one, read backwards).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index login_attempts_ip_failures_idx on login_attempts (ip, created_at) where status in ('pending', 'failed')`.execute(db);
  await sql`create index login_attempts_pair_successes_idx on login_attempts (email, ip, created_at) where status = 'succeeded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['login_attempts_pair_successes_idx', 'login_attempts_ip_failures_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
