/** Effective rate conversions (docs/design/product-spec.md §9): annual = (1+m)^12 − 1; monthly = (1+a)^(1/12) − 1. */
export const annualFromMonthly = (monthly: number): number => (1 + monthly) ** 12 - 1;
export const monthlyFromAnnual = (annual: number): number => (1 + annual) ** (1 / 12) - 1;
