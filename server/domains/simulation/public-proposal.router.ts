import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import { ZPublicProposalResponse } from '../../../shared/schemas/simulation.ts';
import { publicProcedure, rateLimited, router } from '../../trpc/init.ts';
import { publicView } from './proposal-links.service.ts';

/** A proposal link's token: 43 base64url characters (its shape only; any unknown token is "unavailable"). */
export const ZProposalToken = z.object({
  token: z
    .string()
    .trim()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: MSG.invalid }),
});

export const publicProposalRouter = router({
  /** The saved proposal behind a public link (no login: the token is the credential). */
  view: publicProcedure
    .input(ZProposalToken)
    .output(ZPublicProposalResponse)
    .use(rateLimited('proposal-view'))
    .query(({ ctx, input }) => publicView(ctx.deps, input.token, ctx.meta)),
});
