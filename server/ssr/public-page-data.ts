import type { Request } from 'express';
import type { PublicPageData } from '../../shared/server-rendering.ts';
import type { Deps } from '../deps.ts';
import { trackingLinkIsLive } from '../domains/public-deals/tracking.service.ts';
import { toAppError } from '../lib/errors.ts';
import { createCaller } from '../rest/procedures.ts';
import { createContextInner, requestMeta } from '../trpc/context.ts';

/**
 * The data a server-rendered public page may show, read through the same procedures the browser calls (same input
 * checks, same `.output()` schema, so the HTML carries exactly what the browser would fetch, nothing more) and as a
 * visitor: no session is read, whoever sends the request.
 */
export function publicPageData(deps: Deps, req: Request): PublicPageData {
  const caller = createCaller(createContextInner(deps, null, requestMeta(req)));
  return {
    async broker(username) {
      try {
        return await caller.publicSimulation.broker({ username });
      } catch (err) {
        // An unknown broker, or a username that cannot be one: the page's "Link não encontrado".
        const status = toAppError(err).status;
        if (status === 404 || status === 400) return null;
        throw err;
      }
    },
    // Not through the tracking procedure: that one reads the deal and logs an access, which the page's own fetch does.
    trackingLinkIsLive: (token) => trackingLinkIsLive(deps, token),
  };
}
