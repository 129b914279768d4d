import { Badge, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

/** The affiliate's users (name, e-mail, role, active). */
export function SubsidiaryUsersModal({ subsidiary, onClose }: { subsidiary: SubsidiaryListItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.accounts.subsidiaries.get.queryOptions({ id: subsidiary?.id ?? '' }), enabled: !!subsidiary });
  const users = detail.data?.users;
  return (
    <Modal opened={!!subsidiary} onClose={onClose} title={`Usuários de ${subsidiary?.fantasyName ?? ''}`} size="lg">
      {!users ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Carregando" />
        </Group>
      ) : users.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Nenhum usuário ainda.{subsidiary?.registrationPending ? ' O administrador da filial é criado quando ela conclui o cadastro pelo link.' : ''}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Função</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text fz="sm" fw={600}>
                        {u.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {u.email}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{u.roleName}</Table.Td>
                  <Table.Td>
                    <Badge color={u.active ? 'green' : 'gray'} variant="light">
                      {u.active ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
