import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../RouterLinks.tsx';

/** The end of a registration: what happened and the way in (sign in at /login). */
export function RegistrationDone({ title, email, children }: { title: string; email: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 'xl', sm: 'h2' }}>
          {title}
        </Title>
        <Text>
          Enviamos um e-mail de boas-vindas para <strong>{email}</strong>.
        </Text>
        {children}
        <Text c="dimmed" fz="sm">
          Para começar, entre com o seu e-mail e a senha que você acabou de criar.
        </Text>
        <ButtonLink to="/login" size="md" leftSection={<IconLogin size={18} />}>
          Entrar na plataforma
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
