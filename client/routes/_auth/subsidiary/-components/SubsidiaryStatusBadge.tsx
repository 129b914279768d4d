import { Badge, Stack } from '@mantine/core';
import { SUBSIDIARY_STATUS } from '../../../../../shared/options.ts';

const COLORS = { active: 'green', test: 'yellow', inactive: 'gray' } as const;

/** Ativa / Em teste / Inativa, and "Aguardando cadastro" while the affiliate has not registered yet. */
export function SubsidiaryStatusBadge({ status, pending }: { status: keyof typeof SUBSIDIARY_STATUS; pending: boolean }) {
  return (
    <Stack gap={4} align="flex-start">
      {/* As wide as its words: a squeezed table column would otherwise cut them with an ellipsis. */}
      <Badge color={COLORS[status]} variant="light" miw="max-content">
        {SUBSIDIARY_STATUS[status]}
      </Badge>
      {pending ? (
        <Badge color="orange" variant="outline" miw="max-content">
          Aguardando cadastro
        </Badge>
      ) : null}
    </Stack>
  );
}
