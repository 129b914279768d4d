import { Button, Flex } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Back and next at the foot of a step; on a phone both stretch full width (a column), "next" on top, under the thumb. */
export function StepActions({ onBack, next = 'Continuar', nextIcon, loading, onNext }: { onBack?: () => void; next?: ReactNode; nextIcon?: ReactNode; loading?: boolean; onNext?: () => void }) {
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
      {onBack ? (
        <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          Voltar
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} size="md" rightSection={nextIcon ?? <IconArrowRight size={18} />} loading={loading} onClick={onNext}>
        {next}
      </Button>
    </Flex>
  );
}
