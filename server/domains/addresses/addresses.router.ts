import { ZCepAddressResponse, ZCepLookupRequest } from '../../../shared/schemas/addresses.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { addressByCep } from './addresses.service.ts';

/**
 * The address of a CEP for every address form, public ones (registration) included. Rate limited per IP: each
 * miss of the cache is a call to a third-party provider.
 */
export const addressesRouter = router({
  byCep: publicProcedure.input(ZCepLookupRequest).output(ZCepAddressResponse).query(async ({ ctx, input }) => {
    await rateLimit(ctx.deps.db, `cep:${ctx.meta.ip}`, 120, 600);
    return addressByCep(ctx.deps, input.postalCode);
  }),
});
