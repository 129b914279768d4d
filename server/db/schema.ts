import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types (hand-kept beside the migrations; a parity test checks they match both drivers' answers). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns travel as 'YYYY-MM-DD' strings on both drivers. */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;
/** `numeric` columns travel as strings (exact) on both drivers. */
type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  corporate_name: string;
  document: string | null;
  created_at: Generated<Date>;
}

export interface SubsidiariesTable {
  id: Generated<string>;
  company_id: string;
  corporate_name: string;
  fantasy_name: string;
  document: string | null;
  email: string | null;
  cellphone: string | null;
  foundation_date: DateColumn;
  month_billing: Numeric;
  status: ColumnType<'active' | 'test' | 'inactive', 'active' | 'test' | 'inactive' | undefined>;
  test_end_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface RolesTable {
  id: Generated<string>;
  key: string;
  name: string;
  rank: number;
}

export interface PermissionsTable {
  id: Generated<string>;
  module: string;
  action: string;
  description: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  subsidiary_id: string;
  role_id: string;
  name: string;
  email: string;
  username: string;
  cellphone: string | null;
  document: string | null;
  birth_date: DateColumn;
  gender: string | null;
  password_hash: string;
  avatar_path: string | null;
  active: Generated<boolean>;
  policies_version: string | null;
  policies_accepted_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserCompaniesTable {
  user_id: string;
  company_id: string;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string;
  success: boolean;
  created_at: Generated<Date>;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  company_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  company_id: string | null;
  actor_user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  data: ColumnType<unknown, string | null | undefined, string | null>;
  ip: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
}

export interface DB {
  companies: CompaniesTable;
  subsidiaries: SubsidiariesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_companies: UserCompaniesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
