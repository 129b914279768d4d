import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZTransactionCreateRequest } from './commissions.ts';

const valid = { commissionId: '0b7e6f1c-8d2a-4c3b-9e5f-1a2b3c4d5e6f', receiver: 'Otávio Operador', description: 'Repasse ao corretor', amount: 1200.5, dueDate: '2026-12-20', flow: 2 };

/** field → first message of a failed parse. */
function errors(input: unknown): Record<string, string> {
  const r = ZTransactionCreateRequest.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
}

describe('ZTransactionCreateRequest', () => {
  it('accepts a transaction with everything filled in', () => {
    expect(errors(valid)).toEqual({});
  });

  it('says the due date is missing when it is left empty or not sent, and invalid only when it is no date', () => {
    expect(errors({ ...valid, dueDate: '' })).toEqual({ dueDate: MSG.required });
    expect(errors({ ...valid, dueDate: undefined })).toEqual({ dueDate: MSG.required });
    expect(errors({ ...valid, dueDate: '2026-02-31' })).toEqual({ dueDate: MSG.invalidDate });
    expect(errors({ ...valid, dueDate: '31/12' })).toEqual({ dueDate: MSG.invalidDate });
  });
});
