import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailSchema, passwordSchema, requiredString } from './common.ts';

export const ZLoginRequest = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { error: MSG.required })
    .max(1024, { error: MSG.maxLength(1024) }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1, { error: MSG.required }).max(512, { error: MSG.invalid }) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZForgotPasswordRequest = z.object({ email: emailSchema });

/** Asks for an unlock link after too many failed sign-ins; the same answer whether or not the e-mail exists. */
export const ZRequestUnlockRequest = z.object({ email: emailSchema });
export type TRequestUnlockRequest = z.infer<typeof ZRequestUnlockRequest>;

/** Uses the e-mailed unlock link's token. */
export const ZUnlockRequest = z.object({ token: requiredString(512) });
export type TUnlockRequest = z.infer<typeof ZUnlockRequest>;

export const ZChangePasswordRequest = z
  .object({
    token: requiredString(512),
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, { error: MSG.required }),
  })
  .refine((v) => v.password === v.passwordConfirmation, { error: MSG.passwordsDontMatch, path: ['passwordConfirmation'] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A signed-in user changes their own password: the current one proves it is them (a session left open is not enough). */
export const ZChangeMyPasswordRequest = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: MSG.required })
      .max(1024, { error: MSG.maxLength(1024) }),
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, { error: MSG.required }),
  })
  .refine((v) => v.password === v.passwordConfirmation, { error: MSG.passwordsDontMatch, path: ['passwordConfirmation'] })
  .refine((v) => v.password !== v.currentPassword, { error: MSG.samePassword, path: ['password'] });
export type TChangeMyPasswordRequest = z.infer<typeof ZChangeMyPasswordRequest>;

export const ZAcceptPoliciesRequest = z.object({
  acceptPrivacyPolicy: z.literal(true, { error: MSG.acceptPrivacyPolicy }),
  acceptTermsOfUse: z.literal(true, { error: MSG.acceptTermsOfUse }),
});
export type TAcceptPoliciesRequest = z.infer<typeof ZAcceptPoliciesRequest>;

// Defined with the legal pages (shared/site.ts, free of zod so the browser's first load can read it); kept here too.
export { POLICY_VERSION } from '../site.ts';

/**
 * Keys in the order the services build them: the REST answers
 * (docs/design/product-spec.md §7) are these objects as JSON.
 */
export const ZAccessData = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
  refreshToken: z.string(),
});
export type AccessData = z.infer<typeof ZAccessData>;

export const ZProfileRole = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  permissions: z.array(z.object({ module: z.string(), action: z.string() })),
});
export type ProfileRole = z.infer<typeof ZProfileRole>;

export const ZProfileSubsidiary = z.object({
  id: z.string(),
  fantasyName: z.string(),
  corporateName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
});
export type ProfileSubsidiary = z.infer<typeof ZProfileSubsidiary>;

/** The signed-in user as the client sees it ("authorized", docs/design/product-spec.md §3 User profile). */
export const ZProfileResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  cellphone: z.string().nullable(),
  document: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: ZProfileRole,
  subsidiary: ZProfileSubsidiary,
  /** The company and its identity: primary colour (a Mantine palette name) and logo, when set. */
  company: z.object({ id: z.string(), name: z.string(), primaryColor: z.string().nullable(), logoUrl: z.string().nullable() }),
  /** End of the affiliate's test period while it is in test (it may be over: then only subscribing goes on). */
  trialEndsAt: z.date().nullable(),
  /**
   * When the company's paid access ended, while no subscription is current and the affiliate is not in test: then only
   * who may subscribe still signs in, to subscribe again.
   */
  subscriptionEndedAt: z.date().nullable(),
  /** The user's saved colour scheme; null until they choose one on /account/profile/identity. */
  colorScheme: z.enum(['light', 'dark', 'auto']).nullable(),
  /** Affiliates the user can switch to (docs/design/product-spec.md §6 subsidiary selector). */
  subsidiaries: z.array(ZProfileSubsidiary),
  policiesAccepted: z.boolean(),
  /** Runs the platform itself: may change a company's billing state by hand (end or move a trial). */
  platformOperator: z.boolean(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;
export type Profile = TProfileResponse;

export const ZLoginResponse = z.object({ accessData: ZAccessData, user: ZProfileResponse });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export type LoginResponse = TLoginResponse;

/** REST shape of the refresh answer (docs/design/product-spec.md §7). */
export const ZRefreshResponse = z.object({ authorization: z.string(), expiresIn: z.number(), refreshToken: z.string() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;
export type RefreshResponse = TRefreshResponse;
