import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { TRANSACTION_FLOW, TRANSACTION_STATUS } from '../../../../../shared/options.ts';
import { formatCents, formatDay } from './commissions-format.ts';
import type { CommissionDetail } from './commissions-search.ts';

export type Transaction = CommissionDetail['transactions'][number];
export type Settle = (t: Transaction, status: 'PAID' | 'CANCELED') => void;

const TX_COLOR = { PENDING: 'yellow', PAID: 'green', CANCELED: 'red' } as const;
const LABEL = 'Transações da comissão';

interface Props {
  transactions: Transaction[];
  /** With the permission to manage: a pending transaction can be paid or cancelled. */
  manage: boolean;
  onSettle: Settle;
}

/**
 * The commission's transactions: a four-column table in the panel of a computer's screen, and one card per transaction
 * on a phone, where the table (about 430 px at its narrowest) left the pay and cancel buttons past the screen's edge.
 */
export function TransactionList(props: Props) {
  // Below 36em the panel is narrower than the table; the authenticated pages render in the browser only, so the
  // first render already knows the width (no table flashing before the cards).
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return phone ? <TransactionCards {...props} /> : <TransactionTable {...props} />;
}

const flowAndDescription = (t: Transaction) => `${TRANSACTION_FLOW[String(t.flow) as '1' | '2']} · ${t.description}`;

function Amount({ t }: { t: Transaction }) {
  return (
    <Text fz="sm" style={{ whiteSpace: 'nowrap' }} c={t.flow === 2 ? 'red' : undefined}>
      {t.flow === 2 ? '− ' : ''}
      {formatCents(t.amountCents)}
    </Text>
  );
}

function Status({ t }: { t: Transaction }) {
  return (
    // Never squeezed to "PENDE…": the badge keeps its whole width.
    <Badge color={TX_COLOR[t.status]} variant="light" size="sm" miw="max-content">
      {TRANSACTION_STATUS[t.status]}
    </Badge>
  );
}

function TransactionTable({ transactions, manage, onSettle }: Props) {
  return (
    // Four columns, the receiver's name wrapping, so the table fits the panel on a 1366 px screen (seven columns
    // needed a sideways scroll to reach the status and the actions).
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label={LABEL}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transação</Table.Th>
            <Table.Th ta="right">Valor e vencimento</Table.Th>
            <Table.Th>Status</Table.Th>
            {manage ? (
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t.receiver}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {flowAndDescription(t)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount t={t} />
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  Vence em {formatDay(t.dueDate)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Status t={t} />
              </Table.Td>
              {manage ? (
                <Table.Td>
                  {t.status === 'PENDING' ? (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Marcar como paga">
                        <ActionIcon variant="light" color="green" aria-label={`Pagar: ${t.description}`} onClick={() => onSettle(t, 'PAID')}>
                          <IconCheck size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Cancelar">
                        <ActionIcon variant="light" color="red" aria-label={`Cancelar: ${t.description}`} onClick={() => onSettle(t, 'CANCELED')}>
                          <IconX size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: each transaction stacked in a card, its buttons in words (a finger's size) and inside the screen. */
function TransactionCards({ transactions, manage, onSettle }: Props) {
  return (
    <Box component="ul" aria-label={LABEL} p={0} m={0} style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}>
      {transactions.map((t) => (
        <Paper component="li" key={t.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {t.receiver}
              </Text>
              <Status t={t} />
            </Group>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {flowAndDescription(t)}
            </Text>
            <Group justify="space-between" align="flex-end" gap="xs">
              <div>
                <Amount t={t} />
                <Text fz="xs" c="dimmed">
                  Vence em {formatDay(t.dueDate)}
                </Text>
              </div>
              {manage && t.status === 'PENDING' ? (
                <Group gap="xs">
                  <Button size="xs" variant="light" color="green" leftSection={<IconCheck size={16} />} aria-label={`Pagar: ${t.description}`} onClick={() => onSettle(t, 'PAID')}>
                    Pagar
                  </Button>
                  <Button size="xs" variant="light" color="red" leftSection={<IconX size={16} />} aria-label={`Cancelar: ${t.description}`} onClick={() => onSettle(t, 'CANCELED')}>
                    Cancelar
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
