import { describe, expect, it } from 'vitest';
import { SLIVER_PX, sliverCover } from './pinned-cover.ts';

describe('the cover of the pinned actions column', () => {
  // /subsidiary on a 390 px phone: "Filial" ends at 275, "CNPJ" runs from 275 to 442, the pinned column starts at 294.
  const columns = [
    { left: 29, right: 275 },
    { left: 275, right: 442 },
    { left: 442, right: 530 },
  ];

  it('covers the sliver of a column cut by the pinned one', () => {
    expect(sliverCover(294, columns)).toBe(19);
    expect(sliverCover(294.4, columns)).toBe(20);
  });

  it('leaves a column in sight when a good part of it shows, and covers nothing when no column is cut', () => {
    expect(sliverCover(275 + SLIVER_PX, columns)).toBe(0);
    expect(sliverCover(400, columns)).toBe(0);
    // Scrolled to the end (or a table that fits): the pinned column sits after the last one.
    expect(sliverCover(530, columns)).toBe(0);
    expect(sliverCover(275, columns)).toBe(0);
  });
});
