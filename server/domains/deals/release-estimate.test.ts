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
    const history = { byBank: new Map([['propertyRegistry', 12]]), byCompany: new Map([['propertyRegistry', 40], ['contractIssuance', 3]]) };
    expect(expectedRelease(REALTY_STAGES, 'contractIssuance', 0, history, today)).toMatchObject({ days: 3 + 12, basis: 'history' });
  });

  it('has no estimate once the deal is released or denied', () => {
    expect(expectedRelease(REALTY_STAGES, 'completed', 0, none, today)).toBeNull();
    expect(expectedRelease(REALTY_STAGES, 'denied', 0, none, today)).toBeNull();
  });
});
