import { z } from 'zod';
import type { Trpc } from '../../../../lib/trpc.ts';

const UUID = z.uuid();
export const isUuid = (v: unknown): v is string => UUID.safeParse(v).success;

/** The deal as the edit wizard opens it; the page shows "not found" itself, so the call raises no toast. */
export const editableQuery = (trpc: Trpc, id: string) => trpc.deals.editable.queryOptions({ id }, { meta: { silent: true } });

/** A saved simulation that prefills a new deal; the page says itself when it cannot be opened. */
export const simulationQuery = (trpc: Trpc, id: string) => trpc.simulation.get.queryOptions({ id }, { meta: { silent: true } });

/** `/deal/new?simulationId=<uuid>`: anything else is ignored (a blank deal). */
export const newDealSearch = z.object({ simulationId: z.uuid().optional().catch(undefined) });
