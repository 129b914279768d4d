import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Logo } from './Logo.tsx';

/** Any path the app does not know (docs/design/product-spec.md §2 "any other path"). */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Logo size="xl" />
        <IconMapSearch size={64} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" fw={700} fz={48} lh={1}>
          404
        </Text>
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o início.</Text>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />} size="md">
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
