import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COMMISSION_STATUSES } from '../../../../../shared/commissions.ts';
import { maskDate, parseBrDate } from '../../../../../shared/format.ts';
import { MSG } from '../../../../../shared/messages.ts';
import { COMMISSION_STATUS } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import { ExportMenu } from '../../../../components/ExportMenu.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import { type SearchProps, withFilter } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { CommissionDrawer } from './CommissionDrawer.tsx';
import { CommissionsTable } from './CommissionsTable.tsx';
import { formatCents, formatDay, STATUS_COLOR } from './commissions-format.ts';
import { type CommissionsSearch, canViewCommissions, commissionsListInput } from './commissions-search.ts';
import { ForecastCard } from './ForecastCard.tsx';

type Props = SearchProps<CommissionsSearch>;

const STATUS_OPTIONS = COMMISSION_STATUSES.map((s) => ({ value: s, label: COMMISSION_STATUS[s] }));

export function CommissionsScreen(props: Props) {
  usePageTitle('Comissões');
  const profile = useProfile();
  if (!canViewCommissions(profile.role.permissions)) return <Forbidden />;
  return <CommissionsList {...props} />;
}

/** A date filter typed as DD/MM/AAAA, applied once it is a whole date (or cleared). */
/**
 * A date of the period filter: applied once it is a whole, real date; a date that does not exist (32/13/2026), or one
 * left half typed, says so under the field instead of being ignored in silence.
 */
function DateFilter({ label, value, onChange, error }: { label: string; value: string | undefined; onChange: (iso: string | undefined) => void; error?: string }) {
  const [text, setText] = useState(value ? formatDay(value) : '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(value ? formatDay(value) : ''), [value]);
  return (
    <MaskedInput
      label={label}
      mask={maskDate}
      inputMode="numeric"
      placeholder="DD/MM/AAAA"
      error={error ?? (invalid ? MSG.invalidDate : undefined)}
      value={text}
      onBlur={() => setInvalid(text !== '' && parseBrDate(text) === null)}
      onChange={(next) => {
        setText(next);
        setInvalid(false);
        if (next === '') onChange(undefined);
        else if (next.length === 10) {
          const iso = parseBrDate(next);
          if (iso) onChange(iso);
          else setInvalid(true);
        }
      }}
    />
  );
}

function CommissionsList({ search, onSearchChange }: Props) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const companyWide = can(permissions, 'commission', 'viewCompany');
  const setFilter = (patch: CommissionsSearch) => onSearchChange(withFilter(search, patch));

  const list = useQuery({ ...trpc.commissions.list.queryOptions(commissionsListInput(search)), placeholderData: keepPreviousData });
  const banks = useQuery(trpc.bankPartners.list.queryOptions({}, { staleTime: 5 * 60_000 }));
  const people = useQuery(trpc.deals.assignableUsers.queryOptions(undefined, { enabled: companyWide && can(permissions, 'deal', 'changeResponsible'), staleTime: 5 * 60_000 }));

  return (
    <>
      <ListScreen
        title="Comissões"
        description={`${companyWide ? 'Comissões de toda a empresa' : 'Comissões dos seus negócios'}: da previsão (contrato no registro) ao pagamento pelo banco.`}
        actions={<ExportMenu kind="commissions" filters={{ ...commissionsListInput(search), page: undefined, size: undefined }} />}
        above={
          <>
            <ForecastCard />
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label="Totais por status">
              {/* Each total is a filter button named by what it shows (status, amount, count): a label of its own
                  left out the count that voice users read aloud to press it. */}
              {COMMISSION_STATUSES.map((s) => {
                const t = list.data?.totals.find((x) => x.status === s);
                const active = search.status === s;
                return (
                  <UnstyledButton key={s} onClick={() => setFilter({ status: active ? undefined : s })} aria-pressed={active}>
                    <Paper withBorder radius="md" p="sm" style={{ borderColor: active ? `var(--mantine-color-${STATUS_COLOR[s]}-6)` : undefined, borderWidth: active ? 2 : undefined }}>
                      <Text fz="xs" c={STATUS_COLOR[s]} fw={700} tt="uppercase">
                        {COMMISSION_STATUS[s]}
                      </Text>
                      <Text fw={700} fz="lg">
                        {t ? formatCents(t.cents) : '—'}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {t ? `${t.count} ${t.count === 1 ? 'comissão' : 'comissões'}` : ' '}
                      </Text>
                    </Paper>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </>
        }
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Cliente, placa ou nº"
        filters={[
          <FilterSelect key="status" label="Status" placeholder="Todos" data={STATUS_OPTIONS} value={search.status} onChange={(status) => setFilter({ status })} />,
          <DateFilter key="vencimento-de" label="Vencimento de" value={search.from} onChange={(from) => setFilter({ from })} />,
          <DateFilter
            key="vencimento-ate"
            label="Vencimento até"
            value={search.to}
            onChange={(to) => setFilter({ to })}
            error={search.from && search.to && search.to < search.from ? 'A data final não pode ser anterior à inicial' : undefined}
          />,
          <FilterSelect
            key="banco"
            label="Banco"
            placeholder="Todos"
            searchable
            data={banks.data?.map((b) => ({ value: b.id, label: b.name })) ?? []}
            value={search.bankPartnerId}
            onChange={(bankPartnerId) => setFilter({ bankPartnerId })}
          />,
          companyWide && people.data ? (
            <FilterSelect
              key="responsavel"
              label="Responsável"
              placeholder="Todos"
              searchable
              data={people.data.map((u) => ({ value: u.id, label: u.name }))}
              value={search.ownerId}
              onChange={(ownerId) => setFilter({ ownerId })}
            />
          ) : null,
        ]}
        filterColumns={{ base: 1, sm: 2, lg: companyWide ? 6 : 5 }}
        page={list.data}
        noun={['comissão', 'comissões']}
        summary={
          list.data ? (
            <Text fz="sm">
              A receber: <strong>{formatCents(list.data.openCents)}</strong>
            </Text>
          ) : null
        }
      >
        <CommissionsTable
          {...listState(list, list.data?.items)}
          filtered={!!(search.search || search.status || search.from || search.to || search.bankPartnerId || search.ownerId)}
          onOpen={(id) => onSearchChange({ ...search, id })}
        />
      </ListScreen>
      <CommissionDrawer id={search.id} onClose={() => onSearchChange({ ...search, id: undefined })} />
    </>
  );
}
