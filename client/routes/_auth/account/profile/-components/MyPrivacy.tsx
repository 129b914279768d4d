import { Card, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataDownloads } from '../../../../../components/privacy/DataDownloads.tsx';
import { ErasureRequest } from '../../../../../components/privacy/ErasureRequest.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

/** The user's own rights (LGPD art. 18): their data, and asking the company to anonymise their account. */
export function MyPrivacy() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.dataSubject.myErasureRequest.queryOptions());
  const request = useMutation(
    trpc.dataSubject.requestMyErasure.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.dataSubject.myErasureRequest.queryFilter());
      },
    }),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="privacidade">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="privacidade">
          Privacidade (LGPD)
        </Title>
        <Text fz="sm" c="dimmed">
          Baixe os dados da sua conta (cadastro, empresa, termos aceitos e últimos acessos) ou peça a anonimização da conta.
        </Text>
        <DataDownloads basePath="/api/v1/privacy/me" fileName="meus-dados" />
        <ErasureRequest
          label="Pedir a anonimização da minha conta"
          title="Pedir a anonimização da conta"
          explanation="O pedido vai para os responsáveis pela privacidade da empresa, que têm até 15 dias para responder. Depois de anonimizada, a conta não entra mais na plataforma."
          pending={request.isPending}
          requestedAt={pending.data?.requestedAt}
          onSend={(message) => request.mutateAsync({ message })}
        />
      </Stack>
    </Card>
  );
}
