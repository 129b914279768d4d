import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataDownloads } from '../../../components/privacy/DataDownloads.tsx';
import { ErasureRequest } from '../../../components/privacy/ErasureRequest.tsx';
import { showSuccessToast } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** The customer's rights on their own tracking link (LGPD art. 18): their data, and asking for it to be erased. */
export function TrackingPrivacy({ token, companyName, erasureRequestedAt }: { token: string; companyName: string; erasureRequestedAt: Date | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const erase = useMutation(
    trpc.publicDeals.requestErasure.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        // The page then says the request is waiting, instead of offering to send it again.
        await queryClient.invalidateQueries(trpc.publicDeals.tracking.queryFilter({ token }));
      },
    }),
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="seus-dados">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="seus-dados">
          Seus dados
        </Title>
        <Text fz="sm" c="dimmed">
          Veja tudo o que a {companyName} guarda sobre você nesta proposta, ou peça a exclusão dos seus dados (Lei Geral de Proteção de Dados, art. 18).
        </Text>
        <DataDownloads basePath={`/api/v1/public/tracking/${encodeURIComponent(token)}/data`} fileName="meus-dados" />
        <ErasureRequest
          label="Pedir a exclusão dos meus dados"
          title="Pedir a exclusão dos seus dados"
          explanation={`A ${companyName} tem até 15 dias para responder. Os registros que a lei obriga a guardar (como contratos de crédito já assinados) podem ser mantidos, sem uso para outros fins.`}
          pending={erase.isPending}
          requestedAt={erasureRequestedAt}
          onSend={(message) => erase.mutateAsync({ token, message })}
        />
      </Stack>
    </Paper>
  );
}
