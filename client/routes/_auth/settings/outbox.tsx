import { Accordion, Alert, Badge, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/trpc/app-router.ts';
import { formatDateTime } from '../../../../shared/format.ts';
import { can } from '../../../../shared/permissions.ts';
import { Forbidden } from '../../../components/Forbidden.tsx';
import { ListScreen } from '../../../components/list/ListScreen.tsx';
import { ListStates } from '../../../components/list/ListStates.tsx';
import type { SearchProps } from '../../../components/list/list-search.ts';
import { listState } from '../../../components/list/list-state.ts';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { searchPage } from '../../../lib/search-params.ts';
import { useProfile } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LinkifiedText } from './-components/LinkifiedText.tsx';

export const Route = createFileRoute('/_auth/settings/outbox')({
  validateSearch: (raw: Record<string, unknown>): OutboxSearch => ({ page: searchPage(raw.page) }),
  component: OutboxRoute,
});

/** The page of the outbox, in the URL like every list's. */
interface OutboxSearch {
  page?: number;
}

const PAGE_SIZE = 20;
const STATUS: Record<string, { label: string; color: string }> = {
  stored: { label: 'Guardado (sem envio)', color: 'gray' },
  queued: { label: 'Na fila de envio', color: 'blue' },
  sent: { label: 'Enviado', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
};

function OutboxRoute() {
  usePageTitle('Caixa de saída');
  const profile = useProfile();
  const search = useRouteSearch(Route);
  if (!can(profile.role.permissions, 'outbox', 'view')) return <Forbidden />;
  return <OutboxPage {...search} />;
}

/**
 * The e-mails of the viewer's company (a platform operator's also include platform mail): recipient, subject, status,
 * and the text with every access link hidden, so the page never lets anyone into someone else's account.
 */
function OutboxPage({ search, onSearchChange }: SearchProps<OutboxSearch>) {
  const trpc = useTRPC();
  const profile = useProfile();
  const list = useQuery({ ...trpc.outbox.list.queryOptions({ page: search.page ?? 1, size: PAGE_SIZE }), placeholderData: keepPreviousData });

  return (
    <ListScreen
      title="Caixa de saída"
      description={`${profile.platformOperator ? 'E-mails da sua empresa e da própria plataforma' : 'E-mails da sua empresa'}: enviados, na fila de envio ou guardados aqui quando não há servidor de e-mail configurado. Os links de acesso, como os de redefinição de senha, aparecem ocultos: só quem recebe o e-mail pode usá-los.`}
      search={search}
      onSearchChange={onSearchChange}
      page={list.data}
      noun={['e-mail', 'e-mails']}
    >
      <ListStates {...listState(list, list.data?.items)} what="os e-mails" empty="Nenhum e-mail na caixa de saída">
        {list.data ? (
          <Accordion variant="separated" radius="md" chevronPosition="left">
            {list.data.items.map((mail) => (
              <OutboxMail key={mail.id} mail={mail} />
            ))}
          </Accordion>
        ) : (
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={48} radius="md" />
            ))}
          </Stack>
        )}
      </ListStates>
    </ListScreen>
  );
}

type OutboxItem = inferRouterOutputs<AppRouter>['outbox']['list']['items'][number];

/** One e-mail: subject, recipient, when and its status; opened, the error if any and the text with links hidden. */
function OutboxMail({ mail }: { mail: OutboxItem }) {
  const status = STATUS[mail.status] ?? { label: mail.status, color: 'gray' };
  return (
    <Accordion.Item value={mail.id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Box miw={0}>
            <Text fw={600} fz="sm">
              {mail.subject}
            </Text>
            <Text fz="xs" c="dimmed">
              Para: {mail.to}
            </Text>
          </Box>
          <Group gap="sm" wrap="nowrap">
            <Text fz="xs" c="dimmed">
              {formatDateTime(mail.createdAt)}
            </Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {mail.error ? (
          <Alert color="red" variant="light" mb="sm" title="Erro no envio">
            {mail.error}
          </Alert>
        ) : null}
        <Text component="pre" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
          <LinkifiedText text={mail.text} />
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
