import { z } from 'zod';
import { REGIONS, type Region } from '../options.ts';
import { cepSchema } from './company.ts';

/** addresses.byCep: a complete CEP inside a Correios range (the state and region always come from it). */
export const ZCepLookupRequest = z.object({ postalCode: cepSchema });
export type TCepLookupRequest = z.input<typeof ZCepLookupRequest>;

/**
 * What a CEP tells of an address. `source` says whether the address provider answered (`provider`) or only the
 * offline ranges did (`offline`: street, neighbourhood and city blank); `notFound` says the provider answered that
 * the CEP does not exist, so the user types the address.
 */
export const ZCepAddressResponse = z.object({
  postalCode: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  region: z.enum(Object.keys(REGIONS) as [Region, ...Region[]]),
  source: z.enum(['provider', 'offline']),
  notFound: z.boolean(),
});
export type TCepAddressResponse = z.infer<typeof ZCepAddressResponse>;
export type CepAddress = TCepAddressResponse;
