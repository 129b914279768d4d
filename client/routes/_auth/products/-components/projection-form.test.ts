import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../../shared/messages.ts';
import type { IndexProjectionItem } from '../../../../../shared/schemas/index-projections.ts';
import { PROJECTION_INDEXERS } from '../../../../../shared/simulation-options.ts';
import { emptyProjection, formatProjection, projectionInput, sortProjections, validateProjection } from './projection-form.ts';

describe('projection form', () => {
  it('sends the percent a year as a fraction and the date as ISO', () => {
    const values = { indexer: 'IPCA' as const, annualProjection: 4.2, source: 'Boletim Focus', validFrom: '01/12/2026', global: false };
    expect(projectionInput(values)).toEqual({ indexer: 'IPCA', annualProjection: 0.042, source: 'Boletim Focus', validFrom: '2026-12-01', global: false });
    expect(validateProjection(values)).toEqual({});
  });

  it('starts today and puts the schema messages on its fields', () => {
    expect(emptyProjection(new Date('2026-11-25T12:00:00Z')).validFrom).toBe('25/11/2026');
    const errors = validateProjection({ ...emptyProjection(), validFrom: '31/02/2026' });
    expect(errors.indexer).toBe(MSG.selectOption);
    expect(errors.annualProjection).toBe(MSG.required);
    expect(errors.source).toBeDefined();
    expect(errors.validFrom).toBe(MSG.invalidDate);
    expect(validateProjection({ ...emptyProjection(), indexer: 'CDI', annualProjection: 150, source: 'x' }).annualProjection).toBe(MSG.invalid);
  });

  it('words the projection and lists the one in force first in each indexer', () => {
    expect(formatProjection(0.042)).toBe('4,20 % a.a.');
    const row = (id: string, indexer: IndexProjectionItem['indexer'], validFrom: string, inForce = false): IndexProjectionItem => ({
      id,
      indexer,
      annualProjection: 0.04,
      source: 's',
      validFrom,
      global: false,
      inForce,
      editable: true,
    });
    const sorted = sortProjections([row('a', 'CDI', '2026-11-01', true), row('b', 'IPCA', '2026-10-01'), row('c', 'IPCA', '2026-12-01'), row('d', 'IPCA', '2026-11-01', true)], PROJECTION_INDEXERS);
    expect(sorted.map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
