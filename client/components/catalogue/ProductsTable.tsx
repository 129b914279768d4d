import { Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import { ACTIONS_COLUMN, type DataColumn, DataTable } from '../list/DataTable.tsx';
import type { ListState } from '../list/list-state.ts';
import { ActionsCell, IconAction } from '../list/RowActions.tsx';
import { ActionIconLink, AnchorLink } from '../RouterLinks.tsx';
import { formatEquivalentRate, formatPercentNumber, formatRange, formatRate, labelOf } from './catalogue-format.ts';
import type { Product } from './catalogue-types.ts';

interface ProductsTableProps extends ListState<Product> {
  /** The product list shows each product's bank; a bank's own page shows the minimum credit instead. */
  context: 'list' | 'bank';
  /** Deleting is offered on editable products when set. */
  onDelete?: (product: Product) => void;
}

const columnsFor = (context: ProductsTableProps['context'], withActions: boolean): DataColumn[] => [
  ...(context === 'list' ? ['Produto', 'Banco', 'Tipo', 'Taxa', 'Tabela', 'LTV', 'Prazo', 'Origem'] : ['Produto', 'Tipo', 'Taxa', 'Tabela', 'LTV', 'Prazo', 'Crédito mínimo', 'Origem']),
  ...(withActions ? [ACTIONS_COLUMN] : []),
];

export function OriginBadge({ global }: { global: boolean }) {
  return global ? (
    <Badge variant="light" color="gray" size="sm" tt="none" miw="max-content">
      Global
    </Badge>
  ) : (
    <Badge variant="light" color="blue" size="sm" tt="none" miw="max-content">
      Da empresa
    </Badge>
  );
}

/** Products with their rate, table, LTV and term; edit and delete only where the user may change the product. */
export function ProductsTable({ context, onDelete, ...list }: ProductsTableProps) {
  // The actions column only when something on the page can be changed: global products are read-only for most.
  const withActions = list.items?.some((p) => p.editable) ?? false;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      {...list}
      columns={columnsFor(context, withActions)}
      what="os produtos"
      empty="Nenhum produto encontrado"
      minWidth={context === 'list' ? 900 : 860}
      skeletonRows={6}
      row={(product) => (
        <Table.Tr key={product.id} data-product-id={product.id}>
          <Table.Td>
            <Text fz="sm" fw={600}>
              {product.name}
            </Text>
          </Table.Td>
          {context === 'list' ? (
            <Table.Td>
              <AnchorLink to="/instituicao-financeira/$id" params={{ id: product.bank.id }} fz="sm">
                {product.bank.name}
              </AnchorLink>
            </Table.Td>
          ) : null}
          <Table.Td>{labelOf(PRODUCT_TYPE, product.type)}</Table.Td>
          <Table.Td style={nowrap}>
            {formatRate(product.fee, product.feeType)}
            <Text span display="block" fz="xs" c="dimmed">
              {formatEquivalentRate(product.fee, product.feeType)}
            </Text>
          </Table.Td>
          <Table.Td>{product.table}</Table.Td>
          <Table.Td style={nowrap}>{formatPercentNumber(product.ltv)}</Table.Td>
          <Table.Td style={nowrap}>{formatRange(product.deadlineMin, product.deadlineMax, 'meses', 'mês')}</Table.Td>
          {context === 'bank' ? <Table.Td style={nowrap}>{formatMoney(product.minCreditValue)}</Table.Td> : null}
          <Table.Td>
            <OriginBadge global={product.global} />
          </Table.Td>
          {withActions ? (
            <ActionsCell>
              {product.editable ? (
                // Icons, as on /users: "Editar" and "Excluir" in words made the column ~205 px and the list wider than
                // a laptop leaves it (1031 px in 942 at 1280, in 1028 at 1366).
                <>
                  <Tooltip label="Editar">
                    <ActionIconLink to="/products/edit/$id" params={{ id: product.id }} variant="light" aria-label={`Editar ${product.name}`}>
                      <IconPencil size={18} />
                    </ActionIconLink>
                  </Tooltip>
                  {onDelete ? (
                    <IconAction tooltip="Excluir" label={`Excluir ${product.name}`} color="red" onClick={() => onDelete(product)}>
                      <IconTrash size={18} />
                    </IconAction>
                  ) : null}
                </>
              ) : null}
            </ActionsCell>
          ) : null}
        </Table.Tr>
      )}
    />
  );
}
