import type { z } from 'zod';
import { COURSE_MESSAGES } from '../../../shared/messages.ts';
import { RELEASE_TYPE, type ReleaseType, shownReleaseDay } from '../../../shared/releases.ts';
import type { ZReleaseInput } from '../../../shared/schemas/releases.ts';
import { brasiliaDay } from '../../../shared/subsidiary-billing.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './releases.repository.ts';

export interface Release {
  id: string;
  version: string;
  releasedOn: string;
  title: string;
  highlights: string;
  type: ReleaseType;
  typeLabel: string;
  /** The newest release (highlighted on the page). */
  latest: boolean;
}

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.releaseNotFound);

function toRelease(r: repo.ReleaseRow, latest: boolean, today: string): Release {
  return { id: r.id, version: r.version, releasedOn: shownReleaseDay(r.released_on, today), title: r.title, highlights: r.highlights, type: r.type, typeLabel: RELEASE_TYPE[r.type], latest };
}

/** Every release, newest first; the first one is the latest. */
export async function list(deps: Deps): Promise<{ items: Release[] }> {
  const today = brasiliaDay(new Date());
  const rows = await repo.listReleases(deps.db, today);
  return { items: rows.map((r, i) => toRelease(r, i === 0, today)) };
}

async function requireFreeVersion(deps: Deps, version: string, exceptId?: string): Promise<void> {
  const taken = await repo.findByVersion(deps.db, version);
  if (taken && taken.id !== exceptId) throw validationError('version', COURSE_MESSAGES.releaseVersionInUse(version));
}

function toValues(input: z.output<typeof ZReleaseInput>) {
  return { version: input.version, released_on: input.releasedOn, title: input.title, highlights: input.highlights, type: input.type };
}

async function withVersionCheck<T>(version: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // Two masters publishing the same version at once: the unique index decides, the loser reads why.
    if ((err as { code?: string }).code === '23505') throw validationError('version', COURSE_MESSAGES.releaseVersionInUse(version));
    throw err;
  }
}

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZReleaseInput>, meta: RequestMeta): Promise<{ message: string; release: Release }> {
  await requireFreeVersion(deps, input.version);
  const id = await withVersionCheck(input.version, () =>
    deps.db.transaction().execute(async (trx) => {
      const newId = await repo.insertRelease(trx, { ...toValues(input), created_by: user.id });
      await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'release.create', entity: 'release', entityId: newId, data: { version: input.version } }, meta);
      return newId;
    }),
  );
  return { message: COURSE_MESSAGES.releaseCreated, release: await get(deps, id) };
}

async function get(deps: Deps, id: string): Promise<Release> {
  const { items } = await list(deps);
  const found = items.find((r) => r.id === id);
  if (!found) throw notFound();
  return found;
}

export async function update(deps: Deps, user: AuthUser, id: string, input: z.output<typeof ZReleaseInput>, meta: RequestMeta): Promise<{ message: string; release: Release }> {
  if (!(await repo.findRelease(deps.db, id))) throw notFound();
  await requireFreeVersion(deps, input.version, id);
  await withVersionCheck(input.version, () =>
    deps.db.transaction().execute(async (trx) => {
      await repo.updateRelease(trx, id, toValues(input));
      await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'release.update', entity: 'release', entityId: id, data: { version: input.version } }, meta);
    }),
  );
  return { message: COURSE_MESSAGES.releaseUpdated, release: await get(deps, id) };
}

export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  const row = await repo.findRelease(deps.db, id);
  if (!row) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteRelease(trx, id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'release.delete', entity: 'release', entityId: id, data: { version: row.version } }, meta);
  });
  return { message: COURSE_MESSAGES.releaseDeleted };
}

/** The "Novidades" dot: whether something was published since the user last opened the notes. */
export async function unseen(deps: Deps, user: AuthUser) {
  const { latest, unseen } = await repo.unseenFor(deps.db, user.id, brasiliaDay(new Date()));
  return { unseen, latest: latest ? { id: latest.id, version: latest.version, title: latest.title } : null };
}

export async function markSeen(deps: Deps, user: AuthUser): Promise<{ unseen: false }> {
  const { latest } = await repo.unseenFor(deps.db, user.id, brasiliaDay(new Date()));
  await repo.markSeen(deps.db, user.id, latest?.id ?? null);
  return { unseen: false };
}
