const LOWER_WORDS = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

/**
 * The prospect's name from a /pre-cadastro/{name} link: "maria-da-silva" or "Maria%20Silva" → "Maria da Silva".
 * Anything that is not a letter, space, apostrophe or dot is dropped; a name typed in lower case is capitalised.
 */
export function nameFromLink(raw: string | undefined): string {
  if (!raw) return '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Already decoded by the router.
  }
  const cleaned = text
    .replace(/[-_+]+/g, ' ')
    .replace(/[^\p{L}' .]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  if (cleaned !== cleaned.toLowerCase()) return cleaned;
  return cleaned
    .split(' ')
    .map((w, i) => (i > 0 && LOWER_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
