import type { CardTokenResponse, TCardRequest } from '../../shared/schemas/subscriptions.ts';
import { authFetchJson } from './auth-fetch.ts';
import type { ClientFailure } from './errors.ts';

/**
 * Turns the card typed in the browser into the payment provider's token: the only card data our procedures ever
 * receive. The built-in sandbox tokenises at POST /api/v1/payment/tokenize; a real provider plugs in here with its
 * JS SDK (the card then goes straight from the browser to the provider). Failures reject with a ClientFailure whose
 * field errors name `number`, `expirationDate` or `securityCode`.
 */
export async function tokenizeCard(provider: string, card: TCardRequest): Promise<CardTokenResponse> {
  if (provider !== 'sandbox') throw { network: false, type: 'INTERNAL_SERVER_ERROR', message: `Provedor de pagamento sem tokenização no navegador: ${provider}`, errors: [] } satisfies ClientFailure;
  return authFetchJson<CardTokenResponse>('/api/v1/payment/tokenize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(card),
    cache: 'no-store',
  });
}
