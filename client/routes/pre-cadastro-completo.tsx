import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PRE_REGISTRATION_DAYS, TEST_PERIOD_DAYS } from '../../shared/schemas/registration.ts';
import { RegistrationFrame } from '../components/registration/RegistrationFrame.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Public: after a pre-registration, what happens next (docs/design/product-spec.md §2 /pre-cadastro-completo). */
export const Route = createFileRoute('/pre-cadastro-completo')({
  component: PreCadastroCompletoPage,
});

function PreCadastroCompletoPage() {
  usePageTitle('Pré-cadastro enviado');
  return (
    <RegistrationFrame title="Pré-cadastro enviado!">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
            <IconMailCheck size={32} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            Confira o seu e-mail
          </Title>
          <Text>Enviamos um link para concluir o cadastro da sua empresa. O que acontece agora:</Text>
          <List spacing="xs" type="ordered">
            <List.Item>Abra o e-mail “Crédito — conclua o cadastro da sua empresa” (confira também a caixa de spam).</List.Item>
            <List.Item>Clique no link: o cadastro abre com os dados que você já informou.</List.Item>
            <List.Item>Complete o endereço e o seu acesso e aceite os termos.</List.Item>
            <List.Item>Pronto: entre na plataforma e use {TEST_PERIOD_DAYS} dias de teste.</List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            O link vale por {PRE_REGISTRATION_DAYS} dias.
          </Text>
        </Stack>
      </Paper>
    </RegistrationFrame>
  );
}
