import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { BankAvatar, DemoBadge } from '../../../../components/catalogue/BankAvatar.tsx';
import { formatPercentNumber, formatRange } from '../../../../components/catalogue/catalogue-format.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';

const COLUMNS = ['Banco', 'Código', 'Prazo de análise', 'Comprometimento de renda', 'Score mínimo', 'Aceita'];

interface BankPartnersTableProps {
  items: BankPartner[] | undefined;
  loading: boolean;
  onRetry?: () => void;
  /** Set for masters: edit and delete each bank. */
  actions?: { onEdit?: (bank: BankPartner) => void; onDelete?: (bank: BankPartner) => void };
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 6 }, (_, row) => (
    <Table.Tr key={row}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={36} width={36} radius="md" />
          <Skeleton height={14} width={140} radius="sm" />
        </Group>
      </Table.Td>
      {Array.from({ length: columns - 1 }, (_, col) => (
        <Table.Td key={col}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The partner banks: logo, code, analysis time, the rules brokers compare first; each links to its page. */
export function BankPartnersTable({ items, loading, onRetry, actions }: BankPartnersTableProps) {
  const columns = COLUMNS.length + (actions ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
            {actions ? <Table.Th ta="right">Ações</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !items ? <SkeletonRows columns={columns} /> : null}
          {!loading && !items && onRetry ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <LoadError what="os bancos parceiros" onRetry={onRetry} />
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items && items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text ta="center" c="dimmed" py="xl">
                  Nenhum banco encontrado
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items?.map((bank) => (
            <Table.Tr key={bank.id} data-bank-id={bank.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <BankAvatar name={bank.name} logoUrl={bank.logoUrl} />
                  <Stack gap={2} align="flex-start">
                    <AnchorLink to="/instituicao-financeira/$id" params={{ id: bank.id }} fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {bank.name}
                    </AnchorLink>
                    {bank.isDemo ? <DemoBadge /> : null}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ff="monospace">{bank.number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRange(bank.averageSlaMin, bank.averageSlaMax, 'dias', 'dia')}</Table.Td>
              <Table.Td>até {formatPercentNumber(bank.incomeCommitment)}</Table.Td>
              <Table.Td>{bank.creditScore}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {bank.acceptsUnregisteredProperty ? (
                    <Badge variant="light" color="teal" size="sm" tt="none" miw="max-content">
                      Imóvel sem matrícula
                    </Badge>
                  ) : null}
                  {bank.acceptJuridicalPerson ? (
                    <Badge variant="light" color="blue" size="sm" tt="none" miw="max-content">
                      Pessoa jurídica
                    </Badge>
                  ) : null}
                  {!bank.acceptsUnregisteredProperty && !bank.acceptJuridicalPerson ? (
                    <Text fz="sm" c="dimmed">
                      —
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              {actions ? (
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {actions.onEdit ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => actions.onEdit?.(bank)}
                        aria-label={`Editar ${bank.name}`}
                      >
                        Editar
                      </Button>
                    ) : null}
                    {actions.onDelete ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => actions.onDelete?.(bank)}
                        aria-label={`Excluir ${bank.name}`}
                      >
                        Excluir
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
