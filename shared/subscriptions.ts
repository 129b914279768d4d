import { formatDate, formatMoney } from './format.ts';

/**
 * The platform's plans (what a partner company pays), with pt-BR labels. Prices in integer cents; instalments on
 * the card carry no interest. The route /payment/$plan takes these keys.
 */
export const PLAN_KEYS = ['mensal', 'semestral', 'anual'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface Plan {
  key: PlanKey;
  label: string;
  /** Months one payment covers. */
  months: number;
  priceCents: number;
  maxInstalments: number;
  description: string;
}

export const PLANS: Record<PlanKey, Plan> = {
  mensal: { key: 'mensal', label: 'Mensal', months: 1, priceCents: 19_900, maxInstalments: 1, description: 'Pague mês a mês e cancele quando quiser.' },
  semestral: { key: 'semestral', label: 'Semestral', months: 6, priceCents: 107_400, maxInstalments: 6, description: 'Seis meses com desconto, em até 6x sem juros.' },
  anual: { key: 'anual', label: 'Anual', months: 12, priceCents: 190_800, maxInstalments: 12, description: 'O menor preço por mês, em até 12x sem juros.' },
};

export const isPlanKey = (value: unknown): value is PlanKey => typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);

/** Per-month equivalent of a plan (rounded to the cent). */
export const perMonthCents = (plan: Plan): number => Math.round(plan.priceCents / plan.months);

/** What the plan saves over paying the monthly plan for the same months (0 for the monthly plan itself). */
export function savingsCents(plan: Plan): number {
  return Math.max(0, PLANS.mensal.priceCents * plan.months - plan.priceCents);
}

/** Savings as a whole percentage of the monthly price for the same months ("economize 20 %"). */
export function savingsPercent(plan: Plan): number {
  const full = PLANS.mensal.priceCents * plan.months;
  return Math.round((savingsCents(plan) / full) * 100);
}

/**
 * The instalments of a charge, in cents: equal parts, the first one taking the leftover cents so the parts add up
 * exactly to the total (no interest).
 */
export function instalmentAmounts(totalCents: number, count: number): number[] {
  const n = Math.max(1, Math.floor(count));
  const part = Math.floor(totalCents / n);
  return [totalCents - part * (n - 1), ...Array.from({ length: n - 1 }, () => part)];
}

export const SUBSCRIPTION_STATUS = { active: 'Ativa', past_due: 'Pagamento pendente', canceled: 'Cancelada', expired: 'Encerrada' } as const;
export type SubscriptionStatusKey = keyof typeof SUBSCRIPTION_STATUS;
export const INVOICE_STATUS = { paid: 'Paga', refused: 'Recusada' } as const;
export type InvoiceStatusKey = keyof typeof INVOICE_STATUS;

/** Cents → reais, for the money formatter. */
export const centsToReais = (cents: number): number => Math.round(cents) / 100;

/** R$ 1.908,00 from integer cents. */
export const formatCents = (cents: number): string => formatMoney(centsToReais(cents));

/** A billing date as people in Brazil read it (DD/MM/AAAA, Brasília time), whatever the server's zone. */
export const formatBillingDate = (value: Date | string): string => formatDate(value);
