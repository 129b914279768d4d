import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './auth.repository.ts';
import { NO_USER_ID } from './auth.service.ts';
import { hashToken, randomToken } from './tokens.ts';

export const UNLOCK_TOKEN_MINUTES = 30;
/** Unlock mails per user per window: the form cannot be turned into a mail bomb. */
const MAX_UNLOCK_MAILS_PER_WINDOW = 5;
/** The page of the e-mailed link; its prefix is in server/lib/secret-paths.ts so logs and the outbox hide the token. */
export const UNLOCK_PATH = '/desbloquear-acesso/';

/**
 * E-mails a single-use link that clears the account's failed sign-ins (docs/design/security.md R6: lockout must not be
 * a denial of service for the owner). Always the same answer, whether or not the e-mail exists (no enumeration).
 */
export async function requestUnlock(deps: Deps, email: string, meta: RequestMeta): Promise<{ message: string }> {
  const user = await repo.findUserForLogin(deps.db, email);
  // The same look-ups for known and unknown e-mails, and the mail only queued: the answer takes the same time.
  const recent = await repo.countRecentUnlockTokens(deps.db, user?.id ?? NO_USER_ID);
  if (user?.active && recent < MAX_UNLOCK_MAILS_PER_WINDOW) {
    const token = randomToken();
    await repo.insertUnlockToken(deps.db, user.id, hashToken(token), new Date(Date.now() + UNLOCK_TOKEN_MINUTES * 60_000));
    const link = `${deps.config.publicUrl}${UNLOCK_PATH}${token}`;
    await deps.mailer.send({
      to: email,
      companyId: user.company_id,
      subject: 'Crédito — desbloqueio de acesso',
      text: [
        'Olá!',
        '',
        'Recebemos um pedido para desbloquear o acesso à sua conta na plataforma Crédito, bloqueado depois de várias tentativas de login sem sucesso.',
        `Para desbloquear, acesse: ${link}`,
        '',
        `O link vale por ${UNLOCK_TOKEN_MINUTES} minutos e só pode ser usado uma vez.`,
        'Se não foi você que tentou entrar, recomendamos trocar a sua senha.',
      ].join('\n'),
      html: `<p>Olá!</p><p>Recebemos um pedido para desbloquear o acesso à sua conta na plataforma Crédito, bloqueado depois de várias tentativas de login sem sucesso.</p><p><a href="${link}">Desbloquear o acesso</a></p><p>O link vale por ${UNLOCK_TOKEN_MINUTES} minutos e só pode ser usado uma vez. Se não foi você que tentou entrar, recomendamos trocar a sua senha.</p>`,
      secrets: [token],
    });
    await recordAudit(deps.db, { companyId: user.company_id, actorUserId: user.id, action: 'auth.request_unlock', entity: 'user', entityId: user.id }, meta);
  }
  return { message: CALL_MESSAGES.unlockRequested };
}

/** Uses an e-mailed unlock link once: the account's failures from every client are forgotten. */
export async function unlock(deps: Deps, token: string, meta: RequestMeta): Promise<{ message: string }> {
  const user = await repo.consumeUnlockToken(deps.db, hashToken(token));
  if (!user) throw validationError('token', CALL_MESSAGES.invalidUnlockToken);
  await repo.clearLoginFailures(deps.db, user.email);
  await recordAudit(deps.db, { companyId: user.company_id, actorUserId: user.id, action: 'auth.unlock', entity: 'user', entityId: user.id }, meta);
  return { message: CALL_MESSAGES.accessUnlocked };
}
