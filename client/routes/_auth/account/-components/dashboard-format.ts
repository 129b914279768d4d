import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { formatDecimal } from '../../../../../shared/format.ts';
import { DENIAL_REASON } from '../../../../../shared/options.ts';

/** What `deals.dashboard` answers. */
export type Dashboard = inferRouterOutputs<AppRouter>['deals']['dashboard'];
export type DashboardPipeline = Dashboard['pipelines'][number];

/** Whether a rise of the figure is good news (more deals) or bad news (more denials). */
export type Polarity = 'higher-is-better' | 'lower-is-better';

export interface Change {
  /** "↑ 50%", "↓ 20%", "= 0%", or "—" when there is nothing to compare with. */
  text: string;
  /** How it reads: a screen reader hears words, not arrows. */
  description: string;
  color: 'teal' | 'red' | 'dimmed';
}

const pct = (fraction: number) => `${formatDecimal(Math.round(fraction * 1000) / 10)} %`;

/** The change of a figure against the previous 30 days, coloured by whether it is good news. */
export function changeOf(current: number, previous: number, polarity: Polarity = 'higher-is-better'): Change {
  if (previous === 0) return { text: '—', description: 'sem base de comparação nos 30 dias anteriores', color: 'dimmed' };
  const delta = (current - previous) / previous;
  if (delta === 0) return { text: '= 0 %', description: 'igual aos 30 dias anteriores', color: 'dimmed' };
  const up = delta > 0;
  const good = up === (polarity === 'higher-is-better');
  return {
    text: `${up ? '↑' : '↓'} ${pct(Math.abs(delta))}`,
    description: `${up ? 'alta' : 'queda'} de ${pct(Math.abs(delta))} em relação aos 30 dias anteriores`,
    color: good ? 'teal' : 'red',
  };
}

/** The pt-BR label of a detailed denial reason; deals denied without one still count. */
export function denialReasonLabel(reason: string | null): string {
  if (!reason) return 'Motivo não informado';
  return (DENIAL_REASON as Record<string, string>)[reason] ?? reason;
}

export interface FunnelRow {
  label: string;
  reached: number;
  /** Share of the period's new deals of the pipeline that reached the stage (0 when none were created). */
  share: number;
}

/**
 * The funnel of one pipeline: its stages in order, except "denied", which is not a step forward (it is told apart).
 */
export function funnelRows(p: DashboardPipeline): { rows: FunnelRow[]; denied: number } {
  const rows = p.stages.filter((s) => s.stage !== 'denied').map((s) => ({ label: s.label, reached: s.reached, share: p.newDeals ? s.reached / p.newDeals : 0 }));
  return { rows, denied: p.stages.find((s) => s.stage === 'denied')?.reached ?? 0 };
}

/** The pipeline the funnel opens on: the one with most new deals (the first on a tie or when all are empty). */
export function busiestPipeline(pipelines: DashboardPipeline[]): string | undefined {
  return pipelines.reduce<DashboardPipeline | undefined>((best, p) => (!best || p.newDeals > best.newDeals ? p : best), undefined)?.key;
}

/** Nothing happened in the last 30 days and nothing is open: the dashboard has nothing to chart. */
export function isEmptyDashboard(d: Dashboard): boolean {
  const c = d.current;
  return c.newDeals === 0 && c.approved === 0 && c.completed === 0 && c.denied === 0 && d.openDeals === 0;
}

/** "1 negócio", "2 negócios". */
export const plural = (n: number, one: string, many: string) => `${formatDecimal(n)} ${n === 1 ? one : many}`;

/** Days as the bottleneck list shows them: "25 dias", "1,5 dia". */
export const days = (n: number) => `${formatDecimal(n)} ${n === 1 || (n > 0 && n < 2) ? 'dia' : 'dias'}`;

/**
 * How far past the SLA a stage's average is: a percentage while under twice the SLA ("1×" read as "equal to it" for an
 * average of 5,1 days against 5), a multiple beyond.
 */
export function overSla(ratio: number): string {
  if (ratio >= 2) return `${formatDecimal(Math.round(ratio * 10) / 10)}× o SLA`;
  return `${Math.max(1, Math.round((ratio - 1) * 100))} % acima do SLA`;
}
