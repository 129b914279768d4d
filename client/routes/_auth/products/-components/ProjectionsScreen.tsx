import { Card, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { listState } from '../../../../components/list/list-state.ts';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { ProjectionForm } from './ProjectionForm.tsx';
import { ProjectionsTable } from './ProjectionsTable.tsx';

/** /products/projecoes: the index projections indexed products are simulated with, and a form for who may add one. */
export function ProjectionsScreen() {
  usePageTitle('Projeções de índices');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'product', 'view')) return <Forbidden />;
  const canManageGlobal = can(permissions, 'product', 'manageGlobal');
  return <Projections canEdit={canManageGlobal || can(permissions, 'product', 'update')} canManageGlobal={canManageGlobal} />;
}

function Projections({ canEdit, canManageGlobal }: { canEdit: boolean; canManageGlobal: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.products.projections.queryOptions());
  return (
    <Stack gap="lg">
      <PageHeader
        title="Projeções de índices"
        description="Produtos pós-fixados (TR, IPCA, CDI) são simulados com a projeção em vigor de cada índice. As da empresa valem só para ela e substituem as da plataforma."
        actions={
          <ButtonLink to="/products" variant="default" leftSection={<IconArrowLeft size={18} />}>
            Produtos
          </ButtonLink>
        }
      />
      {canEdit ? (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Nova projeção
            </Title>
            <ProjectionForm canManageGlobal={canManageGlobal} />
          </Stack>
        </Card>
      ) : null}
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Em vigor e histórico
          </Title>
          <ProjectionsTable {...listState(list, list.data)} />
        </Stack>
      </Card>
    </Stack>
  );
}
