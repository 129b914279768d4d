import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SUBSIDIARY_STATUS } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { PaginationBar } from '../../../../components/PaginationBar.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { RegistrationLinkModal } from './RegistrationLinkModal.tsx';
import { SubsidiariesTable } from './SubsidiariesTable.tsx';
import { subsidiariesListInput, type SubsidiariesSearch } from './subsidiaries-search.ts';
import { SubsidiaryFormModal } from './SubsidiaryFormModal.tsx';
import { SubsidiaryStatusModal } from './SubsidiaryStatusModal.tsx';
import { SubsidiaryUsersModal } from './SubsidiaryUsersModal.tsx';

const STATUS_OPTIONS = [...(Object.keys(SUBSIDIARY_STATUS) as (keyof typeof SUBSIDIARY_STATUS)[]).map((value) => ({ value, label: SUBSIDIARY_STATUS[value] })), { value: 'pending', label: 'Aguardando cadastro' }];

interface Props {
  search: SubsidiariesSearch;
  onSearchChange: (next: SubsidiariesSearch) => void;
}

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

  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange({ ...search, search: debounced || undefined, page: undefined });
  }, [debounced, search, onSearchChange]);

  const list = useQuery({ ...trpc.accounts.subsidiaries.list.queryOptions(subsidiariesListInput(search)), placeholderData: keepPreviousData });
  const page = search.page ?? 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Filiais</Title>
          <Text c="dimmed">{canManage ? 'As filiais da empresa: situação, período de teste e usuários.' : 'A sua filial.'}</Text>
        </Stack>
        {canManage ? (
          <Button leftSection={<IconBuildingPlus size={18} />} onClick={() => setForm({ editing: null })}>
            Nova filial
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          {canManage ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Buscar" placeholder="Nome ou CNPJ" type="search" leftSection={<IconSearch size={16} />} value={text} onChange={(e) => setText(e.currentTarget.value)} />
              <Select
                label="Situação"
                placeholder="Todas"
                clearable
                data={STATUS_OPTIONS}
                value={search.status ?? null}
                onChange={(status) => onSearchChange({ ...search, status: (status ?? undefined) as SubsidiariesSearch['status'], page: undefined })}
              />
            </SimpleGrid>
          ) : null}
          <SubsidiariesTable
            items={list.data?.items}
            loading={list.isFetching}
            onRetry={list.isError ? () => void list.refetch() : undefined}
            actions={{ canManage, onUsers: setUsersOf, onEdit: (s) => setForm({ editing: s }), onStatus: setStatusOf, onLink: setLinkOf }}
          />
          {list.data ? (
            <PaginationBar
              page={page}
              totalPages={list.data.totalPages}
              total={list.data.total}
              noun={list.data.total === 1 ? 'filial' : 'filiais'}
              onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            />
          ) : null}
        </Stack>
      </Card>
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
    </Stack>
  );
}
