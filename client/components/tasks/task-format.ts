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

/** The picker's local 'YYYY-MM-DD HH:mm:ss' as an instant (ISO); the browser's own zone is the user's. */
export function pickerToIso(value: string): string {
  return new Date(value.replace(' ', 'T')).toISOString();
}

/** A moment as the picker's local 'YYYY-MM-DD HH:mm:ss' (seconds dropped). */
export function toPickerValue(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
}
