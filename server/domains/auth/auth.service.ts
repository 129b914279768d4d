import { randomUUID } from 'node:crypto';
import type { AccessData, LoginResponse, Profile, RefreshResponse, TAcceptPoliciesRequest, TChangePasswordRequest, TLoginRequest } from '../../../shared/schemas/auth.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { loadProfile } from '../users/users.repository.ts';
import { readCaches, reusableAnswer } from '../../lib/read-cache.ts';
import * as repo from './auth.repository.ts';
import type { AuthUser } from './session.ts';
import { hashToken, randomToken, signAccessToken } from './tokens.ts';

/** Failures per account before 429 (security.md R6). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures per IP before 429: higher than per account so an office behind one address is not locked out. */
export const MAX_FAILURES_PER_IP = 20;
export const RESET_TOKEN_MINUTES = 30;
const MAX_RESET_MAILS_PER_WINDOW = 5;
/** Stands in for the user of an unknown e-mail in the same look-up (matches no row). */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

function tooManyAttempts(oldest: Date | null): AppError {
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + repo.LOGIN_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)) : repo.LOGIN_WINDOW_MINUTES * 60;
  return new AppError('TOO_MANY_ATTEMPTS_ERROR', CALL_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)), { retryAfter });
}

async function openSession(deps: Deps, userId: string, meta: RequestMeta, familyId: string = randomUUID()): Promise<{ accessData: AccessData; tokenId: string }> {
  const refreshToken = randomToken();
  const tokenId = await repo.insertRefreshToken(deps.db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlDays * 86_400_000),
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  const ttl = deps.config.accessTokenTtlSeconds;
  const accessToken = await signAccessToken(deps.config.jwtSecret, { sub: userId, sid: familyId }, ttl);
  return { accessData: { accessToken, expiresIn: ttl, refreshToken }, tokenId };
}

/**
 * Signs in. Unknown e-mail, wrong password and disabled user answer the same LOGIN_ERROR through the same path
 * (a dummy argon2 verify keeps the time alike). The attempt is recorded before counting, so parallel guesses
 * cannot slip past the limit.
 */
export async function login(deps: Deps, input: TLoginRequest, meta: RequestMeta): Promise<LoginResponse> {
  const attemptId = await repo.insertLoginAttempt(deps.db, input.email, meta.ip);
  const [byEmail, byIp] = await Promise.all([repo.recentFailures(deps.db, 'email', input.email), repo.recentFailures(deps.db, 'ip', meta.ip)]);
  if (byEmail.count > MAX_FAILURES_PER_ACCOUNT) throw tooManyAttempts(byEmail.oldest);
  if (byIp.count > MAX_FAILURES_PER_IP) throw tooManyAttempts(byIp.oldest);

  const user = await repo.findUserForLogin(deps.db, input.email);
  const ok = user?.active ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new AppError('LOGIN_ERROR', CALL_MESSAGES.loginFailed);
  await repo.markLoginSucceeded(deps.db, attemptId);

  const testOver = user.subsidiary_status === 'test' && user.test_end_at !== null && user.test_end_at.getTime() < Date.now();
  if (user.subsidiary_status === 'inactive' || (testOver && !user.can_subscribe)) throw new AppError('SUBSIDIARY_IS_NOT_ACTIVE_ERROR', CALL_MESSAGES.subsidiaryInactive);

  const { accessData } = await openSession(deps, user.id, meta);
  await recordAudit(deps.db, { companyId: user.company_id, actorUserId: user.id, action: 'auth.login', entity: 'user', entityId: user.id }, meta);
  return { accessData, user: await requireProfile(deps, user.id) };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token already rotated and presented again after the
 * grace window is a theft signal: the whole family is revoked (Auth0/Okta reuse detection). Within the window
 * (parallel tabs racing) the late callers are refused but the winner's chain survives.
 */
export async function refresh(deps: Deps, refreshToken: string, meta: RequestMeta): Promise<RefreshResponse> {
  const tokenHash = hashToken(refreshToken);
  const consumed = await repo.consumeRefreshToken(deps.db, tokenHash);
  if (!consumed) {
    const known = await repo.findRefreshToken(deps.db, tokenHash);
    if (!known) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.refreshTokenNotFound);
    const reused = known.used_at !== null && known.revoked_at === null && (known.seconds_since_use ?? 0) > deps.config.refreshReuseGraceSeconds;
    if (reused) {
      await repo.revokeFamily(deps.db, known.family_id);
      deps.log.warn({ userId: known.user_id, familyId: known.family_id }, 'refresh token reuse: family revoked');
      await recordAudit(deps.db, { companyId: null, actorUserId: known.user_id, action: 'auth.refresh_reuse', entity: 'session', entityId: known.family_id }, meta);
    }
    throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.sessionExpired);
  }
  const user = await deps.db.selectFrom('users').select(['id', 'active']).where('id', '=', consumed.user_id).executeTakeFirst();
  if (!user?.active) {
    await repo.revokeFamily(deps.db, consumed.family_id);
    throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.userNotFound);
  }
  const { accessData: next, tokenId } = await openSession(deps, user.id, meta, consumed.family_id);
  await repo.setReplacedBy(deps.db, consumed.id, tokenId);
  return { authorization: next.accessToken, expiresIn: next.expiresIn, refreshToken: next.refreshToken };
}

/** Ends the session of this access token (its refresh family). */
export async function logout(deps: Deps, user: AuthUser, meta: RequestMeta): Promise<{ message: string }> {
  await repo.revokeFamily(deps.db, user.sessionId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'auth.logout', entity: 'session', entityId: user.sessionId }, meta);
  return { message: CALL_MESSAGES.loggedOut };
}

/** Always the same answer, whether or not the e-mail exists (no enumeration). */
export async function forgotPassword(deps: Deps, email: string, meta: RequestMeta): Promise<{ message: string }> {
  const user = await repo.findUserForLogin(deps.db, email);
  // Known and unknown e-mails do the same look-ups, and the mail is only queued (sent later by the worker), so the
  // answer takes the same time either way (R6: no enumeration by timing).
  const recent = await repo.countRecentResetTokens(deps.db, user?.id ?? NO_USER_ID);
  const token = randomToken();
  if (user?.active && recent < MAX_RESET_MAILS_PER_WINDOW) {
    await repo.insertResetToken(deps.db, user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
    const link = `${deps.config.publicUrl}/change-password/${token}`;
    await deps.mailer.send({
      to: email,
      companyId: user.company_id,
      subject: 'Crédito — redefinição de senha',
      text: [
        'Olá!',
        '',
        'Recebemos um pedido para redefinir a sua senha na plataforma Crédito.',
        `Para criar uma nova senha, acesse: ${link}`,
        '',
        `O link vale por ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez.`,
        'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
      ].join('\n'),
      html: `<p>Olá!</p><p>Recebemos um pedido para redefinir a sua senha na plataforma Crédito.</p><p><a href="${link}">Criar uma nova senha</a></p><p>O link vale por ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail.</p>`,
      secrets: [token],
    });
    await recordAudit(deps.db, { companyId: user.company_id, actorUserId: user.id, action: 'auth.forgot_password', entity: 'user', entityId: user.id }, meta);
  }
  return { message: CALL_MESSAGES.forgotPasswordSent };
}

/** Sets a new password with an e-mailed token: single use, 30 minutes, and every session of the user ends. */
export async function changePassword(deps: Deps, input: TChangePasswordRequest, meta: RequestMeta): Promise<{ message: string }> {
  if (isCommonPassword(input.password)) throw validationError('password', MSG.passwordTooCommon);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const consumed = await repo.consumeResetToken(trx, hashToken(input.token));
    if (!consumed) return null;
    await repo.setPassword(trx, consumed.user_id, passwordHash);
    await repo.revokeAllForUser(trx, consumed.user_id);
    return consumed.user_id;
  });
  if (!userId) throw validationError('token', CALL_MESSAGES.invalidResetToken);
  await recordAudit(deps.db, { companyId: null, actorUserId: userId, action: 'auth.change_password', entity: 'user', entityId: userId }, meta);
  return { message: CALL_MESSAGES.passwordChanged };
}

export async function acceptPolicies(deps: Deps, user: AuthUser, _input: TAcceptPoliciesRequest, meta: RequestMeta): Promise<{ message: string }> {
  await repo.setPoliciesAccepted(deps.db, user.id, POLICY_VERSION);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'auth.accept_policies', entity: 'user', entityId: user.id, data: { version: POLICY_VERSION } }, meta);
  return { message: CALL_MESSAGES.policiesAccepted };
}

export async function requireProfile(deps: Deps, userId: string): Promise<Profile> {
  // With the instance's read caches on, answered from memory until the database publishes a change to what it reads
  // (profile_changes) or this instance writes anything (lib/read-cache.ts); the same frozen answer, serialized once.
  const profiles = readCaches(deps)?.profiles;
  const load = () => loadProfile(deps.db, userId);
  const profile = profiles
    ? ((await profiles.read(userId, userId, async () => {
        const p = await load();
        return p && reusableAnswer(p);
      }, (p) => p !== null)) as Profile | null)
    : await load();
  if (!profile) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.userNotFound);
  return profile;
}
