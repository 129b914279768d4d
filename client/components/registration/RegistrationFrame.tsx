import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PublicFrame } from '../simulation/PublicFrame.tsx';

/** The public registration pages' frame: mobile-first card with the title and the way to sign in. */
export function RegistrationFrame({ title, description, logoUrl, children }: { title: string; description?: ReactNode; logoUrl?: string | null; children: ReactNode }) {
  return (
    <PublicFrame>
      <Paper withBorder radius="lg" p="md" component="header" style={{ borderTop: '4px solid var(--mantine-primary-color-filled)' }}>
        <Stack gap={6}>
          {logoUrl ? <Image src={logoUrl} alt="Logo da empresa" h={48} w="auto" maw="100%" fit="contain" /> : null}
          <Title order={1} fz={{ base: 'xl', sm: 'h2' }} lh={1.25}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" fz="sm">
              {description}
            </Text>
          ) : null}
          <Group gap={4}>
            <Text fz="sm">Já tem conta?</Text>
            <Anchor component={Link} to="/login" fz="sm" fw={600}>
              Entrar
            </Anchor>
          </Group>
        </Stack>
      </Paper>
      {children}
    </PublicFrame>
  );
}
