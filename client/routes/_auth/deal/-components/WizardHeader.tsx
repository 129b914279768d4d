import { Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEAL_STEPS, stepIndex, type DealStep } from '../../../../components/deals/form/deal-form.ts';

interface Props {
  active: DealStep;
  /** Steps the user may jump to by clicking (the wizard still checks the ones in between). */
  canSelect: (step: DealStep) => boolean;
  onSelect: (step: DealStep) => void;
}

/** Mantine's Stepper on wide screens; on a phone a compact "Etapa 2 de 4 · Operação", the next step beside it, with a progress bar. */
export function WizardHeader({ active, canSelect, onSelect }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const index = stepIndex(active);
  if (phone) {
    return (
      <Stack gap={6} aria-label="Etapas do cadastro">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            Etapa {index + 1} de {DEAL_STEPS.length} · {DEAL_STEPS[index].label}
          </Text>
          {index < DEAL_STEPS.length - 1 ? (
            <Text fz="sm" c="dimmed">
              Próxima: {DEAL_STEPS[index + 1].label}
            </Text>
          ) : null}
        </Group>
        <Progress value={((index + 1) / DEAL_STEPS.length) * 100} size="sm" aria-hidden />
      </Stack>
    );
  }
  return (
    <Stepper active={index} onStepClick={(i) => onSelect(DEAL_STEPS[i].key)} allowNextStepsSelect size="sm" aria-label="Etapas do cadastro">
      {DEAL_STEPS.map((s) => (
        <Stepper.Step key={s.key} label={s.label} allowStepSelect={s.key !== active && canSelect(s.key)} />
      ))}
    </Stepper>
  );
}
