/**
 * A bank's initials on its avatar (while it has no logo) and on a deal's badges, and the initials of banks shown
 * together, which never repeat: "Sicoob" and "Sicredi" are both "SI" alone, "SB" and "SR" side by side.
 */

/** The words that name the bank: "de"/"do" and a leading "Banco" of a two-word name say nothing among banks. */
function nameWords(name: string): string[] {
  const all = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const words = all.filter((w) => w.length > 2 || /^\p{Lu}/u.test(w) || /\p{N}/u.test(w));
  return all.length === 2 && /^banco$/i.test(all[0]) ? words.slice(1) : words;
}

const isAcronym = (word: string) => /^[A-Z0-9]{2,4}$/.test(word) && /[A-Z]/.test(word);

/**
 * A bank's initials: an acronym in parentheses wins ("Banco de Brasília (BRB)" → "BRB"), then a word that is an
 * acronym itself ("Banco BV" → "BV", "BTG Pactual" → "BTG", "BRB" → "BRB": "BB" would read as Banco do Brasil, "BR" as
 * Bradesco); "Banco" says nothing on a board of banks ("Banco Inter" → "IN"); else the first letters of the first and
 * last words that are not "de"/"do" ("Caixa Econômica Federal" → "CF", "Banco do Brasil" → "BB"), else a one-word
 * name's first two letters ("Itaú" → "IT").
 */
export function bankInitials(name: string): string {
  const acronym = /\(([A-Za-z0-9]{2,4})\)/.exec(name)?.[1];
  if (acronym) return acronym.toUpperCase();
  const all = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const spelled = all.find(isAcronym);
  if (spelled) return spelled;
  const words = nameWords(name);
  if (words.length === 0) return '?';
  if (words.length >= 2) return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
  return words[0].slice(0, 2).toUpperCase();
}

/** The bank's name as letters to pick from: its words run together, upper case, without accents ("ITAU"). */
function letters(name: string): string {
  return nameWords(name)
    .join('')
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

const CONSONANT = /[B-DF-HJ-NP-TV-Z0-9]/;

function commonPrefixLength(keys: readonly string[]): number {
  let n = 0;
  while (keys.every((k) => n < k.length && k[n] === keys[0][n])) n++;
  return n;
}

/**
 * The initials a bank may take when its own collide with others', best first: its first letter with the first
 * consonant past what the colliding names share ("Sic|oob" → "SB", "Sic|redi" → "SR"), then with any later letter,
 * consonants first; a digit as the last resort, so there is always one more.
 */
function* alternatives(key: string, shared: number): Generator<string> {
  const first = key[0];
  const rest = key.slice(Math.max(1, shared));
  const later = key.slice(1);
  for (const c of rest) if (CONSONANT.test(c)) yield first + c;
  for (const c of rest) yield first + c;
  for (const c of later) if (CONSONANT.test(c)) yield first + c;
  for (const c of later) yield first + c;
  for (let i = 2; ; i++) yield `${first}${i}`;
}

/**
 * The initials of banks shown together (a deal's banks, a list, a simulation's offers), by name: each bank keeps its
 * own (`bankInitials`) unless another bank on the list has the same, in which case every one of those takes
 * `alternatives` not used by any other bank on the list. Deterministic: the same names give the same initials
 * whatever their order; a name listed twice is one bank.
 */
export function distinctBankInitials(names: readonly string[]): Map<string, string> {
  const unique = [...new Set(names)];
  const byBase = new Map<string, string[]>();
  for (const name of unique) {
    const base = bankInitials(name);
    byBase.set(base, [...(byBase.get(base) ?? []), name]);
  }
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const [base, group] of byBase) {
    if (group.length === 1 || base === '?') {
      for (const name of group) result.set(name, base);
      taken.add(base);
    }
  }
  const collisions = [...byBase].filter(([base, group]) => group.length > 1 && base !== '?').sort(([a], [b]) => a.localeCompare(b));
  for (const [base, group] of collisions) {
    const members = group.map((name) => ({ name, key: letters(name) })).sort((a, b) => a.key.localeCompare(b.key) || a.name.localeCompare(b.name));
    const shared = commonPrefixLength(members.map((m) => m.key));
    for (const { name, key } of members) {
      let chosen = base;
      if (key) {
        for (const candidate of alternatives(key, shared)) {
          if (candidate !== base && !taken.has(candidate)) {
            chosen = candidate;
            break;
          }
        }
      }
      result.set(name, chosen);
      taken.add(chosen);
    }
  }
  return result;
}
