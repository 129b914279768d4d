import type { BankPartnerRow } from '../bank-partners/bank-partners.repository.ts';
import type { ProductRow } from '../products/products.repository.ts';
import type { BankRules, ProductTerms } from './engine/eligibility.ts';

/** Database rows → the engine's plain rule objects (fractions and reais as numbers). */
const num = (v: string | null) => Number(v ?? 0);

export function toBankRules(b: BankPartnerRow): BankRules {
  return {
    id: b.id,
    name: b.name,
    acceptsUnregisteredProperty: b.accepts_unregistered_property,
    acceptJuridicalPerson: b.accept_juridical_person,
    financingExpenses: b.financing_expenses,
    maxApplicants: b.max_applicants,
    minCityPopulation: b.min_city_population,
    minAssetValue: num(b.min_asset_value),
    minCreditValue: num(b.min_credit_value),
    incomeCommitment: num(b.income_commitment),
    gracePeriodMonths: b.grace_period,
    averageSlaMin: b.average_sla_min,
    averageSlaMax: b.average_sla_max,
    creditScore: b.credit_score,
  };
}

export function toProductTerms(p: ProductRow): ProductTerms {
  return {
    id: p.id,
    bankId: p.bank_partner_id,
    name: p.name,
    type: p.type as ProductTerms['type'],
    table: p.table as ProductTerms['table'],
    feeType: p.fee_type as ProductTerms['feeType'],
    fee: num(p.fee),
    ltv: num(p.ltv),
    minCreditValue: num(p.min_credit_value),
    minAssetValue: num(p.min_asset_value),
    deadlineMin: p.deadline_min,
    deadlineMax: p.deadline_max,
    adminFeeMonthly: num(p.administration_fee),
    mipMonthlyRate: num(p.mip_rate),
    dfiMonthlyRate: num(p.dfi_rate),
    expenseType: p.expense_type as ProductTerms['expenseType'],
    expenseValueFixed: num(p.expense_value_fixed),
    expenseValuePercentage: num(p.expense_value_percentage),
    approveJuridicalPerson: p.approve_juridical_person,
  };
}
