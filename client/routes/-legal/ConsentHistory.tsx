import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { COOKIE_CATEGORY_INFO, COOKIE_CATEGORY_KEYS } from '../../../shared/cookies.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { useSession } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** For a signed-in user: the cookie choices recorded for their account (LGPD art. 8 and art. 18, access). */
export function ConsentHistory() {
  const signedIn = useSession() !== null;
  const trpc = useTRPC();
  const consents = useQuery({ ...trpc.privacy.myConsents.queryOptions(), enabled: signedIn, meta: { silent: true } });
  if (!signedIn) {
    return <Text>Quem está conectado vê aqui o histórico das escolhas registradas para a sua conta.</Text>;
  }
  if (consents.isPending) return <Skeleton height={64} radius="md" aria-busy aria-label="Carregando" />;
  if (consents.isError) return <Text c="dimmed">Não foi possível carregar o histórico agora.</Text>;
  const cookieConsents = consents.data.filter((c) => c.kind === 'cookies');
  if (cookieConsents.length === 0) return <Text c="dimmed">Nenhuma escolha registrada para a sua conta ainda.</Text>;
  return (
    <Stack gap="xs" aria-label="Escolhas registradas" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {cookieConsents.slice(0, 10).map((c) => (
        <Paper key={c.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {formatDateTime(c.createdAt)}
            </Text>
            <Text fz="xs" c="dimmed">
              Versão {c.version}
            </Text>
          </Group>
          <Group gap={6} mt={6}>
            {COOKIE_CATEGORY_KEYS.map((k) => (
              <Badge key={k} variant={c.choices[k] ? 'light' : 'outline'} color={c.choices[k] ? 'green' : 'gray'}>
                {COOKIE_CATEGORY_INFO[k].label}: {c.choices[k] ? 'sim' : 'não'}
              </Badge>
            ))}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
