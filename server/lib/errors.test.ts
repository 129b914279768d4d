import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZLoginRequest } from '../../shared/schemas/auth.ts';
import { AppError, fromIssues, isConnectionError, toAppError, validationError } from './errors.ts';

const GENERIC = 'Falha desconhecida, atualize a página e tente novamente!';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const err = new AppError('PERSON_DUPLICATED_ERROR', 'Já existe um usuário com este CPF');
    expect(toAppError(err)).toBe(err);
    expect(toAppError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err }))).toBe(err);
  });

  it('hides the message of an unexpected error behind the generic pt-BR one', () => {
    const raw = new Error('duplicate key value violates unique constraint "users_email_key" (select password_hash from users)');
    const app = toAppError(raw);
    expect(app.type).toBe('INTERNAL_SERVER_ERROR');
    expect(app.status).toBe(500);
    expect(app.message).toBe(GENERIC);
    expect(app.toWire()).toEqual({ type: 'INTERNAL_SERVER_ERROR', message: GENERIC, errors: [{ message: GENERIC }] });
    expect(JSON.stringify(app.toWire())).not.toMatch(/password_hash|users_email_key|duplicate key/);
    // The original stays available to the log, not to the wire.
    expect(app.cause).toBe(raw);
  });

  it('hides a TRPCError’s internal message and things that are not errors at all', () => {
    expect(toAppError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'pool exhausted at db.ts:42' })).message).toBe(GENERIC);
    expect(toAppError('a string was thrown').message).toBe(GENERIC);
    expect(toAppError(undefined).type).toBe('INTERNAL_SERVER_ERROR');
  });

  it('turns zod issues of an input into VALIDATION_ERROR naming each field, first message first', () => {
    const parsed = ZLoginRequest.safeParse({ email: 'não é e-mail', password: '' });
    expect(parsed.success).toBe(false);
    const trpc = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    const app = toAppError(trpc);
    expect(app.type).toBe('VALIDATION_ERROR');
    expect(app.status).toBe(400);
    expect(app.errors).toEqual([
      { field: 'email', message: 'E-mail inválido' },
      { field: 'password', message: 'Este campo é obrigatório' },
    ]);
    expect(app.message).toBe('E-mail inválido');
  });

  it('joins nested paths with dots and leaves root issues without a field', () => {
    const schema = z.object({ user: z.object({ info: z.array(z.object({ document: z.string({ error: 'Documento inválido' }) })) }) });
    const parsed = schema.safeParse({ user: { info: [{ document: 1 }] } });
    expect(toAppError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error })).errors).toEqual([{ field: 'user.info.0.document', message: 'Documento inválido' }]);
    const root = z.string({ error: 'Este campo é inválido' }).safeParse(1);
    expect(toAppError(new TRPCError({ code: 'BAD_REQUEST', cause: root.error })).errors).toEqual([{ message: 'Este campo é inválido' }]);
    expect(fromIssues([]).message).toBe('Este campo é inválido');
  });

  it('answers 503 SERVICE_UNAVAILABLE_ERROR when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = toAppError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refused }));
    expect(app.type).toBe('SERVICE_UNAVAILABLE_ERROR');
    expect(app.status).toBe(503);
    expect(app.message).not.toContain('ECONNREFUSED');
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(new Error('Postgres connection has been discarded'))).toBe(true);
    expect(isConnectionError(new Error('syntax error at or near "selec"'))).toBe(false);
  });

  it('maps tRPC’s own parse, not-found and method errors to the catalogue', () => {
    expect(toAppError(new TRPCError({ code: 'PARSE_ERROR', message: 'Unexpected token } in JSON' })).toWire()).toEqual({
      type: 'VALIDATION_ERROR',
      message: 'Requisição inválida',
      errors: [{ message: 'Requisição inválida' }],
    });
    expect(toAppError(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' })).toWire()).toMatchObject({ type: 'ENTITY_NOT_FOUND_ERROR', message: 'Registro não encontrado' });
    expect(toAppError(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' })).type).toBe('VALIDATION_ERROR');
  });

  it('answers 400, not 500, when tRPC cannot rebuild the input (found by the bad-input fuzz: a superjson meta with __proto__ or a class it does not know)', () => {
    const cause = new Error("Trying to deserialize unknown class 'Desconhecida'");
    for (const code of ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const) {
      const app = toAppError(new TRPCError({ code, message: cause.message, cause }));
      expect(app.toWire()).toEqual({ type: 'VALIDATION_ERROR', message: 'Requisição inválida', errors: [{ message: 'Requisição inválida' }] });
      expect(app.status).toBe(400);
    }
  });
});

describe('AppError', () => {
  it('carries the status of its type and the retry delay', () => {
    const err = new AppError('TOO_MANY_ATTEMPTS_ERROR', 'Muitas tentativas. Tente novamente em 15 minuto(s)', { retryAfter: 900 });
    expect(err.status).toBe(429);
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(err.retryAfter).toBe(900);
    expect(err.toWire()).toEqual({
      type: 'TOO_MANY_ATTEMPTS_ERROR',
      message: 'Muitas tentativas. Tente novamente em 15 minuto(s)',
      errors: [{ message: 'Muitas tentativas. Tente novamente em 15 minuto(s)' }],
    });
  });

  it('validationError names the field', () => {
    expect(validationError('email', 'Este e-mail já está em uso').toWire()).toEqual({
      type: 'VALIDATION_ERROR',
      message: 'Este e-mail já está em uso',
      errors: [{ field: 'email', message: 'Este e-mail já está em uso' }],
    });
  });
});
