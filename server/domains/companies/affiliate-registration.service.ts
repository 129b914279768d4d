import type { z } from 'zod';
import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import type { AffiliateInvite, RegistrationResult, ZAffiliateLinkRequest, ZAffiliateRegistrationRequest } from '../../../shared/schemas/registration.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { isGuessablePassword } from '../../lib/password-strength.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { avatarUrl, documentTaken, emailTaken, insertUser, roleIdByKey, uniqueUsername } from '../users/users.repository.ts';
import { affiliateLinkNotFound, duplicateDocument, emailInUse, isUniqueViolation } from './account-errors.ts';
import { sendWelcome } from './account-mail.ts';
import { isAffiliateInviteCode } from './affiliate-invites.ts';
import { documentRegistered, lockDocument } from './companies.repository.ts';
import { completeSubsidiaryRegistration, pendingAffiliate } from './subsidiaries.repository.ts';

type Link = z.output<typeof ZAffiliateLinkRequest>;

/** What the registration page shows (the company) and pre-fills (what the administrator already typed). */
/** The affiliate behind a link whose code is right; a wrong or missing code answers like an unknown link. */
function pending(deps: Deps, db: Deps['db'], link: Link, opts: { lock?: boolean } = {}) {
  if (!isAffiliateInviteCode(deps.config, link.subsidiaryId, link.invite)) return Promise.resolve(undefined);
  return pendingAffiliate(db, link, opts);
}

export async function invite(deps: Deps, link: Link): Promise<AffiliateInvite> {
  const row = await pending(deps, deps.db, link);
  if (!row) throw affiliateLinkNotFound();
  return {
    companyName: row.company_name,
    companyLogoUrl: avatarUrl(row.logo_path),
    primaryColor: row.primary_color,
    subsidiary: {
      fantasyName: row.fantasy_name,
      corporateName: row.corporate_name || null,
      document: row.document,
      email: row.email,
      cellphone: row.cellphone,
      foundationDate: row.foundation_date,
      monthBilling: row.month_billing === null ? null : Number(row.month_billing),
    },
  };
}

/**
 * /cadastro-filial: the affiliate completes its data and creates its first user, its administrator
 * (subsidiaryManager), in one transaction. The link works once; a CNPJ registered elsewhere is 'Cadastro duplicado'.
 */
export async function registerAffiliate(deps: Deps, input: z.output<typeof ZAffiliateRegistrationRequest>, meta: RequestMeta): Promise<RegistrationResult> {
  if (await isGuessablePassword(input.user.password)) throw validationError('user.password', MSG.passwordTooCommon);
  const passwordHash = await hashPassword(input.user.password);
  const s = input.subsidiary;
  let done: { companyId: string; companyName: string; username: string; testEndAt: Date | null };
  try {
    done = await deps.db.transaction().execute(async (trx) => {
      // Locks the row: of two submissions of one link, the second finds it used.
      const target = await pending(deps, trx, input, { lock: true });
      if (!target) throw affiliateLinkNotFound();
      await lockDocument(trx, s.document);
      if (await documentRegistered(trx, s.document, { subsidiaryId: target.id, companyId: target.company_id })) throw duplicateDocument('subsidiary.document');
      if (await emailTaken(trx, input.user.email)) throw emailInUse('user.email');
      if (await documentTaken(trx, target.company_id, input.user.document)) {
        throw new AppError('PERSON_DUPLICATED_ERROR', CALL_MESSAGES.documentInUse, { errors: [{ field: 'user.document', message: CALL_MESSAGES.documentInUse }] });
      }
      await completeSubsidiaryRegistration(trx, target.id, {
        corporate_name: s.corporateName,
        fantasy_name: s.fantasyName,
        document: s.document,
        email: s.email,
        cellphone: s.cellphone,
        foundation_date: s.foundationDate,
        month_billing: s.monthBilling.toFixed(2),
      });
      const username = await uniqueUsername(trx, input.user.name);
      const userId = await insertUser(trx, {
        company_id: target.company_id,
        subsidiary_id: target.id,
        role_id: await roleIdByKey(trx, 'subsidiaryManager'),
        name: input.user.name,
        email: input.user.email,
        username,
        cellphone: input.user.cellphone,
        document: input.user.document,
        birth_date: input.user.birthDate,
        password_hash: passwordHash,
        policies_version: POLICY_VERSION,
        policies_accepted_at: new Date(),
      });
      await recordAudit(
        trx,
        { companyId: target.company_id, actorUserId: userId, action: 'subsidiary.register', entity: 'subsidiary', entityId: target.id, data: { policiesVersion: POLICY_VERSION } },
        meta,
      );
      return { companyId: target.company_id, companyName: target.company_name, username, testEndAt: target.status === 'test' ? target.test_end_at : null };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailInUse('user.email');
    throw err;
  }
  // The company's members' profiles list its affiliates: this one's name changed.
  deps.caches.dropEveryProfile();
  await sendWelcome(deps, {
    to: input.user.email,
    name: input.user.name,
    companyId: done.companyId,
    companyName: done.companyName,
    username: done.username,
    testEndAt: done.testEndAt,
    subsidiaryName: s.fantasyName,
  });
  return { message: CALL_MESSAGES.affiliateRegistered, email: input.user.email };
}
