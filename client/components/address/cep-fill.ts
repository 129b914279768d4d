import type { CepAddress } from '../../../shared/schemas/addresses.ts';

/** The address fields a CEP can fill. */
export type CepFilledField = 'street' | 'neighborhood' | 'city';
export type CepFilledValues = Record<CepFilledField, string>;

const FIELDS: CepFilledField[] = ['street', 'neighborhood', 'city'];

/**
 * What an answer of addresses.byCep changes in the form. `previous` holds the street, neighbourhood and city as they
 * were when the CEP was changed (loaded with a saved address, filled by an earlier CEP or typed before the change):
 * they belong to the previous address. A field still holding its previous value is replaced by the provider's answer,
 * or cleared when the provider cannot fill it (a city-wide CEP, an offline or unknown CEP); a blank field is filled
 * by the provider. What the user typed after the CEP change is never overwritten. With no CEP change (`previous`
 * empty: the saved CEP's own answer on opening a saved address) only blank fields are filled.
 */
export function cepFill(current: CepFilledValues, previous: Partial<CepFilledValues>, answer: CepAddress): { patch: Partial<CepFilledValues> } {
  const patch: Partial<CepFilledValues> = {};
  const provider = answer.source === 'provider';
  for (const field of FIELDS) {
    const now = current[field].trim();
    const fromPrevious = now !== '' && now === (previous[field] ?? '').trim();
    if (provider ? now === '' || fromPrevious : fromPrevious) {
      const next = provider ? answer[field] : '';
      if (next !== current[field]) patch[field] = next;
    }
  }
  return { patch };
}

const FIELD_NAMES: Record<CepFilledField, string> = { street: 'logradouro', neighborhood: 'bairro', city: 'cidade' };

/**
 * The hint after a CEP change left address fields blank: "Preencha logradouro, bairro e cidade do novo CEP"
 * ('' when nothing is missing).
 */
export function cepChangeHint(values: CepFilledValues): string {
  const missing = FIELDS.filter((f) => values[f].trim() === '').map((f) => FIELD_NAMES[f]);
  if (missing.length === 0) return '';
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} e ${missing[missing.length - 1]}`;
  return `Preencha ${list} do novo CEP`;
}

/** One line of a CEP's answer for forms that keep no street fields (checkout): "Avenida Paulista, Bela Vista — São Paulo/SP". */
export function cepSummary(answer: Pick<CepAddress, 'street' | 'neighborhood' | 'city' | 'state'>): string {
  const place = [answer.street, answer.neighborhood].filter(Boolean).join(', ');
  const city = answer.city ? `${answer.city}/${answer.state}` : answer.state;
  return place ? `${place} — ${city}` : city;
}
