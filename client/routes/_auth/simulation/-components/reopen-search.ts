import { z } from 'zod';

/** `?id=` reopens a saved simulation; the case itself never travels in the address (see case-store.ts). */
export const reopenSearch = z.object({ id: z.uuid().optional().catch(undefined) });
