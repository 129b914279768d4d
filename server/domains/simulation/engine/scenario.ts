import { z } from 'zod';

const money = (field: string) =>
  z.number({ error: `${field} deve ser um número` }).finite({ error: `${field} deve ser um número` }).min(0, { error: `${field} não pode ser negativo` });
const fraction = (field: string) =>
  z.number({ error: `${field} deve ser um número` }).finite({ error: `${field} deve ser um número` }).min(0, { error: `${field} não pode ser negativo` }).max(1, { error: `${field} deve ser uma fração (ex.: 0,0109 para 1,09%)` });

/** The scenario contract of finance.md (`npm run --silent simulate < scenario.json`): rates as fractions, money in reais. */
export const ZScenario = z
  .object({
    system: z.enum(['PRICE', 'SAC'], { error: 'system deve ser "PRICE" ou "SAC"' }),
    principal: z.number({ error: 'principal deve ser um número' }).finite({ error: 'principal deve ser um número' }).gt(0, { error: 'principal deve ser maior que zero' }),
    termMonths: z.number({ error: 'termMonths deve ser um número' }).int({ error: 'termMonths deve ser um número inteiro de meses' }).min(1, { error: 'termMonths deve ser pelo menos 1' }).max(600, { error: 'termMonths aceita até 600 meses' }),
    rate: z.union([z.object({ annual: fraction('rate.annual') }).strict(), z.object({ monthly: fraction('rate.monthly') }).strict()], {
      error: 'rate deve ser { "annual": fração } ou { "monthly": fração }',
    }),
    propertyValue: money('propertyValue').optional(),
    mipMonthlyRate: fraction('mipMonthlyRate').optional(),
    dfiMonthlyRate: fraction('dfiMonthlyRate').optional(),
    adminFeeMonthly: money('adminFeeMonthly').optional(),
    financedExpenses: money('financedExpenses').optional(),
    upfrontFees: money('upfrontFees').optional(),
    iof: z.enum(['none', 'individual', 'company'], { error: 'iof deve ser "none", "individual" ou "company"' }).default('none'),
    graceMonths: z.number({ error: 'graceMonths deve ser um número' }).int({ error: 'graceMonths deve ser inteiro' }).min(0, { error: 'graceMonths não pode ser negativo' }).max(60, { error: 'graceMonths aceita até 60 meses' }).default(0),
    incomeCommitment: z.number({ error: 'incomeCommitment deve ser um número' }).gt(0, { error: 'incomeCommitment deve ser maior que zero' }).max(1, { error: 'incomeCommitment deve ser uma fração até 1' }).default(0.3),
  })
  .strict()
  .refine((s) => (s.upfrontFees ?? 0) < s.principal, { error: 'upfrontFees deve ser menor que o principal', path: ['upfrontFees'] });

export type Scenario = z.input<typeof ZScenario>;
export type ParsedScenario = z.output<typeof ZScenario>;
