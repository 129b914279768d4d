import type { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import type { RoleKey } from '../../../shared/options.ts';
import { type PermissionKey, ROLES } from '../../../shared/permissions.ts';
import type { ZTaskCreateRequest, ZTaskDoneRequest, ZTaskRecordRequest, ZTaskUpdateRequest } from '../../../shared/schemas/tasks.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { isVisibleCustomer } from '../customers/customers.repository.ts';
import { publish } from '../deals/board-events.ts';
import { dealScope } from '../deals/deal-scope.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import { findScopedDeal } from '../deals/deals.repository.ts';
import * as repo from './tasks.repository.ts';

const DAY_MS = 86_400_000;

export const taskNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Tarefa não encontrada');
const taskConflict = () => new AppError('CONFLICT_ERROR', 'Esta tarefa foi alterada por outra pessoa. Atualize a página para ver a versão atual.');

type RecordRef = { dealId?: string | null; customerId?: string | null };

/** The end of the user's day: Brazil keeps UTC−3 all year (no daylight saving since 2019). */
export function endOfDayInBrazil(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return new Date(new Date(`${day}T00:00:00-03:00`).getTime() + DAY_MS);
}

/** A task as every screen shows it. */
function shape(r: repo.TaskRow, now: Date) {
  const dueAt = new Date(r.due_at);
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    notes: r.notes,
    dueAt,
    doneAt: r.done_at,
    overdue: !r.done_at && dueAt.getTime() < now.getTime(),
    version: r.version,
    assignee: { id: r.assignee_id, name: r.assignee_name },
    deal: r.deal_id ? { id: r.deal_id, number: Number(r.deal_number), customerName: r.deal_customer_name } : null,
    customer: r.customer_id ? { id: r.customer_id, name: r.customer_name } : null,
  };
}
export type TaskItem = ReturnType<typeof shape>;

/** The deal or customer a task is attached to, if the user sees it (otherwise "not found", as for a missing id). */
async function visibleRecord(deps: Deps, user: AuthUser, record: RecordRef): Promise<{ dealId: string | null; customerId: string | null; subsidiaryId: string; pipelineKey: string | null }> {
  const scope = dealScope(user);
  if (record.dealId) {
    const deal = await findScopedDeal(deps.db, scope, record.dealId);
    if (!deal) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
    return { dealId: deal.id, customerId: null, subsidiaryId: deal.subsidiary_id, pipelineKey: deal.pipeline_key };
  }
  if (!record.customerId || !(await isVisibleCustomer(deps.db, scope, record.customerId))) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
  return { dealId: null, customerId: record.customerId, subsidiaryId: user.subsidiaryId, pipelineKey: null };
}

/**
 * Whether a user (by role and affiliate) sees one of the deals through which the record
 * is seen (docs/design/product-spec.md §6).
 */
function seesRecord(u: { id: string; subsidiary_id: string; role_key: string }, deals: { subsidiary_id: string; owner_id: string }[]): boolean {
  const perms = new Set<PermissionKey>(ROLES[u.role_key as RoleKey]?.permissions ?? []);
  if (![...perms].some((p) => p === 'deal/update' || p === 'deal/viewCompany' || p === 'deal/viewSubsidiary')) return false;
  if (perms.has('deal/viewCompany')) return deals.length > 0;
  if (perms.has('deal/viewSubsidiary')) return deals.some((d) => d.subsidiary_id === u.subsidiary_id);
  return deals.some((d) => d.owner_id === u.id);
}

/** The people a task on this record may be given to: active users of the company who see the record. */
async function eligibleAssignees(deps: Deps, user: AuthUser, record: RecordRef) {
  const [users, deals] = await Promise.all([repo.activeCompanyUsers(deps.db, user.companyId), repo.recordDeals(deps.db, user.companyId, record)]);
  return users.filter((u) => seesRecord(u, deals));
}

export async function assignees(deps: Deps, user: AuthUser, input: z.output<typeof ZTaskRecordRequest>) {
  await visibleRecord(deps, user, input);
  return (await eligibleAssignees(deps, user, input)).map((u) => ({ id: u.id, name: u.name }));
}

async function resolveAssignee(deps: Deps, user: AuthUser, record: RecordRef, assigneeId: string | undefined): Promise<string> {
  const id = assigneeId ?? user.id;
  const ok = (await eligibleAssignees(deps, user, record)).some((u) => u.id === id);
  if (!ok) throw validationError('assigneeId', 'Selecione um responsável da empresa que veja este registro');
  return id;
}

export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZTaskRecordRequest>, now = new Date()) {
  await visibleRecord(deps, user, input);
  const rows = await repo.tasksOfRecord(deps.db, dealScope(user), user.id, input);
  return rows.map((r) => shape(r, now));
}

/** "Hoje": the user's open tasks that are overdue or due by the end of today, soonest first. */
export async function today(deps: Deps, user: AuthUser, now = new Date()) {
  const rows = await repo.openTasksDueBy(deps.db, dealScope(user), user.id, endOfDayInBrazil(now));
  return rows.map((r) => shape(r, now));
}

/** How many tasks "Hoje" holds (the sidebar's badge). */
export function todayCount(deps: Deps, user: AuthUser, now = new Date()) {
  return repo.countOpenTasksDueBy(deps.db, user.companyId, user.id, endOfDayInBrazil(now));
}

/** A deal's timeline records tasks created and completed; open boards hear of it (the overdue badge). */
async function onDealTask(trx: Database, user: AuthUser, dealId: string | null, kind: 'task_created' | 'task_completed', task: { title: string; kind: string }) {
  if (!dealId) return;
  const pipelineKey = await repo.dealPipelineKey(trx, dealId);
  if (!pipelineKey) return;
  await insertEvent(trx, { dealId, companyId: user.companyId, actorUserId: user.id, kind, data: { title: task.title, taskKind: task.kind } });
  await publish(trx, { companyId: user.companyId, pipelineKey, dealId, kind, actorUserId: user.id });
}

/**
 * A task is something to do: a due time already gone is a slip of the calendar (a day picked in the past), refused with
 * a message. The last hour still goes ("Agora", a call just missed); a task kept at its own past due time is no slip.
 */
const PAST_DUE_GRACE_MS = 60 * 60_000;
function refusePastDue(dueAt: Date, now = Date.now()): void {
  if (dueAt.getTime() < now - PAST_DUE_GRACE_MS) throw validationError('dueAt', MSG.pastDueDate);
}

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZTaskCreateRequest>) {
  refusePastDue(new Date(input.dueAt));
  const record = await visibleRecord(deps, user, input);
  const assigneeId = await resolveAssignee(deps, user, record, input.assigneeId);
  const id = await deps.db.transaction().execute(async (trx) => {
    const taskId = await repo.insertTask(trx, {
      companyId: user.companyId,
      subsidiaryId: record.subsidiaryId,
      dealId: record.dealId,
      customerId: record.customerId,
      kind: input.kind,
      title: input.title,
      notes: input.notes || null,
      dueAt: new Date(input.dueAt),
      assigneeId,
      createdBy: user.id,
    });
    await onDealTask(trx, user, record.dealId, 'task_created', input);
    return taskId;
  });
  return { message: 'Tarefa criada', id };
}

async function visibleTask(deps: Deps, user: AuthUser, id: string) {
  const task = await repo.findVisibleTask(deps.db, dealScope(user), user.id, id);
  if (!task) throw taskNotFound();
  return task;
}

export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZTaskUpdateRequest>) {
  const task = await visibleTask(deps, user, input.id);
  const record = { dealId: task.deal_id, customerId: task.customer_id };
  const assigneeId = input.assigneeId && input.assigneeId !== task.assignee_id ? await resolveAssignee(deps, user, record, input.assigneeId) : task.assignee_id;
  const dueAt = new Date(input.dueAt);
  const newDue = dueAt.getTime() !== new Date(task.due_at).getTime();
  if (newDue) refusePastDue(dueAt);
  // A new due time or a new assignee is reminded again.
  const remindAgain = newDue || assigneeId !== task.assignee_id;
  const version = await repo.updateTask(deps.db, task.id, input.version, { kind: input.kind, title: input.title, notes: input.notes || null, dueAt, assigneeId }, remindAgain);
  if (version === null) throw taskConflict();
  return { message: 'Tarefa atualizada', version };
}

export async function setDone(deps: Deps, user: AuthUser, input: z.output<typeof ZTaskDoneRequest>) {
  const task = await visibleTask(deps, user, input.id);
  const version = await deps.db.transaction().execute(async (trx) => {
    const v = await repo.setDone(trx, task.id, input.version, input.done ? user.id : null);
    if (v !== null && input.done && !task.done_at) await onDealTask(trx, user, task.deal_id, 'task_completed', task);
    return v;
  });
  if (version === null) throw taskConflict();
  return { message: input.done ? 'Tarefa concluída' : 'Tarefa reaberta', version };
}

export async function remove(deps: Deps, user: AuthUser, id: string) {
  const task = await visibleTask(deps, user, id);
  await repo.deleteTask(deps.db, task.id);
  return { message: 'Tarefa excluída' };
}
