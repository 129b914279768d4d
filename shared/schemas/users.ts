import { z } from 'zod';
import { MSG } from '../messages.ts';
import { GENDER } from '../options.ts';
import { ZProfileResponse } from './auth.ts';
import { adultBirthDateSchema, cpfSchema, emailSchema, fullNameSchema, mobileSchema, pageResponse, pageSchema, passwordSchema, uuidSchema } from './common.ts';

const genderKeys = Object.keys(GENDER) as [keyof typeof GENDER, ...(keyof typeof GENDER)[]];

export const ZUserCreateRequest = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    cellphone: mobileSchema,
    roleId: z
      .string({ error: MSG.selectOption })
      .min(1, { error: MSG.selectOption })
      .pipe(z.uuid({ error: MSG.selectOption })),
    subsidiaryId: uuidSchema.optional(),
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, { error: MSG.required }),
    document: cpfSchema,
    birthDate: adultBirthDateSchema,
    gender: z.enum(genderKeys, { error: MSG.selectOption }),
  })
  .refine((v) => v.password === v.passwordConfirmation, { error: MSG.passwordsDontMatch, path: ['passwordConfirmation'] });
export type TUserCreateRequest = z.input<typeof ZUserCreateRequest>;

export const ZUserUpdateMeRequest = z.object({
  name: fullNameSchema,
  cellphone: mobileSchema,
  birthDate: adultBirthDateSchema,
  gender: z.enum(genderKeys, { error: MSG.selectOption }),
});
export type TUserUpdateMeRequest = z.input<typeof ZUserUpdateMeRequest>;

/**
 * Another user's contact details and affiliate, changed by whoever may register users (password, CPF and role have
 * their own ways). Without `subsidiaryId` the affiliate stays as it is.
 */
export const ZUserUpdateRequest = z.object({
  id: uuidSchema,
  name: fullNameSchema,
  email: emailSchema,
  cellphone: mobileSchema,
  subsidiaryId: z
    .string({ error: MSG.selectOption })
    .min(1, { error: MSG.selectOption })
    .pipe(z.uuid({ error: MSG.selectOption }))
    .optional(),
});
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequest>;

export const ZUserListRequest = pageSchema.extend({
  search: z
    .string()
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .optional(),
  roleId: uuidSchema.optional(),
  subsidiaryId: uuidSchema.optional(),
  status: z.enum(['active', 'inactive'], { error: MSG.selectOption }).optional(),
});
export type TUserListRequest = z.input<typeof ZUserListRequest>;

export const ZUserAutocompleteRequest = z.object({
  search: z
    .string()
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .default(''),
});

export const ZChangeRoleRequest = z.object({ userId: uuidSchema, roleId: uuidSchema });
export const ZChangeSubsidiaryRequest = z.object({ id: uuidSchema });
export const ZIdRequest = z.object({ id: uuidSchema });

export const ZUserListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  cellphone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  active: z.boolean(),
  role: z.object({ id: z.string(), key: z.string(), name: z.string() }),
  /** `active` false: the affiliate is inactive, and its users cannot sign in whatever their own status. */
  subsidiary: z.object({ id: z.string(), fantasyName: z.string(), active: z.boolean() }),
  createdAt: z.date(),
});
export type UserListItem = z.infer<typeof ZUserListItem>;

export const ZUserListResponse = pageResponse(ZUserListItem);
export type TUserListResponse = z.infer<typeof ZUserListResponse>;

/** Active users by name or e-mail (at most 10). */
export const ZUserAutocompleteResponse = z.array(z.object({ id: z.string(), name: z.string(), email: z.string() }));
export type TUserAutocompleteResponse = z.infer<typeof ZUserAutocompleteResponse>;

export const ZUserCreateResponse = z.object({ message: z.string(), user: ZUserListItem });
export const ZUserUpdateResponse = ZUserCreateResponse;
export type TUserCreateResponse = z.infer<typeof ZUserCreateResponse>;

/** A change of one's own affiliate (or profile) answers the profile as it now is. */
export const ZProfileChangeResponse = z.object({ message: z.string(), profile: ZProfileResponse });
export type TProfileChangeResponse = z.infer<typeof ZProfileChangeResponse>;

export const ZAvatarUploadResponse = z.object({ message: z.string(), avatarUrl: z.string() });
export type TAvatarUploadResponse = z.infer<typeof ZAvatarUploadResponse>;

export interface RoleItem {
  id: string;
  key: string;
  name: string;
  rank: number;
}
