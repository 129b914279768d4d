import { z } from 'zod';
import { ZCommissionListRequest } from '../../../shared/schemas/commissions.ts';
import { ZCustomerListRequest } from '../../../shared/schemas/customers.ts';
import { ZDealListRequest } from '../../../shared/schemas/deals.ts';
import { ZExportFileResponse } from '../../../shared/schemas/exports.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import { exportList } from './exports.service.ts';

const format = z.enum(['csv', 'xlsx'], { error: 'Formato de exportação inválido: use csv ou xlsx' });
/** Who may see deals and their people (as the deals and customers lists). */
const dealReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');
const commissionReader = requirePermission('commission/view', 'commission/viewCompany');

/**
 * CSV and XLSX of the lists with their filters (issue "Exports"). The bytes leave through
 * GET /api/v1/exports/{deals|customers|commissions}.{csv|xlsx}, which calls these procedures.
 */
export const exportsRouter = router({
  deals: dealReader
    .input(ZDealListRequest.omit({ page: true, size: true }).extend({ format }))
    .output(ZExportFileResponse)
    .query(({ ctx, input }) => {
      const { format: f, ...filters } = input;
      return exportList(ctx.deps, ctx.user, { kind: 'deals', format: f, filters: { ...filters, page: 1, size: 1 } }, ctx.meta);
    }),
  customers: dealReader
    .input(ZCustomerListRequest.pick({ search: true }).extend({ format }))
    .output(ZExportFileResponse)
    .query(({ ctx, input }) => exportList(ctx.deps, ctx.user, { kind: 'customers', format: input.format, filters: { search: input.search } }, ctx.meta)),
  commissions: commissionReader
    .input(ZCommissionListRequest.omit({ page: true, size: true }).extend({ format }))
    .output(ZExportFileResponse)
    .query(({ ctx, input }) => {
      const { format: f, ...filters } = input;
      return exportList(ctx.deps, ctx.user, { kind: 'commissions', format: f, filters: { ...filters, page: 1, size: 1 } }, ctx.meta);
    }),
});
