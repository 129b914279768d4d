import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { hashToken } from '../auth/tokens.ts';
import { avatarUrl } from '../users/users.repository.ts';
import { snapshot } from './simulation.service.ts';
import * as repo from './simulations.repository.ts';
import { simulationScope, storedInput, storedSnapshot } from './stored-simulation.ts';

const LINK_INFO = 'credito/proposal-link/v1';
const keys = new Map<string, Buffer>();

/**
 * A link's token: an HMAC of its id under a key derived from the server secret (256 bits, unguessable). Only its
 * SHA-256 is stored; the staff screen derives the token again from the id, so the broker can send the same link
 * twice without the database ever holding it (rotating the secret retires every proposal link, as it does sessions).
 */
function tokenOf(deps: Deps, linkId: string): string {
  let key = keys.get(deps.config.jwtSecret);
  if (!key) keys.set(deps.config.jwtSecret, (key = Buffer.from(hkdfSync('sha256', Buffer.from(deps.config.jwtSecret, 'utf8'), Buffer.alloc(0), LINK_INFO, 32))));
  return createHmac('sha256', key).update(linkId).digest('base64url');
}

export const proposalPath = (token: string): string => `/proposta/${token}`;
const urlOf = (deps: Deps, linkId: string) => `${deps.config.publicUrl}${proposalPath(tokenOf(deps, linkId))}`;

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Simulação não encontrada');
/** Unknown, revoked or deleted: one answer, so a link never reveals whether a proposal exists. */
export const LINK_UNAVAILABLE = 'Link indisponível. Esta proposta não está mais disponível; peça um novo link ao seu corretor';

/** The live public link of a simulation (its URL), or null. */
export async function liveLinkOf(deps: Deps, simulationId: string): Promise<{ url: string; createdAt: Date } | null> {
  const link = await repo.findLiveLink(deps.db, simulationId);
  return link ? { url: urlOf(deps, link.id), createdAt: link.created_at } : null;
}

async function visibleSimulation(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findSimulation(deps.db, simulationScope(user), id);
  if (!row) throw notFound();
  return row;
}

/** The proposal's public link: the live one, or a new one. */
export async function share(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ url: string; createdAt: Date }> {
  await visibleSimulation(deps, user, id);
  const live = await liveLinkOf(deps, id);
  if (live) return live;
  const linkId = randomUUID();
  await repo.insertLink(deps.db, { id: linkId, company_id: user.companyId, simulation_id: id, token_hash: hashToken(tokenOf(deps, linkId)), created_by: user.id });
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'simulation.link.create', entity: 'simulation', entityId: id }, meta);
  return (await liveLinkOf(deps, id))!;
}

/** Turns the public link off: whoever opens it sees that it is unavailable. */
export async function revoke(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  await visibleSimulation(deps, user, id);
  const revoked = await repo.revokeLinks(deps.db, id, user.id);
  if (revoked > 0) await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'simulation.link.revoke', entity: 'simulation', entityId: id }, meta);
  return { message: 'Link público desativado. Quem abrir o link verá que ele está indisponível' };
}

/**
 * What the customer sees through the link: the broker's public profile and the proposal's saved figures, with the
 * customer's first name only (no document, birth date, income or the banks that refused the case).
 */
export async function publicView(deps: Deps, token: string, meta: RequestMeta) {
  const row = await repo.findByLinkHash(deps.db, hashToken(token));
  if (!row) throw new AppError('ENTITY_NOT_FOUND_ERROR', LINK_UNAVAILABLE);
  const snap = storedSnapshot(row.snapshot) ?? (await snapshot(deps, row.company_id, storedInput(row.input)));
  const broker = await repo.findProposalBroker(deps.db, row.id);
  await recordAudit(deps.db, { companyId: row.company_id, actorUserId: null, action: 'simulation.link.view', entity: 'simulation', entityId: row.id }, meta);
  const { result } = snap;
  return {
    broker: {
      name: broker.name,
      firstName: broker.name.split(' ')[0],
      companyName: broker.company_name,
      subsidiaryName: broker.fantasy_name,
      avatarUrl: avatarUrl(broker.avatar_path),
      cellphone: broker.cellphone,
      companyLogoUrl: avatarUrl(broker.logo_path),
      primaryColor: broker.primary_color,
    },
    customerFirstName: row.customer_name.split(' ')[0],
    createdAt: row.created_at,
    computedAt: snap.computedAt,
    version: row.version,
    result: { type: result.type, termMonths: result.termMonths, operationValue: result.operationValue, assetValue: result.assetValue, eligible: result.eligible },
  };
}
