import { Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SIMULATION_DEADLINES, type SimulationType } from '../../../shared/simulation-options.ts';
import type { SimulationFormValues } from './simulation-form.ts';
import { typeLabel } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';

/** The operation types of each simulator (apart from SimulationForm.tsx: the public page's first load needs only this). */
export const TYPES_OF: Record<SimulationKind, SimulationType[]> = { realty: ['Financing', 'HomeEquity'], vehicle: ['SimpleBest', 'BestCar'] };

type Form = UseFormReturnType<SimulationFormValues>;

/** Plain words under a type whose name is the market's jargon (customers read the public page too). */
const EXPLAINED: Partial<Record<SimulationType, string>> = { HomeEquity: 'Crédito com garantia de imóvel' };

/** Switching the operation type keeps the deadline only when the new type offers it. */
export function changeType(form: Form, type: SimulationType) {
  const { deadline } = form.values;
  const keep = deadline === '' || SIMULATION_DEADLINES[type].options.includes(Number(deadline));
  form.setValues(keep ? { type } : { type, deadline: '' });
}

export function TypeRadios({ form, kind }: { form: Form; kind: SimulationKind }) {
  return (
    <Radio.Group label="Tipo de operação" value={form.values.type} onChange={(v) => changeType(form, v as SimulationType)} withAsterisk>
      <Group gap="lg" mt={6}>
        {TYPES_OF[kind].map((t) => (
          <Radio key={t} value={t} label={typeLabel(t)} description={EXPLAINED[t]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
