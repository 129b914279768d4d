import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { Logo } from './Logo.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/** The frame of the public account pages (login, password recovery and change). */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Group justify="flex-end" p="md">
        <ColorSchemeToggle />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Logo size="xl" />
          </Center>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            <Stack gap="xs" mb="lg">
              <Title order={1} fz={24}>
                {title}
              </Title>
              {description ? (
                <Text c="dimmed" fz="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
          <SiteFooter />
        </Stack>
      </Center>
    </Box>
  );
}
