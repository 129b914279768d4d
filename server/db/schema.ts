import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

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
  // docs/design/product-spec.md §3 "Company" (2026-11-23T0004_accounts): nullable, so tenants
  // made before the registration keep working.
  fantasy_name: ColumnType<string | null, string | null | undefined, string | null>;
  line_of_business: ColumnType<string | null, string | null | undefined, string | null>;
  site: ColumnType<string | null, string | null | undefined, string | null>;
  volume_of_operations: ColumnType<string | null, string | null | undefined, string | null>;
  operates_in_real_estate: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  foundation_date: DateColumn;
  monthly_billing: Numeric;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  subscriber_name: ColumnType<string | null, string | null | undefined, string | null>;
  subscriber_email: ColumnType<string | null, string | null | undefined, string | null>;
  subscriber_cellphone: ColumnType<string | null, string | null | undefined, string | null>;
  is_user_company_administrator: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  administrator_name: ColumnType<string | null, string | null | undefined, string | null>;
  administrator_email: ColumnType<string | null, string | null | undefined, string | null>;
  administrator_cellphone: ColumnType<string | null, string | null | undefined, string | null>;
  administrator_birth_date: DateColumn;
  administrator_document: ColumnType<string | null, string | null | undefined, string | null>;
  utm_ref: ColumnType<string | null, string | null | undefined, string | null>;
  ref_landing: ColumnType<string | null, string | null | undefined, string | null>;
  utm_content: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  utm_term: ColumnType<string | null, string | null | undefined, string | null>;
  policies_version: ColumnType<string | null, string | null | undefined, string | null>;
  policies_accepted_at: NullableTimestamp;
  primary_color: ColumnType<string | null, string | null | undefined, string | null>;
  logo_path: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
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
  /** Created by an administrator, waiting for its own registration at /cadastro-filial (2026-11-23T0004_accounts). */
  registration_pending: Generated<boolean>;
  registered_at: NullableTimestamp;
  updated_at: Generated<Date>;
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
  mother_name: ColumnType<string | null, string | null | undefined, string | null>;
  marital_status: ColumnType<string | null, string | null | undefined, string | null>;
  color_scheme: ColumnType<'light' | 'dark' | 'auto' | null, 'light' | 'dark' | 'auto' | null | undefined, 'light' | 'dark' | 'auto' | null>;
  /** LGPD anonymisation (2026-11-23T0009_privacy). */
  anonymised_at: NullableTimestamp;
  /** Runs the platform itself (2026-11-25T0001_platform_operator): platform mail, billing state by hand. */
  platform_operator: Generated<boolean>;
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
  /** The successor refresh token, AES-256-GCM under a key derived from this (used) token; only within the grace window. */
  successor_ciphertext: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** `pending` until the password is checked; `throttled` (refused with 429) and `cleared` (unlocked by e-mail) never count as failures. */
export type LoginAttemptStatus = 'pending' | 'failed' | 'succeeded' | 'throttled' | 'cleared';

export interface LoginAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string;
  status: LoginAttemptStatus;
  created_at: Generated<Date>;
}

export interface LoginUnlockTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  company_id: string | null;
  to_address: string;
  subject: string;
  /** Redacted copy (2026-11-25T0020_mail_queue): no secret in clear, the only copy anyone ever reads. */
  text_body: string;
  html_body: string | null;
  /** stored: no SMTP, kept redacted only; queued: waiting for the sender; sent; failed: given up. */
  status: 'stored' | 'queued' | 'sent' | 'failed';
  error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  /** The sendable (clear) copy, only while queued: nulled once sent or given up. */
  send_text: string | null;
  send_html: string | null;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  /** Lease of the instance sending it (claimed once; a dead sender's lease runs out). */
  claimed_until: NullableTimestamp;
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

/** A single-use ticket that opens a live board's event stream (hash only; see migration 2026-11-25T0030). */
export interface StreamTicketsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  /** The refresh family (session) it was issued under. */
  session_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Dated index projections; company_id null = platform default (2026-11-25T0040). */
export interface IndexProjectionsTable {
  id: Generated<string>;
  company_id: string | null;
  indexer: string;
  annual_projection: Numeric;
  source: string;
  valid_from: DateColumn;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface MipRateBandsTable {
  id: Generated<string>;
  insurer: string;
  age_from: number;
  age_to: number;
  mip_monthly_rate: Numeric;
  valid_from: DateColumn;
}

export interface CreditParametersTable {
  id: Generated<string>;
  name: string;
  value: Numeric;
  source: string;
  valid_from: DateColumn;
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
  stream_tickets: StreamTicketsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  login_unlock_tokens: LoginUnlockTokensTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  bank_partners: BankPartnersTable;
  products: ProductsTable;
  simulations: SimulationsTable;
  simulation_proposal_links: SimulationProposalLinksTable;
  rate_limit_hits: RateLimitHitsTable;
  catalogue_version: { id: number; version: number };
  index_projections: IndexProjectionsTable;
  mip_rate_bands: MipRateBandsTable;
  credit_parameters: CreditParametersTable;
  customers: CustomersTable;
  deals: DealsTable;
  deal_number_counters: DealNumberCountersTable;
  deal_list_counts: DealListCountsTable;
  deal_search_keys: DealSearchKeysTable;
  deal_associates: DealAssociatesTable;
  deal_events: DealEventsTable;
  deal_documents: DealDocumentsTable;
  deal_bank_submissions: DealBankSubmissionsTable;
  subscriptions: SubscriptionsTable;
  subscription_invoices: SubscriptionInvoicesTable;
  deal_tracking_tokens: DealTrackingTokensTable;
  notifications: NotificationsTable;
  tasks: TasksTable;
  stage_task_templates: StageTaskTemplatesTable;
  commissions: CommissionsTable;
  commission_transactions: CommissionTransactionsTable;
  privacy_requests: PrivacyRequestsTable;
  company_addresses: CompanyAddressesTable;
  company_contacts: CompanyContactsTable;
  bank_accounts: BankAccountsTable;
  pre_registrations: PreRegistrationsTable;
  consents: ConsentsTable;
  courses: CoursesTable;
  course_progress: CourseProgressTable;
  software_releases: SoftwareReleasesTable;
  release_views: ReleaseViewsTable;
}

export type UserRow = Selectable<UsersTable>;

export interface CompanyAddressesTable {
  id: Generated<string>;
  company_id: string;
  postal_code: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  region: string;
  country: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CompanyContactsTable {
  id: Generated<string>;
  company_id: string;
  type: 'cellphone' | 'email' | 'site' | 'phone';
  value: string;
  main: boolean;
  position: number;
  created_at: Generated<Date>;
}

export interface BankAccountsTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  main: boolean;
  bank: string;
  account_number: string;
  account_digit: string;
  agency_number: string;
  agency_digit: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PreRegistrationsTable {
  id: Generated<string>;
  token_hash: string;
  name: string;
  email: string;
  cellphone: string;
  company_name: string;
  document: string | null;
  volume_of_operations: string;
  source_name: string | null;
  marketing: ColumnType<unknown, string | null | undefined, string | null>;
  ip: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
  company_id: string | null;
}
export type NewUser = Insertable<UsersTable>;

export interface BankPartnersTable {
  id: Generated<string>;
  name: string;
  number: string;
  logo_path: string | null;
  accepts_unregistered_property: boolean;
  analysis_without_docs: boolean;
  financing_expenses: boolean;
  average_sla_min: number;
  average_sla_max: number;
  grace_period: number;
  income_commitment: Numeric;
  max_applicants: number;
  min_city_population: number;
  min_asset_value: Numeric;
  min_credit_value: Numeric;
  accept_juridical_person: boolean;
  available_indexer_list: string[];
  available_table_list: string[];
  available_asset_type_list: string[];
  credit_score: number;
  is_demo: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductsTable {
  id: Generated<string>;
  company_id: string | null;
  bank_partner_id: string;
  name: string;
  segment: string;
  type: string;
  fee: Numeric;
  fee_type: string;
  table: string;
  indexer: string;
  insurer: string;
  administration_fee: Numeric;
  expense_type: string;
  expense_value_fixed: Numeric;
  expense_value_percentage: Numeric;
  ltv: Numeric;
  approve_juridical_person: boolean;
  min_asset_value: Numeric;
  min_credit_value: Numeric;
  max_fee: Numeric;
  min_fee: Numeric;
  deadline_min: number;
  deadline_max: number;
  available_asset_type: string[];
  mip_rate: Numeric;
  dfi_rate: Numeric;
  // Credit realism (2026-11-25T0040): tariffs, accepted tables, LTV per table, SFH/SFI.
  valuation_fee: Numeric;
  contract_fee: Numeric;
  lien_registration_fee: Numeric;
  tariffs_financed: Generated<boolean>;
  accepted_tables: ColumnType<string[], string[] | undefined, string[]>;
  ltv_price: Numeric;
  ltv_sac: Numeric;
  housing_system: ColumnType<string | null, string | null | undefined, string | null>;
  is_demo: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SimulationsTable {
  id: Generated<string>;
  company_id: string;
  subsidiary_id: string;
  user_id: string;
  origin: 'internal' | 'simulator';
  customer_name: string;
  customer_document: string;
  customer_birth_date: DateColumn;
  customer_cellphone: string | null;
  customer_income: Numeric;
  type: string;
  operation_value: Numeric;
  asset_value: Numeric;
  deadline: number;
  input: ColumnType<unknown, string, string>;
  best_offer: ColumnType<unknown, string | null, string | null>;
  eligible_count: number;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
  /** The result as shown the day it was saved (2026-11-25T0060_simulation_snapshots); null on older rows. */
  snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  /** The first version of a chain of recalculations (null on a first version). */
  root_id: string | null;
  version: Generated<number>;
}

/** A public, revocable link to a saved proposal; only the token's SHA-256 is kept. */
export interface SimulationProposalLinksTable {
  id: Generated<string>;
  company_id: string;
  simulation_id: string;
  token_hash: string;
  created_by: string;
  created_at: Generated<Date>;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
}

export interface RateLimitHitsTable {
  id: Generated<string>;
  key: string;
  created_at: Generated<Date>;
}

type Json = ColumnType<unknown, string, string>;

/** A person of the company's customer record; deals keep their own copy of the same fields (DealPersonColumns). */
export interface CustomersTable extends DealPersonColumns {
  id: Generated<string>;
  company_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  anonymised_at: NullableTimestamp;
}

export interface DealsTable {
  id: Generated<string>;
  number: Generated<number>;
  company_id: string;
  subsidiary_id: string;
  owner_id: string;
  created_by: string | null;
  pipeline_key: string;
  stage: string;
  position: number;
  operation_type: string;
  origin: 'bext' | 'simulator' | 'public' | 'internal';
  operation_value: Numeric;
  objective: string | null;
  deadline: number;
  defense: string | null;
  down_payment: Numeric;
  financed_value: Numeric;
  is_property_already_chosen: boolean | null;
  asset: Json;
  asset_value: Numeric;
  product_id: string | null;
  bank_partner_id: string | null;
  simulation_id: string | null;
  status_reason: string | null;
  detailed_denial_reason: string | null;
  stage_entered_at: Generated<Date>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  closed_at: NullableTimestamp;
  /** What a visitor sent through a public link, kept as sent: the tracking link shows this and nothing stored. */
  public_submission: ColumnType<unknown, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the key the public form's tab sent with the proposal (2026-11-26T0060). */
  public_submission_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the lead key of the simulator's tab that made this lead (2026-11-29T0010). */
  simulator_lead_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A person on a deal, as typed for the deal (2026-11-25T0002_deal_person_snapshot); linked to a stored customer or not. */
export interface DealAssociatesTable extends DealPersonColumns {
  id: Generated<string>;
  /** search_fold(name), kept by the database for the searches (2026-11-26T0050). */
  name_folded: GeneratedAlways<string>;
  deal_id: string;
  customer_id: string | null;
  main: boolean;
  notify: boolean;
  has_restrictions: boolean;
  type: 'CUSTOMER' | 'SELLER';
  relationship: string | null;
  position: number;
}

/** The person fields a deal keeps of each associate (the same as a customer's). */
export interface DealPersonColumns {
  person_type: 'individual' | 'company';
  name: string;
  document: string;
  birth_date: DateColumn;
  gender: string | null;
  marital_status: string | null;
  mother_name: string | null;
  serasa_score: number | null;
  monthly_billing: Numeric;
  identity_card: ColumnType<unknown, string | null | undefined, string | null>;
  email: string | null;
  cellphone: string | null;
  incomes: ColumnType<unknown, string | undefined, string>;
}

/** Each company's last deal number (deals count per company; a trigger takes the next). */
export interface DealNumberCountersTable {
  company_id: string;
  last_number: ColumnType<string, string | number, string | number>;
}

export interface DealEventsTable {
  id: Generated<string>;
  deal_id: string;
  company_id: string;
  actor_user_id: string | null;
  kind: string;
  data: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
}

/**
 * How many deals of a company have each combination of the list's filter columns, kept by the database on every change
 * of the deals (2026-11-26T0020_deal_list_counts): read-only for the app.
 */
export interface DealListCountsTable {
  company_id: string;
  subsidiary_id: string;
  owner_id: string;
  pipeline_key: string;
  stage: string;
  bank_partner_id: string | null;
  n: ColumnType<string | number, never, never>;
}

/**
 * The suffixes of each deal's main proponent's folded name ('n' + …) and document ('d' + …), kept by the database
 * (2026-11-27T0010_deal_search_keys): a "contains" search is a range of these keys. Read-only for the app.
 */
export interface DealSearchKeysTable {
  company_id: ColumnType<string, never, never>;
  key: ColumnType<string, never, never>;
  deal_id: ColumnType<string, never, never>;
}

export type BankSubmissionStatus = 'sent' | 'analysis' | 'pending' | 'approved' | 'denied';

/** One bank (and product) a deal was sent to, and its answer (2026-11-25T0070_deal_bank_submissions). */
export interface DealBankSubmissionsTable {
  id: Generated<string>;
  company_id: string;
  deal_id: string;
  bank_partner_id: string;
  product_id: string | null;
  status: ColumnType<BankSubmissionStatus, BankSubmissionStatus | undefined, BankSubmissionStatus>;
  approved_value: Numeric;
  conditions: string | null;
  denial_reason: string | null;
  requested_documents: string | null;
  sent_at: Generated<Date>;
  status_changed_at: Generated<Date>;
  decided_at: NullableTimestamp;
  chosen: Generated<boolean>;
  version: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DealDocumentsTable {
  id: Generated<string>;
  deal_id: string;
  company_id: string;
  associate_id: string | null;
  key: string;
  label: string;
  status: ColumnType<'pending' | 'received' | 'approved' | 'rejected', 'pending' | 'received' | 'approved' | 'rejected' | undefined>;
  file_key: string | null;
  file_name: string | null;
  mime: string | null;
  size: number | null;
  uploaded_by: string | null;
  uploaded_at: NullableTimestamp;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  rejection_reason: string | null;
  position: number;
  created_at: Generated<Date>;
}

export interface DealTrackingTokensTable {
  id: Generated<string>;
  deal_id: string;
  company_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_seen_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export type TaskKind = 'call' | 'whatsapp' | 'visit' | 'documents' | 'other';

export interface TasksTable {
  id: Generated<string>;
  company_id: string;
  subsidiary_id: string;
  deal_id: string | null;
  customer_id: string | null;
  kind: TaskKind;
  title: string;
  notes: string | null;
  due_at: ColumnType<Date, Date | string, Date | string>;
  assignee_id: string;
  created_by: string | null;
  done_at: NullableTimestamp;
  done_by: string | null;
  reminded_at: NullableTimestamp;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StageTaskTemplatesTable {
  id: Generated<string>;
  company_id: string;
  pipeline_key: string;
  stage: string;
  kind: TaskKind;
  title: string;
  due_in_hours: number;
  active: Generated<boolean>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  company_id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'expired';

/** A company's subscription; the card only as the provider's token, brand, last four digits and expiry (PCI DSS). */
export interface SubscriptionsTable {
  id: Generated<string>;
  company_id: string;
  plan: string;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  price_cents: number;
  instalments: number;
  coupon: string | null;
  discount_cents: ColumnType<number, number | undefined, number>;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancelled_at: NullableTimestamp;
  payer_name: string;
  payer_email: string;
  payer_document: string;
  payer_phone: string;
  payer_address_number: string;
  payer_postal_code: string;
  payment_provider: string;
  card_token: string;
  card_brand: string;
  card_last4: string;
  card_exp_month: number;
  card_exp_year: number;
  /** When the next renewal charge may be tried (period end, retry after a refusal, or a charging instance's lease). */
  renewal_due_at: NullableTimestamp;
  /** Refusals of the renewal under way. */
  renewal_refusals: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SubscriptionInvoicesTable {
  id: Generated<string>;
  subscription_id: string;
  company_id: string;
  plan: string;
  amount_cents: number;
  discount_cents: ColumnType<number, number | undefined, number>;
  instalments: number;
  status: 'paid' | 'refused';
  payment_provider: string;
  provider_reference: string;
  paid_at: NullableTimestamp;
  period_start: Timestamp;
  period_end: Timestamp;
  created_at: Generated<Date>;
}

/** Provable consent (2026-11-23T0005_consents): append-only, one row per choice saved by a signed-in user. */
export interface ConsentsTable {
  id: Generated<string>;
  user_id: string;
  company_id: string;
  kind: string;
  version: string;
  /** jsonb: written as a JSON string (pg needs it stringified), read back as an object on both drivers. */
  choices: ColumnType<unknown, string, string>;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface CommissionsTable {
  id: Generated<string>;
  company_id: string;
  subsidiary_id: string;
  deal_id: string;
  owner_id: string;
  bank_partner_id: string | null;
  status: string;
  source: Generated<string>;
  approved_value_cents: number;
  rate_bps: number;
  amount_cents: number;
  due_date: DateColumn;
  invoice_number: string | null;
  paid_at: NullableTimestamp;
  cancel_reason: string | null;
  vehicle_plate: string | null;
  banks: ColumnType<unknown, string | undefined, string>;
  status_changed_at: Generated<Date>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommissionTransactionsTable {
  id: Generated<string>;
  company_id: string;
  commission_id: string;
  receiver: string;
  description: string;
  amount_cents: number;
  due_date: string;
  status: string;
  flow: number;
  paid_at: NullableTimestamp;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** Trainings (2026-11-23T0007_courses): company_id null = global (kept by masters). */
export interface CoursesTable {
  id: Generated<string>;
  company_id: string | null;
  title: string;
  description: string;
  link_url: string | null;
  duration_minutes: number;
  category: string;
  mandatory: Generated<boolean>;
  validity_months: number | null;
  active: Generated<boolean>;
  is_demo: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One row per person and course once started; completed rows carry the date, 100 % and the verification code. */
export interface CourseProgressTable {
  id: Generated<string>;
  course_id: string;
  user_id: string;
  status: 'in_progress' | 'completed';
  percent: Generated<number>;
  started_at: Generated<Date>;
  completed_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  certificate_code: string | null;
  updated_at: Generated<Date>;
}

/** Release notes (2026-11-23T0008_releases). */
export interface SoftwareReleasesTable {
  id: Generated<string>;
  version: string;
  released_on: ColumnType<string, string, string>;
  title: string;
  highlights: string;
  type: 'feature' | 'improvement' | 'fix';
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** When each user last opened the release notes (the "Novidades" dot). */
export interface ReleaseViewsTable {
  user_id: string;
  last_seen_release_id: string | null;
  seen_at: Generated<Date>;
}

export interface PrivacyRequestsTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string | null;
  user_id: string | null;
  deal_id: string | null;
  kind: 'erasure' | 'access' | 'correction';
  channel: string;
  message: string | null;
  status: Generated<'open' | 'done' | 'refused'>;
  answer: string | null;
  resolved_by: string | null;
  resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
}
