import { ZStageTemplateRequest, ZTaskCreateRequest, ZTaskDoneRequest, ZTaskRecordRequest, ZTaskUpdateRequest } from '../../../shared/schemas/tasks.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as stageTasks from './stage-tasks.service.ts';
import * as tasks from './tasks.service.ts';

/**
 * Tasks follow the permissions of the record they are on: whoever works deals reads them (within what they see, plus
 * the tasks assigned to them); creating, changing, completing and deleting need deal/update.
 */
const taskReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');
const taskWriter = requirePermission('deal/update');

export const tasksRouter = router({
  /** The tasks of one deal or one customer (open first). */
  list: taskReader.input(ZTaskRecordRequest).query(({ ctx, input }) => tasks.list(ctx.deps, ctx.user, input)),
  /** "Hoje": the signed-in user's overdue and due-today open tasks. */
  today: taskReader.query(({ ctx }) => tasks.today(ctx.deps, ctx.user)),
  todayCount: taskReader.query(({ ctx }) => tasks.todayCount(ctx.deps, ctx.user)),
  /** Who a task on this record may be given to. */
  assignees: taskWriter.input(ZTaskRecordRequest).query(({ ctx, input }) => tasks.assignees(ctx.deps, ctx.user, input)),
  create: taskWriter.input(ZTaskCreateRequest).mutation(({ ctx, input }) => tasks.create(ctx.deps, ctx.user, input)),
  update: taskWriter.input(ZTaskUpdateRequest).mutation(({ ctx, input }) => tasks.update(ctx.deps, ctx.user, input)),
  setDone: taskWriter.input(ZTaskDoneRequest).mutation(({ ctx, input }) => tasks.setDone(ctx.deps, ctx.user, input)),
  delete: taskWriter.input(ZIdRequest).mutation(({ ctx, input }) => tasks.remove(ctx.deps, ctx.user, input.id)),
  /** The task suggested after each pipeline stage (settings screen). */
  templates: requirePermission('company/update').query(({ ctx }) => stageTasks.templates(ctx.deps, ctx.user)),
  saveTemplate: requirePermission('company/update')
    .input(ZStageTemplateRequest)
    .mutation(({ ctx, input }) => stageTasks.saveTemplate(ctx.deps, ctx.user, input)),
});
