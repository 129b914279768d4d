import { STATES } from '../../../shared/options.ts';

export type AddressProviderName = 'viacep' | 'brasilapi';

/** What a provider knows of a CEP; blanks stay blank (a city-wide CEP has no street nor neighbourhood). */
export interface ProviderAddress {
  street: string;
  neighborhood: string;
  city: string;
  /** The provider's UF; the app keeps deriving the state from the CEP ranges (shared/options.ts). */
  state: string | null;
}

/** found: the provider knows the CEP; notFound: it answered that the CEP does not exist; unavailable: no answer. */
export type ProviderAnswer = { kind: 'found'; address: ProviderAddress } | { kind: 'notFound' } | { kind: 'unavailable'; reason: string };

export interface AddressProvider {
  name: AddressProviderName;
  lookup(cep: string): Promise<ProviderAnswer>;
}

export const DEFAULT_PROVIDER_URLS: Record<AddressProviderName, string> = {
  viacep: 'https://viacep.com.br',
  brasilapi: 'https://brasilapi.com.br',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
const uf = (v: unknown): string | null => {
  const s = text(v).toUpperCase();
  return s in STATES ? s : null;
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * ViaCEP (`/ws/{cep}/json/`): 200 with `{cep, logradouro, complemento, bairro, localidade, uf, …}`, or 200 with
 * `{"erro": true}` (older deployments: `"erro": "true"`) for a well-formed CEP that does not exist.
 */
export function parseViaCep(status: number, body: unknown): ProviderAnswer {
  if (status === 400 || status === 404) return { kind: 'notFound' };
  if (status !== 200 || !isObject(body)) return { kind: 'unavailable', reason: `status ${status}` };
  if (body.erro === true || body.erro === 'true') return { kind: 'notFound' };
  if (!text(body.localidade)) return { kind: 'unavailable', reason: 'resposta sem cidade' };
  return { kind: 'found', address: { street: text(body.logradouro), neighborhood: text(body.bairro), city: text(body.localidade), state: uf(body.uf) } };
}

/**
 * BrasilAPI (`/api/cep/v1/{cep}`): 200 with `{cep, state, city, neighborhood, street, service}`; 404 with
 * `{name: 'CepPromiseError', type: 'service_error', …}` when no source knows the CEP; 400 for a malformed one.
 */
export function parseBrasilApi(status: number, body: unknown): ProviderAnswer {
  if (status === 404 || status === 400) return { kind: 'notFound' };
  if (status !== 200 || !isObject(body)) return { kind: 'unavailable', reason: `status ${status}` };
  if (!text(body.city)) return { kind: 'unavailable', reason: 'resposta sem cidade' };
  return { kind: 'found', address: { street: text(body.street), neighborhood: text(body.neighborhood), city: text(body.city), state: uf(body.state) } };
}

const ADAPTERS: Record<AddressProviderName, { url: (base: string, cep: string) => string; parse: (status: number, body: unknown) => ProviderAnswer }> = {
  viacep: { url: (base, cep) => `${base}/ws/${cep}/json/`, parse: parseViaCep },
  brasilapi: { url: (base, cep) => `${base}/api/cep/v1/${cep}`, parse: parseBrasilApi },
};

/**
 * An HTTP provider with a hard timeout: a slow or absent provider must never hold a form up, so every failure
 * (network, timeout, unexpected answer) is `unavailable` and the caller falls back to the offline CEP ranges.
 */
export function createHttpAddressProvider(opts: { name: AddressProviderName; baseUrl?: string; timeoutMs: number; fetch?: typeof fetch }): AddressProvider {
  const adapter = ADAPTERS[opts.name];
  const base = (opts.baseUrl ?? DEFAULT_PROVIDER_URLS[opts.name]).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  return {
    name: opts.name,
    async lookup(cep) {
      try {
        const res = await doFetch(adapter.url(base, cep), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(opts.timeoutMs) });
        const body: unknown = await res.json().catch(() => null);
        return adapter.parse(res.status, body);
      } catch (err) {
        return { kind: 'unavailable', reason: err instanceof Error ? err.name : 'erro' };
      }
    },
  };
}
