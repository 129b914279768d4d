import { Alert, Breadcrumbs, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../../shared/permissions.ts';
import { BankAvatar, DemoBadge } from '../../../../components/catalogue/BankAvatar.tsx';
import { ProductsTable } from '../../../../components/catalogue/ProductsTable.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { listState } from '../../../../components/list/list-state.ts';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { toFailure } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { InstitutionRules } from './InstitutionRules.tsx';
import { institutionProductsQuery, institutionQuery, isBankId } from './institution-queries.ts';

/** /instituicao-financeira/$id: one partner bank, its credit rules and its products. */
export function InstitutionPage({ id }: { id: string }) {
  const profile = useProfile();
  if (!can(profile.role.permissions, 'bankPartner', 'view')) return <Forbidden />;
  if (!isBankId(id)) return <InstitutionNotFound />;
  return <Institution id={id} />;
}

function InstitutionNotFound() {
  usePageTitle('Instituição não encontrada');
  return (
    <EmptyState
      py={64}
      icon={<IconBuildingBank size={40} stroke={1.4} />}
      withIndicatorBackground
      title="Instituição não encontrada"
      description="Este banco parceiro não existe ou foi excluído. Confira o endereço ou escolha um banco na lista."
    >
      <EmptyState.Actions>
        <ButtonLink to="/bankpartners" leftSection={<IconArrowLeft size={18} />}>
          Ver bancos parceiros
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Institution({ id }: { id: string }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const bank = useQuery(institutionQuery(trpc, id));
  const products = useQuery({ ...institutionProductsQuery(trpc, id), enabled: can(permissions, 'product', 'view') && bank.isSuccess });
  usePageTitle(bank.data?.name ?? (bank.isError ? 'Instituição não encontrada' : 'Instituição financeira'));

  if (bank.isError) {
    if (toFailure(bank.error).type === 'ENTITY_NOT_FOUND_ERROR') return <InstitutionNotFound />;
    return <LoadError what="o banco parceiro" onRetry={() => void bank.refetch()} />;
  }
  const canCreateProduct = can(permissions, 'product', 'create') || can(permissions, 'product', 'manageGlobal');

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <AnchorLink to="/bankpartners" fz="sm">
          Bancos parceiros
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          {bank.data?.name ?? '…'}
        </Text>
      </Breadcrumbs>

      {bank.data ? (
        <Group gap="md" wrap="nowrap" align="center">
          <BankAvatar name={bank.data.name} logoUrl={bank.data.logoUrl} size={72} />
          <Stack gap={4} miw={0}>
            <Group gap="sm">
              <Title order={1}>{bank.data.name}</Title>
              {bank.data.isDemo ? <DemoBadge /> : null}
            </Group>
            <Text c="dimmed">Código do banco: {bank.data.number}</Text>
          </Stack>
        </Group>
      ) : (
        <Group gap="md" aria-busy>
          <Skeleton height={72} width={72} radius="md" />
          <Stack gap="xs">
            <Skeleton height={28} width={260} />
            <Skeleton height={14} width={140} />
          </Stack>
        </Group>
      )}

      {bank.data?.isDemo ? (
        <Alert color="grape" variant="light" icon={<IconInfoCircle />}>
          Dados de demonstração: as regras e os produtos abaixo são plausíveis, mas não são ofertas reais desta instituição ({bank.data.name}).
        </Alert>
      ) : null}

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="regras">
        <Title order={2} fz="h4" mb="md" id="regras">
          Regras de crédito
        </Title>
        {bank.data ? (
          <InstitutionRules bank={bank.data} />
        ) : (
          <Stack gap="sm">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={16} />
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="produtos">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4" id="produtos">
            Produtos
          </Title>
          {canCreateProduct && bank.data ? (
            <ButtonLink to="/products/new" search={{ bank: id }} size="xs" variant="light" leftSection={<IconPlus size={14} />}>
              Novo produto
            </ButtonLink>
          ) : null}
        </Group>
        {can(permissions, 'product', 'view') ? (
          <ProductsTable context="bank" {...listState(products, products.data?.items)} loading={products.isFetching || bank.isPending} />
        ) : (
          <Text c="dimmed">Sua função não permite ver produtos.</Text>
        )}
      </Card>
    </Stack>
  );
}
