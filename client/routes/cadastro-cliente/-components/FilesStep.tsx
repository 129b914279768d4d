import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CustomerDocuments } from '../../../components/deals/CustomerDocuments.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { StepActions } from './StepActions.tsx';
import { TrackingLink } from './TrackingLink.tsx';

/** Step "arquivos": the deal exists; its checklist can be sent now (or later, through the tracking link). */
export function FilesStep({ state, go }: StepProps) {
  const trpc = useTRPC();
  const token = state.submitted?.trackingToken ?? '';
  const tracking = useQuery(trpc.publicDeals.tracking.queryOptions({ token }, { enabled: !!token, meta: { silent: true } }));
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" icon={<IconCircleCheck />} title={`Proposta nº ${state.submitted?.number ?? ''} recebida`}>
        Agora envie os documentos abaixo. Se não tiver algum em mãos, envie depois pelo seu link de acompanhamento, logo abaixo.
      </Alert>
      {tracking.data ? (
        <CustomerDocuments token={token} documents={tracking.data.documents} onChanged={() => tracking.refetch()} uploadClosed={tracking.data.uploadClosed} />
      ) : tracking.isError ? (
        <LoadError what="a lista de documentos" onRetry={() => void tracking.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy aria-label="Carregando documentos">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      )}
      <Text fz="xs" c="dimmed">
        Seus arquivos vão apenas para o seu corretor e ficam guardados com segurança.
      </Text>
      <TrackingLink state={state} />
      <StepActions next="Concluir" onNext={() => go('sucesso')} />
    </Stack>
  );
}
