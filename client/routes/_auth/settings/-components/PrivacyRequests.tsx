import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { DataTable } from '../../../../components/list/DataTable.tsx';
import { listState } from '../../../../components/list/list-state.ts';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

const COLUMNS = ['Titular', 'Pedido', 'Canal', 'Recebido em', 'Prazo', ''];
const CHANNEL: Record<string, string> = { tracking_link: 'Link de acompanhamento', self: 'Pelo próprio usuário', staff: 'Registrado pela equipe' };

export function PrivacyRequestsPage() {
  usePageTitle('Privacidade (LGPD)');
  if (!can(useProfile().role.permissions, 'privacy', 'manage')) return <Forbidden />;
  return <Requests />;
}

function Requests() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const requests = useQuery(trpc.dataSubject.openRequests.queryOptions());
  const anonymiseUser = useMutation(
    trpc.dataSubject.anonymiseUser.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.dataSubject.pathFilter());
      },
    }),
  );
  const confirmUser = (userId: string, name: string) =>
    modals.openConfirmModal({
      title: `Anonimizar a conta de ${name}`,
      children: <Text fz="sm">O nome, e-mail, CPF, celular, nascimento e foto serão apagados e a conta desativada. Os registros de atividade continuam, anônimos. Não é possível desfazer.</Text>,
      labels: { confirm: 'Anonimizar', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => anonymiseUser.mutate({ userId }),
    });
  return (
    <Stack gap="lg">
      <PageHeader title="Privacidade (LGPD)" description="Pedidos de titulares aguardando resposta. A lei dá 15 dias para responder (art. 19)." />
      <Card withBorder radius="lg" padding="md">
        <DataTable
          {...listState(requests, requests.data)}
          columns={COLUMNS}
          what="os pedidos"
          empty="Nenhum pedido em aberto."
          minWidth={720}
          label="Pedidos em aberto"
          row={(r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {r.customer_id ? (
                  <AnchorLink to="/customers/$customerId" params={{ customerId: r.customer_id }}>
                    {r.customer_name}
                  </AnchorLink>
                ) : r.deal_id && r.customer_name ? (
                  <AnchorLink to="/deal/$dealId" params={{ dealId: r.deal_id }}>
                    {r.customer_name}
                  </AnchorLink>
                ) : (
                  (r.user_name ?? '—')
                )}
                {r.message ? (
                  <Text fz="xs" c="dimmed">
                    “{r.message}”
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{r.kind === 'erasure' ? 'Exclusão dos dados' : r.kind}</Table.Td>
              <Table.Td>{CHANNEL[r.channel] ?? r.channel}</Table.Td>
              <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
              <Table.Td>
                <Badge color={r.daysLeft <= 3 ? 'red' : r.daysLeft <= 7 ? 'yellow' : 'gray'} variant="light">
                  {r.daysLeft} {r.daysLeft === 1 ? 'dia' : 'dias'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  {r.user_id ? (
                    <Button size="xs" variant="light" color="red" onClick={() => confirmUser(r.user_id!, r.user_name ?? 'usuário')}>
                      Anonimizar conta
                    </Button>
                  ) : r.customer_id ? (
                    <Button size="xs" variant="light" component="a" href={`/customers/${r.customer_id}`}>
                      Atender
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </Stack>
  );
}
