import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** How often the bell looks for news (a new deal from a public link, a customer's document). */
const POLL_MS = 60_000;

/** The bell in the header: the user's latest notices, unread ones counted and marked; a notice opens what it is about. */
export function NotificationsMenu() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const latest = useQuery(trpc.notifications.latest.queryOptions(undefined, { refetchInterval: POLL_MS, meta: { silent: true } }));
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.notifications.latest.queryFilter()) }));
  const unread = latest.data?.unread ?? 0;
  const items = latest.data?.items ?? [];

  const open = (n: (typeof items)[number]) => {
    setOpened(false);
    if (!n.readAt) markRead.mutate({ ids: [n.id] });
    if (n.link) void navigate({ to: n.link });
  };

  return (
    // The badge wraps the whole popover, not its target: the target (which gets aria-haspopup/aria-expanded) must be
    // the button itself, not a div (axe: aria-allowed-attr).
    <Indicator label={unread > 9 ? '9+' : unread} size={18} disabled={unread === 0} color="red" offset={4}>
      {/* Focus moves into the panel when it opens (it is portaled: Tab from the bell would never reach it), Esc closes it
          and gives the focus back to the bell. */}
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread ? `Notificações: ${unread} não ${unread === 1 ? 'lida' : 'lidas'}` : 'Notificações'}
            aria-expanded={opened}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} tabIndex={-1} aria-label="Notificações">
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600} fz="sm">
              Notificações
            </Text>
            {unread ? (
              <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate({})}>
                Marcar todas como lidas
              </Button>
            ) : null}
          </Group>
          <ScrollArea.Autosize mah={380}>
            {items.length === 0 ? (
              <Text c="dimmed" fz="sm" px="md" pb="md">
                {latest.isPending ? 'Carregando…' : 'Nenhuma notificação por enquanto.'}
              </Text>
            ) : (
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notificações">
                {items.map((n) => (
                  <li key={n.id}>
                    <UnstyledButton
                      onClick={() => open(n)}
                      w="100%"
                      px="md"
                      py="xs"
                      style={{
                        borderTop: '1px solid var(--mantine-color-default-border)',
                        background: n.readAt ? undefined : 'var(--mantine-color-blue-light)',
                      }}
                    >
                      <Text fz="sm" fw={n.readAt ? 400 : 600}>
                        {n.title}
                      </Text>
                      {n.body ? (
                        <Text fz="xs" c="dimmed">
                          {n.body}
                        </Text>
                      ) : null}
                      <Text fz="xs" c="dimmed">
                        {formatDateTime(n.createdAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
