import { ZDealBankChooseRequest, ZDealBankRemoveRequest, ZDealBankStatusRequest, ZDealBanksAddRequest, ZDealBanksListRequest } from '../../../shared/schemas/deal-banks.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as submissions from './deal-submissions.service.ts';

/** Reading follows the deal (anyone who works deals, within their visibility); changing is a deal change. */
const dealReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');
const dealChanger = requirePermission('deal/update');

/** One deal, several banks: each bank's answer and the customer's choice. */
export const dealBanksRouter = router({
  list: dealReader.input(ZDealBanksListRequest).query(({ ctx, input }) => submissions.list(ctx.deps, ctx.user, input.dealId)),
  add: dealChanger.input(ZDealBanksAddRequest).mutation(({ ctx, input }) => submissions.add(ctx.deps, ctx.user, input, ctx.meta)),
  setStatus: dealChanger.input(ZDealBankStatusRequest).mutation(({ ctx, input }) => submissions.setStatus(ctx.deps, ctx.user, input, ctx.meta)),
  choose: dealChanger.input(ZDealBankChooseRequest).mutation(({ ctx, input }) => submissions.choose(ctx.deps, ctx.user, input, ctx.meta)),
  remove: dealChanger.input(ZDealBankRemoveRequest).mutation(({ ctx, input }) => submissions.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
});
