import { ActionIcon, Button, Group, Table, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './pinned-actions.module.css';

/** A row's last cell: its actions on one line, against the right edge under the "Ações" header (ACTIONS_COLUMN), pinned there. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td className={classes.pinned}>
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

interface IconActionProps {
  /** The tooltip: "Excluir". */
  tooltip: string;
  /** The accessible name, when the row needs naming: "Excluir a simulação de Ana". */
  label?: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A row action shown as an icon: its name in a tooltip and as the button's accessible name. */
export function IconAction({ tooltip, label, color, onClick, children }: IconActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="light" color={color} aria-label={label ?? tooltip} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** "Excluir" as words, for tables with room for them; its accessible name says which row: "Excluir Banco Azul". */
export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onClick} aria-label={`Excluir ${name}`}>
      Excluir
    </Button>
  );
}
