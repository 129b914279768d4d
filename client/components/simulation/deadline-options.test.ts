import { describe, expect, it } from 'vitest';
import { SIMULATION_DEADLINES } from '../../../shared/simulation-options.ts';
import { deadlineOptions } from './simulation-format.ts';

describe('term options', () => {
  it('read the same on every form: the listed terms, then "Outro prazo" for one typed in months', () => {
    for (const type of Object.keys(SIMULATION_DEADLINES) as (keyof typeof SIMULATION_DEADLINES)[]) {
      const options = deadlineOptions(type);
      expect(options[0]).toEqual({ value: '', label: 'Selecione o prazo', disabled: true });
      expect(options.filter((o) => o.value === '-1').map((o) => o.label)).toEqual(SIMULATION_DEADLINES[type].options.includes(-1) ? ['Outro prazo'] : []);
      expect(options.some((o) => o.label === 'Personalizado')).toBe(false);
      expect(deadlineOptions(type, true)[0].disabled).toBe(false);
    }
  });
});
