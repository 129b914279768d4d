import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OPERATIONS_VOLUME, stateFromCep } from '../../../shared/options.ts';
import type { RegistrationValues } from './registration-form.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" fz="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The last step: what will be registered, at a glance. */
export function RegistrationReview({ values }: { values: RegistrationValues }) {
  const c = values.company;
  const a = values.address;
  const place = stateFromCep(a.postalCode);
  const volume = c.volumeOfOperations ? OPERATIONS_VOLUME[c.volumeOfOperations as keyof typeof OPERATIONS_VOLUME] : '';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} fz="md">
          Confira os dados
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label="Empresa" value={c.fantasyName || c.corporateName} />
          <Fact label="CNPJ" value={c.document} />
          <Fact label="Volume de operações" value={volume} />
          <Fact label="Endereço" value={[a.street, a.number, a.neighborhood, a.city, place?.state].filter(Boolean).join(', ')} />
          <Fact label="Usuário administrador" value={values.user.name} />
          <Fact label="E-mail de acesso" value={values.user.email} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
