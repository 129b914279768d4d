import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A login records its attempt as pending and then counts the client's failures, and the count must see every parallel
 * attempt of the same client, or parallel guesses slip past the limit. Two statements gave that (the insert commits
 * before the count starts) at the price of two round trips before the password check. This function does both in one
 * call: it takes a transaction-scoped advisory lock on the client's address first, so attempts of one client run one at
 * a time until each commits, and its count (a statement of its own, with a snapshot taken after the lock) sees all of
 * them. PL/pgSQL keeps both statements' plans between calls.
 *
 * Returns the attempt's id and the counts the throttle decides on (docs/design/security.md R6, R14):
 * - the client's failures within the window, pending ones included (password spraying), and the oldest of them;
 * - among them, this account's since the pair's last success, and the oldest of those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function open_login_attempt(p_email text, p_ip text, p_window_minutes int)
    returns table (attempt_id uuid, pair_count int, pair_oldest timestamptz, ip_count int, ip_oldest timestamptz)
    language plpgsql volatile as $$
    declare
      v_id uuid;
    begin
      -- 0x4c4f47 ('LOG'): this lock's class, apart from every other advisory lock of the app.
      perform pg_advisory_xact_lock(4984647, hashtext(p_ip));
      insert into login_attempts (email, ip, status) values (p_email, p_ip, 'pending') returning id into v_id;
      return query
        select
          v_id,
          (count(*) filter (where a.email = p_email and a.created_at > s.last))::int,
          min(a.created_at) filter (where a.email = p_email and a.created_at > s.last),
          count(a.id)::int,
          min(a.created_at)
        from (
          select coalesce(max(l.created_at), 'epoch'::timestamptz) as last from login_attempts l
          where l.email = p_email and l.ip = p_ip and l.status = 'succeeded'
        ) s
        left join login_attempts a
          on a.ip = p_ip and a.status in ('pending', 'failed') and a.created_at > now() - make_interval(mins => p_window_minutes);
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists open_login_attempt(text, text, int)`.execute(db);
}
