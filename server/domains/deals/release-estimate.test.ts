import { describe, expect, it } from 'vitest';
import { REALTY_STAGES } from '../../../shared/pipelines.ts';
import { expectedRelease } from './release-estimate.ts';

const today = new Date('2026-11-22T12:00:00Z');
const none = { byBank: new Map<string, number>(), byCompany: new Map<string, number>() };

describe('expected release date', () => {
  it('without history, adds the SLA of the current stage (minus time spent) and of every stage ahead', () => {
    // creditAnalysis 10 (4 spent) + approved 5 + legalReview 15 + contractIssuance 7 + propertyRegistry 30 = 63
    const r = expectedRelease(REALTY_STAGES, 'creditAnalysis', 4, none, today);
    expect(r).toEqual({ days: 63, date: new Date('2027-01-24T12:00:00Z'), basis: 'sla' });
  });

  it('prefers the bank history, then the company history', () => {
    const history = {
      byBank: new Map([['propertyRegistry', 12]]),
      byCompany: new Map([
        ['propertyRegistry', 40],
        ['contractIssuance', 3],
      ]),
    };
    expect(expectedRelease(REALTY_STAGES, 'contractIssuance', 0, history, today)).toMatchObject({ days: 3 + 12, basis: 'history' });
  });

  it("counts from a bank's approval when the deal is still shown before the approval stage", () => {
    // approved 5 (2 spent since the bank approved) + legalReview 15 + contractIssuance 7 + propertyRegistry 30 = 55
    const approvedAt = new Date('2026-11-20T12:00:00Z');
    expect(expectedRelease(REALTY_STAGES, 'preAnalysis', 1, none, today, approvedAt)).toMatchObject({ days: 55, basis: 'sla' });
    // Past the approval stage the deal's own stage counts.
    expect(expectedRelease(REALTY_STAGES, 'contractIssuance', 0, none, today, approvedAt)).toMatchObject({ days: 37 });
  });

  it('has no estimate once the deal is released or denied', () => {
    expect(expectedRelease(REALTY_STAGES, 'completed', 0, none, today)).toBeNull();
    expect(expectedRelease(REALTY_STAGES, 'denied', 0, none, today)).toBeNull();
  });
});
