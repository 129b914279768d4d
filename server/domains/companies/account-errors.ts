import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { AppError, validationError } from '../../lib/errors.ts';

/**
 * A CNPJ that already has a registration (docs/design/product-spec.md §8 'Cadastro
 * duplicado'), on the field that holds it.
 */
export const duplicateDocument = (field: string) =>
  new AppError('SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR', CALL_MESSAGES.documentAlreadyRegistered, { errors: [{ field, message: CALL_MESSAGES.documentAlreadyRegistered }] });

export const emailInUse = (field: string) => validationError(field, CALL_MESSAGES.emailInUse);

export const subsidiaryNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.subsidiaryNotFound);

/** Unknown, used or foreign /cadastro-filial links all look the same. */
export const affiliateLinkNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.affiliateLinkNotFound);

/** True for a unique-constraint violation (of `constraint`, when given) on either driver. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || !!e.message?.includes(constraint);
}
