import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LIMITS } from '../courses.ts';
import { COURSE_MESSAGES, MSG } from '../messages.ts';
import { missingOrInvalid, pageSchema, requiredString, uuidSchema } from './common.ts';

/** An absolute https:// address with a host name (no credentials): course links open outside the platform. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const integer = (min: number, max: number) =>
  z
    .number({ error: missingOrInvalid })
    .int({ error: MSG.invalid })
    .min(min, { error: MSG.numberMin(min) })
    .max(max, { error: MSG.numberMax(max) });

/** The video or material link: optional (empty means "no link yet"), https only. */
const linkSchema = z
  .string({ error: MSG.invalid })
  .trim()
  .max(500, { error: MSG.maxLength(500) })
  .refine((v) => v === '' || isHttpsUrl(v), { error: COURSE_MESSAGES.httpsLink })
  .nullish()
  .transform((v) => v || null);

export const ZCourseInput = z.object({
  // The length check runs only once the title is present, so a blank title reads 'Este campo é obrigatório' alone.
  title: requiredString(COURSE_LIMITS.titleMax).pipe(z.string().min(COURSE_LIMITS.titleMin, { error: MSG.minLength(COURSE_LIMITS.titleMin) })),
  description: requiredString(COURSE_LIMITS.descriptionMax),
  linkUrl: linkSchema,
  durationMinutes: integer(1, COURSE_LIMITS.durationMax),
  category: z.enum(COURSE_CATEGORIES, { error: MSG.selectOption }),
  mandatory: z.boolean({ error: MSG.invalid }).default(false),
  /** Months a completion stays valid (certifications expire); null = it never expires. */
  validityMonths: integer(1, COURSE_LIMITS.validityMax).nullable().default(null),
  /** Global courses (every company) are the master's; otherwise the course is the user's company's. */
  global: z.boolean({ error: MSG.invalid }).default(false),
});
export type TCourseInput = z.input<typeof ZCourseInput>;

export const ZCourseUpdate = z.object({ id: uuidSchema, data: ZCourseInput });

export const ZCourseListRequest = z.object({
  category: z.enum(COURSE_CATEGORIES, { error: MSG.selectOption }).optional(),
  search: z
    .string({ error: MSG.invalid })
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .optional(),
});

export const ZCourseProgressRequest = z.object({ id: uuidSchema, percent: integer(0, 100) });

/** The team view: people × courses, filtered by course and person, paged by person. */
export const ZCourseTeamRequest = pageSchema.extend({
  courseId: uuidSchema.optional(),
  userId: uuidSchema.optional(),
  search: z
    .string({ error: MSG.invalid })
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .optional(),
});
export type TCourseTeamRequest = z.input<typeof ZCourseTeamRequest>;

/**
 * Checking a certificate (/certificados, no login): the code printed on it and the name of the person, as printed. The
 * code is read as typed from paper: case, spaces and dashes do not matter, and the letters Crockford's base32 leaves
 * out are read as the digits they look like (O → 0, I and L → 1).
 */
export const ZCertificateCheckRequest = z.object({
  code: z
    .string()
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1'))
    .pipe(
      z
        .string()
        .min(1, { error: MSG.required })
        .regex(/^[0-9A-HJKMNP-TV-Z]{12}$/, { error: 'Código inválido: são 12 letras e números, como K7Q2-9XMD-4RTA' }),
    ),
  name: z
    .string()
    .trim()
    .min(1, { error: MSG.required })
    .max(160, { error: MSG.maxLength(160) }),
});
export type TCertificateCheckRequest = z.input<typeof ZCertificateCheckRequest>;

/** What a check answers: only whether the certificate is genuine and what it certifies; nothing the visitor did not hold. */
export const ZCertificateCheckResponse = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(false) }),
  z.object({
    valid: z.literal(true),
    courseTitle: z.string(),
    durationLabel: z.string(),
    completedAt: z.date(),
    expiresAt: z.date().nullable(),
    expired: z.boolean(),
  }),
]);
export type TCertificateCheckResponse = z.infer<typeof ZCertificateCheckResponse>;
