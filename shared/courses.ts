/**
 * Courses (trainings): categories, a person's status in a course, and the small rules the server and the screens
 * share (how a duration reads, what counts as done for the mandatory totals).
 */
import { formatDate } from './format.ts';

export const COURSE_CATEGORY = {
  certificacao: 'Certificação',
  produtos: 'Produtos',
  atendimento: 'Atendimento',
  compliance: 'Compliance/LGPD',
} as const;
export type CourseCategory = keyof typeof COURSE_CATEGORY;
export const COURSE_CATEGORIES = Object.keys(COURSE_CATEGORY) as CourseCategory[];

/**
 * A person's status in a course: no row yet is "not started"; a completed course whose certificate validity has
 * passed is "expired" (it must be taken again, e.g. a correspondent certification).
 */
export const COURSE_STATUS = {
  not_started: 'Não iniciado',
  in_progress: 'Em andamento',
  completed: 'Concluído',
  expired: 'Certificado vencido',
} as const;
export type CourseStatus = keyof typeof COURSE_STATUS;

export const COURSE_STATUS_COLOR: Record<CourseStatus, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'green',
  expired: 'orange',
};

/** Limits of a course's fields (the schema and the form agree on them). */
export const COURSE_LIMITS = { titleMin: 3, titleMax: 120, descriptionMax: 2000, durationMax: 6000, validityMax: 120 } as const;

/** The status a person sees, from their progress row (null = never started) and the moment of reading. */
export function courseStatusOf(row: { status: 'in_progress' | 'completed'; expiresAt: Date | string | null } | null, now: Date = new Date()): CourseStatus {
  if (!row) return 'not_started';
  if (row.status === 'in_progress') return 'in_progress';
  return row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime() ? 'expired' : 'completed';
}

/** '45 min', '2 h', '1 h 30 min' (workload as a certificate states it). */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * Whole percent of done over total, to the nearest (1 of 18 is 6 %), for the mandatory-course totals; 0 when there is
 * nothing to do. At the ends it never rounds across: an unfinished share is at most 99 %, a started one at least 1 %.
 */
export function completionPercent(done: number, total: number): number {
  if (total <= 0 || done <= 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((done / total) * 100)));
}

/** A moment as the calendar date in Brasília time (DD/MM/AAAA), as certificates state it wherever they are printed. */
export const formatBrazilDate = (value: Date | string): string => formatDate(value);

/** The public page where anyone holding a certificate checks it by its code and its holder's name. */
export const CERTIFICATE_CHECK_PATH = '/certificados';
