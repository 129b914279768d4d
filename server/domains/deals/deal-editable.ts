import { onlyAlphanumeric, onlyDigits } from '../../../shared/format.ts';
import type { TDealUpdateParsed } from '../../../shared/schemas/deals.ts';
import type { dealAssociates } from './deal-associates.repository.ts';
import type { findScopedDeal } from './deals.repository.ts';

/** A deal in the shape of its update request (what the wizard edits), without id and version. */
export type EditableDealFields = Omit<TDealUpdateParsed, 'id' | 'version'>;
type DealRow = NonNullable<Awaited<ReturnType<typeof findScopedDeal>>>;
type AssociateRow = Awaited<ReturnType<typeof dealAssociates>>[number];

const optionalNumber = (v: string | null): number | undefined => (v === null ? undefined : Number(v));
const optional = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/**
 * The stored deal back in the request's shape. Everything was written through the same schema, so the stored values
 * fit its types; a customer registered elsewhere without a birth date gets '' (the form then asks for it).
 */
export function toEditable(deal: DealRow, associates: AssociateRow[]): EditableDealFields {
  return {
    operationType: deal.operation_type as EditableDealFields['operationType'],
    operationValue: Number(deal.operation_value),
    objective: optional(deal.objective) as EditableDealFields['objective'],
    deadline: deal.deadline,
    defense: optional(deal.defense),
    downPayment: optionalNumber(deal.down_payment),
    financedValue: optionalNumber(deal.financed_value),
    asset: deal.asset as EditableDealFields['asset'],
    productId: optional(deal.product_id),
    // Without a product, the bank chosen on its own stays on the deal.
    financialInstitutionId: deal.product_id ? undefined : optional(deal.bank_partner_id),
    associates: associates.map((a) => ({
      main: a.main,
      notify: a.notify,
      hasRestrictions: a.has_restrictions,
      personType: a.person_type,
      type: a.type,
      name: a.name,
      document: a.document,
      birthDate: a.birth_date ?? '',
      gender: optional(a.gender) as EditableDealFields['associates'][number]['gender'],
      maritalStatus: optional(a.marital_status) as EditableDealFields['associates'][number]['maritalStatus'],
      motherName: optional(a.mother_name),
      serasaScore: optional(a.serasa_score),
      relationship: optional(a.relationship),
      monthlyBilling: optionalNumber(a.monthly_billing),
      email: optional(a.email),
      cellphone: optional(a.cellphone),
      identityCard: optional(a.identity_card) as EditableDealFields['associates'][number]['identityCard'],
      incomes: (a.incomes ?? []) as EditableDealFields['associates'][number]['incomes'],
    })),
  };
}

/** JSON with sorted keys where absent, null and '' are the same thing: two readings of one deal compare equal. */
export function stableJson(value: unknown): string {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        const item = (v as Record<string, unknown>)[key];
        if (item !== undefined && item !== null && item !== '') out[key] = clean(item);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(clean(value));
}

export type DealSection = 'associates' | 'incomes' | 'operation';

/** The deal as compared for the timeline: documents and phones by their characters, the resolved bank. */
interface Comparable {
  fields: EditableDealFields;
  bankPartnerId: string | null;
}

function sectionsOf({ fields, bankPartnerId }: Comparable): Record<DealSection, string> {
  const { associates, ...operation } = fields;
  return {
    operation: stableJson({ ...operation, financialInstitutionId: undefined, bankPartnerId }),
    associates: stableJson(associates.map(({ incomes: _incomes, ...a }) => ({ ...a, document: onlyAlphanumeric(a.document), cellphone: a.cellphone ? onlyDigits(a.cellphone) : undefined }))),
    incomes: stableJson(associates.map((a) => ({ document: onlyAlphanumeric(a.document), incomes: a.incomes }))),
  };
}

/** Which parts of the deal an edit changes (the timeline says so), in wizard order. */
export function changedSections(before: Comparable, after: Comparable): DealSection[] {
  const a = sectionsOf(before);
  const b = sectionsOf(after);
  return (['associates', 'operation', 'incomes'] as const).filter((s) => a[s] !== b[s]);
}
