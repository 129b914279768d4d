import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import type { LoginResponse, Profile, TAcceptPoliciesRequest, TChangeMyPasswordRequest, TChangePasswordRequest, TLoginRequest } from '../../../shared/schemas/auth.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { isGuessablePassword } from '../../lib/password-strength.ts';
import { readCaches, reusableAnswer } from '../../lib/read-cache.ts';
import { auditInsert, recordAudit } from '../audit/audit.repository.ts';
import { sendPasswordChanged } from '../companies/account-mail.ts';
import { accessRefusal } from '../subscriptions/account-access.ts';
import { loadProfile } from '../users/users.repository.ts';
import * as repo from './auth.repository.ts';
import type { AuthUser } from './session.ts';
import { newSession } from './session-tokens.ts';
import { hashToken, randomToken } from './tokens.ts';

/** Real password failures of one account from one client before that pair answers 429 (docs/design/security.md R6). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures from one client across accounts before 429 (spraying): higher, so an office behind one address is not locked out. */
export const MAX_FAILURES_PER_IP = 20;
export const RESET_TOKEN_MINUTES = 30;
const MAX_RESET_MAILS_PER_WINDOW = 5;
/** Stands in for the user of an unknown e-mail in the same look-up (matches no row). */
/** Counted against for an unknown e-mail, so known and unknown e-mails run the same look-ups (R6: no timing oracle). */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

function tooManyAttempts(oldest: Date | null): AppError {
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + repo.LOGIN_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)) : repo.LOGIN_WINDOW_MINUTES * 60;
  return new AppError('TOO_MANY_ATTEMPTS_ERROR', CALL_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)), { retryAfter });
}

/**
 * Signs in. Unknown e-mail, wrong password and disabled user answer the same LOGIN_ERROR through the same path
 * (a dummy argon2 verify keeps the time alike).
 *
 * Throttling counts per (account, client) pair and per client, never per account alone: failures from one network
 * never stop the owner signing in from another (docs/design/security.md R14; the owner of a locked pair unlocks it by
 * e-mail). The attempt is recorded as pending before counting, so parallel guesses see each other and cannot slip past
 * the limit; one refused with 429 is then marked throttled and no longer counts, so hammering a locked pair does not
 * keep it locked.
 */
export async function login(deps: Deps, input: TLoginRequest, meta: RequestMeta): Promise<LoginResponse> {
  // Recorded and counted in one round trip; parallel guesses see each other (auth.repository.ts).
  const { attemptId, byPair, byIp, user } = await repo.openLoginAttempt(deps.db, input.email, meta.ip);
  // Counts include this attempt itself: more than the limit means the limit of failures was already reached.
  const over = byPair.count > MAX_FAILURES_PER_ACCOUNT ? byPair : byIp.count > MAX_FAILURES_PER_IP ? byIp : null;
  if (over) {
    await repo.settleLoginAttempt(deps.db, attemptId, 'throttled');
    throw tooManyAttempts(over.oldest);
  }

  // While argon2 checks the password off the main thread, the profile is read and the session made (its tokens signed,
  // the statement that stores it compiled): a match then only sends that statement and answers. Nothing of it is
  // stored or answered unless the password matches.
  // The hash is started first: what runs on the main thread before it would delay it.
  const active = user?.active ? user : undefined;
  const verifying = active ? verifyPassword(active.password_hash, input.password) : verifyAgainstDummy(input.password);
  const profile = active ? requireProfile(deps, active.id) : undefined;
  const session = active ? prepareSession(deps, active, attemptId, meta) : undefined;
  profile?.catch(() => undefined);
  session?.catch(() => undefined);
  const ok = await verifying;
  if (!user || !ok) {
    await repo.settleLoginAttempt(deps.db, attemptId, 'failed');
    throw new AppError('LOGIN_ERROR', CALL_MESSAGES.loginFailed);
  }

  // The company's paid access comes with the profile, read during the hash (null while the affiliate is not active). The
  // profile gives its end only once it is past: enough to decide now.
  const me = await (profile ?? requireProfile(deps, user.id));
  const refused = accessRefusal({ ...user, paid_access_ends_at: me.subscriptionEndedAt });
  if (refused) {
    await repo.settleLoginAttempt(deps.db, attemptId, 'succeeded');
    throw refused;
  }

  // The attempt settled, the session stored and the audit row written in one statement (prepared above).
  const { accessData, record } = await (session ?? prepareSession(deps, user, attemptId, meta));
  await record();
  return { accessData, user: me };
}

/** A login's session, made but not stored: its tokens, and the statement that stores it with the attempt and audit. */
async function prepareSession(deps: Deps, user: { id: string; company_id: string }, attemptId: string, meta: RequestMeta) {
  const { row, accessData } = await newSession(deps.config, user.id, meta);
  const audit = { companyId: user.company_id, actorUserId: user.id, action: 'auth.login', entity: 'user', entityId: user.id };
  return { accessData, record: repo.prepareRecordLogin(deps.db, attemptId, row, (qc) => auditInsert(qc, audit, meta)) };
}

/** Ends the session of this access token (its refresh family). */
export async function logout(deps: Deps, user: AuthUser, meta: RequestMeta): Promise<{ message: string }> {
  await repo.revokeFamily(deps.db, user.sessionId);
  deps.caches.dropSessions(user.id);
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
    await recordAudit(deps.db, { companyId: user.company_id, actorUserId: user.id, action: 'auth.forgot_password', entity: 'user', entityId: user.id }, meta);
    // Queued last: the background sender then starts only after this request's own writes.
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
  }
  return { message: CALL_MESSAGES.forgotPasswordSent };
}

/** Sets a new password with an e-mailed token: single use, 30 minutes, and every session of the user ends. */
export async function changePassword(deps: Deps, input: TChangePasswordRequest, meta: RequestMeta): Promise<{ message: string }> {
  if (await isGuessablePassword(input.password)) throw validationError('password', MSG.passwordTooCommon);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const consumed = await repo.consumeResetToken(trx, hashToken(input.token));
    if (!consumed) return null;
    await repo.setPassword(trx, consumed.user_id, passwordHash);
    await repo.revokeAllForUser(trx, consumed.user_id);
    return consumed.user_id;
  });
  if (!userId) throw validationError('token', CALL_MESSAGES.invalidResetToken);
  deps.caches.dropSessions(userId);
  deps.caches.dropProfile(userId);
  await recordAudit(deps.db, { companyId: null, actorUserId: userId, action: 'auth.change_password', entity: 'user', entityId: userId }, meta);
  return { message: CALL_MESSAGES.passwordChanged };
}

/**
 * A signed-in user changes their own password. The current password is checked as a sign-in would be, and counted with
 * the sign-ins of the same account and client (a wrong one is a failed attempt, 429 past the limit: an open session is
 * no way around R6's throttling). Every other session of the user ends; this one stays. The user is told by e-mail,
 * so a change they did not make does not go unnoticed.
 */
export async function changeMyPassword(deps: Deps, user: AuthUser, input: TChangeMyPasswordRequest, meta: RequestMeta): Promise<{ message: string }> {
  if (await isGuessablePassword(input.password)) throw validationError('password', MSG.passwordTooCommon);
  const profile = await requireProfile(deps, user.id);
  const { attemptId, byPair, byIp, user: account } = await repo.openLoginAttempt(deps.db, profile.email, meta.ip);
  const over = byPair.count > MAX_FAILURES_PER_ACCOUNT ? byPair : byIp.count > MAX_FAILURES_PER_IP ? byIp : null;
  if (over) {
    await repo.settleLoginAttempt(deps.db, attemptId, 'throttled');
    throw tooManyAttempts(over.oldest);
  }
  if (account?.id !== user.id || !(await verifyPassword(account.password_hash, input.currentPassword))) {
    await repo.settleLoginAttempt(deps.db, attemptId, 'failed');
    throw validationError('currentPassword', MSG.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, user.id, passwordHash);
    await repo.revokeOtherFamilies(trx, user.id, user.sessionId);
    await repo.settleLoginAttempt(trx, attemptId, 'succeeded');
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'auth.change_own_password', entity: 'user', entityId: user.id }, meta);
    await sendPasswordChanged(deps, { to: profile.email, name: profile.name, companyId: user.companyId }, trx);
  });
  deps.caches.dropSessions(user.id);
  deps.caches.dropProfile(user.id);
  return { message: CALL_MESSAGES.passwordChanged };
}

export async function acceptPolicies(deps: Deps, user: AuthUser, _input: TAcceptPoliciesRequest, meta: RequestMeta): Promise<{ message: string }> {
  await repo.setPoliciesAccepted(deps.db, user.id, POLICY_VERSION);
  deps.caches.dropSessions(user.id);
  deps.caches.dropProfile(user.id);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'auth.accept_policies', entity: 'user', entityId: user.id, data: { version: POLICY_VERSION } }, meta);
  return { message: CALL_MESSAGES.policiesAccepted };
}

export async function requireProfile(deps: Deps, userId: string): Promise<Profile> {
  // With the instance's read caches on, answered from memory until the database publishes a change to what it reads
  // (profile_changes) or the code changing it here drops it (lib/read-cache.ts); the same frozen answer, serialized once.
  const profiles = readCaches(deps)?.profiles;
  const load = () => loadProfile(deps.db, userId);
  const profile = profiles
    ? ((await profiles.read(
        userId,
        userId,
        async () => {
          const p = await load();
          return p && reusableAnswer(p);
        },
        (p) => p !== null,
      )) as Profile | null)
    : await load();
  if (!profile) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.userNotFound);
  return profile;
}
