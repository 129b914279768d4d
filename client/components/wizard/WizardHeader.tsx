import { Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type StepProgressText, stepProgress, type WizardStep } from './step-progress.ts';

/** "Etapa 2 de 4 · Operação", the next step beside it, over a progress bar: a wizard's header where a Stepper does not fit. */
export function StepProgress({ text, percent, next }: StepProgressText) {
  return (
    <Stack gap={6} aria-label="Etapas do cadastro">
      <Group justify="space-between" gap="xs">
        <Text fw={600} fz="sm">
          {text}
        </Text>
        {next ? (
          <Text fz="sm" c="dimmed">
            Próxima: {next}
          </Text>
        ) : null}
      </Group>
      <Progress value={percent} size="sm" aria-hidden />
    </Stack>
  );
}

interface WizardHeaderProps {
  steps: readonly WizardStep[];
  active: number;
  /** Steps the user may reopen by clicking (the current one never is); the wizard still checks the ones in between. */
  canSelect: (index: number) => boolean;
  onSelect: (index: number) => void;
}

/** The steps of a wizard (company registration, deal): Mantine's Stepper on wide screens, StepProgress on a phone. */
export function WizardHeader({ steps, active, canSelect, onSelect }: WizardHeaderProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) return <StepProgress {...stepProgress(steps, active)} />;
  return (
    <Stepper active={active} onStepClick={onSelect} allowNextStepsSelect size="sm" aria-label="Etapas do cadastro">
      {steps.map((s, i) => (
        <Stepper.Step key={s.key} label={s.label} allowStepSelect={i !== active && canSelect(i)} />
      ))}
    </Stepper>
  );
}
