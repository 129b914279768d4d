import { z } from 'zod';
import { MSG } from '../messages.ts';
import { MAX_DUE_IN_HOURS, TASK_KINDS } from '../tasks.ts';
import { requiredString, uuidSchema, versionSchema } from './common.ts';

const kind = z.enum(TASK_KINDS, { error: MSG.selectOption });
const notes = z
  .string()
  .trim()
  .max(2000, { error: MSG.maxLength(2000) })
  .optional();
/** A moment with its offset (the browser sends its local date and time as ISO); years 2000–2100 only. */
const dueAt = z
  .string()
  .min(1, { error: MSG.required })
  .pipe(z.iso.datetime({ offset: true, error: MSG.invalidDate }))
  .refine(
    (v) => {
      const y = new Date(v).getUTCFullYear();
      return y >= 2000 && y <= 2100;
    },
    { error: MSG.invalidDate },
  );

/** The record a task belongs to: a deal or a customer (exactly one). */
const record = z.object({ dealId: uuidSchema.optional(), customerId: uuidSchema.optional() });
const oneRecord = <T extends { dealId?: string; customerId?: string }>(r: T, ctx: z.RefinementCtx) => {
  if (!r.dealId === !r.customerId) ctx.addIssue({ code: 'custom', path: ['dealId'], message: MSG.selectOption });
};

export const ZTaskRecordRequest = record.superRefine(oneRecord);
export type TTaskRecordRequest = z.input<typeof ZTaskRecordRequest>;

const taskFields = {
  kind,
  title: requiredString(160),
  dueAt,
  /** Absent: the signed-in user. */
  assigneeId: uuidSchema.optional(),
  notes,
};

export const ZTaskCreateRequest = record.extend(taskFields).superRefine(oneRecord);
export type TTaskCreateRequest = z.input<typeof ZTaskCreateRequest>;

export const ZTaskUpdateRequest = z.object({ id: uuidSchema, version: versionSchema, ...taskFields });
export type TTaskUpdateRequest = z.input<typeof ZTaskUpdateRequest>;

/** Concluir (done true) or reabrir (done false). */
export const ZTaskDoneRequest = z.object({ id: uuidSchema, version: versionSchema, done: z.boolean() });

/** A company's suggestion for one pipeline stage (active false: no suggestion there). */
export const ZStageTemplateRequest = z.object({
  pipelineKey: z.string().min(1).max(80),
  stage: z.string().min(1).max(40),
  active: z.boolean(),
  kind,
  title: requiredString(160),
  dueInHours: z
    .number()
    .int({ error: MSG.invalid })
    .min(0, { error: MSG.invalid })
    .max(MAX_DUE_IN_HOURS, { error: MSG.numberMax(MAX_DUE_IN_HOURS) }),
});
export type TStageTemplateRequest = z.input<typeof ZStageTemplateRequest>;
