/** Software releases (settings/softwareRelease): kinds of release and how their highlights read. */

export const RELEASE_TYPE = { feature: 'Novidade', improvement: 'Melhoria', fix: 'Correção' } as const;
export type ReleaseType = keyof typeof RELEASE_TYPE;
export const RELEASE_TYPES = Object.keys(RELEASE_TYPE) as ReleaseType[];
export const RELEASE_TYPE_COLOR: Record<ReleaseType, string> = { feature: 'blue', improvement: 'teal', fix: 'orange' };

export const RELEASE_LIMITS = { versionMax: 20, titleMax: 120, highlightsMax: 4000 } as const;

/** A version as people write it: 1.4, 1.4.0 or 1.4.0-beta.1. */
export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}(\.\d{1,4})?(-[0-9A-Za-z.]{1,20})?$/;

export type HighlightBlock = { kind: 'bullets'; items: string[] } | { kind: 'paragraph'; text: string };

/**
 * Highlights are plain text where lines starting with "-", "*" or "•" are bullets: consecutive bullets form one
 * list, other lines are paragraphs. Nothing is rendered as HTML.
 */
export function highlightBlocks(text: string): HighlightBlock[] {
  const blocks: HighlightBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-*•]\s*(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (bullet) {
      if (!bullet[1]) continue;
      if (last?.kind === 'bullets') last.items.push(bullet[1]);
      else blocks.push({ kind: 'bullets', items: [bullet[1]] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/**
 * The date a release is shown with: never after `today` ('YYYY-MM-DD', Brasília). Notes are written before the
 * deploy and were seeded with a date days ahead; a page saying "27/11" on the 25th reads as a mistake.
 */
export const shownReleaseDay = (releasedOn: string, today: string): string => (releasedOn > today ? today : releasedOn);
