import { z } from 'zod';
import { MSG } from '../messages.ts';
import { associatesField, checkAssociates, checkDeadlineBounds, checkOperation, DEAL_OPERATION_TYPES, DEFENSE_MAX, isRealtyOperation, operationFields, type DealOperationType } from './deals.ts';

/**
 * Public deal registration (spec §2 /cadastro-cliente/{assetSegment}/{operationType}/{tokenOrUsername}): a visitor
 * sends a deal to the broker behind the link. The same associate and operation rules as a broker's deal, without
 * what only the broker decides (product, bank, defense, owner, origin).
 */

/** The asset segments of the public link (spec §3 "Asset segment: Realty, Vehicle"); the URL may spell them in pt-BR. */
export const PUBLIC_SEGMENTS = ['Realty', 'Vehicle'] as const;
export type PublicSegment = (typeof PUBLIC_SEGMENTS)[number];

const SEGMENT_ALIASES: Record<string, PublicSegment> = {
  realty: 'Realty',
  imovel: 'Realty',
  imobiliario: 'Realty',
  imobiliaria: 'Realty',
  vehicle: 'Vehicle',
  veiculo: 'Vehicle',
  veicular: 'Vehicle',
};

/** The operation types a segment offers on the public link. */
export const SEGMENT_OPERATIONS: Record<PublicSegment, DealOperationType[]> = {
  Realty: ['Financing', 'HomeEquity'],
  Vehicle: ['SimpleBest', 'BestCar'],
};

/**
 * The segment and operation type of a public link's URL, or null when they do not name a valid pair
 * (case and accents in the segment do not matter: `Realty`, `realty` and `imovel` are the same).
 */
export function parsePublicLink(segment: string, operationType: string): { segment: PublicSegment; operationType: DealOperationType } | null {
  const key = segment
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const s = Object.hasOwn(SEGMENT_ALIASES, key) ? SEGMENT_ALIASES[key] : undefined;
  if (!s) return null;
  const type = DEAL_OPERATION_TYPES.find((t) => t.toLowerCase() === operationType.toLowerCase());
  if (!type || !SEGMENT_OPERATIONS[s].includes(type)) return null;
  return { segment: s, operationType: type };
}

/** The path of a public link's step (the links page and the tracking page build it). */
export function publicDealPath(operationType: DealOperationType, username: string, step = 'inicio'): string {
  const segment: PublicSegment = isRealtyOperation(operationType) ? 'Realty' : 'Vehicle';
  return `/cadastro-cliente/${segment}/${operationType}/${encodeURIComponent(username)}/${step}`;
}

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
  });
export type TPublicDealRequest = z.input<typeof ZPublicDealRequest>;
export type TPublicDealParsed = z.output<typeof ZPublicDealRequest>;

/** The customer's private tracking link: a random token (never stored in clear). */
export const ZTrackingToken = z.object({ token: z.string().trim().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, { error: MSG.invalid }) });
