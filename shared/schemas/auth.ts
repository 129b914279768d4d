import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailSchema, passwordSchema, requiredString } from './common.ts';

export const ZLoginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(1024, { error: MSG.maxLength(1024) }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(512, { error: MSG.invalid }) });
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
    passwordConfirmation: z.string({ error: MSG.required }).min(1, { error: MSG.required }),
  })
  .refine((v) => v.password === v.passwordConfirmation, { error: MSG.passwordsDontMatch, path: ['passwordConfirmation'] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZAcceptPoliciesRequest = z.object({
  acceptPrivacyPolicy: z.literal(true, { error: MSG.acceptPrivacyPolicy }),
  acceptTermsOfUse: z.literal(true, { error: MSG.acceptTermsOfUse }),
});
export type TAcceptPoliciesRequest = z.infer<typeof ZAcceptPoliciesRequest>;

// Defined with the legal pages (shared/site.ts, free of zod so the browser's first load can read it); kept here too.
export { POLICY_VERSION } from '../site.ts';

export interface AccessData {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshToken: string;
}

export interface ProfileRole {
  id: string;
  key: string;
  name: string;
  permissions: { module: string; action: string }[];
}

export interface ProfileSubsidiary {
  id: string;
  fantasyName: string;
  corporateName: string;
  companyId: string;
  companyName: string;
}

/** The signed-in user as the client sees it ("authorized", spec §3 User profile). */
export interface Profile {
  id: string;
  name: string;
  email: string;
  username: string;
  cellphone: string | null;
  document: string | null;
  birthDate: string | null;
  gender: string | null;
  avatarUrl: string | null;
  role: ProfileRole;
  subsidiary: ProfileSubsidiary;
  /** End of the affiliate's test period while it is in test (it may be over: then only subscribing goes on). */
  trialEndsAt: Date | null;
  /** The company and its identity: primary colour (a Mantine palette name) and logo, when set. */
  company: { id: string; name: string; primaryColor: string | null; logoUrl: string | null };
  /** The user's saved colour scheme; null until they choose one on /account/profile/identity. */
  colorScheme: 'light' | 'dark' | 'auto' | null;
  /** Affiliates the user can switch to (spec §6 subsidiary selector). */
  subsidiaries: ProfileSubsidiary[];
  policiesAccepted: boolean;
  /** Runs the platform itself: may change a company's billing state by hand (end or move a trial). */
  platformOperator: boolean;
}

export interface LoginResponse {
  accessData: AccessData;
  user: Profile;
}

/** REST shape of the refresh answer (spec §7). */
export interface RefreshResponse {
  authorization: string;
  expiresIn: number;
  refreshToken: string;
}
