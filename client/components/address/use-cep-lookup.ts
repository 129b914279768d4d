import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onlyDigits } from '../../../shared/format.ts';
import { type Region, stateFromCep } from '../../../shared/options.ts';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import { useTRPC } from '../../lib/trpc.ts';

export interface CepLookup {
  /** State and region of a complete CEP: offline from the Correios ranges at once, whatever the provider does. */
  place: { state: string; region: Region } | null;
  /** The provider is being asked. */
  loading: boolean;
  /** The server's answer for the current CEP (undefined while asking or for an incomplete CEP). */
  address: CepAddress | undefined;
}

/**
 * Looks a CEP up once it is complete (addresses.byCep) and hands each new answer to `onAnswer` once. A failed call
 * (network, rate limit) is silent: the state still comes from the ranges and the user types the rest.
 */
export function useCepLookup(postalCode: string, onAnswer?: (answer: CepAddress) => void): CepLookup {
  const trpc = useTRPC();
  const digits = onlyDigits(postalCode);
  const place = digits.length === 8 ? stateFromCep(digits) : null;
  const query = useQuery(trpc.addresses.byCep.queryOptions({ postalCode: digits }, { enabled: place !== null, staleTime: Infinity, retry: false, meta: { silent: true } }));
  const answer = place !== null && query.data?.postalCode === digits ? query.data : undefined;
  const handled = useRef<string | null>(null);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    if (!answer) {
      if (place === null) handled.current = null;
      return;
    }
    if (handled.current === answer.postalCode) return;
    handled.current = answer.postalCode;
    callback.current?.(answer);
  }, [answer, place]);
  return { place, loading: place !== null && query.isFetching, address: answer };
}
