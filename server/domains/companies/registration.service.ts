import type { z } from 'zod';
import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import { type RegistrationResult, TEST_PERIOD_DAYS, type TMarketing, type ZCompanyRegistrationRequest } from '../../../shared/schemas/registration.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { isGuessablePassword } from '../../lib/password-strength.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { emailTaken, insertUser, roleIdByKey, uniqueUsername } from '../users/users.repository.ts';
import { duplicateDocument, emailInUse, isUniqueViolation } from './account-errors.ts';
import { sendWelcome } from './account-mail.ts';
import { documentRegistered, insertRegisteredCompany, lockDocument, replaceContacts, saveAddress } from './companies.repository.ts';
import { completePreRegistration, findLivePreRegistration } from './pre-registrations.repository.ts';
import { insertSubsidiary } from './subsidiaries.repository.ts';

type Input = z.output<typeof ZCompanyRegistrationRequest>;

/** UTM fields from the link, or else from the pre-registration that brought the visitor. */
function marketingOf(input: TMarketing, fallback: Partial<TMarketing> | null): TMarketing {
  const pick = (k: keyof TMarketing) => input[k] ?? (typeof fallback?.[k] === 'string' ? fallback[k] : null) ?? null;
  return {
    utmRef: pick('utmRef'),
    refLanding: pick('refLanding'),
    utmContent: pick('utmContent'),
    utmMedium: pick('utmMedium'),
    utmSource: pick('utmSource'),
    utmCampaign: pick('utmCampaign'),
    utmTerm: pick('utmTerm'),
  };
}

/**
 * Whether a new password is one `register` refuses as easy to guess, asked by /cadastro when its access step is left:
 * the visitor hears it on the step where the password is typed, not after the review. The lists are public (common
 * passwords, words and names), so the answer tells nothing about anyone.
 */
export async function checkPassword(password: string): Promise<{ guessable: boolean }> {
  return { guessable: await isGuessablePassword(password) };
}

/**
 * /cadastro: a company registers itself. In one transaction: the company (docs/design/product-spec.md §3 data,
 * marketing, policies), its address and contacts, its first affiliate in a 14-day test, and the user as its
 * administrator (policies accepted, unique public username). A CNPJ already registered answers 'Cadastro duplicado' and
 * saves nothing; so does an e-mail in use (on the field). The welcome e-mail goes once everything is committed.
 */
export async function register(deps: Deps, input: Input, meta: RequestMeta): Promise<RegistrationResult> {
  if (await isGuessablePassword(input.user.password)) throw validationError('user.password', MSG.passwordTooCommon);
  const passwordHash = await hashPassword(input.user.password);
  const testEndAt = new Date(Date.now() + TEST_PERIOD_DAYS * 86_400_000);
  const c = input.company;
  const displayName = c.fantasyName ?? c.corporateName;

  let created: { companyId: string; username: string };
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      await lockDocument(trx, c.document);
      if (await documentRegistered(trx, c.document)) throw duplicateDocument('company.document');
      if (await emailTaken(trx, input.user.email)) throw emailInUse('user.email');
      const pre = input.preRegistrationToken ? await findLivePreRegistration(trx, hashToken(input.preRegistrationToken)) : null;
      const marketing = marketingOf(input.marketing, pre?.marketing ?? null);
      const admin = input.isUserCompanyAdministrator
        ? { name: input.user.name, email: input.user.email, cellphone: input.user.cellphone, birthDate: input.user.birthDate, document: input.user.info.document }
        : input.administrator!;

      const companyId = await insertRegisteredCompany(trx, {
        name: displayName,
        corporate_name: c.corporateName,
        document: c.document,
        fantasy_name: c.fantasyName,
        line_of_business: c.lineOfBusiness,
        site: c.site,
        volume_of_operations: c.volumeOfOperations,
        operates_in_real_estate: c.isCompanyOperateInRealStateSegment,
        foundation_date: c.foundationDate,
        monthly_billing: c.monthlyBilling.toFixed(2),
        phone: c.phone,
        email: c.email,
        subscriber_name: input.subscriber.name,
        subscriber_email: input.subscriber.email,
        subscriber_cellphone: input.subscriber.cellphone,
        is_user_company_administrator: input.isUserCompanyAdministrator,
        administrator_name: admin.name,
        administrator_email: admin.email,
        administrator_cellphone: admin.cellphone,
        administrator_birth_date: admin.birthDate,
        administrator_document: admin.document,
        utm_ref: marketing.utmRef,
        ref_landing: marketing.refLanding,
        utm_content: marketing.utmContent,
        utm_medium: marketing.utmMedium,
        utm_source: marketing.utmSource,
        utm_campaign: marketing.utmCampaign,
        utm_term: marketing.utmTerm,
        policies_version: POLICY_VERSION,
      });
      const subsidiaryId = await insertSubsidiary(
        trx,
        {
          company_id: companyId,
          corporate_name: c.corporateName,
          fantasy_name: displayName,
          document: c.document,
          email: c.email,
          cellphone: input.subscriber.cellphone,
          foundation_date: c.foundationDate,
          month_billing: c.monthlyBilling.toFixed(2),
          status: 'test',
          test_end_at: testEndAt,
        },
        { registered: true },
      );
      await saveAddress(trx, companyId, input.address);
      await replaceContacts(trx, companyId, input.contacts);
      const roleId = await roleIdByKey(trx, 'administrator');
      const username = await uniqueUsername(trx, input.user.name);
      const userId = await insertUser(trx, {
        company_id: companyId,
        subsidiary_id: subsidiaryId,
        role_id: roleId,
        name: input.user.name,
        email: input.user.email,
        username,
        cellphone: input.user.cellphone,
        document: input.user.info.document,
        birth_date: input.user.birthDate,
        gender: input.user.info.gender,
        mother_name: input.user.info.motherName,
        marital_status: input.user.info.maritalStatus,
        password_hash: passwordHash,
        policies_version: POLICY_VERSION,
        policies_accepted_at: new Date(),
      });
      if (pre) await completePreRegistration(trx, pre.id, companyId);
      await recordAudit(
        trx,
        { companyId, actorUserId: userId, action: 'company.register', entity: 'company', entityId: companyId, data: { subsidiaryId, policiesVersion: POLICY_VERSION, utmSource: marketing.utmSource } },
        meta,
      );
      return { companyId, username };
    });
  } catch (err) {
    // Two sign-ups racing for one e-mail: the loser hears the same as if it had come second.
    if (isUniqueViolation(err, 'users_email_key')) throw emailInUse('user.email');
    throw err;
  }
  await sendWelcome(deps, { to: input.user.email, name: input.user.name, companyId: created.companyId, companyName: displayName, username: created.username, testEndAt });
  return { message: CALL_MESSAGES.registrationDone, email: input.user.email };
}
