import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TaskKind } from '../../db/schema.ts';
import { customerNames } from '../customers/customer-records.repository.ts';
import { visibleCustomers } from '../customers/customers.repository.ts';
import { type DealScope, scopedDeals } from '../deals/deals.repository.ts';

/**
 * Tasks a user sees: those of the deals and customers their scope sees
 * (docs/design/product-spec.md §6), and those assigned to them.
 */
function visibleTasks(db: Database, scope: DealScope, userId: string) {
  const deals = scopedDeals(db, scope).select('d.id');
  const customers = visibleCustomers(db, scope).select('c.id');
  return db
    .selectFrom('tasks as t')
    .where('t.company_id', '=', scope.companyId)
    .where((eb) => eb.or([eb('t.deal_id', 'in', deals), eb('t.customer_id', 'in', customers), eb('t.assignee_id', '=', userId)]));
}

/** A task as lists show it: with its deal (number, main proponent) and who it is assigned to. */
function taskRows(db: Database, scope: DealScope, userId: string) {
  return visibleTasks(db, scope, userId)
    .innerJoin('users as u', 'u.id', 't.assignee_id')
    .leftJoin('deals as d', 'd.id', 't.deal_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 't.deal_id').on('a.main', '=', true))
    .select([
      't.id',
      't.kind',
      't.title',
      't.notes',
      't.due_at',
      't.done_at',
      't.version',
      't.deal_id',
      't.customer_id',
      't.assignee_id',
      't.created_at',
      'u.name as assignee_name',
      'd.number as deal_number',
      'a.name as deal_customer_name',
    ]);
}

type TaskRowWithoutCustomer = Awaited<ReturnType<ReturnType<typeof taskRows>['execute']>>[number];
export type TaskRow = TaskRowWithoutCustomer & { customer_name: string | null };

/** The customer's name on the tasks of a customer (the customers domain owns the table). */
async function withCustomerNames(db: Database, rows: TaskRowWithoutCustomer[]): Promise<TaskRow[]> {
  const names = await customerNames(
    db,
    rows.flatMap((r) => (r.customer_id ? [r.customer_id] : [])),
  );
  return rows.map((r) => ({ ...r, customer_name: r.customer_id ? (names.get(r.customer_id) ?? null) : null }));
}

/**
 * The tasks of a deal, or of a customer: the customer's own and those of the deals the customer is a person of (a
 * broker opening the customer sees everything pending with them; each deal's task names its deal). Only what the
 * user's scope sees either way.
 */
export async function tasksOfRecord(db: Database, scope: DealScope, userId: string, record: { dealId?: string; customerId?: string }) {
  let q = taskRows(db, scope, userId);
  if (record.dealId) q = q.where('t.deal_id', '=', record.dealId);
  else {
    const customerId = record.customerId!;
    const dealsOfCustomer = db.selectFrom('deal_associates as ca').select('ca.deal_id').where('ca.customer_id', '=', customerId);
    q = q.where((eb) => eb.or([eb('t.customer_id', '=', customerId), eb('t.deal_id', 'in', dealsOfCustomer)]));
  }
  // Open first (soonest due first), then the done ones, latest first.
  return withCustomerNames(db, await q.orderBy(sql`t.done_at is not null`).orderBy('t.due_at').orderBy('t.id').limit(200).execute());
}

/** The user's open tasks due before `until` (overdue and due today), soonest first. */
export async function openTasksDueBy(db: Database, scope: DealScope, userId: string, until: Date) {
  return withCustomerNames(
    db,
    await taskRows(db, scope, userId).where('t.assignee_id', '=', userId).where('t.done_at', 'is', null).where('t.due_at', '<', until).orderBy('t.due_at').orderBy('t.id').limit(200).execute(),
  );
}

export function countOpenTasksDueBy(db: Database, companyId: string, userId: string, until: Date) {
  return db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('assignee_id', '=', userId)
    .where('done_at', 'is', null)
    .where('due_at', '<', until)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function findVisibleTask(db: Database, scope: DealScope, userId: string, id: string) {
  return visibleTasks(db, scope, userId).selectAll('t').where('t.id', '=', id).executeTakeFirst();
}

export interface NewTask {
  companyId: string;
  subsidiaryId: string;
  dealId: string | null;
  customerId: string | null;
  kind: TaskKind;
  title: string;
  notes: string | null;
  dueAt: Date;
  assigneeId: string;
  createdBy: string;
}

export async function insertTask(db: Database, t: NewTask): Promise<string> {
  const row = await db
    .insertInto('tasks')
    .values({
      company_id: t.companyId,
      subsidiary_id: t.subsidiaryId,
      deal_id: t.dealId,
      customer_id: t.customerId,
      kind: t.kind,
      title: t.title,
      notes: t.notes,
      due_at: t.dueAt,
      assignee_id: t.assigneeId,
      created_by: t.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a task if it is still at `version` (`remindAgain`: its reminder goes out again). Returns the new version or null. */
export async function updateTask(db: Database, id: string, version: number, t: Pick<NewTask, 'kind' | 'title' | 'notes' | 'dueAt' | 'assigneeId'>, remindAgain: boolean) {
  const row = await db
    .updateTable('tasks')
    .set({
      kind: t.kind,
      title: t.title,
      notes: t.notes,
      due_at: t.dueAt,
      assignee_id: t.assigneeId,
      version: sql`version + 1`,
      updated_at: sql`now()`,
      ...(remindAgain ? { reminded_at: null } : {}),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

export async function setDone(db: Database, id: string, version: number, doneBy: string | null) {
  const row = await db
    .updateTable('tasks')
    .set({ done_at: doneBy ? sql`now()` : null, done_by: doneBy, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

/** The board a deal is on (its timeline and live board hear of its tasks). */
export async function dealPipelineKey(db: Database, dealId: string): Promise<string | null> {
  const row = await db.selectFrom('deals').select('pipeline_key').where('id', '=', dealId).executeTakeFirst();
  return row?.pipeline_key ?? null;
}

export async function deleteTask(db: Database, id: string): Promise<void> {
  await db.deleteFrom('tasks').where('id', '=', id).execute();
}

/** Who may be given a task: active users of the company, with what decides what they see. */
export function activeCompanyUsers(db: Database, companyId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.name', 'u.subsidiary_id', 'r.key as role_key'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .orderBy('u.name')
    .execute();
}

/** The deals (affiliate and owner) through which someone may see a record: the deal itself, or a customer's deals. */
export function recordDeals(db: Database, companyId: string, record: { dealId?: string | null; customerId?: string | null }) {
  let q = db.selectFrom('deals as d').select(['d.id', 'd.subsidiary_id', 'd.owner_id', 'd.pipeline_key']).where('d.company_id', '=', companyId);
  if (record.dealId) q = q.where('d.id', '=', record.dealId);
  else q = q.where('d.id', 'in', db.selectFrom('deal_associates').select('deal_id').where('customer_id', '=', record.customerId!));
  return q.execute();
}

/** LGPD anonymisation of a customer: their own tasks keep only kind and dates; their deals' tasks lose the notes. */
export async function scrubPersonTasks(db: Database, companyId: string, customerId: string, dealIds: string[]): Promise<void> {
  await db.updateTable('tasks').set({ title: 'Tarefa (titular anonimizado)', notes: null }).where('company_id', '=', companyId).where('customer_id', '=', customerId).execute();
  if (dealIds.length) await db.updateTable('tasks').set({ notes: null }).where('company_id', '=', companyId).where('deal_id', 'in', dealIds).execute();
}

// Stage suggestions.

export function companyTemplates(db: Database, companyId: string) {
  return db.selectFrom('stage_task_templates').select(['pipeline_key', 'stage', 'kind', 'title', 'due_in_hours', 'active']).where('company_id', '=', companyId).execute();
}

export function findTemplate(db: Database, companyId: string, pipelineKey: string, stage: string) {
  return db
    .selectFrom('stage_task_templates')
    .select(['kind', 'title', 'due_in_hours', 'active'])
    .where('company_id', '=', companyId)
    .where('pipeline_key', '=', pipelineKey)
    .where('stage', '=', stage)
    .executeTakeFirst();
}

export async function upsertTemplate(db: Database, t: { companyId: string; pipelineKey: string; stage: string; kind: TaskKind; title: string; dueInHours: number; active: boolean; userId: string }) {
  const values = { kind: t.kind, title: t.title, due_in_hours: t.dueInHours, active: t.active, updated_by: t.userId };
  await db
    .insertInto('stage_task_templates')
    .values({ company_id: t.companyId, pipeline_key: t.pipelineKey, stage: t.stage, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'pipeline_key', 'stage']).doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/**
 * Marks up to `limit` open tasks due by now as reminded and returns them with their record: one statement, and
 * `for update skip locked` makes sweeps running at once (several instances) take different tasks, each once.
 */
export async function claimDueReminders(db: Database, limit: number) {
  const claimed = await db
    .updateTable('tasks')
    .set({ reminded_at: sql`now()` })
    .where(
      'id',
      'in',
      db.selectFrom('tasks').select('id').where('done_at', 'is', null).where('reminded_at', 'is', null).where('due_at', '<=', sql<Date>`now()`).orderBy('due_at').limit(limit).forUpdate().skipLocked(),
    )
    .where('reminded_at', 'is', null)
    .returning(['id', 'company_id', 'assignee_id', 'title', 'kind', 'deal_id', 'customer_id'])
    .execute();
  if (!claimed.length) return [];
  const dealIds = claimed.flatMap((t) => (t.deal_id ? [t.deal_id] : []));
  const customerIds = claimed.flatMap((t) => (t.customer_id ? [t.customer_id] : []));
  const [deals, customerName] = await Promise.all([dealIds.length ? db.selectFrom('deals').select(['id', 'number']).where('id', 'in', dealIds).execute() : [], customerNames(db, customerIds)]);
  const dealNumber = new Map(deals.map((d) => [d.id, Number(d.number)]));
  return claimed.map((t) => ({
    ...t,
    dealNumber: t.deal_id ? (dealNumber.get(t.deal_id) ?? null) : null,
    customerName: t.customer_id ? (customerName.get(t.customer_id) ?? null) : null,
  }));
}
