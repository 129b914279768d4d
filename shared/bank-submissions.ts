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
 * The bank line of a board card: the deal's bank; without one, the banks it was sent to ("Enviado a 2 bancos", as the
 * picture under it is read aloud); "Banco a definir" only when it has neither.
 */
export function cardBankLine(bankName: string | null, submissions: number): string {
  if (bankName) return bankName;
  return submissions ? `Enviado a ${plural(submissions, 'banco', 'bancos')}` : 'Banco a definir';
}
