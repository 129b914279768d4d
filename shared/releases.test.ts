import { describe, expect, it } from 'vitest';
import { highlightBlocks, shownReleaseDay, VERSION_PATTERN } from './releases.ts';

describe('release notes', () => {
  it('turns bullet lines into lists and other lines into paragraphs', () => {
    expect(highlightBlocks('Resumo da versão\n- um\n* dois\n\n• três\nFechamento\n- quatro\n-  \n')).toEqual([
      { kind: 'paragraph', text: 'Resumo da versão' },
      { kind: 'bullets', items: ['um', 'dois', 'três'] },
      { kind: 'paragraph', text: 'Fechamento' },
      { kind: 'bullets', items: ['quatro'] },
    ]);
    expect(highlightBlocks('  \n')).toEqual([]);
  });

  it('accepts versions as people write them', () => {
    expect(['1.4', '1.4.0', '10.20.30', '2.0.0-beta.1'].every((v) => VERSION_PATTERN.test(v))).toBe(true);
    expect(['1', 'v1.2', '1.2.3.4', '1.2 beta', ''].some((v) => VERSION_PATTERN.test(v))).toBe(false);
  });
});

describe('release dates as shown', () => {
  it('are never after today: a note dated ahead shows today, older ones keep their date', () => {
    expect(shownReleaseDay('2026-11-27', '2026-11-25')).toBe('2026-11-25');
    expect(shownReleaseDay('2026-11-25', '2026-11-25')).toBe('2026-11-25');
    expect(shownReleaseDay('2026-11-03', '2026-11-25')).toBe('2026-11-03');
    expect(shownReleaseDay('2027-01-01', '2026-12-31')).toBe('2026-12-31');
  });
});
