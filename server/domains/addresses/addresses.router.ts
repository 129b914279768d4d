import { ZCepAddressResponse, ZCepLookupRequest } from '../../../shared/schemas/addresses.ts';
import { publicProcedure, rateLimited, router } from '../../trpc/init.ts';
import { addressByCep } from './addresses.service.ts';

/**
 * The address of a CEP for every address form, public ones (registration) included. Rate limited per IP: each
 * miss of the cache is a call to a third-party provider.
 */
export const addressesRouter = router({
  byCep: publicProcedure
    .input(ZCepLookupRequest)
    .output(ZCepAddressResponse)
    .use(rateLimited('cep'))
    .query(({ ctx, input }) => addressByCep(ctx.deps, input.postalCode)),
});
