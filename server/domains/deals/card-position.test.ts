import { describe, expect, it } from 'vitest';
import { POSITION_STEP, positionBetween } from './card-position.ts';

describe('positionBetween', () => {
  it.each([
    { case: 'alone in an empty column', before: null, after: null, expected: 1024 },
    { case: 'first: above the top card', before: null, after: 1024, expected: 0 },
    { case: 'first: above a top card already at a negative position', before: null, after: -3072, expected: -4096 },
    { case: 'last: below the bottom card', before: 2048, after: null, expected: 3072 },
    { case: 'between two cards: their midpoint', before: 1024, after: 2048, expected: 1536 },
    { case: 'between two close cards', before: 1024, after: 1024.5, expected: 1024.25 },
    { case: 'between cards of both signs', before: -1024, after: 1024, expected: 0 },
    { case: 'equal neighbours: the same position (a tie)', before: 512, after: 512, expected: 512 },
    { case: 'neighbours given the other way round: still between them', before: 2048, after: 1024, expected: 1536 },
  ])('$case', ({ before, after, expected }) => {
    expect(positionBetween(before, after)).toBe(expected);
  });

  it('steps one POSITION_STEP past an edge', () => {
    expect(POSITION_STEP).toBe(1024);
    expect(positionBetween(10, null) - 10).toBe(POSITION_STEP);
    expect(10 - positionBetween(null, 10)).toBe(POSITION_STEP);
  });

  it('precision exhaustion: neighbours one float apart get one of their own positions (no renumbering)', () => {
    const before = 1024;
    const after = 1024 + 1024 * Number.EPSILON; // the next float8 after 1024
    expect([before, after]).toContain(positionBetween(before, after));
  });

  it('a gap between two edge-placed cards takes about fifty drops into it before positions tie', () => {
    // Dropping each new card right below the same card halves the gap every time.
    const top = 1024;
    let below = positionBetween(top, null);
    let distinct = 0;
    while (true) {
      const placed = positionBetween(top, below);
      if (placed === top || placed === below) break;
      expect(placed).toBeGreaterThan(top);
      expect(placed).toBeLessThan(below);
      below = placed;
      distinct++;
    }
    expect(distinct).toBeGreaterThanOrEqual(50);
    expect(distinct).toBeLessThan(60);
  });
});
