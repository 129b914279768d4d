import { Button, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc.ts';

/** A typical small page: a heading, a field, a button and one tRPC query. */
export function Page() {
  const trpc = useTRPC();
  const flags = useQuery(trpc.flags.get.queryOptions());
  const [name, setName] = useState('');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Olá</Title>
        {flags.isPending ? <Loader size="sm" /> : <Text>{Object.keys(flags.data ?? {}).length} flags</Text>}
        <TextInput label="Nome" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Group>
          <Button disabled={!name}>Enviar</Button>
        </Group>
      </Stack>
    </Container>
  );
}
