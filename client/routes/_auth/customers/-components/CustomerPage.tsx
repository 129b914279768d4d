import { Badge, Breadcrumbs, Card, EmptyState, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { can } from '../../../../../shared/permissions.ts';
import type { ZIncome } from '../../../../../shared/schemas/deals.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { toFailure } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { incomeFacts } from '../../deal/$dealId/-components/deal-format.ts';
import { FactList } from '../../deal/$dealId/-components/FactList.tsx';
import { CustomerDeals, CustomerSimulations } from './CustomerHistory.tsx';
import { CustomerPrivacy } from './CustomerPrivacy.tsx';
import { CustomerTasks } from './CustomerTasks.tsx';
import { customerFacts, displayDocument } from './customer-format.ts';
import { canViewCustomers, customerQuery, isCustomerId } from './customers-search.ts';

/** /customers/$customerId: a person's data, their deals and their simulations (staff's for the document, or their deals'). */
export function CustomerPage({ customerId }: { customerId: string }) {
  const profile = useProfile();
  if (!canViewCustomers(profile.role.permissions)) return <Forbidden />;
  if (!isCustomerId(customerId)) return <CustomerNotFound />;
  return <Customer customerId={customerId} />;
}

function CustomerNotFound() {
  usePageTitle('Cliente não encontrado');
  return (
    <EmptyState py={64} icon={<IconUserSearch size={40} stroke={1.4} />} withIndicatorBackground>
      <EmptyState.Title order={1}>Cliente não encontrado</EmptyState.Title>
      <EmptyState.Description>Este cliente não existe ou não aparece em nenhum negócio que você pode ver.</EmptyState.Description>
      <EmptyState.Actions>
        <ButtonLink to="/customers" leftSection={<IconArrowLeft size={18} />}>
          Ver clientes
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Customer({ customerId }: { customerId: string }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const customer = useQuery(customerQuery(trpc, customerId));
  usePageTitle(customer.data?.name ?? (customer.isError ? 'Cliente não encontrado' : 'Cliente'));

  if (customer.isError && !customer.data) {
    if (toFailure(customer.error).type === 'ENTITY_NOT_FOUND_ERROR') return <CustomerNotFound />;
    return <LoadError what="o cliente" onRetry={() => void customer.refetch()} />;
  }
  const c = customer.data;
  const incomes = (Array.isArray(c?.incomes) ? c.incomes : []) as z.output<typeof ZIncome>[];

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <AnchorLink to="/customers" fz="sm">
          Clientes
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          {c?.name ?? '…'}
        </Text>
      </Breadcrumbs>
      {c ? (
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{displayDocument(c.personType, c.document)}</Text>
            <Badge variant="light" color="gray">
              {c.deals.length} {c.deals.length === 1 ? 'negócio' : 'negócios'}
            </Badge>
            <Badge variant="light" color="grape">
              {c.simulations.length} {c.simulations.length === 1 ? 'simulação' : 'simulações'}
            </Badge>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs" aria-busy aria-label="Carregando o cliente">
          <Skeleton height={32} width="45%" radius="sm" />
          <Skeleton height={18} width="25%" radius="sm" />
        </Stack>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dados-title">
            <Stack gap="md">
              <Title order={2} fz="lg" id="dados-title">
                Dados
              </Title>
              {c ? <FactList facts={customerFacts(c)} /> : <Skeleton height={220} radius="md" />}
              {incomes.map((income, i) => (
                <Stack key={i} gap={4}>
                  <Text fz="sm" fw={600}>
                    {incomes.length === 1 ? 'Renda' : `Renda ${i + 1}`}
                  </Text>
                  <FactList facts={incomeFacts(income)} />
                </Stack>
              ))}
            </Stack>
          </Card>
          {c && can(permissions, 'privacy', 'manage') ? (
            <Stack mt="lg">
              <CustomerPrivacy customerId={c.id} name={c.name} anonymisedAt={c.anonymisedAt} />
            </Stack>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {c ? <CustomerTasks customerId={c.id} /> : null}
            <CustomerDeals deals={c?.deals} />
            <CustomerSimulations simulations={c?.simulations} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
