import { describe, expect, it } from 'vitest';
import { DENIAL_REASON, DENIAL_REASONS_BY_STATUS, STATES, STATUS_REASON, stateFromCep } from './options.ts';

describe('stateFromCep (Correios ranges of docs/design/brazil.md)', () => {
  const cases: [cep: string, state: string][] = [
    ['01000-000', 'SP'],
    ['01310-100', 'SP'],
    ['19999-999', 'SP'],
    ['20000-000', 'RJ'],
    ['28999-999', 'RJ'],
    ['29000-000', 'ES'],
    ['30130-010', 'MG'],
    ['40000-000', 'BA'],
    ['49000-000', 'SE'],
    ['50000-000', 'PE'],
    ['57000-000', 'AL'],
    ['58000-000', 'PB'],
    ['59000-000', 'RN'],
    ['60000-000', 'CE'],
    ['64000-000', 'PI'],
    ['65000-000', 'MA'],
    ['66000-000', 'PA'],
    ['68899-999', 'PA'],
    ['68900-000', 'AP'],
    ['68999-999', 'AP'],
    // Amazonas is split around Roraima.
    ['69000-000', 'AM'],
    ['69299-999', 'AM'],
    ['69300-000', 'RR'],
    ['69399-999', 'RR'],
    ['69400-000', 'AM'],
    ['69899-999', 'AM'],
    ['69900-000', 'AC'],
    ['69999-999', 'AC'],
    // Distrito Federal and Goiás interleave.
    ['70000-000', 'DF'],
    ['72799-999', 'DF'],
    ['72800-000', 'GO'],
    ['72999-999', 'GO'],
    ['73000-000', 'DF'],
    ['73699-999', 'DF'],
    ['73700-000', 'GO'],
    ['76799-999', 'GO'],
    ['76800-000', 'RO'],
    ['77000-000', 'TO'],
    ['78000-000', 'MT'],
    ['79000-000', 'MS'],
    ['80000-000', 'PR'],
    ['87999-999', 'PR'],
    ['88000-000', 'SC'],
    ['89999-999', 'SC'],
    ['90000-000', 'RS'],
    ['99999-999', 'RS'],
  ];

  it.each(cases)('%s → %s', (cep, state) => {
    expect(stateFromCep(cep)).toEqual({ state, region: STATES[state].region });
  });

  it('reads digits only, with or without the hyphen', () => {
    expect(stateFromCep('69350000')).toEqual({ state: 'RR', region: 'norte' });
  });

  it('answers null outside every range or with a wrong length', () => {
    expect(stateFromCep('00999-999')).toBeNull();
    expect(stateFromCep('00000-000')).toBeNull();
    expect(stateFromCep('1234-567')).toBeNull();
    expect(stateFromCep('')).toBeNull();
  });

  it('maps the 27 states to the five regions of docs/design/brazil.md', () => {
    const byRegion: Record<string, string[]> = {};
    for (const [uf, s] of Object.entries(STATES)) (byRegion[s.region] ??= []).push(uf);
    for (const list of Object.values(byRegion)) list.sort();
    expect(byRegion).toEqual({
      norte: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'],
      nordeste: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'],
      centroOeste: ['DF', 'GO', 'MS', 'MT'],
      sudeste: ['ES', 'MG', 'RJ', 'SP'],
      sul: ['PR', 'RS', 'SC'],
    });
  });
});

describe('the detailed denial reasons of each status reason', () => {
  it('every detailed reason of the spec belongs to exactly one status reason, and every status reason has some', () => {
    const grouped = Object.values(DENIAL_REASONS_BY_STATUS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(DENIAL_REASON).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(Object.keys(DENIAL_REASONS_BY_STATUS).sort()).toEqual(Object.keys(STATUS_REASON).sort());
    for (const reasons of Object.values(DENIAL_REASONS_BY_STATUS)) expect(reasons.length).toBeGreaterThan(0);
  });

  it('puts the contact reasons under "Sem contato" and the income under "Sem perfil"', () => {
    expect(DENIAL_REASONS_BY_STATUS.no_contact).toContain('invalid_contact');
    expect(DENIAL_REASONS_BY_STATUS.no_profile).toContain('insufficient_or_unproven_income');
    expect(DENIAL_REASONS_BY_STATUS.no_interest).toContain('best_proposal_in_the_competition');
  });
});
