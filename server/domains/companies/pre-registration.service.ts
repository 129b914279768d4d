import type { z } from 'zod';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { PRE_REGISTRATION_DAYS, type PreRegistrationPrefill, type TMarketing, type ZPreRegistrationRequest } from '../../../shared/schemas/registration.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { duplicateDocument } from './account-errors.ts';
import { sendPreRegistration } from './account-mail.ts';
import { documentRegistered } from './companies.repository.ts';
import { findLivePreRegistration, insertPreRegistration } from './pre-registrations.repository.ts';

const compact = (m: TMarketing): Partial<TMarketing> => Object.fromEntries(Object.entries(m).filter(([, v]) => v)) as Partial<TMarketing>;

/**
 * /pre-cadastro: saves the prospect's short form and e-mails the link to the full registration
 * (/cadastro?preCadastro=<token>; only the token's hash is stored). A CNPJ already registered is said now.
 */
export async function preRegister(deps: Deps, input: z.output<typeof ZPreRegistrationRequest>, meta: RequestMeta): Promise<{ message: string }> {
  if (input.document && (await documentRegistered(deps.db, input.document))) throw duplicateDocument('document');
  const token = randomToken();
  const marketing = compact(input.marketing);
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertPreRegistration(trx, {
      token_hash: hashToken(token),
      name: input.name,
      email: input.email,
      cellphone: input.cellphone,
      company_name: input.companyName,
      document: input.document,
      volume_of_operations: input.volumeOfOperations,
      source_name: input.sourceName,
      marketing: Object.keys(marketing).length ? JSON.stringify(marketing) : null,
      ip: meta.ip,
      expires_at: new Date(Date.now() + PRE_REGISTRATION_DAYS * 86_400_000),
    });
    await sendPreRegistration(deps, { to: input.email, name: input.name, companyName: input.companyName, token, validDays: PRE_REGISTRATION_DAYS }, trx);
    return inserted;
  });
  await recordAudit(
    deps.db,
    { companyId: null, actorUserId: null, action: 'pre_registration.create', entity: 'pre_registration', entityId: id, data: { utmSource: marketing.utmSource ?? null } },
    meta,
  );
  return { message: CALL_MESSAGES.preRegistrationSent };
}

/** What a pre-registration link pre-fills; a used, expired or unknown token is 'not found'. */
export async function prefill(deps: Deps, token: string): Promise<PreRegistrationPrefill> {
  const row = await findLivePreRegistration(deps.db, hashToken(token));
  if (!row) throw new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.preRegistrationNotFound);
  return {
    name: row.name,
    email: row.email,
    cellphone: row.cellphone,
    companyName: row.company_name,
    document: row.document,
    volumeOfOperations: row.volume_of_operations,
    marketing: row.marketing ?? {},
  };
}
