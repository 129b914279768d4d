import type { Migration } from 'kysely/migration';
import * as foundation from './2026-11-22T0001_foundation.ts';
import * as catalogue from './2026-11-22T0002_catalogue.ts';
import * as simulations from './2026-11-22T0003_simulations.ts';
import * as catalogueVersion from './2026-11-22T0004_catalogue_version.ts';
import * as deals from './2026-11-22T0005_deals.ts';
import * as dealDocuments from './2026-11-22T0006_deal_documents.ts';
import * as dealIndexes from './2026-11-23T0001_deal_indexes.ts';
import * as publicDeals from './2026-11-23T0002_public_deals.ts';
import * as subscriptions from './2026-11-23T0003_subscriptions.ts';
import * as accounts from './2026-11-23T0004_accounts.ts';
import * as consents from './2026-11-23T0005_consents.ts';
import * as commissions from './2026-11-23T0006_commissions.ts';
import * as courses from './2026-11-23T0007_courses.ts';
import * as releases from './2026-11-23T0008_releases.ts';
import * as privacy from './2026-11-23T0009_privacy.ts';
import * as cacheInvalidation from './2026-11-23T0010_cache_invalidation.ts';
import * as platformOperator from './2026-11-25T0001_platform_operator.ts';
import * as dealPersonSnapshot from './2026-11-25T0002_deal_person_snapshot.ts';
import * as loginThrottle from './2026-11-25T0010_login_throttle.ts';
import * as mailQueue from './2026-11-25T0020_mail_queue.ts';
import * as streamTickets from './2026-11-25T0030_stream_tickets.ts';
import * as creditRealism from './2026-11-25T0040_credit_realism.ts';
import * as simulationSnapshots from './2026-11-25T0060_simulation_snapshots.ts';
import * as dealBankSubmissions from './2026-11-25T0070_deal_bank_submissions.ts';
import * as tasks from './2026-11-25T0080_tasks.ts';
import * as outboxBacklogIndex from './2026-11-25T0090_outbox_backlog_index.ts';
import * as dealListSearchIndexes from './2026-11-26T0010_deal_list_search_indexes.ts';
import * as dealListCounts from './2026-11-26T0020_deal_list_counts.ts';
import * as loginAttemptIndexes from './2026-11-26T0030_login_attempt_indexes.ts';
import * as openLoginAttempt from './2026-11-26T0040_open_login_attempt.ts';
import * as accentInsensitiveSearch from './2026-11-26T0050_accent_insensitive_search.ts';
import * as publicSubmissionKey from './2026-11-26T0060_public_submission_key.ts';
import * as dealSearchKeys from './2026-11-27T0010_deal_search_keys.ts';
import * as subscriptionRenewal from './2026-11-28T0010_subscription_renewal.ts';
import * as subscriptionProfileChanges from './2026-11-28T0020_subscription_profile_changes.ts';
import * as dealEventClock from './2026-11-28T0030_deal_event_clock.ts';
import * as sessionAccessEnd from './2026-11-29T0010_session_access_end.ts';
import * as simulatorLeadKey from './2026-11-29T0020_simulator_lead_key.ts';

/** Every migration, in order. Names are date-prefixed and never change once released. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0001_foundation': foundation,
  '2026-11-22T0002_catalogue': catalogue,
  '2026-11-22T0003_simulations': simulations,
  '2026-11-22T0004_catalogue_version': catalogueVersion,
  '2026-11-22T0005_deals': deals,
  '2026-11-22T0006_deal_documents': dealDocuments,
  '2026-11-23T0001_deal_indexes': dealIndexes,
  '2026-11-23T0002_public_deals': publicDeals,
  '2026-11-23T0003_subscriptions': subscriptions,
  '2026-11-23T0004_accounts': accounts,
  '2026-11-23T0005_consents': consents,
  '2026-11-23T0006_commissions': commissions,
  '2026-11-23T0007_courses': courses,
  '2026-11-23T0008_releases': releases,
  '2026-11-23T0009_privacy': privacy,
  '2026-11-23T0010_cache_invalidation': cacheInvalidation,
  '2026-11-25T0001_platform_operator': platformOperator,
  '2026-11-25T0002_deal_person_snapshot': dealPersonSnapshot,
  '2026-11-25T0010_login_throttle': loginThrottle,
  '2026-11-25T0020_mail_queue': mailQueue,
  '2026-11-25T0030_stream_tickets': streamTickets,
  '2026-11-25T0040_credit_realism': creditRealism,
  '2026-11-25T0060_simulation_snapshots': simulationSnapshots,
  '2026-11-25T0070_deal_bank_submissions': dealBankSubmissions,
  '2026-11-25T0080_tasks': tasks,
  '2026-11-25T0090_outbox_backlog_index': outboxBacklogIndex,
  '2026-11-26T0010_deal_list_search_indexes': dealListSearchIndexes,
  '2026-11-26T0020_deal_list_counts': dealListCounts,
  '2026-11-26T0030_login_attempt_indexes': loginAttemptIndexes,
  '2026-11-26T0040_open_login_attempt': openLoginAttempt,
  '2026-11-26T0050_accent_insensitive_search': accentInsensitiveSearch,
  '2026-11-26T0060_public_submission_key': publicSubmissionKey,
  '2026-11-27T0010_deal_search_keys': dealSearchKeys,
  '2026-11-28T0010_subscription_renewal': subscriptionRenewal,
  '2026-11-28T0020_subscription_profile_changes': subscriptionProfileChanges,
  '2026-11-28T0030_deal_event_clock': dealEventClock,
  '2026-11-29T0010_session_access_end': sessionAccessEnd,
  '2026-11-29T0020_simulator_lead_key': simulatorLeadKey,
};
