import type { CardTokenResponse, TCardRequest } from '../../shared/schemas/subscriptions.ts';
import { fromWire, type ClientFailure } from './errors.ts';
import { freshAccessToken, refreshSession } from './refresh.ts';
import { readSession } from './session.ts';

const networkFailure: ClientFailure = { network: true, errors: [] };

/**
 * Turns the card typed in the browser into the payment provider's token: the only card data our procedures ever
 * receive. The built-in sandbox tokenises at POST /api/v1/payment/tokenize; a real provider plugs in here with its
 * JS SDK (the card then goes straight from the browser to the provider). Failures reject with a ClientFailure whose
 * field errors name `number`, `expirationDate` or `securityCode`.
 */
export async function tokenizeCard(provider: string, card: TCardRequest): Promise<CardTokenResponse> {
  if (provider !== 'sandbox') throw { network: false, type: 'INTERNAL_SERVER_ERROR', message: `Provedor de pagamento sem tokenização no navegador: ${provider}`, errors: [] } satisfies ClientFailure;
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { 'Accept-Language': 'pt-BR', 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch('/api/v1/payment/tokenize', { method: 'POST', headers, body: JSON.stringify(card), cache: 'no-store' }).catch(() => null);
  };
  const token = await freshAccessToken();
  let response = await send(token);
  if (response?.status === 401 && token && readSession()) {
    const session = await refreshSession(token).catch(() => null);
    if (session) response = await send(session.accessToken);
  }
  if (!response) throw networkFailure;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = fromWire(body, response.status);
    throw failure.network ? { ...networkFailure, status: response.status } : failure;
  }
  return body as CardTokenResponse;
}

