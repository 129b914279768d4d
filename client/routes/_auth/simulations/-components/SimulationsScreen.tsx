import { Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCalculator, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import { SIMULATION_TYPES } from '../../../../../shared/schemas/simulation.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { PaginationBar } from '../../../../components/PaginationBar.tsx';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { typeLabel } from '../../../../components/simulation/simulation-format.ts';
import type { SavedSimulation } from '../../../../components/simulation/simulation-types.ts';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { canViewSimulations, ORIGIN_LABEL, simulationsListInput, type SimulationsSearch } from './simulations-search.ts';
import { SimulationsTable } from './SimulationsTable.tsx';

const TYPE_OPTIONS = SIMULATION_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const ORIGIN_OPTIONS = Object.entries(ORIGIN_LABEL).map(([value, label]) => ({ value, label }));

interface SimulationsScreenProps {
  search: SimulationsSearch;
  onSearchChange: (next: SimulationsSearch) => void;
}

/** /simulations: the simulations saved by the broker (or the whole company), including public-page leads. */
export function SimulationsScreen(props: SimulationsScreenProps) {
  usePageTitle('Simulações salvas');
  const profile = useProfile();
  if (!canViewSimulations(profile.role.permissions)) return <Forbidden />;
  return <SimulationsList {...props} />;
}

function SimulationsList({ search, onSearchChange }: SimulationsScreenProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const permissions = useProfile().role.permissions;
  const canCreate = can(permissions, 'simulation', 'create');
  const canDelete = can(permissions, 'simulation', 'delete');

  // The search box filters as the user types, once they pause.
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange({ ...search, search: debounced || undefined, page: undefined });
  }, [debounced, search, onSearchChange]);

  const list = useQuery({ ...trpc.simulation.list.queryOptions(simulationsListInput(search)), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.simulation.delete.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.simulation.list.pathFilter());
      },
    }),
  );
  const confirmDelete = (item: SavedSimulation) =>
    modals.openConfirmModal({
      title: 'Excluir simulação',
      children: (
        <Text fz="sm">
          Deseja excluir a simulação de <strong>{item.customerName}</strong>? Ela deixa de aparecer na lista.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: item.id }),
    });
  // Opens the simulation as it was saved, at its own address (/simulations/{id}), which can be bookmarked.
  const reopen = (item: SavedSimulation) => void navigate({ to: '/simulations/$simulationId', params: { simulationId: item.id } });
  const setFilter = (patch: SimulationsSearch) => onSearchChange({ ...search, ...patch, page: undefined });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Simulações salvas</Title>
          <Text c="dimmed">
            {can(permissions, 'simulation', 'viewCompany') ? 'Simulações de toda a empresa' : 'Suas simulações'}, incluindo as feitas pelos clientes no seu
            link público.
          </Text>
        </Stack>
        {canCreate ? (
          <ButtonLink to="/simulation/realty/bestMatch" leftSection={<IconCalculator size={18} />}>
            Nova simulação
          </ButtonLink>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Buscar"
              placeholder="Nome ou CPF do cliente"
              type="search"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Select
              label="Tipo"
              placeholder="Todos"
              clearable
              data={TYPE_OPTIONS}
              value={search.type ?? null}
              onChange={(type) => setFilter({ type: SIMULATION_TYPES.find((t) => t === type) })}
            />
            <Select
              label="Origem"
              placeholder="Todas"
              clearable
              data={ORIGIN_OPTIONS}
              value={search.origin ?? null}
              onChange={(origin) => setFilter({ origin: origin === 'internal' || origin === 'simulator' ? origin : undefined })}
            />
          </SimpleGrid>
          <SimulationsTable
            items={list.data?.items}
            loading={list.isFetching}
            onRetry={list.isError ? () => void list.refetch() : undefined}
            onReopen={reopen}
            onDelete={canDelete ? confirmDelete : undefined}
          />
          {list.data ? (
            <PaginationBar
              page={search.page ?? 1}
              totalPages={list.data.totalPages}
              total={list.data.total}
              noun={list.data.total === 1 ? 'simulação' : 'simulações'}
              onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
