import type { CepAddress } from '../../../shared/schemas/addresses.ts';

/** The address fields a CEP can fill. */
export type CepFilledField = 'street' | 'neighborhood' | 'city';
export type CepFilledValues = Record<CepFilledField, string>;

const FIELDS: CepFilledField[] = ['street', 'neighborhood', 'city'];

/**
 * What an answer of addresses.byCep changes in the form: a field is filled when it is empty or still holds what the
 * previous CEP filled (the user has not typed in it since); what the user typed is never overwritten. A provider
 * answer with a blank field (a city-wide CEP) clears what an earlier CEP filled there; an offline answer changes
 * nothing. Returns the fields to set and what now counts as filled by the CEP.
 */
export function cepFill(current: CepFilledValues, lastFilled: Partial<CepFilledValues>, answer: CepAddress): { patch: Partial<CepFilledValues>; filled: Partial<CepFilledValues> } {
  const patch: Partial<CepFilledValues> = {};
  const filled: Partial<CepFilledValues> = {};
  if (answer.source !== 'provider') return { patch, filled: lastFilled };
  for (const field of FIELDS) {
    const now = current[field].trim();
    const untouched = now === '' || now === (lastFilled[field] ?? '').trim();
    if (!untouched) continue;
    if (answer[field] !== current[field]) patch[field] = answer[field];
    if (answer[field]) filled[field] = answer[field];
  }
  return { patch, filled };
}

/** One line of a CEP's answer for forms that keep no street fields (checkout): "Avenida Paulista, Bela Vista — São Paulo/SP". */
export function cepSummary(answer: Pick<CepAddress, 'street' | 'neighborhood' | 'city' | 'state'>): string {
  const place = [answer.street, answer.neighborhood].filter(Boolean).join(', ');
  const city = answer.city ? `${answer.city}/${answer.state}` : answer.state;
  return place ? `${place} — ${city}` : city;
}
