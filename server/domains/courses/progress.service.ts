import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { CERTIFICATE_CHECK_PATH, courseStatusOf, formatDuration } from '../../../shared/courses.ts';
import { COURSE_MESSAGES } from '../../../shared/messages.ts';
import type { TCertificateCheckResponse, ZCertificateCheckRequest } from '../../../shared/schemas/courses.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import * as repo from './courses.repository.ts';
import { type Course, courseNotFound, get } from './courses.service.ts';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code such as 'K7Q2-9XMD-4RTA' (60 random bits). */
export function certificateCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

const notStarted = () => validationError('status', COURSE_MESSAGES.courseNotStarted);
const alreadyCompleted = () => validationError('status', COURSE_MESSAGES.courseAlreadyCompleted);

async function statusOf(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findCourse(deps.db, user.companyId, user.id, id);
  if (!row) throw courseNotFound();
  return { row, status: courseStatusOf(row.progress_status ? { status: row.progress_status, expiresAt: row.expires_at } : null) };
}

/**
 * Marks a course started. Starting one already in progress changes nothing; a valid completion cannot be started
 * again, an expired one can (the person retakes it and earns a new certificate).
 */
export async function start(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; course: Course }> {
  const { status } = await statusOf(deps, user, id);
  if (status === 'completed') throw alreadyCompleted();
  if (status !== 'in_progress') {
    await deps.db.transaction().execute(async (trx) => {
      const changed = status === 'expired' ? await repo.restartExpired(trx, id, user.id) : await repo.startProgress(trx, id, user.id);
      if (changed) await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: status === 'expired' ? 'course.restart' : 'course.start', entity: 'course', entityId: id }, meta);
    });
  }
  return { message: COURSE_MESSAGES.courseStarted, course: await get(deps, user, id) };
}

/** Records how far the person is (0–100 %); reaching 100 % completes the course. */
export async function setProgress(deps: Deps, user: AuthUser, id: string, percent: number, meta: RequestMeta): Promise<{ message: string; course: Course }> {
  if (percent === 100) return complete(deps, user, id, meta);
  const { status } = await statusOf(deps, user, id);
  if (status === 'not_started') throw notStarted();
  if (status !== 'in_progress') throw alreadyCompleted();
  // Completed meanwhile by another request: the conditional update does not touch it.
  if (!(await repo.setPercent(deps.db, id, user.id, percent))) throw alreadyCompleted();
  return { message: COURSE_MESSAGES.progressSaved, course: await get(deps, user, id) };
}

/** Completes a course in progress: date, 100 %, verification code and, for courses that expire, the validity. */
export async function complete(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; course: Course }> {
  const { row, status } = await statusOf(deps, user, id);
  if (status === 'not_started') throw notStarted();
  if (status !== 'in_progress') throw alreadyCompleted();
  for (let attempt = 1; ; attempt++) {
    const code = certificateCode();
    try {
      const done = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.completeProgress(trx, id, user.id, code, row.validity_months))) return false;
        await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'course.complete', entity: 'course', entityId: id, data: { certificateCode: code } }, meta);
        return true;
      });
      // Lost a race with another completion of the same course: it is completed once, by the other request.
      if (!done) throw alreadyCompleted();
      break;
    } catch (err) {
      // 60 random bits make a repeated code practically impossible; if it happens, draw another.
      if (attempt < 3 && (err as { code?: string }).code === '23505') continue;
      throw err;
    }
  }
  return { message: COURSE_MESSAGES.courseCompleted, course: await get(deps, user, id) };
}

/** What the user's certificate of a completed course states. */
export async function certificate(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findCertificate(deps.db, user.companyId, user.id, id);
  if (!row?.completed_at || !row.certificate_code) throw new AppError('ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.certificateNotFound);
  return {
    courseId: row.id,
    courseTitle: row.title,
    durationMinutes: row.duration_minutes,
    durationLabel: formatDuration(row.duration_minutes),
    userName: row.user_name,
    companyName: row.company_name,
    completedAt: row.completed_at,
    expiresAt: row.expires_at,
    expired: !!row.expires_at && row.expires_at.getTime() <= Date.now(),
    code: row.certificate_code,
  };
}

/** A name as people type it: no accents, case or repeated spaces. */
const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Checks a certificate for anyone holding it (/certificados, no login): its code and its holder's name, as printed, must
 * both match. The answer says only whether it is genuine and what it certifies (the course, its hours and dates): an
 * unknown code and a wrong name get the same "not valid", so a code alone never tells whose it is.
 */
export async function checkCertificate(deps: Deps, input: z.output<typeof ZCertificateCheckRequest>): Promise<TCertificateCheckResponse> {
  const code = `${input.code.slice(0, 4)}-${input.code.slice(4, 8)}-${input.code.slice(8)}`;
  const row = await repo.findCertificateByCode(deps.db, code);
  if (!row?.completed_at || foldName(row.user_name) !== foldName(input.name)) return { valid: false };
  return {
    valid: true,
    courseTitle: row.title,
    durationLabel: formatDuration(row.duration_minutes),
    completedAt: row.completed_at,
    expiresAt: row.expires_at,
    expired: !!row.expires_at && row.expires_at.getTime() <= Date.now(),
  };
}

/** The certificate as a one-page PDF (served by GET /api/v1/courses/{id}/certificate.pdf). */
export async function certificatePdf(deps: Deps, user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const data = await certificate(deps, user, id);
  const pdf = await renderCertificatePdf({ ...data, checkUrl: `${deps.config.publicUrl}${CERTIFICATE_CHECK_PATH}` });
  const slug = data.courseTitle
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return { filename: `certificado-${slug || 'curso'}.pdf`, pdf };
}
