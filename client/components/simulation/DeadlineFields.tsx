import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SIMULATION_DEADLINES } from '../../../shared/simulation-options.ts';
import { IntegerInput } from '../NumberFields.tsx';
import { CUSTOM_DEADLINE, type SimulationFormValues } from './simulation-form.ts';
import { deadlineOptions } from './simulation-format.ts';

/**
 * The deadline options of the type (docs/design/product-spec.md §9); "Outro prazo" opens
 * a months field within the type's bounds.
 */
export function DeadlineFields({ form }: { form: UseFormReturnType<SimulationFormValues> }) {
  const { type, deadline } = form.values;
  const bounds = SIMULATION_DEADLINES[type];
  const custom = deadline === CUSTOM_DEADLINE;
  return (
    <SimpleGrid cols={custom ? 2 : 1} spacing="sm">
      <NativeSelect label="Prazo" data={deadlineOptions(type)} aria-required {...form.getInputProps('deadline')} />
      {custom ? (
        <IntegerInput
          label="Prazo em meses"
          description={`De ${bounds.min} a ${bounds.max} meses`}
          min={bounds.min}
          max={bounds.max}
          clampBehavior="none"
          aria-required
          {...form.getInputProps('customDeadline')}
        />
      ) : null}
    </SimpleGrid>
  );
}
