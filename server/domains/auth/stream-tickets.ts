import type { Deps } from '../../deps.ts';
import { type AuthUser, currentSessionUser } from './session.ts';
import { consumeStreamTicket, insertStreamTicket } from './stream-tickets.repository.ts';
import { hashToken, randomToken } from './tokens.ts';

/** How long a stream ticket may wait to be used: the browser opens the stream right after asking for it. */
export const STREAM_TICKET_TTL_SECONDS = 30;

/**
 * A ticket that opens one live event stream (server-sent events cannot send an Authorization header, and the access
 * token must not travel in a URL, where proxies log it). Asked for with the bearer token; single use, short-lived,
 * stored hashed in the database so any app instance can redeem it, and tied to the session it was issued under.
 */
export async function issueStreamTicket(deps: Deps, user: AuthUser): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomToken();
  await insertStreamTicket(deps.db, { tokenHash: hashToken(ticket), userId: user.id, sessionId: user.sessionId, ttlSeconds: STREAM_TICKET_TTL_SECONDS });
  return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
}

/** The user a ticket was issued to, if it is unused, unexpired and its session still live; the ticket is then spent. */
export async function redeemStreamTicket(deps: Deps, ticket: string): Promise<AuthUser | null> {
  if (!ticket || ticket.length > 128) return null;
  const row = await consumeStreamTicket(deps.db, hashToken(ticket));
  return row ? currentSessionUser(deps, row.user_id, row.session_id) : null;
}
