import { ZCustomerByDocumentRequest, ZCustomerListRequest } from '../../../shared/schemas/customers.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as customers from './customers.service.ts';

const customerReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');

export const customersRouter = router({
  list: customerReader.input(ZCustomerListRequest).query(({ ctx, input }) => customers.list(ctx.deps, ctx.user, input)),
  get: customerReader.input(ZIdRequest).query(({ ctx, input }) => customers.get(ctx.deps, ctx.user, input.id)),
  byDocument: customerReader.input(ZCustomerByDocumentRequest).query(({ ctx, input }) => customers.byDocument(ctx.deps, ctx.user, input.document)),
});
