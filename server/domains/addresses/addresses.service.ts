import { MSG } from '../../../shared/messages.ts';
import { stateFromCep } from '../../../shared/options.ts';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { TtlCache } from './address-cache.ts';
import { type AddressProvider, createHttpAddressProvider, type ProviderAnswer } from './address-provider.ts';

const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
/** A CEP the provider does not know is asked again soon: new CEPs are created every month. */
const NOT_FOUND_TTL_MS = 10 * 60 * 1000;
const CACHE_SIZE = 5000;
/** After a failure (no network, provider down or slow) the provider rests this long: forms answer offline at once. */
export const PROVIDER_PAUSE_MS = 30 * 1000;

interface CachedProvider {
  provider: AddressProvider;
  cache: TtlCache<ProviderAnswer>;
  /** Lookups under way, so a burst of the same CEP asks the provider once. */
  pending: Map<string, Promise<ProviderAnswer>>;
  /** Until when the provider is not asked (epoch ms), after it failed. */
  pausedUntil: number;
}

// One provider (and its cache) per loaded configuration: tests run several apps with different providers.
const providers = new WeakMap<Config, CachedProvider | null>();

function providerFor(config: Config): CachedProvider | null {
  if (providers.has(config)) return providers.get(config)!;
  const cached =
    config.addressProvider === 'off'
      ? null
      : {
          provider: createHttpAddressProvider({ name: config.addressProvider, baseUrl: config.addressProviderUrl, timeoutMs: config.addressProviderTimeoutMs }),
          cache: new TtlCache<ProviderAnswer>(CACHE_SIZE),
          pending: new Map(),
          pausedUntil: 0,
        };
  providers.set(config, cached);
  return cached;
}

async function askProvider(deps: Deps, p: CachedProvider, cep: string): Promise<ProviderAnswer> {
  const hit = p.cache.get(cep);
  if (hit) return hit;
  const running = p.pending.get(cep);
  if (running) return running;
  if (Date.now() < p.pausedUntil) return { kind: 'unavailable', reason: 'paused' };
  const call = p.provider.lookup(cep).then((answer) => {
    if (answer.kind === 'found') p.cache.set(cep, answer, FOUND_TTL_MS);
    else if (answer.kind === 'notFound') p.cache.set(cep, answer, NOT_FOUND_TTL_MS);
    else {
      p.pausedUntil = Date.now() + PROVIDER_PAUSE_MS;
      deps.log.warn({ provider: p.provider.name, reason: answer.reason, pauseSeconds: PROVIDER_PAUSE_MS / 1000 }, 'address provider unavailable; CEPs answered offline meanwhile');
    }
    return answer;
  });
  p.pending.set(cep, call);
  try {
    return await call;
  } finally {
    p.pending.delete(cep);
  }
}

/**
 * The address of a CEP (digits only, already in a Correios range). The state and region always come from the
 * ranges, as the saved address derives them (shared/schemas/company.ts); the provider adds street, neighbourhood and
 * city. No provider, no network or a slow one: the offline answer, never an error.
 */
export async function addressByCep(deps: Deps, postalCode: string): Promise<CepAddress> {
  const place = stateFromCep(postalCode);
  if (!place) throw new AppError('VALIDATION_ERROR', MSG.invalidCep);
  const offline: CepAddress = { postalCode, street: '', neighborhood: '', city: '', state: place.state, region: place.region, source: 'offline', notFound: false };
  const p = providerFor(deps.config);
  if (!p) return offline;
  const answer = await askProvider(deps, p, postalCode);
  if (answer.kind === 'notFound') return { ...offline, notFound: true };
  if (answer.kind === 'unavailable') return offline;
  return { ...offline, street: answer.address.street, neighborhood: answer.address.neighborhood, city: answer.address.city, source: 'provider' };
}
