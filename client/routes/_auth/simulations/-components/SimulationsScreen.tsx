import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalculator } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { SIMULATION_TYPES } from '../../../../../shared/schemas/simulation.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import { type SearchProps, withFilter } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { typeLabel } from '../../../../components/simulation/simulation-format.ts';
import type { SavedSimulation } from '../../../../components/simulation/simulation-types.ts';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { SimulationsTable } from './SimulationsTable.tsx';
import { canViewSimulations, ORIGIN_LABEL, type SimulationsSearch, simulationsListInput } from './simulations-search.ts';

const TYPE_OPTIONS = SIMULATION_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const ORIGIN_OPTIONS = optionsOf(ORIGIN_LABEL);

type SimulationsScreenProps = SearchProps<SimulationsSearch>;

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
  const setFilter = (patch: SimulationsSearch) => onSearchChange(withFilter(search, patch));

  return (
    <ListScreen
      title="Simulações salvas"
      description={`${can(permissions, 'simulation', 'viewCompany') ? 'Simulações de toda a empresa' : 'Suas simulações'}, incluindo as feitas pelos clientes no seu link público.`}
      actions={
        canCreate ? (
          <ButtonLink to="/simulation/realty/bestMatch" leftSection={<IconCalculator size={18} />}>
            Nova simulação
          </ButtonLink>
        ) : null
      }
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Nome ou CPF do cliente"
      filters={[
        <FilterSelect key="tipo" label="Tipo" placeholder="Todos" data={TYPE_OPTIONS} value={search.type} onChange={(type) => setFilter({ type })} />,
        <FilterSelect key="origem" label="Origem" placeholder="Todas" data={ORIGIN_OPTIONS} value={search.origin} onChange={(origin) => setFilter({ origin })} />,
      ]}
      page={list.data}
      noun={['simulação', 'simulações']}
    >
      <SimulationsTable {...listState(list, list.data?.items)} onReopen={reopen} onDelete={canDelete ? confirmDelete : undefined} />
    </ListScreen>
  );
}
