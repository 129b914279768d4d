import { formatMoney } from '../../../shared/format.ts';
import { centsToReais, instalmentAmounts, type Plan } from '../../../shared/subscriptions.ts';

/** R$ 1.908,00 from integer cents. */
export const formatCents = (cents: number): string => formatMoney(centsToReais(cents));

/** What one payment of the plan covers, as read after a price: "por mês", "por semestre", "por ano". */
export function periodLabel(plan: Pick<Plan, 'months'>): string {
  if (plan.months === 1) return 'por mês';
  if (plan.months === 6) return 'por semestre';
  if (plan.months === 12) return 'por ano';
  return `a cada ${plan.months} meses`;
}

/** "À vista (R$ 199,00)", "12x de R$ 159,00 sem juros", or with an odd first instalment spelled out. */
export function instalmentLabel(totalCents: number, count: number): string {
  if (count <= 1) return `À vista (${formatCents(totalCents)})`;
  const [first, rest] = instalmentAmounts(totalCents, count);
  if (first === rest) return `${count}x de ${formatCents(rest)} sem juros`;
  return `${count}x sem juros (1ª de ${formatCents(first)} e ${count - 1} de ${formatCents(rest)})`;
}

/** The instalment choices of a charge, up to the plan's maximum, for a select. */
export function instalmentOptions(totalCents: number, max: number): { value: string; label: string }[] {
  return Array.from({ length: Math.max(1, max) }, (_, i) => ({ value: String(i + 1), label: instalmentLabel(totalCents, i + 1) }));
}
