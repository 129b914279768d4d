import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { SimulationResult } from '../../../../../shared/schemas/simulation.ts';
import { RejectionList } from '../../../../components/simulation/RejectionList.tsx';

/** No bank fits the case: say so, and show why each one does not. */
export function NoOffers({ result }: { result: SimulationResult }) {
  return (
    <Stack gap="lg">
      <Alert color="orange" variant="light" icon={<IconInfoCircle />} title="Nenhum banco atende a este caso">
        Ajuste o caso conforme os motivos abaixo e simule de novo.
      </Alert>
      <RejectionList items={result.ineligible} />
    </Stack>
  );
}
