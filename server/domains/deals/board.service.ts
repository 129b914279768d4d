import type { z } from 'zod';
import type { BankPictureItem } from '../../../shared/bank-submissions.ts';
import { pipelineSlug, type Semaphore, semaphore } from '../../../shared/pipelines.ts';
import type { ZBoardRequest } from '../../../shared/schemas/deals.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { boardCards } from './board.repository.ts';
import { dealScope } from './deal-scope.ts';

const DAY_MS = 86_400_000;

export interface BoardCard {
  id: string;
  number: number;
  customerName: string | null;
  operationValue: number;
  bankName: string | null;
  owner: { id: string; name: string };
  origin: string;
  daysInStage: number;
  semaphore: Semaphore;
  version: number;
  /** The banks the deal was sent to, each with its answer. */
  banks: BankPictureItem[];
  /** An open task of the deal is past due (the card's red badge). */
  hasOverdueTask: boolean;
}

export interface BoardColumn {
  stage: string;
  label: string;
  color: string;
  slaDays: number;
  count: number;
  totalValue: number;
  cards: BoardCard[];
}

/**
 * A board: every stage in order with its cards, count, total credit value and each card's SLA signal. With
 * `perColumn`, each column carries its first cards only (more for the stages in `columnLimits`); its count and total
 * stay the whole column's.
 */
export async function board(deps: Deps, user: AuthUser, input: z.output<typeof ZBoardRequest>, now = new Date()) {
  const p = resolvePipeline(input.pipeline);
  const filters = { pipelineKey: p.key, ownerId: input.owner === 'mine' ? user.id : undefined, search: input.search || undefined, bankPartnerId: input.bankPartnerId };
  const limits = input.perColumn ? { perColumn: input.perColumn, columns: input.columnLimits } : undefined;
  const rows = await boardCards(deps.db, dealScope(user), filters, limits);
  const columns: BoardColumn[] = p.stages.map((s) => ({ stage: s.key, label: s.label, color: s.color, slaDays: s.slaDays, count: 0, totalValue: 0, cards: [] }));
  const byStage = new Map(columns.map((c) => [c.stage, c]));
  const stageDef = new Map(p.stages.map((s) => [s.key, s]));
  for (const r of rows) {
    const column = byStage.get(r.stage);
    if (!column) continue;
    const daysInStage = Math.max(0, (now.getTime() - r.stage_entered_at.getTime()) / DAY_MS);
    const value = Number(r.operation_value);
    if (!column.cards.length) {
      column.count = Number(r.stage_count);
      column.totalValue = Number(r.stage_total);
    }
    column.cards.push({
      id: r.id,
      number: Number(r.number),
      customerName: r.customer_name,
      operationValue: value,
      bankName: r.bank_name,
      owner: { id: r.owner_id, name: r.owner_name },
      origin: r.origin,
      daysInStage: Math.floor(daysInStage),
      semaphore: semaphore(stageDef.get(r.stage)!, daysInStage),
      version: r.version,
      banks: r.banks ?? [],
      hasOverdueTask: !!r.has_overdue_task,
    });
  }
  for (const c of columns) c.totalValue = Math.round(c.totalValue * 100) / 100;
  return { pipeline: { key: p.key, name: p.name, slug: pipelineSlug(p.name), segment: p.segment }, columns };
}
