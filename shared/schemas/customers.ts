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

/** A CPF or CNPJ as typed (punctuation is ignored). */
export const ZCustomerByDocumentRequest = z.object({
  document: z
    .string()
    .trim()
    .min(1, { error: MSG.required })
    .max(20, { error: MSG.maxLength(20) }),
});
