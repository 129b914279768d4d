/** The card as typed in a payment form (masked), on its way to the provider's tokenisation. */
export interface CardValues {
  number: string;
  /** MM/AA as typed. */
  expirationDate: string;
  securityCode: string;
}

export const EMPTY_CARD: CardValues = { number: '', expirationDate: '', securityCode: '' };

/** Server field names of the card (tokenisation) and of the calls that take a token → a form's card paths. */
export const CARD_FIELD_PATHS: Record<string, string> = {
  number: 'card.number',
  expirationDate: 'card.expirationDate',
  securityCode: 'card.securityCode',
  cardToken: 'card.number',
};

/** Server field errors → `{ formPath: message }` for `form.setErrors` (first message per field; unknown fields dropped). */
export function formErrorsOf(errors: readonly { field?: string; message: string }[], pathOf: (field: string | undefined) => string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const path = pathOf(e.field);
    if (path && !(path in out)) out[path] = e.message;
  }
  return out;
}
