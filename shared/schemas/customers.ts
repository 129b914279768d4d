import { z } from 'zod';
import { MSG } from '../messages.ts';
import { pageSchema } from './common.ts';

export const ZCustomerListRequest = pageSchema.extend({
  search: z
    .string()
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .optional(),
});
