import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import type { ZAssociate } from '../../../shared/schemas/deals.ts';
import type { DealAssociatesTable, DealPersonColumns } from '../../db/schema.ts';

/** A deal's person as the create/update schemas parse it. */
export type ParsedAssociate = z.output<typeof ZAssociate>;

/** A person's fields as written to a customer or to a deal's own copy (`deal_associates`). */
export type PersonValues = Required<Pick<Insertable<DealAssociatesTable>, keyof DealPersonColumns>>;

/** The person as typed, in the columns both a customer and a deal's own copy of the person use. */
export function personValues(a: ParsedAssociate): PersonValues {
  return {
    person_type: a.personType,
    name: a.name,
    document: onlyAlphanumeric(a.document),
    birth_date: a.birthDate,
    gender: a.gender ?? null,
    marital_status: a.maritalStatus ?? null,
    mother_name: a.motherName ?? null,
    serasa_score: a.serasaScore ?? null,
    monthly_billing: a.monthlyBilling?.toFixed(2) ?? null,
    identity_card: a.identityCard ? JSON.stringify(a.identityCard) : null,
    email: a.email || null,
    cellphone: a.cellphone ? a.cellphone.replace(/\D/g, '') : null,
    incomes: JSON.stringify(a.incomes),
  };
}
