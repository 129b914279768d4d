import { z } from 'zod';
import { isValidMobile } from '../format.ts';
import { MSG } from '../messages.ts';
import { DEFENSE_MAX } from '../deal-options.ts';
import { associatesField, checkAssociates, checkDeadlineBounds, checkOperation, operationFields } from './deals.ts';

/**
 * Public deal registration (spec §2 /cadastro-cliente/{assetSegment}/{operationType}/{tokenOrUsername}): a visitor
 * sends a deal to the broker behind the link. The same associate and operation rules as a broker's deal, without
 * what only the broker decides (product, bank, defense, owner, origin).
 */

export { PUBLIC_SEGMENTS, SEGMENT_OPERATIONS, parsePublicLink, publicDealPath, type PublicSegment } from '../deal-options.ts';

export const publicUsernameSchema = z.string().trim().min(1).max(80).regex(/^[a-z0-9-]+$/i, { error: MSG.invalid });

const { productId: _productId, financialInstitutionId: _bank, defense: _defense, ...publicOperation } = operationFields;

export const TERMS_MESSAGE = 'Você deve aceitar os termos de uso e a política de privacidade';
export const PUBLIC_NOTES_MAX = DEFENSE_MAX;

export const ZPublicDealRequest = z
  .object({
    username: publicUsernameSchema,
    ...publicOperation,
    associates: associatesField,
    /** Anything the customer wants the broker to know; it opens the deal's timeline. */
    notes: z.string().trim().max(PUBLIC_NOTES_MAX, { error: MSG.maxLength(PUBLIC_NOTES_MAX) }).optional(),
    acceptTerms: z.literal(true, { error: TERMS_MESSAGE }),
  })
  .superRefine((d, ctx) => {
    checkOperation(d, ctx);
    checkDeadlineBounds(d, ctx);
    checkAssociates(d.associates, ctx);
    // Sellers are the broker's to add: the public form registers who asks for the credit.
    d.associates.forEach((a, i) => {
      if (a.type !== 'CUSTOMER') ctx.addIssue({ code: 'custom', path: ['associates', i, 'type'], message: MSG.invalid });
    });
    // The customer is promised contact: a proposal that leaves neither a celular nor an e-mail could not be answered.
    const main = d.associates.findIndex((a) => a.main);
    const who = d.associates[main];
    if (who && !who.cellphone?.trim() && !who.email?.trim()) ctx.addIssue({ code: 'custom', path: ['associates', main, 'cellphone'], message: MSG.contactRequired });
    d.associates.forEach((a, i) => {
      if (a.cellphone?.trim() && !isValidMobile(a.cellphone)) ctx.addIssue({ code: 'custom', path: ['associates', i, 'cellphone'], message: MSG.mobilePhone });
    });
  });
export type TPublicDealRequest = z.input<typeof ZPublicDealRequest>;
export type TPublicDealParsed = z.output<typeof ZPublicDealRequest>;

/** The customer's private tracking link: a random token (never stored in clear). */
export const ZTrackingToken = z.object({ token: z.string().trim().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, { error: MSG.invalid }) });

/**
 * What the visitor sent through a public link as a deal keeps it (deals.public_submission, jsonb): the people and the
 * operation as typed. Read back with this schema; fields beyond those the tracking link relies on are kept as they are.
 */
export const ZStoredPublicSubmission = z.object({
  associates: z.array(z.looseObject({ main: z.boolean(), name: z.string() })),
  operation: z.record(z.string(), z.unknown()),
});
export type TPublicSubmission = z.output<typeof ZStoredPublicSubmission>;
