import { describe, expect, it } from 'vitest';
import { brandsOf, modelsOf, referenceValue, VEHICLE_BRANDS, yearsOf } from './vehicle-catalogue.ts';

describe('FIPE-style vehicle catalogue', () => {
  it('filters brands and models by light or heavy vehicle', () => {
    expect(brandsOf(3).map((b) => b.name)).toEqual(['Mercedes-Benz Caminhões', 'Volvo Caminhões', 'Scania']);
    expect(modelsOf('23', 3)).toEqual([]);
    expect(modelsOf('23', 1).map((m) => m.name)).toContain('Onix 1.0 LT');
  });

  it('lists years newest first with values falling with age, and nothing for unknown codes', () => {
    const years = yearsOf('23', '4828', 2026);
    expect(years[0]).toEqual({ year: 2026, value: 98000, fuel: 'Flex' });
    expect(years.every((y, k) => k === 0 || y.value < years[k - 1].value)).toBe(true);
    expect(years.at(-1)?.year).toBe(2014);
    expect(yearsOf('23', 'nope', 2026)).toEqual([]);
  });

  it('has unique codes', () => {
    const codes = VEHICLE_BRANDS.flatMap((b) => b.models.map((m) => m.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(referenceValue(VEHICLE_BRANDS[0].models[0], 2025, 2026)).toBe(88200);
  });
});
