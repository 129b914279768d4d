import { describe, expect, it } from 'vitest';
import { formatDue, pickerToIso, tomorrowAt, toPickerValue } from './task-format.ts';

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

describe('the picker’s value (Brasília time, whatever the device’s zone)', () => {
  it('goes to an instant and back, seconds dropped', () => {
    expect(toPickerValue(new Date('2026-11-24T17:30:45Z'))).toBe('2026-11-24 14:30:00');
    expect(pickerToIso('2026-11-24 14:30:00')).toBe('2026-11-24T17:30:00.000Z');
    // Across midnight: 23:30 in Brasília is already the next day in UTC.
    expect(pickerToIso('2026-11-24 23:30:00')).toBe('2026-11-25T02:30:00.000Z');
    expect(toPickerValue(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24 23:30:00');
  });
  it('reads the offset of the date itself: Brasília kept summer time (UTC−2) until February 2019', () => {
    expect(pickerToIso('2019-01-15 09:00:00')).toBe('2019-01-15T11:00:00.000Z');
    expect(toPickerValue(new Date('2019-01-15T11:00:00Z'))).toBe('2019-01-15 09:00:00');
  });
  it('"Amanhã, 9h" is 09:00 of the next day on Brasília’s calendar', () => {
    // 02:30 UTC on the 25th is still the 24th in Brasília: tomorrow there is the 25th.
    expect(tomorrowAt(9, new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-25 09:00:00');
    expect(pickerToIso(tomorrowAt(9, new Date('2026-11-25T02:30:00Z')))).toBe('2026-11-25T12:00:00.000Z');
  });
});
