import type { StageDefinition } from '../../../shared/pipelines.ts';

/** Average days spent in each stage, from history: per bank where there is data, else the company's, else the SLA. */
export interface StageHistory {
  byBank: Map<string, number>;
  byCompany: Map<string, number>;
}

/**
 * Expected release date (beyond the peers): today's stage counts its remaining expected days, and every stage
 * still ahead (up to `completed`, never `denied`) adds its expected duration. Null once the deal is closed.
 */
export function expectedRelease(
  stages: StageDefinition[],
  current: string,
  daysInCurrent: number,
  history: StageHistory,
  today: Date,
  /** When a bank approved the deal (the chosen one's, else the first approval). */
  approvedAt: Date | null = null,
): { date: Date; days: number; basis: 'history' | 'sla' } | null {
  let idx = stages.findIndex((s) => s.key === current);
  const completed = stages.findIndex((s) => s.key === 'completed');
  if (idx < 0 || idx >= completed) return null;
  // A bank has already approved a deal the board still shows before the approval stage: the stages up to it are
  // behind the deal, and the approval stage's clock started at the bank's decision.
  const approvedIdx = stages.findIndex((s) => s.key === 'approved');
  if (approvedAt && approvedIdx > idx) {
    idx = approvedIdx;
    daysInCurrent = Math.max(0, (today.getTime() - approvedAt.getTime()) / 86_400_000);
  }
  let days = 0;
  let fromHistory = false;
  for (let i = idx; i < completed; i++) {
    const s = stages[i];
    const h = history.byBank.get(s.key) ?? history.byCompany.get(s.key);
    if (h !== undefined) fromHistory = true;
    const expected = h ?? s.slaDays;
    days += i === idx ? Math.max(0, expected - daysInCurrent) : expected;
  }
  const rounded = Math.ceil(days);
  return { date: new Date(today.getTime() + rounded * 86_400_000), days: rounded, basis: fromHistory ? 'history' : 'sla' };
}
