import { z } from 'zod';
import { ZMessageResponse } from '../../../shared/schemas/common.ts';
import { ZBankAccountCreateRequest, ZBankAccountUpdateRequest, ZBrandRequest, ZColorSchemeRequest, ZCompanyUpdateRequest, ZLogoUploadResponse } from '../../../shared/schemas/company.ts';
import {
  ZAffiliateInviteResponse,
  ZAffiliateLinkRequest,
  ZAffiliateRegistrationRequest,
  ZCompanyRegistrationRequest,
  ZPasswordCheckRequest,
  ZPasswordCheckResponse,
  ZPreRegistrationPrefillResponse,
  ZPreRegistrationRequest,
  ZPreRegistrationTokenRequest,
  ZRegistrationResponse,
} from '../../../shared/schemas/registration.ts';
import { ZSubsidiaryCreateRequest, ZSubsidiaryListRequest, ZSubsidiaryStatusRequest, ZSubsidiaryUpdateRequest } from '../../../shared/schemas/subsidiaries.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { protectedProcedure, publicProcedure, rateLimited, requirePermission, router } from '../../trpc/init.ts';
import * as affiliates from './affiliate-registration.service.ts';
import * as bankAccounts from './bank-accounts.service.ts';
import * as profile from './company-profile.service.ts';
import * as preRegistration from './pre-registration.service.ts';
import * as registration from './registration.service.ts';
import * as subsidiaries from './subsidiaries.service.ts';

/** Public (no login, rate-limited): /cadastro, /pre-cadastro and /cadastro-filial. */
const registrationRouter = router({
  register: publicProcedure
    .input(ZCompanyRegistrationRequest)
    .output(ZRegistrationResponse)
    .use(rateLimited('registration'))
    .mutation(({ ctx, input }) => registration.register(ctx.deps, input, ctx.meta)),
  // A mutation (a POST): the password goes in the body, never in a URL.
  checkPassword: publicProcedure
    .input(ZPasswordCheckRequest)
    .output(ZPasswordCheckResponse)
    .use(rateLimited('password-check'))
    .mutation(({ input }) => registration.checkPassword(input.password)),
  preRegister: publicProcedure
    .input(ZPreRegistrationRequest)
    .output(ZMessageResponse)
    .use(rateLimited('pre-registration'))
    .mutation(({ ctx, input }) => preRegistration.preRegister(ctx.deps, input, ctx.meta)),
  preRegistration: publicProcedure
    .input(ZPreRegistrationTokenRequest)
    .output(ZPreRegistrationPrefillResponse)
    .use(rateLimited('pre-registration-read'))
    .query(({ ctx, input }) => preRegistration.prefill(ctx.deps, input.token)),
  affiliateInvite: publicProcedure
    .input(ZAffiliateLinkRequest)
    .output(ZAffiliateInviteResponse)
    .use(rateLimited('affiliate-invite'))
    .query(({ ctx, input }) => affiliates.invite(ctx.deps, input)),
  registerAffiliate: publicProcedure
    .input(ZAffiliateRegistrationRequest)
    .output(ZRegistrationResponse)
    .use(rateLimited('affiliate-registration'))
    .mutation(({ ctx, input }) => affiliates.registerAffiliate(ctx.deps, input, ctx.meta)),
});

/** /subsidiary: the company's affiliates (the tenant comes from the session). */
const subsidiariesRouter = router({
  list: requirePermission('subsidiary/view')
    .input(ZSubsidiaryListRequest)
    .query(({ ctx, input }) => subsidiaries.list(ctx.deps, ctx.user, input)),
  get: requirePermission('subsidiary/view')
    .input(ZIdRequest)
    .query(({ ctx, input }) => subsidiaries.get(ctx.deps, ctx.user, input.id)),
  create: requirePermission('subsidiary/manage')
    .input(ZSubsidiaryCreateRequest)
    .mutation(({ ctx, input }) => subsidiaries.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: requirePermission('subsidiary/manage')
    .input(ZSubsidiaryUpdateRequest)
    .mutation(({ ctx, input }) => subsidiaries.update(ctx.deps, ctx.user, input, ctx.meta)),
  changeStatus: requirePermission('subsidiary/manage')
    .input(ZSubsidiaryStatusRequest)
    .mutation(({ ctx, input }) => subsidiaries.changeStatus(ctx.deps, ctx.user, input, ctx.meta)),
});

/** /account/profile/company. */
const companyRouter = router({
  get: requirePermission('company/view').query(({ ctx }) => profile.getCompany(ctx.deps, ctx.user)),
  update: requirePermission('company/update')
    .input(ZCompanyUpdateRequest)
    .mutation(({ ctx, input }) => profile.updateCompany(ctx.deps, ctx.user, input, ctx.meta)),
});

/** /account/profile/bankAccount. */
const bankAccountsRouter = router({
  list: requirePermission('company/view').query(({ ctx }) => bankAccounts.list(ctx.deps.db, ctx.user.companyId)),
  create: requirePermission('company/update')
    .input(ZBankAccountCreateRequest)
    .mutation(({ ctx, input }) => bankAccounts.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: requirePermission('company/update')
    .input(ZBankAccountUpdateRequest)
    .mutation(({ ctx, input }) => bankAccounts.update(ctx.deps, ctx.user, input, ctx.meta)),
  setMain: requirePermission('company/update')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => bankAccounts.setMain(ctx.deps, ctx.user, input.id, ctx.meta)),
  delete: requirePermission('company/update')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => bankAccounts.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
});

/** /account/profile/identity: the user's colour scheme (their own preference) and the company's brand. */
const identityRouter = router({
  get: protectedProcedure.query(({ ctx }) => profile.getIdentity(ctx.deps, ctx.user)),
  setColorScheme: protectedProcedure.input(ZColorSchemeRequest).mutation(({ ctx, input }) => profile.setColorScheme(ctx.deps, ctx.user, input)),
  setBrand: requirePermission('company/update')
    .input(ZBrandRequest)
    .mutation(({ ctx, input }) => profile.setBrand(ctx.deps, ctx.user, input, ctx.meta)),
  /** Bytes arrive through the REST upload path POST /api/v1/company/logo (multipart). */
  uploadLogo: requirePermission('company/update')
    .input(z.object({ bytes: z.instanceof(Uint8Array), fileName: z.string().max(300).optional() }))
    .output(ZLogoUploadResponse)
    .mutation(({ ctx, input }) => profile.uploadLogo(ctx.deps, ctx.user, input.bytes, ctx.meta, input.fileName)),
  removeLogo: requirePermission('company/update').mutation(({ ctx }) => profile.removeLogo(ctx.deps, ctx.user, ctx.meta)),
});

export const accountsRouter = router({
  registration: registrationRouter,
  subsidiaries: subsidiariesRouter,
  company: companyRouter,
  bankAccounts: bankAccountsRouter,
  identity: identityRouter,
});
