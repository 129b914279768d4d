import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../../../shared/format.ts';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

interface ProposalLinkCardProps {
  simulationId: string;
  link: { url: string; createdAt: Date } | null;
}

/** The proposal's public link: create it, copy or open it, and turn it off (the page then says it is unavailable). */
export function ProposalLinkCard({ simulationId, link }: ProposalLinkCardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.simulation.get.queryFilter({ id: simulationId }));
  const share = useMutation(trpc.simulation.shareLink.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(
    trpc.simulation.revokeLink.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await refresh();
      },
    }),
  );
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: 'Desativar link público',
      children: <Text fz="sm">Quem abrir o link verá que a proposta está indisponível. Você pode criar um novo link depois.</Text>,
      labels: { confirm: 'Desativar link', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate({ id: simulationId }),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="proposal-link-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLink size={18} aria-hidden />
          <Title order={2} fz="md" id="proposal-link-title">
            Link público da proposta
          </Title>
        </Group>
        {link ? (
          <>
            <Text fz="sm" c="dimmed">
              O cliente vê esta proposta como foi salva, sem precisar de login. Ativo desde {formatDateTime(link.createdAt)}.
            </Text>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput label="Endereço do link" value={link.url} readOnly flex={1} miw={240} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                    {copied ? 'Copiado' : 'Copiar link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group gap="md">
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fz="sm">
                Abrir a página do cliente
              </Anchor>
              <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconLinkOff size={16} />} onClick={confirmRevoke} loading={revoke.isPending}>
                Desativar link
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Sem link ativo. Crie um para enviar a proposta; o WhatsApp e o PDF criam um automaticamente.
            </Text>
            <Group>
              <Button variant="light" leftSection={<IconLink size={16} />} onClick={() => share.mutate({ id: simulationId })} loading={share.isPending}>
                Criar link público
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
