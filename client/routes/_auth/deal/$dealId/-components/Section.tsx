import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** Anchor and heading id, so the section is named for screen readers. */
  id: string;
  children: ReactNode;
  /** Beside the title: a count, a button. */
  aside?: ReactNode;
}

/** A titled card of the deal page. */
export function Section({ title, id, children, aside }: SectionProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id={`${id}-title`}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
