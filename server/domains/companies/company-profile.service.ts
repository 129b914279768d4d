import type { z } from 'zod';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { CompanyIdentity, CompanyProfile, ZBrandRequest, ZColorSchemeRequest, ZCompanyUpdateRequest } from '../../../shared/schemas/company.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { storeImage } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { updateUser, userColorScheme } from '../users/users.repository.ts';
import { loadCompanyProfile, loadIdentity, replaceContacts, saveAddress, updateCompany as updateCompanyRow } from './companies.repository.ts';

const companyNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Empresa não encontrada');

/** The signed-in user's company: data, address and contacts (tenant from the session). */
export async function getCompany(deps: Deps, user: AuthUser): Promise<CompanyProfile> {
  const company = await loadCompanyProfile(deps.db, user.companyId);
  if (!company) throw companyNotFound();
  return company;
}

/** Company data, address and contacts, saved together. The CNPJ is not editable here. */
export async function updateCompany(deps: Deps, user: AuthUser, input: z.output<typeof ZCompanyUpdateRequest>, meta: RequestMeta): Promise<{ message: string; company: CompanyProfile }> {
  const c = input.company;
  await deps.db.transaction().execute(async (trx) => {
    await updateCompanyRow(trx, user.companyId, {
      name: c.fantasyName ?? c.corporateName,
      corporate_name: c.corporateName,
      fantasy_name: c.fantasyName,
      line_of_business: c.lineOfBusiness,
      site: c.site,
      foundation_date: c.foundationDate,
      monthly_billing: c.monthlyBilling.toFixed(2),
      volume_of_operations: c.volumeOfOperations,
      operates_in_real_estate: c.isCompanyOperateInRealStateSegment,
      phone: c.phone,
      email: c.email,
    });
    await saveAddress(trx, user.companyId, input.address);
    await replaceContacts(trx, user.companyId, input.contacts);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'company.update', entity: 'company', entityId: user.companyId }, meta);
  });
  // Every member's profile shows the company (profiles are kept by user, not by company).
  deps.caches.dropEveryProfile();
  return { message: CALL_MESSAGES.companyUpdated, company: await getCompany(deps, user) };
}

export async function getIdentity(deps: Deps, user: AuthUser): Promise<CompanyIdentity> {
  const [identity, colorScheme] = await Promise.all([loadIdentity(deps.db, user.companyId), userColorScheme(deps.db, user.id)]);
  return {
    colorScheme: colorScheme ?? 'auto',
    primaryColor: (identity.primaryColor ?? 'blue') as CompanyIdentity['primaryColor'],
    logoUrl: identity.logoUrl,
  };
}

/** The user's own colour scheme (light, dark or the system's): a preference, no permission beyond signing in. */
export async function setColorScheme(deps: Deps, user: AuthUser, input: z.output<typeof ZColorSchemeRequest>): Promise<{ message: string; identity: CompanyIdentity }> {
  await updateUser(deps.db, user.id, { color_scheme: input.colorScheme });
  deps.caches.dropProfile(user.id);
  return { message: CALL_MESSAGES.colorSchemeSaved, identity: await getIdentity(deps, user) };
}

/** The company's primary colour: themes the app of its users and its brokers' public pages and proposals. */
export async function setBrand(deps: Deps, user: AuthUser, input: z.output<typeof ZBrandRequest>, meta: RequestMeta): Promise<{ message: string; identity: CompanyIdentity }> {
  await updateCompanyRow(deps.db, user.companyId, { primary_color: input.primaryColor });
  deps.caches.dropEveryProfile();
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: 'company.set_brand', entity: 'company', entityId: user.companyId, data: { primaryColor: input.primaryColor } },
    meta,
  );
  return { message: CALL_MESSAGES.identityUpdated, identity: await getIdentity(deps, user) };
}

/**
 * The company logo: PNG or JPG (the proposal PDF embeds it) of at most 2 MB, decided by content, stored under a
 * generated name. The previous file is removed.
 */
export async function uploadLogo(deps: Deps, user: AuthUser, bytes: Uint8Array, meta: RequestMeta, fileName?: string): Promise<{ message: string; logoUrl: string }> {
  const key = await storeImage(deps, 'logos', bytes, ['png', 'jpg'], fileName);
  const previous = await loadIdentity(deps.db, user.companyId);
  await updateCompanyRow(deps.db, user.companyId, { logo_path: key });
  deps.caches.dropEveryProfile();
  if (previous.logoPath) await deps.storage.remove(previous.logoPath).catch(() => undefined);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'company.upload_logo', entity: 'company', entityId: user.companyId }, meta);
  return { message: CALL_MESSAGES.logoUpdated, logoUrl: `/uploads/${key}` };
}

export async function removeLogo(deps: Deps, user: AuthUser, meta: RequestMeta): Promise<{ message: string }> {
  const previous = await loadIdentity(deps.db, user.companyId);
  await updateCompanyRow(deps.db, user.companyId, { logo_path: null });
  deps.caches.dropEveryProfile();
  if (previous.logoPath) await deps.storage.remove(previous.logoPath).catch(() => undefined);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'company.remove_logo', entity: 'company', entityId: user.companyId }, meta);
  return { message: CALL_MESSAGES.logoRemoved };
}
