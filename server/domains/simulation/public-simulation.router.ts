import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import { emailSchema, mobileSchema, tabKeySchema } from '../../../shared/schemas/common.ts';
import { ZPublicBrokerResponse, ZPublicSimulationResponse, ZSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { publicProcedure, rateLimited, router } from '../../trpc/init.ts';
import { findBroker } from '../users/public-broker.service.ts';
import { avatarUrl } from '../users/users.repository.ts';
import { simulateForLead } from './public-leads.service.ts';

const ZUsername = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, { error: MSG.invalid }),
});

export const publicSimulationRouter = router({
  /** What a public page shows of the broker: name, company, photo and WhatsApp number. */
  broker: publicProcedure
    .input(ZUsername)
    .output(ZPublicBrokerResponse)
    .query(async ({ ctx, input }) => {
      const b = await findBroker(ctx.deps, input.username);
      return {
        name: b.name,
        firstName: b.name.split(' ')[0],
        companyName: b.company_name,
        subsidiaryName: b.fantasy_name,
        avatarUrl: avatarUrl(b.avatar_path),
        cellphone: b.cellphone,
        // The company's identity (account profile): its logo and primary colour brand the broker's public pages.
        companyLogoUrl: avatarUrl(b.logo_path),
        primaryColor: b.primary_color,
      };
    }),
  /**
   * A visitor's simulation: the result for the visitor and, when they leave a celular or an e-mail, a lead on the
   * broker's board (public-leads.service.ts). Both contacts are optional to see the result.
   */
  run: publicProcedure
    .input(
      z.object({
        username: ZUsername.shape.username,
        simulation: ZSimulationRequest,
        cellphone: z.union([z.literal(''), mobileSchema]).optional(),
        email: z.union([z.literal(''), emailSchema]).optional(),
        /** The vehicle picked from the catalogue (vehicle page): the lead keeps brand, model and year. */
        vehicle: z.object({ brandCode: z.string().trim().min(1).max(10), modelCode: z.string().trim().min(1).max(10), year: z.number().int().min(1980).max(2100) }).optional(),
        /** The random key the visitor's tab keeps: simulating again from that tab updates the lead it made, and no other. */
        leadKey: tabKeySchema.optional(),
      }),
    )
    .output(ZPublicSimulationResponse)
    .use(rateLimited('public-simulation'))
    .mutation(async ({ ctx, input }) => {
      const broker = await findBroker(ctx.deps, input.username);
      const contact = { cellphone: input.cellphone || null, email: input.email || null };
      return simulateForLead(ctx.deps, broker, input.simulation, { contact, leadKey: input.leadKey, vehicle: input.vehicle }, ctx.meta);
    }),
});
