import { formatBillingDate, formatCents, instalmentAmounts, type Plan, type SubscriptionStatusKey } from '../../../shared/subscriptions.ts';

/** R$ 1.908,00 from integer cents (shared with the server's receipts). */
export { formatCents };

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

/**
 * A subscription's state in one line: "Ativa — renova em 24/05/2027" for one that renews by itself ("acesso até" would
 * read as an end), "Pagamento pendente — nova tentativa em 25/05/2027" for a refused renewal, "Cancelada — acesso até
 * 24/05/2027" for one that ends, "Encerrada em 24/05/2027".
 */
export function subscriptionStateLine(s: { status: SubscriptionStatusKey; nextChargeAt: Date | string | null; currentPeriodEnd: Date | string }): string {
  if (s.status === 'active') return `Ativa — renova em ${formatBillingDate(s.nextChargeAt ?? s.currentPeriodEnd)}`;
  if (s.status === 'past_due') return s.nextChargeAt ? `Pagamento pendente — nova tentativa em ${formatBillingDate(s.nextChargeAt)}` : 'Pagamento pendente';
  if (s.status === 'canceled') return `Cancelada — acesso até ${formatBillingDate(s.currentPeriodEnd)}`;
  return `Encerrada em ${formatBillingDate(s.currentPeriodEnd)}`;
}
