import { type Insertable, sql, type Updateable } from 'kysely';
import type { CommissionStatus } from '../../../shared/commissions.ts';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import { type TCommissionBanks, ZStoredCommissionBanks } from '../../../shared/schemas/commissions.ts';
import type { Database } from '../../db/database.ts';
import type { CommissionsTable } from '../../db/schema.ts';
import { containsPattern, prefoldedLike } from '../../db/text-search.repository.ts';

/** The jsonb `banks` of a row, parsed. */
const withBanks = <R extends { banks: unknown }>(r: R): Omit<R, 'banks'> & { banks: TCommissionBanks } => ({ ...r, banks: ZStoredCommissionBanks.parse(r.banks) });

/**
 * Which commissions a user sees: the company's, an affiliate's, or only their own deals'
 * (like deals, docs/design/product-spec.md §6).
 */
export type CommissionScope = { companyId: string; subsidiaryId?: string; ownerId?: string };

export interface CommissionFilters {
  status?: CommissionStatus;
  from?: string;
  to?: string;
  ownerId?: string;
  bankPartnerId?: string;
  search?: string;
}

function scoped(db: Database, scope: CommissionScope, f: CommissionFilters = {}) {
  let q = db.selectFrom('commissions as m').innerJoin('deals as d', 'd.id', 'm.deal_id').where('m.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('m.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) q = q.where('m.owner_id', '=', scope.ownerId);
  if (f.status) q = q.where('m.status', '=', f.status);
  if (f.from) q = q.where('m.due_date', '>=', f.from);
  if (f.to) q = q.where('m.due_date', '<=', f.to);
  if (f.ownerId) q = q.where('m.owner_id', '=', f.ownerId);
  if (f.bankPartnerId) q = q.where('m.bank_partner_id', '=', f.bankPartnerId);
  if (f.search) {
    const like = containsPattern(f.search);
    const digits = f.search.replace(/\D/g, '');
    // Plates are kept as letters and digits ("ABC1D23"): "ABC-1D23", as the screens write it, finds it too.
    const plate = onlyAlphanumeric(f.search);
    q = q.where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('deal_associates as sa').select('sa.id').whereRef('sa.deal_id', '=', 'd.id').where('sa.main', '=', true).where(prefoldedLike('sa.name_folded', like))),
        ...(plate ? [eb('m.vehicle_plate', 'ilike', containsPattern(plate))] : []),
        ...(digits ? [eb(sql<string>`d.number::text`, '=', digits)] : []),
      ]),
    );
  }
  return q;
}

const LIST_COLUMNS = [
  'm.id',
  'm.deal_id',
  'm.status',
  'm.source',
  'm.approved_value_cents',
  'm.rate_bps',
  'm.amount_cents',
  'm.due_date',
  'm.invoice_number',
  'm.paid_at',
  'm.cancel_reason',
  'm.vehicle_plate',
  'm.banks',
  'm.bank_partner_id',
  'm.status_changed_at',
  'm.version',
  'm.created_at',
  'd.number as deal_number',
  'd.operation_type',
  'd.pipeline_key',
  'd.stage as deal_stage',
] as const;

/** A page of commissions (due date first, then newest) with their deal, customer, bank and owner. */
export async function listCommissions(db: Database, scope: CommissionScope, f: CommissionFilters, page: number, size: number) {
  const rows = await scoped(db, scope, f)
    .innerJoin('users as o', 'o.id', 'm.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'm.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([...LIST_COLUMNS, 'o.id as owner_id', 'o.name as owner_name', 'b.name as bank_name', 'a.name as customer_name'])
    .orderBy(sql`m.due_date asc nulls last`)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return rows.map(withBanks);
}

/** Count and sum of cents per status within the filters (the totals row of the page). */
export function totalsByStatus(db: Database, scope: CommissionScope, f: CommissionFilters) {
  return scoped(db, scope, f)
    .select(['m.status', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('m.amount_cents'), sql<number>`0`).as('cents')])
    .groupBy('m.status')
    .execute();
}

export async function findScopedCommission(db: Database, scope: CommissionScope, id: string) {
  const row = await scoped(db, scope)
    .innerJoin('users as o', 'o.id', 'm.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'm.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([...LIST_COLUMNS, 'm.company_id', 'm.owner_id', 'o.name as owner_name', 'b.name as bank_name', 'a.name as customer_name'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  return row && withBanks(row);
}

/**
 * The commission's amount and status as they are now, its row locked until the transaction ends: two transactions
 * added at once are then checked one after the other against the same total.
 */
export function lockCommissionAmount(db: Database, id: string) {
  return db.selectFrom('commissions').select(['amount_cents', 'status']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Open deals of the scope with their value and stage (the forecast's input). */
export function openDeals(db: Database, scope: CommissionScope) {
  let q = db
    .selectFrom('deals as d')
    .select(['d.pipeline_key', 'd.stage', 'd.operation_type', sql<number>`sum(round(d.operation_value * 100))::bigint`.as('cents'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('d.company_id', '=', scope.companyId)
    .where('d.closed_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('commissions as m').select('m.id').whereRef('m.deal_id', '=', 'd.id'))));
  if (scope.subsidiaryId) q = q.where('d.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) q = q.where('d.owner_id', '=', scope.ownerId);
  return q.groupBy(['d.pipeline_key', 'd.stage', 'd.operation_type']).execute();
}

/**
 * The company's own conversion per stage: of the closed deals that passed through a stage (created there or moved
 * into it), how many reached credit release.
 */
export function stageConversion(db: Database, companyId: string) {
  return db
    .with('passed', (w) =>
      w
        .selectFrom('deal_events as e')
        .innerJoin('deals as d', 'd.id', 'e.deal_id')
        .select([sql<string>`coalesce(e.data->>'to', e.data->>'stage')`.as('stage'), 'd.id', 'd.stage as final_stage'])
        .where('e.company_id', '=', companyId)
        .where('e.kind', 'in', ['created', 'stage_changed'])
        .where('d.closed_at', 'is not', null)
        .distinct(),
    )
    .selectFrom('passed')
    .select(['stage', (eb) => eb.fn.countAll<number>().as('reached'), sql<number>`count(*) filter (where final_stage = 'completed')`.as('completed')])
    .groupBy('stage')
    .execute();
}

/**
 * The commission of a deal, if any (one per deal). `forUpdate`: its row locked until the transaction ends, and read as
 * it is once the lock is granted (a payment or a cancellation committed while this waited is seen).
 */
export async function commissionOfDeal(db: Database, dealId: string, opts: { forUpdate?: boolean } = {}) {
  const q = db.selectFrom('commissions').select(['id', 'status', 'cancel_reason', 'rate_bps', 'amount_cents', 'banks', 'owner_id']).where('deal_id', '=', dealId);
  const row = await (opts.forUpdate ? q.forUpdate() : q).executeTakeFirst();
  return row && withBanks(row);
}

/**
 * The deal's commission (if any) with its status and owner, its row locked until the transaction ends: a payment or a
 * cancellation sent meanwhile waits for the owner change, which then decides on the status as it is.
 */
export function lockCommissionOfDeal(db: Database, dealId: string) {
  return db.selectFrom('commissions').select(['id', 'status', 'owner_id']).where('deal_id', '=', dealId).forUpdate().executeTakeFirst();
}

/** Hands the commission to another owner (no version check: it runs in the deal's owner change or move). */
export async function setCommissionOwner(db: Database, id: string, ownerId: string): Promise<void> {
  await db.updateTable('commissions').set({ owner_id: ownerId, version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Sets what the banks of the deal say: the list by status, and (when given) the chosen bank with its approved value. */
export async function setCommissionBanks(db: Database, id: string, banks: TCommissionBanks, chosen: { bankPartnerId: string; approvedCents: number; amountCents: number } | null): Promise<void> {
  await db
    .updateTable('commissions')
    .set({
      banks: JSON.stringify(banks),
      ...(chosen ? { bank_partner_id: chosen.bankPartnerId, approved_value_cents: chosen.approvedCents, amount_cents: chosen.amountCents } : {}),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Versioned update of one commission: the new version, or undefined when someone else changed it first.
 * `statusChanged` stamps the status change with the database's clock.
 */
export async function writeCommission(
  db: Database,
  id: string,
  version: number,
  set: Omit<Updateable<CommissionsTable>, 'version' | 'updated_at' | 'status_changed_at'>,
  opts: { statusChanged?: boolean } = {},
): Promise<number | undefined> {
  const row = await db
    .updateTable('commissions')
    .set({ ...set, ...(opts.statusChanged ? { status_changed_at: sql<Date>`now()` } : {}), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

export async function insertCommission(db: Database, row: Insertable<CommissionsTable>): Promise<void> {
  await db.insertInto('commissions').values(row).execute();
}

/** A status change the deal's stage makes by itself (no version check: it runs in the move's transaction). */
export async function setCommissionStatus(db: Database, id: string, status: CommissionStatus, cancelReason?: string | null): Promise<void> {
  await db
    .updateTable('commissions')
    .set({ status, ...(cancelReason === undefined ? {} : { cancel_reason: cancelReason }), status_changed_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}
