import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { BankAvatar, DemoBadge } from '../../../../components/catalogue/BankAvatar.tsx';
import { BankInitialsProvider } from '../../../../components/catalogue/BankInitials.tsx';
import { formatPercentNumber, formatRange } from '../../../../components/catalogue/catalogue-format.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { ACTIONS_COLUMN, DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { ActionsCell, DeleteRowButton } from '../../../../components/list/RowActions.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';

const COLUMNS = ['Banco', 'Código', 'Prazo de análise', 'Comprometimento de renda', 'Score mínimo', 'Aceita'];

interface BankPartnersTableProps extends ListState<BankPartner> {
  /** Set for masters: edit and delete each bank. */
  actions?: { onEdit?: (bank: BankPartner) => void; onDelete?: (bank: BankPartner) => void };
}

/** The partner banks: logo, code, analysis time, the rules brokers compare first; each links to its page. */
export function BankPartnersTable({ actions, ...list }: BankPartnersTableProps) {
  return (
    // The avatars of the banks on the page never read the same initials ("Sicoob" and "Sicredi").
    <BankInitialsProvider names={list.items?.map((bank) => bank.name) ?? []}>
      <DataTable
        {...list}
        columns={actions ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS}
        what="os bancos parceiros"
        empty="Nenhum banco encontrado"
        minWidth={880}
        skeletonRows={6}
        row={(bank) => (
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
              <ActionsCell>
                {actions.onEdit ? (
                  <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={() => actions.onEdit?.(bank)} aria-label={`Editar ${bank.name}`}>
                    Editar
                  </Button>
                ) : null}
                {actions.onDelete ? <DeleteRowButton name={bank.name} onClick={() => actions.onDelete?.(bank)} /> : null}
              </ActionsCell>
            ) : null}
          </Table.Tr>
        )}
      />
    </BankInitialsProvider>
  );
}
