import { Box, Button, Flex } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Back and next at the foot of a step, side by side in reading order (Tab meets them as the eye does). On a phone
 * "next" takes the rest of the row, a wide target under the thumb; "back" stays to its left.
 */
export function StepActions({ onBack, next = 'Continuar', nextIcon, loading, onNext }: { onBack?: () => void; next?: ReactNode; nextIcon?: ReactNode; loading?: boolean; onNext?: () => void }) {
  return (
    <Flex justify="space-between" gap="xs">
      {onBack ? (
        <Button
          variant="default"
          size="md"
          px={{ base: 'sm', xs: 'lg' }}
          // On a phone the arrow gives its room to the longer "next" label ("Enviar proposta" whole, not cut).
          leftSection={
            <Box component="span" display="flex" visibleFrom="xs">
              <IconArrowLeft size={18} />
            </Box>
          }
          onClick={onBack}
        >
          Voltar
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} size="md" flex={{ base: 1, xs: 'none' }} rightSection={nextIcon ?? <IconArrowRight size={18} />} loading={loading} onClick={onNext}>
        {next}
      </Button>
    </Flex>
  );
}
