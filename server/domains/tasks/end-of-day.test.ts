import { describe, expect, it } from 'vitest';
import { endOfDayInBrazil } from './tasks.service.ts';

describe('endOfDayInBrazil ("Hoje" ends at midnight in Brasília)', () => {
  it('late evening in Brasília is still the same day there, though UTC has moved on', () => {
    expect(endOfDayInBrazil(new Date('2026-11-25T02:30:00Z')).toISOString()).toBe('2026-11-25T03:00:00.000Z');
  });
  it('just after midnight in Brasília, the day runs until the next midnight', () => {
    expect(endOfDayInBrazil(new Date('2026-11-25T03:00:00Z')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
});
