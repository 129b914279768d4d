import { z } from 'zod';
import { pageSchema, ZPdfFileResponse } from '../../../shared/schemas/common.ts';
import { SIMULATION_TYPES, ZSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as links from './proposal-links.service.ts';
import * as saved from './saved-simulations.service.ts';
import * as simulation from './simulation.service.ts';

const ZWithProduct = z.object({ input: ZSimulationRequest, productId: z.uuid() });

/**
 * run, deadlines and detailed compute without saving anything: queries (a case is large, so the app's client sends them
 * by POST: client/lib/trpc.ts, `allowMethodOverride` in app.ts). Saving, sharing and recalculating are mutations.
 */
export const simulationRouter = router({
  /** Every bank side by side / best match: ranked eligible offers and the ineligible ones with reasons. */
  run: requirePermission('simulation/create')
    .input(ZSimulationRequest)
    .query(({ ctx, input }) => simulation.run(ctx.deps, ctx.user.companyId, input)),
  deadlines: requirePermission('simulation/create')
    .input(ZWithProduct.extend({ terms: z.array(z.number().int().min(1).max(420)).max(12).default([]) }))
    .query(({ ctx, input }) => simulation.deadlines(ctx.deps, ctx.user.companyId, input.input, input.productId, input.terms)),
  detailed: requirePermission('simulation/create')
    .input(ZWithProduct)
    .query(({ ctx, input }) => simulation.detailed(ctx.deps, ctx.user.companyId, input.input, input.productId)),
  save: requirePermission('simulation/create')
    .input(ZSimulationRequest)
    .mutation(async ({ ctx, input }) => {
      const { id, result } = await saved.saveFor(ctx.deps, { id: ctx.user.id, companyId: ctx.user.companyId, subsidiaryId: ctx.user.subsidiaryId }, input, 'internal', ctx.meta);
      return { message: 'Simulação salva com sucesso!', id, result };
    }),
  list: requirePermission('simulation/view', 'simulation/viewCompany')
    .input(
      pageSchema.extend({
        search: z.string().trim().max(120).optional(),
        type: z.enum(SIMULATION_TYPES).optional(),
        origin: z.enum(['internal', 'simulator']).optional(),
      }),
    )
    .query(({ ctx, input }) => saved.list(ctx.deps, ctx.user, input)),
  get: requirePermission('simulation/view', 'simulation/viewCompany')
    .input(ZIdRequest)
    .query(({ ctx, input }) => saved.get(ctx.deps, ctx.user, input.id)),
  /** Bytes leave through the REST path GET /api/v1/simulations/{id}/proposal.pdf. */
  proposal: requirePermission('simulation/view', 'simulation/viewCompany')
    .input(ZIdRequest)
    .output(ZPdfFileResponse)
    .query(({ ctx, input }) => saved.proposal(ctx.deps, ctx.user, input.id)),
  /** "Recalcular com as condições de hoje": a new version of the saved simulation; the old one stays as it was. */
  recalculate: requirePermission('simulation/create')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => saved.recalculate(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** The proposal's public link (the live one, or a new one): what WhatsApp and the PDF send. */
  shareLink: requirePermission('simulation/view', 'simulation/viewCompany')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => links.share(ctx.deps, ctx.user, input.id, ctx.meta)),
  revokeLink: requirePermission('simulation/view', 'simulation/viewCompany')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => links.revoke(ctx.deps, ctx.user, input.id, ctx.meta)),
  delete: requirePermission('simulation/delete')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => saved.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
});
