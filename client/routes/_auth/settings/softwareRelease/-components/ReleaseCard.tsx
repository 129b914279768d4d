import { ActionIcon, Badge, Card, Group, List, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDate } from '../../../../../../shared/format.ts';
import { highlightBlocks, RELEASE_TYPE_COLOR } from '../../../../../../shared/releases.ts';
import type { ReleaseItem } from './release-types.ts';

interface Props {
  release: ReleaseItem;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One version's notes; the latest stands out with a coloured border and a "Mais recente" badge. */
export function ReleaseCard({ release: r, canManage, onEdit, onDelete }: Props) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-release-version={r.version}
      data-latest={r.latest || undefined}
      style={r.latest ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2, boxShadow: 'var(--mantine-shadow-sm)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="filled" size="lg" tt="none">
              v{r.version}
            </Badge>
            {r.latest ? (
              <Badge color="green" variant="light">
                Mais recente
              </Badge>
            ) : null}
            <Badge color={RELEASE_TYPE_COLOR[r.type]} variant="light">
              {r.typeLabel}
            </Badge>
            <Text fz="sm" c="dimmed">
              {formatDate(r.releasedOn)}
            </Text>
          </Group>
          {canManage ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Ações da versão ${r.version}`}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  Editar
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  Excluir
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <Title order={2} fz={r.latest ? 'xl' : 'lg'} id={titleId}>
          {r.title}
        </Title>
        {highlightBlocks(r.highlights).map((block, i) =>
          block.kind === 'bullets' ? (
            <List key={i} size="sm" spacing={4}>
              {block.items.map((item, j) => (
                <List.Item key={j}>{item}</List.Item>
              ))}
            </List>
          ) : (
            <Text key={i} fz="sm">
              {block.text}
            </Text>
          ),
        )}
      </Stack>
    </Card>
  );
}
