import { Accordion, Alert, Badge, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format.ts';
import { can } from '../../../../shared/permissions.ts';
import { Forbidden } from '../../../components/Forbidden.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PaginationBar } from '../../../components/PaginationBar.tsx';
import { useProfile } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { LinkifiedText } from './-components/LinkifiedText.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export const Route = createFileRoute('/_auth/settings/outbox')({
  component: OutboxRoute,
});

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
  if (!can(profile.role.permissions, 'outbox', 'view')) return <Forbidden />;
  return <OutboxPage />;
}

/**
 * The e-mails of the viewer's company (a platform operator's also include platform mail): recipient, subject, status,
 * and the text with every access link hidden, so the page never lets anyone into someone else's account.
 */
function OutboxPage() {
  const trpc = useTRPC();
  const profile = useProfile();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...trpc.outbox.list.queryOptions({ page, size: PAGE_SIZE }), placeholderData: keepPreviousData });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Caixa de saída</Title>
        <Text c="dimmed">
          {profile.platformOperator ? 'E-mails da sua empresa e da própria plataforma' : 'E-mails da sua empresa'}: enviados, na fila de envio ou guardados
          aqui quando não há servidor de e-mail configurado. Os links de acesso, como os de redefinição de senha, aparecem ocultos: só quem recebe o
          e-mail pode usá-los.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          {list.isPending ? (
            <Stack gap="sm" aria-busy>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={48} radius="md" />
              ))}
            </Stack>
          ) : null}
          {list.isError && !list.data ? <LoadError what="os e-mails" onRetry={() => void list.refetch()} /> : null}
          {list.data && list.data.items.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl">
              Nenhum e-mail na caixa de saída
            </Text>
          ) : null}
          {list.data && list.data.items.length > 0 ? (
            <Accordion variant="separated" radius="md" chevronPosition="left">
              {list.data.items.map((mail) => {
                const status = STATUS[mail.status] ?? { label: mail.status, color: 'gray' };
                return (
                  <Accordion.Item key={mail.id} value={mail.id}>
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
              })}
            </Accordion>
          ) : null}
          {list.data ? (
            <PaginationBar
              page={page}
              totalPages={list.data.totalPages}
              total={list.data.total}
              noun={list.data.total === 1 ? 'e-mail' : 'e-mails'}
              onChange={setPage}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
