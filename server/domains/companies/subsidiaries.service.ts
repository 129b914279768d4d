import type { z } from 'zod';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import {
  type SubsidiaryDetail,
  type SubsidiaryListItem,
  testEndInstant,
  type ZSubsidiaryCreateRequest,
  type ZSubsidiaryListRequest,
  type ZSubsidiaryStatusRequest,
  type ZSubsidiaryUpdateRequest,
} from '../../../shared/schemas/subsidiaries.ts';
import { type BillingState, billingRefusal, type RequestedStatus } from '../../../shared/subsidiary-billing.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { duplicateDocument, subsidiaryNotFound } from './account-errors.ts';
import { affiliateRegistrationPath } from './affiliate-invites.ts';
import { documentRegistered, lockDocument } from './companies.repository.ts';
import * as repo from './subsidiaries.repository.ts';

/** Affiliates a user sees: the whole company with subsidiary/manage, else only their own. */
export function subsidiaryScope(user: AuthUser): repo.SubsidiaryScope {
  return user.permissions.has('subsidiary/manage') ? { companyId: user.companyId } : { companyId: user.companyId, subsidiaryId: user.subsidiaryId };
}

/** An affiliate as its viewer sees it: with the link to share while it waits for its own registration. */
function shown(deps: Deps, companyId: string, row: repo.SubsidiaryRow): SubsidiaryListItem {
  return { ...row, registrationPath: row.registrationPending ? affiliateRegistrationPath(deps.config, companyId, row.id) : null };
}

/** The affiliate just written, as its viewer sees it. */
async function reread(deps: Deps, user: AuthUser, id: string): Promise<SubsidiaryListItem> {
  const row = await repo.findSubsidiary(deps.db, { companyId: user.companyId }, id);
  if (!row) throw subsidiaryNotFound();
  return shown(deps, user.companyId, row);
}

export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZSubsidiaryListRequest>): Promise<Page<SubsidiaryListItem>> {
  const { items, total } = await repo.listSubsidiaries(deps.db, subsidiaryScope(user), input, input.page, input.size);
  return { items: items.map((row) => shown(deps, user.companyId, row)), total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

/** One affiliate with its users; another company's id answers 'not found' like a missing one. */
export async function get(deps: Deps, user: AuthUser, id: string): Promise<SubsidiaryDetail> {
  const item = await repo.findSubsidiary(deps.db, subsidiaryScope(user), id);
  if (!item) throw subsidiaryNotFound();
  return { ...shown(deps, user.companyId, item), users: await repo.listSubsidiaryUsers(deps.db, user.companyId, id) };
}

async function checkDocument(db: Database, user: AuthUser, document: string | null, exceptSubsidiaryId?: string): Promise<void> {
  if (!document) return;
  await lockDocument(db, document);
  if (await documentRegistered(db, document, { subsidiaryId: exceptSubsidiaryId, companyId: user.companyId })) throw duplicateDocument('document');
}

/**
 * The billing state to store, or FORBIDDEN_ERROR naming why (docs/design/security.md: billing state changes only
 * through the billing flow or a platform operator). A platform operator sets what they ask; an administrator keeps a
 * trial's exact end.
 */
function billingChange(user: AuthUser, current: BillingState, next: RequestedStatus): { status: BillingState['status']; testEndAt: Date | null } {
  if (user.platformOperator) {
    return { status: next.status, testEndAt: next.status === 'test' && next.testEndAt ? testEndInstant(next.testEndAt) : next.status === 'active' ? null : current.testEndAt };
  }
  const refusal = billingRefusal(current, next);
  if (refusal) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES[refusal]);
  return { status: next.status, testEndAt: current.testEndAt };
}

const draftColumns = (i: z.output<typeof ZSubsidiaryUpdateRequest> | z.output<typeof ZSubsidiaryCreateRequest>) => ({
  fantasy_name: i.fantasyName,
  corporate_name: i.corporateName ?? '',
  document: i.document,
  email: i.email,
  cellphone: i.cellphone,
  foundation_date: i.foundationDate,
  month_billing: i.monthBilling === null ? null : i.monthBilling.toFixed(2),
});

/**
 * Creates an affiliate waiting for its own registration: the administrator shares the /cadastro-filial link and
 * the affiliate completes its data and first user there.
 */
export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZSubsidiaryCreateRequest>, meta: RequestMeta): Promise<{ message: string; subsidiary: SubsidiaryListItem }> {
  const id = await deps.db.transaction().execute(async (trx) => {
    // A new affiliate takes the billing state of its creator's own: a company in trial cannot open a paid one.
    const own = await repo.findSubsidiary(trx, { companyId: user.companyId }, user.subsidiaryId);
    const billing = billingChange(user, own ?? { status: 'active', testEndAt: null }, input);
    await checkDocument(trx, user, input.document);
    const id = await repo.insertSubsidiary(trx, {
      company_id: user.companyId,
      ...draftColumns(input),
      status: billing.status,
      test_end_at: billing.status === 'test' ? billing.testEndAt : null,
      registration_pending: true,
    });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'subsidiary.create', entity: 'subsidiary', entityId: id, data: { status: billing.status } }, meta);
    return id;
  });
  // The members' profiles list the affiliates they may switch to.
  deps.caches.dropEveryProfile();
  return { message: CALL_MESSAGES.subsidiaryCreated, subsidiary: await reread(deps, user, id) };
}

export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZSubsidiaryUpdateRequest>, meta: RequestMeta): Promise<{ message: string; subsidiary: SubsidiaryListItem }> {
  await deps.db.transaction().execute(async (trx) => {
    const target = await repo.findSubsidiary(trx, subsidiaryScope(user), input.id);
    if (!target) throw subsidiaryNotFound();
    await checkDocument(trx, user, input.document, target.id);
    await repo.updateSubsidiary(trx, user.companyId, target.id, draftColumns(input));
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'subsidiary.update', entity: 'subsidiary', entityId: target.id }, meta);
  });
  deps.caches.dropEveryProfile();
  return { message: CALL_MESSAGES.subsidiaryUpdated, subsidiary: await reread(deps, user, input.id) };
}

/**
 * Activates, puts in test (until a future date) or deactivates an affiliate. Deactivating ends every session of
 * its users at once; their next login answers SUBSIDIARY_IS_NOT_ACTIVE_ERROR. Nobody deactivates their own. Ending,
 * starting or moving a trial is for platform operators only (`billingChange`); a paid plan ends it (subscriptions).
 */
export async function changeStatus(deps: Deps, user: AuthUser, input: z.output<typeof ZSubsidiaryStatusRequest>, meta: RequestMeta): Promise<{ message: string; subsidiary: SubsidiaryListItem }> {
  await deps.db.transaction().execute(async (trx) => {
    const target = await repo.findSubsidiary(trx, subsidiaryScope(user), input.id);
    if (!target) throw subsidiaryNotFound();
    if (input.status === 'inactive' && target.id === user.subsidiaryId) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.cannotDeactivateOwnSubsidiary);
    const billing = billingChange(user, target, input);
    await repo.updateSubsidiary(trx, user.companyId, target.id, { status: billing.status, test_end_at: billing.testEndAt });
    const revoked = input.status === 'inactive' ? await repo.revokeSubsidiarySessions(trx, target.id) : 0;
    await recordAudit(
      trx,
      {
        companyId: user.companyId,
        actorUserId: user.id,
        action: 'subsidiary.change_status',
        entity: 'subsidiary',
        entityId: target.id,
        data: { from: target.status, to: billing.status, testEndAt: billing.testEndAt?.toISOString() ?? null, platformOperator: user.platformOperator, revokedSessions: revoked },
      },
      meta,
    );
  });
  deps.caches.dropEveryProfile();
  // Deactivation ended the sessions of all the affiliate's users, and any other change moves when their access ends
  // (rare: every cached session goes, not theirs only).
  deps.caches.dropEverySession();
  return { message: CALL_MESSAGES.subsidiaryStatusChanged, subsidiary: await reread(deps, user, input.id) };
}
