import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SUBSIDIARY_STATUS } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import { type SearchProps, withFilter } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { RegistrationLinkModal } from './RegistrationLinkModal.tsx';
import { SubsidiariesTable } from './SubsidiariesTable.tsx';
import { SubsidiaryFormModal } from './SubsidiaryFormModal.tsx';
import { SubsidiaryStatusModal } from './SubsidiaryStatusModal.tsx';
import { SubsidiaryUsersModal } from './SubsidiaryUsersModal.tsx';
import { type SubsidiariesSearch, subsidiariesListInput } from './subsidiaries-search.ts';

const STATUS_OPTIONS = [...optionsOf(SUBSIDIARY_STATUS), { value: 'pending' as const, label: 'Aguardando cadastro' }];

type Props = SearchProps<SubsidiariesSearch>;

/** /subsidiary ("Filiais"): the company's affiliates, or the manager's own one. */
export function SubsidiariesScreen(props: Props) {
  usePageTitle('Filiais');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'subsidiary', 'view')) return <Forbidden />;
  return <SubsidiariesList {...props} />;
}

function SubsidiariesList({ search, onSearchChange }: Props) {
  const trpc = useTRPC();
  const canManage = can(useProfile().role.permissions, 'subsidiary', 'manage');
  const [form, setForm] = useState<{ editing: SubsidiaryListItem | null } | null>(null);
  const [linkOf, setLinkOf] = useState<SubsidiaryListItem | null>(null);
  const [statusOf, setStatusOf] = useState<SubsidiaryListItem | null>(null);
  const [usersOf, setUsersOf] = useState<SubsidiaryListItem | null>(null);

  const list = useQuery({ ...trpc.accounts.subsidiaries.list.queryOptions(subsidiariesListInput(search)), placeholderData: keepPreviousData });

  return (
    <>
      <ListScreen
        title="Filiais"
        description={canManage ? 'As filiais da empresa: situação, período de teste e usuários.' : 'A sua filial.'}
        actions={
          canManage ? (
            <Button leftSection={<IconBuildingPlus size={18} />} onClick={() => setForm({ editing: null })}>
              Nova filial
            </Button>
          ) : null
        }
        search={search}
        onSearchChange={onSearchChange}
        // A manager sees only their own affiliate: nothing to search or filter.
        searchPlaceholder={canManage ? 'Nome ou CNPJ' : undefined}
        filters={[
          canManage ? (
            <FilterSelect key="situacao" label="Situação" placeholder="Todas" data={STATUS_OPTIONS} value={search.status} onChange={(status) => onSearchChange(withFilter(search, { status }))} />
          ) : null,
        ]}
        page={list.data}
        noun={['filial', 'filiais']}
      >
        <SubsidiariesTable {...listState(list, list.data?.items)} actions={{ canManage, onUsers: setUsersOf, onEdit: (s) => setForm({ editing: s }), onStatus: setStatusOf, onLink: setLinkOf }} />
      </ListScreen>
      {canManage ? (
        <>
          <SubsidiaryFormModal
            opened={!!form}
            editing={form?.editing ?? null}
            onClose={() => setForm(null)}
            onCreated={(created) => {
              setForm(null);
              setLinkOf(created);
            }}
          />
          <RegistrationLinkModal subsidiary={linkOf} onClose={() => setLinkOf(null)} />
          <SubsidiaryStatusModal subsidiary={statusOf} onClose={() => setStatusOf(null)} />
        </>
      ) : null}
      <SubsidiaryUsersModal subsidiary={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
