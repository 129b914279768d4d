import { describe, expect, it } from 'vitest';
import { ZBankPartnerInput } from '../../../../../shared/schemas/catalogue.ts';
import { bankPartnerInput, EMPTY_BANK_PARTNER, NEW_BANK_LEAD, PREFILLED_FIELDS } from './bank-partner-form.ts';

const issues = (values: typeof EMPTY_BANK_PARTNER) => (ZBankPartnerInput.safeParse(bankPartnerInput(values)).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the new-bank form says which fields are required and which come filled in', () => {
  it('every field is required, also those that come filled in: the lead says so and names them with their defaults', () => {
    expect(NEW_BANK_LEAD).toMatch(/^Todos os campos são obrigatórios\. /);
    // The fields that start filled in are exactly the ones the lead names…
    const prefilled = Object.entries(EMPTY_BANK_PARTNER).filter(([, v]) => typeof v === 'number');
    expect(prefilled.map(([k]) => k).sort()).toEqual(Object.keys(PREFILLED_FIELDS).sort());
    for (const name of Object.values(PREFILLED_FIELDS)) expect(NEW_BANK_LEAD.toLowerCase()).toContain(name);
    // …with the values they start with.
    expect(EMPTY_BANK_PARTNER).toMatchObject({ gracePeriod: 0, incomeCommitment: 30, minCityPopulation: 0 });
    expect(NEW_BANK_LEAD).toContain('(sem carência, até 30 % da renda, qualquer cidade)');
    // Emptied, each of them is refused as any other field is: none is optional.
    for (const field of Object.keys(PREFILLED_FIELDS)) expect(issues({ ...EMPTY_BANK_PARTNER, [field]: '' })).toContain(`${field}: Este campo é obrigatório`);
  });
});
