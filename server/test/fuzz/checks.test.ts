import { describe, expect, it } from 'vitest';
import { judge } from './checks.ts';
import type { HttpAnswer } from './http.ts';

const trpcError = (status: number, appError: unknown): HttpAnswer => {
  const json = { error: { json: { message: 'x', code: -32600, data: { httpStatus: status, appError } } } };
  return { status, contentType: 'application/json', text: JSON.stringify(json), json };
};
const rest = (status: number, body: unknown): HttpAnswer => ({ status, contentType: 'application/json; charset=utf-8', text: JSON.stringify(body), json: body });
const ok = { transport: 'trpc' as const, objectInput: true };

// R4 (docs/design/security.md): a bad input never answers 5xx, and its error is pt-BR and names the field.
describe('the R4 verdict on one answer', () => {
  it('passes a pt-BR validation error naming its field', () => {
    const v = judge(trpcError(400, { type: 'VALIDATION_ERROR', message: 'Este campo é obrigatório', errors: [{ field: 'name', message: 'Este campo é obrigatório' }] }), ok);
    expect(v).toEqual({ outcome: '400', errorType: 'VALIDATION_ERROR', problems: [] });
  });

  it('flags a 5xx, an English message, a field error without the field and a body out of shape', () => {
    expect(judge(rest(500, { type: 'INTERNAL_SERVER_ERROR', message: 'Falha desconhecida', errors: [{ message: 'Falha desconhecida' }] }), { ...ok, transport: 'rest' }).problems).toEqual([
      'HTTP 500',
    ]);
    expect(judge(trpcError(400, { type: 'VALIDATION_ERROR', message: 'Invalid input: expected string', errors: [{ field: 'a', message: 'Invalid input: expected string' }] }), ok).problems[0]).toMatch(
      /^English message/,
    );
    expect(judge(trpcError(400, { type: 'VALIDATION_ERROR', message: 'Este campo é inválido', errors: [{ message: 'Este campo é inválido' }] }), ok).problems).toEqual([
      'validation error naming no field: Este campo é inválido',
    ]);
    expect(judge(rest(404, { error: 'Not Found' }), { ...ok, transport: 'rest' }).problems).toEqual(['unknown error type undefined', 'error without a message', 'error without the errors list']);
  });

  it('flags SQL, stack frames and paths in any body, but not the fuzzed text a list echoes back', () => {
    const leak = rest(400, { type: 'VALIDATION_ERROR', message: 'syntax error at or near "select"', errors: [{ message: 'x' }] });
    expect(judge(leak, { ...ok, transport: 'rest' }).problems.some((p) => p.startsWith('leak in error body'))).toBe(true);
    const stack = rest(200, { items: [{ name: `at run (${process.cwd()}/server/app.ts:12:5)` }] });
    expect(judge(stack, { ...ok, transport: 'rest' }).problems[0]).toMatch(/^leak in body/);
    const echo = rest(200, { items: [{ name: "'; DROP TABLE users; -- select * from x" }] });
    expect(judge(echo, { ...ok, transport: 'rest' }).problems).toEqual([]);
  });
});
