import { TRPCError } from '@trpc/server';
import { ERROR_STATUS, type ErrorType, UNKNOWN_FAILURE_MESSAGE, type WireError, type WireErrorItem } from '../../shared/errors.ts';

type TRPCCode = ConstructorParameters<typeof TRPCError>[0]['code'];

const CODE_BY_STATUS: Record<number, TRPCCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A domain error with one of the spec's types and a pt-BR message for the user. It is a TRPCError so tRPC
 * answers with the right HTTP status; the REST adapter maps it the same way.
 */
export class AppError extends TRPCError {
  readonly type: ErrorType;
  readonly errors: WireErrorItem[];
  readonly status: number;
  /** Seconds the client should wait before retrying (429). */
  readonly retryAfter?: number;

  constructor(type: ErrorType, message: string, opts: { errors?: WireErrorItem[]; retryAfter?: number; cause?: unknown } = {}) {
    const status = ERROR_STATUS[type];
    super({ code: CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', message, cause: opts.cause });
    this.name = 'AppError';
    this.type = type;
    this.status = status;
    this.errors = opts.errors ?? [{ message }];
    this.retryAfter = opts.retryAfter;
  }

  toWire(): WireError {
    return { type: this.type, message: this.message, errors: this.errors };
  }
}

/** A field-level validation failure: VALIDATION_ERROR naming the field. */
export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { errors: [{ field, message }] });
}

interface IssueLike {
  path?: readonly (PropertyKey | { key: PropertyKey })[];
  message: string;
}

/** Turns zod (or any Standard Schema) issues into VALIDATION_ERROR, first message first. */
export function fromIssues(issues: readonly IssueLike[]): AppError {
  const errors = issues.map((i) => {
    const field = (i.path ?? []).map((p) => (typeof p === 'object' && p !== null ? String(p.key) : String(p))).join('.');
    return field ? { field, message: i.message } : { message: i.message };
  });
  const first = errors[0]?.message ?? 'Este campo é inválido';
  return new AppError('VALIDATION_ERROR', first, { errors });
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** True for failures that mean "the database is not reachable right now" (→ 503, docs/design/security.md R3). */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const any = e as { code?: string; message?: string; cause?: unknown };
    if (any.code && CONNECTION_CODES.has(any.code)) return true;
    // pg's own messages for a connection lost or refused; "not queryable": a client whose session the server ended
    // (e.g. while it sat between two statements of a transaction); "discarded": Kysely's word for the same client.
    if (
      typeof any.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|is not queryable|Postgres connection has been discarded/i.test(any.message)
    )
      return true;
    e = any.cause;
  }
  return false;
}

const MALFORMED_REQUEST_CODES = new Set<TRPCCode>(['PARSE_ERROR', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE_CONTENT']);

/** Any thrown value → an AppError safe to show (unknown failures become the generic pt-BR message). */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof TRPCError && err.cause instanceof AppError) return err.cause;
  const cause = err instanceof TRPCError ? err.cause : undefined;
  const issues = (cause as { issues?: IssueLike[] } | undefined)?.issues;
  if (err instanceof TRPCError && err.code === 'BAD_REQUEST' && Array.isArray(issues)) return fromIssues(issues);
  if (isConnectionError(err)) return new AppError('SERVICE_UNAVAILABLE_ERROR', 'Serviço temporariamente indisponível. Tente novamente em instantes.', { cause: err });
  if (err instanceof TRPCError && err.code === 'NOT_FOUND') return new AppError('ENTITY_NOT_FOUND_ERROR', 'Registro não encontrado');
  if (err instanceof TRPCError && err.code === 'METHOD_NOT_SUPPORTED') return new AppError('VALIDATION_ERROR', 'Método não suportado');
  // tRPC's own refusals of a malformed request (JSON that does not parse, a superjson envelope it cannot rebuild,
  // a body too large or of the wrong type) are the client's fault: 400, never the 500 of an unknown failure.
  if (err instanceof TRPCError && MALFORMED_REQUEST_CODES.has(err.code)) return new AppError('VALIDATION_ERROR', 'Requisição inválida', { cause: err });
  return new AppError('INTERNAL_SERVER_ERROR', UNKNOWN_FAILURE_MESSAGE, { cause: err });
}
