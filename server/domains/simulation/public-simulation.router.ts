import { sql } from 'kysely';
import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import { mobileSchema } from '../../../shared/schemas/common.ts';
import { ZSimulationRequest } from '../../../shared/schemas/simulation.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { avatarUrl } from '../users/users.repository.ts';
import { saveFor } from './saved-simulations.service.ts';

const ZUsername = z.object({ username: z.string().trim().min(1).max(80).regex(/^[a-z0-9-]+$/i, { error: MSG.invalid }) });

/** The broker behind a public link: active user of an active affiliate, found by public username. */
export async function findBroker(deps: Deps, username: string) {
  const row = await deps.db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.name', 'u.cellphone', 'u.avatar_path', 'u.company_id', 'u.subsidiary_id', 'c.name as company_name', 's.fantasy_name', 's.status', 'c.logo_path', 'c.primary_color'])
    .where(sql`lower(u.username)`, '=', username.toLowerCase())
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!row || row.status === 'inactive') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Link não encontrado. Confira o endereço com o seu corretor');
  return row;
}

export const publicSimulationRouter = router({
  /** What a public page shows of the broker: name, company, photo and WhatsApp number. */
  broker: publicProcedure.input(ZUsername).query(async ({ ctx, input }) => {
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
  /** A visitor's simulation: the lead (name, CPF, birth date, cellphone, income) is saved for the broker. */
  run: publicProcedure
    .input(z.object({ username: ZUsername.shape.username, simulation: ZSimulationRequest, cellphone: mobileSchema }))
    .mutation(async ({ ctx, input }) => {
      await rateLimit(ctx.deps.db, `public-simulation:${ctx.meta.ip}`, 30, 600);
      const broker = await findBroker(ctx.deps, input.username);
      const simulation = { ...input.simulation, customer: { ...input.simulation.customer, cellphone: input.cellphone } };
      const { result } = await saveFor(ctx.deps, { id: broker.id, companyId: broker.company_id, subsidiaryId: broker.subsidiary_id }, simulation, 'simulator', ctx.meta);
      return result;
    }),
});
