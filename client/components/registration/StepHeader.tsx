import { Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  steps: readonly { key: string; label: string }[];
  active: number;
  /** Earlier steps can be reopened by clicking them. */
  onSelect: (index: number) => void;
}

/** Mantine's Stepper on wide screens; on a phone "Etapa 2 de 4 · {step}", the next one beside it, over a progress bar. */
export function StepHeader({ steps, active, onSelect }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) {
    return (
      <Stack gap={6} aria-label="Etapas do cadastro">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            Etapa {active + 1} de {steps.length} · {steps[active].label}
          </Text>
          {active < steps.length - 1 ? (
            <Text fz="sm" c="dimmed">
              Próxima: {steps[active + 1].label}
            </Text>
          ) : null}
        </Group>
        <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
      </Stack>
    );
  }
  return (
    <Stepper active={active} onStepClick={onSelect} size="sm" aria-label="Etapas do cadastro">
      {steps.map((s, i) => (
        <Stepper.Step key={s.key} label={s.label} allowStepSelect={i < active} />
      ))}
    </Stepper>
  );
}
