import { Stack, Text } from '@mantine/core';
import { DealDocuments } from '../../../../components/deals/DealDocuments.tsx';

/** Step "files": the deal's document checklist (PDF, PNG or JPG up to 2 MB each), sent one by one. */
export function FilesStep({ dealId }: { dealId: string }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        Envie os documentos pedidos para o imóvel ou veículo e para cada proponente. Você pode enviar agora ou depois, pela página do negócio.
      </Text>
      <DealDocuments dealId={dealId} />
    </Stack>
  );
}
