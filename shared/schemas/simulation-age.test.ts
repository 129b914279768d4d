import { describe, expect, it } from 'vitest';
import { MSG, toTheVisitor } from '../messages.ts';
import { maxTermMonthsByAge } from '../simulation-options.ts';
import { publicTermAboveAge } from './public-deals.ts';
import { ZSimulationRequest } from './simulation.ts';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) => (r.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);

/** The ISO date `years` years and `months` months before today. */
function ago(years: number, months = 0): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

const vehicle = (birthDate: string, deadline: number) =>
  ZSimulationRequest.safeParse({ type: 'BestCar', assetValue: 80000, operationValue: 40000, deadline, customer: { name: 'José Idoso', document: '529.982.247-25', birthDate, income: 20000 } });

describe('the age at the last instalment (80 years and 6 months)', () => {
  it('says at the birth date, not "choose a shorter term", when even the shortest term is too long', () => {
    // Born 01/01/1944: over 80 and 6 months already; BestCar's shortest term is 6 months.
    const r = vehicle('1944-01-01', 12);
    expect(messages(r, 'customer.birthDate')).toEqual([MSG.noTermForAge]);
    expect(messages(r, 'deadline')).toEqual([]);
    expect(MSG.noTermForAge).toBe('Com esta idade, nenhum prazo é possível: a idade na última parcela não pode passar de 80 anos e 6 meses');
    // The public registration's term says the same to the visitor, never "escolha um prazo menor".
    expect(publicTermAboveAge('BestCar', 12, '1944-01-01')).toBe(MSG.noTermForAge);
    expect(toTheVisitor(MSG.noTermForAge)).toBe(MSG.noTermForAge);
  });

  it('keeps asking for a shorter term, at the term, when one fits', () => {
    // 79 years old: 12 months fit, 48 do not.
    const birth = ago(79, 0);
    const longest = maxTermMonthsByAge(birth, new Date().toISOString().slice(0, 10));
    expect(longest).toBeGreaterThanOrEqual(6);
    const r = vehicle(birth, 48);
    expect(messages(r, 'deadline')).toEqual([MSG.maxAgeTerm(longest)]);
    expect(messages(r, 'customer.birthDate')).toEqual([]);
    expect(vehicle(birth, 6).success).toBe(true);
    expect(publicTermAboveAge('BestCar', 48, birth)).toBe(`Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo de até ${longest} meses`);
  });

  it('names "Outro prazo" when the longest term the age allows is shorter than every term of the list', () => {
    // 79 years and 9 months old: about 8 months fit, and the list starts at 12.
    const birth = ago(79, 9);
    const longest = maxTermMonthsByAge(birth, new Date().toISOString().slice(0, 10));
    expect(longest).toBeGreaterThanOrEqual(6);
    expect(longest).toBeLessThan(12);
    expect(messages(vehicle(birth, 12), 'deadline')).toEqual([MSG.maxAgeCustomTerm(longest)]);
    expect(MSG.maxAgeCustomTerm(longest)).toBe(`A idade do cliente na última parcela não pode ultrapassar 80 anos e 6 meses: escolha "Outro prazo" e um prazo de até ${longest} meses`);
    expect(publicTermAboveAge('BestCar', 12, birth)).toBe(`Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha "Outro prazo" e um prazo de até ${longest} meses`);
  });
});
