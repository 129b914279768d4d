/**
 * Which new passwords are refused as easy to guess (docs/design/security.md: passwords). Guessing tools try first the
 * leaked-password lists, then words and names with digits and symbols around them ("Senha@123", "Brasil2024!",
 * "Maria1985"). Both are refused here: a password on the common-password list of zxcvbn-ts (about 49,000 leaked ones),
 * or one that is a single Portuguese word, first name, surname or common password with only digits and symbols before
 * or after it. The lists come from the maintained zxcvbn-ts language packages, loaded on first use (a few MB).
 */

type Lists = { passwords: Set<string>; words: Set<string> };
let lists: Promise<Lists> | undefined;

async function load(): Promise<Lists> {
  const [common, ptBr] = await Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-pt-br')]);
  const d = ptBr.dictionary as Record<string, string[]>;
  const passwords = new Set(common.dictionary['passwords-common'] as string[]);
  const words = new Set<string>(passwords);
  for (const list of [d['commonWords-pt-br'], d['firstnames-pt-br'], d['lastnames-pt-br']]) for (const w of list) words.add(fold(w));
  return { passwords, words };
}

/** Lower case without accents: "Crédito" and "credito" are the same word to a guesser. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The password without the digits, symbols and spaces around it: "@@Senha#123" → "senha". */
const core = (folded: string) => folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** Whether a new password is one of the first a guesser tries (see above). */
export async function isGuessablePassword(password: string): Promise<boolean> {
  lists ??= load();
  const { passwords, words } = await lists;
  const folded = fold(password);
  if (passwords.has(folded)) return true;
  const word = core(folded);
  return word.length >= 3 && words.has(word);
}
