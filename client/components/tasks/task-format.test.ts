import { describe, expect, it } from 'vitest';
import { formatDue, pickerToIso, toPickerValue } from './task-format.ts';

describe('formatDue', () => {
  // 02:30 UTC on the 25th is 23:30 on the 24th in Brasília: "today" is the 24th there.
  const now = new Date('2026-11-25T02:30:00Z');
  it('names today, tomorrow and yesterday by Brasília’s calendar, with the time there', () => {
    expect(formatDue('2026-11-25T01:00:00Z', now)).toBe('Hoje, 22:00');
    expect(formatDue('2026-11-25T12:00:00Z', now)).toBe('Amanhã, 09:00');
    expect(formatDue('2026-11-23T21:15:00Z', now)).toBe('Ontem, 18:15');
  });
  it('other days by date', () => {
    expect(formatDue('2026-12-01T13:00:00Z', now)).toBe('01/12/2026, 10:00');
  });
});

describe('the picker’s value', () => {
  it('goes to an instant and back (local time, seconds dropped)', () => {
    const d = new Date(2026, 10, 24, 14, 30, 45);
    expect(toPickerValue(d)).toBe('2026-11-24 14:30:00');
    expect(new Date(pickerToIso('2026-11-24 14:30:00')).getTime()).toBe(new Date(2026, 10, 24, 14, 30, 0).getTime());
  });
});
