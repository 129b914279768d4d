import { z } from 'zod';
import { MSG } from '../messages.ts';
import { PROJECTION_INDEXERS } from '../simulation-options.ts';
import { missingOrInvalid, requiredString } from './common.ts';

/**
 * A dated index projection (docs/design/finance.md v2): rates as fractions (0.042 = 4,20 % a.a.). `global` rows are the
 * platform's defaults (masters only); the others belong to the user's company and override the defaults there.
 */
export const ZIndexProjectionInput = z.object({
  indexer: z.enum(PROJECTION_INDEXERS, { error: MSG.selectOption }),
  annualProjection: z.number({ error: missingOrInvalid }).finite({ error: MSG.invalid }).gt(-0.5, { error: MSG.invalid }).lt(1, { error: MSG.invalid }),
  source: requiredString(200),
  validFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: MSG.invalidDate },
    ),
  global: z.boolean().default(false),
});
export type TIndexProjectionInput = z.input<typeof ZIndexProjectionInput>;

export interface IndexProjectionItem {
  id: string;
  indexer: (typeof PROJECTION_INDEXERS)[number];
  annualProjection: number;
  source: string;
  validFrom: string;
  global: boolean;
  /** The projection simulations use today for this indexer. */
  inForce: boolean;
  /** Whether the current user may replace it (same owner, same date). */
  editable: boolean;
}
