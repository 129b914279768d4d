/**
 * Limits the R4 fuzz (docs/design/security.md) found missing (each value passed the schema and failed in the database
 * as a 500): a version beyond the 32-bit column, a rate so small it is stored as 0%.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { feePercent } from './catalogue.ts';
import { ZCommissionAdvanceRequest, ZCommissionCancelRequest } from './commissions.ts';
import { versionSchema } from './common.ts';
import { ZChangeResponsibleRequest, ZDealMoveRequest } from './deals.ts';

const id = '0b7e6f1c-8d2a-4c3b-9e5f-1a2b3c4d5e6f';

describe('versionSchema', () => {
  it('takes the versions a 32-bit column holds and refuses the rest, naming the field', () => {
    expect(versionSchema.safeParse(1).success).toBe(true);
    expect(versionSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const v of [2_147_483_648, 1e15, 0, -1, 1.5]) expect(versionSchema.safeParse(v).error?.issues[0].message, String(v)).toBe(MSG.invalid);
    const parsed = [
      ZDealMoveRequest.safeParse({ id, stage: 'registration', version: 1e15 }),
      ZChangeResponsibleRequest.safeParse({ id, userId: id, version: 1e15 }),
      ZCommissionCancelRequest.safeParse({ id, version: 1e15, reason: 'x' }),
      ZCommissionAdvanceRequest.safeParse({ id, version: 1e15, to: 'PAID', paidAt: '2026-01-01' }),
    ];
    for (const r of parsed) expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('version');
  });
});

describe('feePercent', () => {
  it('reads a rate that rounds to zero at the stored precision (6 decimals in percent) as 0%', () => {
    for (const v of [1.6e-278, 1e-7, 0.0000004]) expect(feePercent().safeParse(v).error?.issues[0].message, String(v)).toBe(MSG.feeZero);
    for (const v of [0.000001, 0.5, 1.1, 100]) expect(feePercent().safeParse(v).success, String(v)).toBe(true);
  });
});
