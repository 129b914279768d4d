/**
 * A deal's submissions to banks: each bank answers on its own, and the customer chooses one. Labels,
 * colours and the compact picture the board card shows.
 */
export const BANK_SUBMISSION_STATUSES = ['sent', 'analysis', 'pending', 'approved', 'denied'] as const;
export type BankSubmissionStatus = (typeof BANK_SUBMISSION_STATUSES)[number];

export const BANK_SUBMISSION_STATUS_LABEL: Record<BankSubmissionStatus, string> = {
  sent: 'Enviado',
  analysis: 'Em análise',
  pending: 'Pendência',
  approved: 'Aprovado',
  denied: 'Negado',
};

export const BANK_SUBMISSION_STATUS_COLOR: Record<BankSubmissionStatus, string> = {
  sent: 'gray',
  analysis: 'blue',
  pending: 'orange',
  approved: 'green',
  denied: 'red',
};

export const CHOSEN_LABEL = 'Escolhido pelo cliente';

/** One bank on a board card. */
export interface BankPictureItem {
  bankName: string;
  status: BankSubmissionStatus;
  chosen: boolean;
}

/** How a deal stands with its banks, as words: "3 bancos · 1 aprovado · 1 negado", and a sentence for screen readers. */
export interface BankPicture {
  total: number;
  text: string;
  label: string;
  chosenBank: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Lower-case status in agreement with "banco" (masculine), for the sentence read aloud. */
const STATUS_WORD: Record<BankSubmissionStatus, string> = { sent: 'enviado', analysis: 'em análise', pending: 'com pendência', approved: 'aprovou', denied: 'negou' };

export function bankPicture(items: readonly BankPictureItem[]): BankPicture | null {
  if (!items.length) return null;
  const count = (s: BankSubmissionStatus) => items.filter((i) => i.status === s).length;
  const parts = [plural(items.length, 'banco', 'bancos')];
  const approved = count('approved');
  const denied = count('denied');
  const pending = count('pending');
  if (approved) parts.push(plural(approved, 'aprovado', 'aprovados'));
  if (denied) parts.push(plural(denied, 'negado', 'negados'));
  if (pending) parts.push(plural(pending, 'pendência', 'pendências'));
  const chosen = items.find((i) => i.chosen) ?? null;
  const each = items.map((i) => (i.status === 'sent' ? `${i.bankName} recebeu` : i.status === 'analysis' ? `${i.bankName} em análise` : `${i.bankName} ${STATUS_WORD[i.status]}`));
  const label = `Enviado a ${plural(items.length, 'banco', 'bancos')}: ${each.join(', ')}${chosen ? `. ${CHOSEN_LABEL}: ${chosen.bankName}` : ''}`;
  return { total: items.length, text: parts.join(' · '), label, chosenBank: chosen?.bankName ?? null };
}

/**
 * A bank's initials, the same on its avatar and on a deal's badges: an acronym in parentheses wins ("Banco de Brasília
 * (BRB)" → "BRB"), then a word that is an acronym itself ("Banco BV" → "BV", "Banco C6" → "C6": "BB" would read as Banco
 * do Brasil); "Banco" says nothing on a board of banks ("Banco Inter" → "IN"); else the first letters of the first and
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
  let words = all.filter((w) => w.length > 2 || /^\p{Lu}/u.test(w) || /\p{N}/u.test(w));
  if (words.length === 0) return '?';
  const spelled = words.slice(1).find((w) => /^[A-Z0-9]{2,4}$/.test(w) && /[A-Z]/.test(w));
  if (spelled) return spelled;
  if (all.length === 2 && /^banco$/i.test(all[0])) words = words.slice(1);
  if (words.length >= 2) return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
  return words[0].slice(0, 2).toUpperCase();
}
