import { notify } from '../../lib/notifier.ts';

export const DEAL_EVENTS_CHANNEL = 'deal_events';

/** What an open board or deal page hears: which deal of which board changed, never personal data. */
export interface BoardEvent {
  companyId: string;
  pipelineKey: string;
  dealId: string;
  kind: string;
  /** null: the customer (public link, tracking link). */
  actorUserId: string | null;
}

/** Announces a committed change of a deal (sent with the transaction, so nobody hears of a rolled-back one). */
export function publish(db: Parameters<typeof notify>[0], e: BoardEvent): Promise<void> {
  return notify(db, DEAL_EVENTS_CHANNEL, { ...e });
}
