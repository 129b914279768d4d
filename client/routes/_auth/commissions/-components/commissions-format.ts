import type { CommissionStatus } from '../../../../../shared/commissions.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import { COMMISSION_STATUS } from '../../../../../shared/options.ts';

/** Display helpers of the commission screens, kept apart from commissions-search.ts, which the router's code (every page's first load) imports. */
export const STATUS_COLOR: Record<CommissionStatus, string> = { PREVISION: 'blue', PENDING_INVOICE: 'yellow', PAYMENT_PENDING: 'orange', PAID: 'green', CANCELED: 'red' };

/**
 * A status as people read it ("Nota fiscal pendente"). The numeric code (docs/design/product-spec.md §3) is for
 * integrations only: in an upper-case badge "Previsão · código 3" read "CÓDIGO 3", which tells a broker nothing.
 */
export const statusLabel = (status: CommissionStatus): string => COMMISSION_STATUS[status];

/** Money from integer cents, as the API sends it: R$ 4.166,67. */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** "1,25 %" */
export const formatRate = (percent: number): string => `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;

/** ISO date → DD/MM/YYYY, or a dash when there is none. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
