import { z } from 'zod';
import { ZBankPartnerInput, ZBankPartnerUpdate } from '../../../shared/schemas/catalogue.ts';
import { ZLogoUploadResponse } from '../../../shared/schemas/company.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as bankPartners from './bank-partners.service.ts';

export const bankPartnersRouter = router({
  list: requirePermission('bankPartner/view')
    .input(z.object({ search: z.string().trim().max(120).optional() }).default({}))
    .query(({ ctx, input }) => bankPartners.list(ctx.deps, input.search)),
  get: requirePermission('bankPartner/view')
    .input(ZIdRequest)
    .query(({ ctx, input }) => bankPartners.get(ctx.deps, input.id)),
  create: requirePermission('bankPartner/create')
    .input(ZBankPartnerInput)
    .mutation(({ ctx, input }) => bankPartners.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: requirePermission('bankPartner/update')
    .input(ZBankPartnerUpdate)
    .mutation(({ ctx, input }) => bankPartners.update(ctx.deps, ctx.user, input.id, input.data, ctx.meta)),
  delete: requirePermission('bankPartner/delete')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => bankPartners.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** Bytes arrive through the REST upload path (multipart). */
  uploadLogo: requirePermission('bankPartner/update')
    .input(z.object({ id: z.uuid(), bytes: z.instanceof(Uint8Array), fileName: z.string().max(300).optional() }))
    .output(ZLogoUploadResponse)
    .mutation(({ ctx, input }) => bankPartners.uploadLogo(ctx.deps, ctx.user, input.id, input.bytes, ctx.meta, input.fileName)),
});
