import type { z } from 'zod';
import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import type { Profile } from '../../../shared/schemas/auth.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import type { RoleItem, UserListItem, ZUserCreateRequest, ZUserListRequest, ZUserUpdateMeRequest, ZUserUpdateRequest } from '../../../shared/schemas/users.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { isGuessablePassword } from '../../lib/password-strength.ts';
import { storeImage } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeAllForUser } from '../auth/auth.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './users.repository.ts';

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.userNotFound);

/** The users a viewer may see and manage: the whole company with user/viewCompany, else their affiliate. */
export function userScope(user: AuthUser): repo.UserScope {
  return user.permissions.has('user/viewCompany') ? { companyId: user.companyId } : { companyId: user.companyId, subsidiaryId: user.subsidiaryId };
}

export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZUserListRequest>): Promise<Page<UserListItem>> {
  const { items, total } = await repo.listUsers(deps.db, userScope(user), input, input.page, input.size);
  return { items, total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

export function autocomplete(deps: Deps, user: AuthUser, search: string) {
  return repo.autocompleteUsers(deps.db, userScope(user), search);
}

/** Roles the user may hand out: none ranked above their own. */
export function roles(deps: Deps, user: AuthUser): Promise<RoleItem[]> {
  return repo.listRoles(deps.db, user.rank);
}

/** Affiliates the user may place people in. */
export async function subsidiaries(deps: Deps, user: AuthUser) {
  const all = await repo.listCompanySubsidiaries(deps.db, user.companyId);
  const scope = userScope(user);
  return scope.subsidiaryId ? all.filter((s) => s.id === scope.subsidiaryId) : all;
}

async function assignableRole(deps: Deps, user: AuthUser, roleId: string) {
  const role = await repo.findRole(deps.db, roleId);
  if (!role) throw validationError('roleId', MSG.selectOption);
  if (role.rank > user.rank) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.roleAboveYours, { errors: [{ field: 'roleId', message: CALL_MESSAGES.roleAboveYours }] });
  return role;
}

/** An affiliate the caller may place a user in: one of their company's, and only their own when they manage one. */
async function assignableSubsidiary(deps: Deps, user: AuthUser, subsidiaryId: string) {
  const scope = userScope(user);
  if (scope.subsidiaryId && subsidiaryId !== scope.subsidiaryId) throw validationError('subsidiaryId', MSG.selectOption);
  const subsidiary = await repo.findSubsidiary(deps.db, user.companyId, subsidiaryId);
  if (!subsidiary) throw validationError('subsidiaryId', MSG.selectOption);
  return subsidiary;
}

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZUserCreateRequest>, meta: RequestMeta): Promise<{ message: string; user: UserListItem }> {
  const subsidiary = await assignableSubsidiary(deps, user, input.subsidiaryId ?? user.subsidiaryId);
  const role = await assignableRole(deps, user, input.roleId);
  if (await isGuessablePassword(input.password)) throw validationError('password', MSG.passwordTooCommon);
  if (await repo.emailTaken(deps.db, input.email)) throw validationError('email', CALL_MESSAGES.emailInUse);
  if (await repo.documentTaken(deps.db, user.companyId, input.document)) {
    throw new AppError('PERSON_DUPLICATED_ERROR', CALL_MESSAGES.documentInUse, { errors: [{ field: 'document', message: CALL_MESSAGES.documentInUse }] });
  }
  const passwordHash = await hashPassword(input.password);
  const id = await deps.db.transaction().execute(async (trx) => {
    const username = await repo.uniqueUsername(trx, input.name);
    const newId = await repo.insertUser(trx, {
      company_id: user.companyId,
      subsidiary_id: subsidiary.id,
      role_id: role.id,
      name: input.name,
      email: input.email,
      username,
      cellphone: input.cellphone,
      document: input.document,
      birth_date: input.birthDate,
      gender: input.gender,
      password_hash: passwordHash,
    });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.create', entity: 'user', entityId: newId, data: { role: role.key, subsidiaryId: subsidiary.id } }, meta);
    return newId;
  });
  const { items } = await repo.listUsers(deps.db, { companyId: user.companyId }, { id }, 1, 1);
  return { message: CALL_MESSAGES.userAdded, user: items[0] };
}

/**
 * Another user the caller may act on: in their scope (else not found, as is one `exists` rejects) and not ranked above
 * them (else forbidden).
 */
async function userInReach(deps: Deps, user: AuthUser, id: string, exists: (target: repo.ScopedUser) => boolean = () => true) {
  const target = await repo.findScopedUser(deps.db, userScope(user), id);
  if (!target || !exists(target)) throw notFound();
  if (target.rank > user.rank) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.forbidden);
  return target;
}

/** Deactivates a user (kept for history) and ends every session they have. */
export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  if (id === user.id) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.cannotDeleteSelf);
  await userInReach(deps, user, id);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, id, { active: false });
    await revokeAllForUser(trx, id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.deactivate', entity: 'user', entityId: id }, meta);
  });
  deps.caches.dropSessions(id);
  deps.caches.dropProfile(id);
  return { message: CALL_MESSAGES.userDeleted };
}

/**
 * Corrects another user's name, e-mail and cellphone (whoever may register users; the same scope and rank rules as the
 * other actions on a user), and moves them to another affiliate of the company when `subsidiaryId` names one. One's own
 * details are changed in "Meus dados". The new e-mail signs in from now on. A move changes what they see from their next
 * request on (their sessions and profile are read again); the deals they registered stay with the affiliate where they
 * were registered.
 */
export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZUserUpdateRequest>, meta: RequestMeta): Promise<{ message: string; user: UserListItem }> {
  if (input.id === user.id) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.editYourselfInProfile);
  const target = await userInReach(deps, user, input.id, (t) => !t.anonymised_at);
  const moveTo = input.subsidiaryId && input.subsidiaryId !== target.subsidiary_id ? await assignableSubsidiary(deps, user, input.subsidiaryId) : null;
  if (await repo.emailTakenByOther(deps.db, input.email, input.id)) throw validationError('email', CALL_MESSAGES.emailInUse);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, input.id, { name: input.name, email: input.email, cellphone: input.cellphone, ...(moveTo ? { subsidiary_id: moveTo.id } : {}) });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.update', entity: 'user', entityId: input.id }, meta);
    if (moveTo) {
      const data = { from: target.subsidiary_id, to: moveTo.id };
      await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.move_subsidiary', entity: 'user', entityId: input.id, data }, meta);
    }
  });
  if (moveTo) deps.caches.dropSessions(input.id);
  deps.caches.dropProfile(input.id);
  // The deals list shows owners' names.
  deps.caches.dropDealList(user.companyId);
  const { items } = await repo.listUsers(deps.db, { companyId: user.companyId }, { id: input.id }, 1, 1);
  return { message: CALL_MESSAGES.userUpdated, user: items[0] };
}

/**
 * Reactivates a deactivated user (a returning employee keeps their e-mail, history and password); the same rank rule as
 * deactivating. An anonymised user (LGPD) stays as they are: there is no one left to bring back.
 */
export async function reactivate(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  const target = await userInReach(deps, user, id);
  if (target.anonymised_at) throw new AppError('VALIDATION_ERROR', CALL_MESSAGES.userAnonymised);
  if (!target.active) {
    await deps.db.transaction().execute(async (trx) => {
      await repo.updateUser(trx, id, { active: true });
      await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.reactivate', entity: 'user', entityId: id }, meta);
    });
    deps.caches.dropProfile(id);
  }
  return { message: CALL_MESSAGES.userReactivated };
}

export async function changeRole(deps: Deps, user: AuthUser, userId: string, roleId: string, meta: RequestMeta): Promise<{ message: string }> {
  if (userId === user.id) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.cannotChangeOwnRole);
  const target = await userInReach(deps, user, userId, (t) => t.active);
  const role = await assignableRole(deps, user, roleId);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { role_id: role.id });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'user.change_role', entity: 'user', entityId: userId, data: { from: target.role_key, to: role.key } }, meta);
  });
  deps.caches.dropSessions(userId);
  deps.caches.dropProfile(userId);
  return { message: CALL_MESSAGES.roleChanged };
}

/** Switches the user's current affiliate; only to one of the companies they belong to. */
export async function changeSubsidiary(deps: Deps, user: AuthUser, subsidiaryId: string, meta: RequestMeta): Promise<{ message: string; profile: Profile }> {
  const choices = await repo.selectableSubsidiaries(deps.db, user.id);
  const target = choices.find((s) => s.id === subsidiaryId);
  if (!target) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Filial não encontrada');
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { subsidiary_id: target.id, company_id: target.companyId });
    await recordAudit(
      trx,
      { companyId: target.companyId, actorUserId: user.id, action: 'user.change_subsidiary', entity: 'user', entityId: user.id, data: { from: user.subsidiaryId, to: target.id } },
      meta,
    );
  });
  deps.caches.dropSessions(user.id);
  deps.caches.dropProfile(user.id);
  const profile = await repo.loadProfile(deps.db, user.id);
  if (!profile) throw notFound();
  return { message: CALL_MESSAGES.subsidiaryChanged, profile };
}

export async function updateMe(deps: Deps, user: AuthUser, input: z.output<typeof ZUserUpdateMeRequest>, meta: RequestMeta): Promise<{ message: string; profile: Profile }> {
  await repo.updateUser(deps.db, user.id, { name: input.name, cellphone: input.cellphone, birth_date: input.birthDate, gender: input.gender });
  deps.caches.dropProfile(user.id);
  // The deals list shows owners' names.
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'user.update_me', entity: 'user', entityId: user.id }, meta);
  const profile = await repo.loadProfile(deps.db, user.id);
  if (!profile) throw notFound();
  return { message: CALL_MESSAGES.profileUpdated, profile };
}

/**
 * Profile picture: PNG or JPEG decided by content (magic bytes), at most 2,000,000 bytes, stored under a
 * generated name. The user's file name is never used.
 */
export async function uploadAvatar(deps: Deps, user: AuthUser, bytes: Uint8Array, meta: RequestMeta, fileName?: string): Promise<{ message: string; avatarUrl: string }> {
  const key = await storeImage(deps, 'avatars', bytes, ['png', 'jpg'], fileName);
  const previous = await repo.findScopedUser(deps.db, { companyId: user.companyId }, user.id);
  await repo.updateUser(deps.db, user.id, { avatar_path: key });
  deps.caches.dropProfile(user.id);
  if (previous?.avatar_path) await deps.storage.remove(previous.avatar_path).catch(() => undefined);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'user.upload_avatar', entity: 'user', entityId: user.id }, meta);
  return { message: CALL_MESSAGES.avatarUpdated, avatarUrl: repo.avatarUrl(key)! };
}
