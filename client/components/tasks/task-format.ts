import { IconBrandWhatsapp, IconFileAlert, IconMapPin, IconPhone, IconPoint, type TablerIcon } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router.ts';
import type { TaskKind } from '../../../shared/tasks.ts';

export type TaskItem = inferRouterOutputs<AppRouter>['tasks']['list'][number];
export type TaskRecord = { dealId: string } | { customerId: string };

export const TASK_KIND_ICON: Record<TaskKind, TablerIcon> = {
  call: IconPhone,
  whatsapp: IconBrandWhatsapp,
  visit: IconMapPin,
  documents: IconFileAlert,
  other: IconPoint,
};

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** "Hoje, 14:30", "Amanhã, 09:00", "Ontem, 18:00" or "12/11/2026, 10:00" (Brasília time). */
export function formatDue(value: Date | string, now = new Date()): string {
  const d = new Date(value);
  const day = dayKey.format(d);
  const offset = (n: number) => dayKey.format(new Date(now.getTime() + n * 86_400_000));
  const prefix = day === offset(0) ? 'Hoje' : day === offset(1) ? 'Amanhã' : day === offset(-1) ? 'Ontem' : dayMonth.format(d);
  return `${prefix}, ${time.format(d)}`;
}

/** Brasília's wall clock, in parts: the picker shows and takes times there, as every time on the pages is shown. */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function brasiliaParts(d: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(wallClock.formatToParts(d).map((p) => [p.type, p.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** How far Brasília's wall clock is from UTC at an instant, in ms (negative: behind). */
function brasiliaOffset(t: number): number {
  const p = brasiliaParts(new Date(t));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - Math.floor(t / 60_000) * 60_000;
}

/**
 * The picker's 'YYYY-MM-DD HH:mm:ss', read as Brasília time, as an instant (ISO). A broker in Manaus who picks 09:00
 * gets the task at 09:00 as every page shows it (Brasília time), not at the device's 09:00.
 */
export function pickerToIso(value: string): string {
  const [date, clock = '00:00:00'] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = clock.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // The offset of the instant itself (twice: a guess off by the offset could fall on the other side of a change).
  const first = asUtc - brasiliaOffset(asUtc);
  return new Date(asUtc - brasiliaOffset(first)).toISOString();
}

/** A moment as the picker's 'YYYY-MM-DD HH:mm:ss' in Brasília time (seconds dropped). */
export function toPickerValue(d: Date): string {
  const p = brasiliaParts(d);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:00`;
}

/** Tomorrow (by Brasília's calendar) at a whole hour there, as the picker's value. */
export function tomorrowAt(hour: number, now = new Date()): string {
  const p = brasiliaParts(new Date(now.getTime() + 86_400_000));
  return `${p.year}-${p.month}-${p.day} ${String(hour).padStart(2, '0')}:00:00`;
}
