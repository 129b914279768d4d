import { z } from 'zod';
import { COURSE_MESSAGES, MSG } from '../messages.ts';
import { RELEASE_LIMITS, RELEASE_TYPES, VERSION_PATTERN } from '../releases.ts';
import { brasiliaDay } from '../subsidiary-billing.ts';
import { requiredString, uuidSchema } from './common.ts';

/** A calendar date as YYYY-MM-DD that exists. */
const releaseDate = z
  .string()
  .min(1, { error: MSG.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100;
    },
    { error: MSG.invalidDate },
  )
  // A release note tells what shipped: it is never dated after today (Brasília), the day people read it on.
  .refine((v) => v <= brasiliaDay(new Date()), { error: MSG.futureDate });

export const ZReleaseInput = z.object({
  version: requiredString(RELEASE_LIMITS.versionMax).refine((v) => VERSION_PATTERN.test(v), { error: COURSE_MESSAGES.invalidVersion }),
  releasedOn: releaseDate,
  title: requiredString(RELEASE_LIMITS.titleMax),
  /** Plain text; lines starting with "-" are bullets (shared/releases.ts highlightBlocks). */
  highlights: requiredString(RELEASE_LIMITS.highlightsMax),
  type: z.enum(RELEASE_TYPES, { error: MSG.selectOption }),
});
export type TReleaseInput = z.input<typeof ZReleaseInput>;

export const ZReleaseUpdate = z.object({ id: uuidSchema, data: ZReleaseInput });
