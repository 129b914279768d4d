import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Invalidation of the app's in-process read caches, published by the database itself in the transaction that makes
 * the change (NOTIFY is delivered at commit, never for a rolled-back change), whichever code path or instance makes it:
 * - `auth_changes`: what a request's authentication reads (the user's tenant, role, activity and policy acceptance;
 *   roles and their permissions; the session's refresh family). Payload: the user's id, or '*' for everyone.
 * - `profile_changes`: what the signed-in user's profile (auth.me) reads: the user, their role and its permissions, their
 *   affiliate and company, the companies they belong to. Payload: the user's id, or '*' for everyone.
 * - `deal_list_changes`: what the deals list reads (deals, their main proponent, customers' names and documents,
 *   owners' names, banks' names). Payload: the company's id, or '*' for every company.
 * Statement-level triggers read the changed rows from transition tables: a bulk insert notifies once per company,
 * not once per row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Notifies `channel` (argument 1) with every distinct non-null value of `expr` (argument 2, an expression over a
  // transition table `t` and, for deal_associates, its deal `d`) in the given transition table (argument 3).
  await sql`
    create function cache_notify_rows() returns trigger language plpgsql as $fn$
    declare
      k text;
    begin
      for k in execute format('select distinct (%s)::text from %I t %s', tg_argv[1], tg_argv[2], coalesce(tg_argv[3], '')) loop
        perform pg_notify(tg_argv[0], coalesce(k, '*'));
      end loop;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create function cache_notify_all() returns trigger language plpgsql as $fn$
    begin
      perform pg_notify(tg_argv[0], '*');
      return null;
    end
    $fn$`.execute(db);

  const rows = async (table: string, channel: string, expr: string, join = '') => {
    for (const [op, ref] of [
      ['insert', 'new table as changed'],
      ['update', 'new table as changed'],
      ['delete', 'old table as changed'],
    ] as const) {
      await sql`${sql.raw(`create trigger ${table}_${channel}_${op} after ${op} on ${table} referencing ${ref} for each statement execute function cache_notify_rows('${channel}', '${expr}', 'changed', '${join}')`)}`.execute(
        db,
      );
    }
    // An update that moves a row to another key (e.g. another company) also changes what the old key reads.
    await sql`${sql.raw(`create trigger ${table}_${channel}_update_old after update on ${table} referencing old table as changed for each statement execute function cache_notify_rows('${channel}', '${expr}', 'changed', '${join}')`)}`.execute(
      db,
    );
  };
  const all = async (table: string, channel: string) => {
    await sql`${sql.raw(`create trigger ${table}_${channel} after insert or update or delete or truncate on ${table} for each statement execute function cache_notify_all('${channel}')`)}`.execute(db);
  };

  // Authentication.
  await all('roles', 'auth_changes');
  await all('permissions', 'auth_changes');
  await all('role_permissions', 'auth_changes');
  // Only updates and deletes: a new row never ends a session the cache holds (it keeps only authenticated ones).
  await sql`
    create function users_auth_notify() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'DELETE' or (old.company_id, old.subsidiary_id, old.role_id, old.active, old.policies_accepted_at, old.password_hash)
          is distinct from (new.company_id, new.subsidiary_id, new.role_id, new.active, new.policies_accepted_at, new.password_hash) then
        perform pg_notify('auth_changes', old.id::text);
      end if;
      if tg_op = 'UPDATE' and old.name is distinct from new.name then
        perform pg_notify('deal_list_changes', old.company_id::text);
      end if;
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger users_cache_changes after update or delete on users for each row execute function users_auth_notify()`.execute(db);
  for (const op of ['update', 'delete'] as const) {
    await sql`${sql.raw(`create trigger refresh_tokens_auth_changes_${op} after ${op} on refresh_tokens referencing old table as changed for each statement execute function cache_notify_rows('auth_changes', 't.user_id', 'changed', '')`)}`.execute(
      db,
    );
  }

  // The profile.
  await rows('users', 'profile_changes', 't.id');
  await rows('user_companies', 'profile_changes', 't.user_id');
  for (const table of ['roles', 'permissions', 'role_permissions', 'subsidiaries', 'companies']) await all(table, 'profile_changes');

  // The deals list.
  await rows('deals', 'deal_list_changes', 't.company_id');
  await rows('customers', 'deal_list_changes', 't.company_id');
  await rows('deal_associates', 'deal_list_changes', 'd.company_id', 'join deals d on d.id = t.deal_id');
  await all('bank_partners', 'deal_list_changes');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, channel] of [
    ['deals', 'deal_list_changes'],
    ['customers', 'deal_list_changes'],
    ['deal_associates', 'deal_list_changes'],
    ['users', 'profile_changes'],
    ['user_companies', 'profile_changes'],
  ]) {
    for (const op of ['insert', 'update', 'delete', 'update_old']) await sql`${sql.raw(`drop trigger if exists ${table}_${channel}_${op} on ${table}`)}`.execute(db);
  }
  for (const table of ['roles', 'permissions', 'role_permissions', 'subsidiaries', 'companies']) await sql`${sql.raw(`drop trigger if exists ${table}_profile_changes on ${table}`)}`.execute(db);
  await sql`drop trigger if exists bank_partners_deal_list_changes on bank_partners`.execute(db);
  for (const table of ['roles', 'permissions', 'role_permissions']) await sql`${sql.raw(`drop trigger if exists ${table}_auth_changes on ${table}`)}`.execute(db);
  await sql`drop trigger if exists users_cache_changes on users`.execute(db);
  for (const op of ['update', 'delete']) await sql`${sql.raw(`drop trigger if exists refresh_tokens_auth_changes_${op} on refresh_tokens`)}`.execute(db);
  await sql`drop function if exists users_auth_notify()`.execute(db);
  await sql`drop function if exists cache_notify_rows()`.execute(db);
  await sql`drop function if exists cache_notify_all()`.execute(db);
}
