import { Alert, Badge, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import { PIPELINES, pipelineByKey, pipelineBySlug, pipelineSlug } from '../../../../../shared/pipelines.ts';
import { DenyDealModal } from '../../../../components/deals/DenyDealModal.tsx';
import { canSeeDeals, visibilityLabel } from '../../../../components/deals/deal-permissions.ts';
import { useDealEvents } from '../../../../components/deals/use-deal-events.ts';
import { ExportMenu } from '../../../../components/ExportMenu.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { SuggestedTaskModal } from '../../../../components/tasks/SuggestedTaskModal.tsx';
import { SEARCH_MAX } from '../../../../lib/search-params.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { type BoardSearch, boardInput, COLUMN_PAGE } from './board-search.ts';
import { KanbanBoard } from './KanbanBoard.tsx';
import { useBoardMoves } from './use-board-moves.ts';

interface BoardScreenProps {
  slug: string;
  search: BoardSearch;
  onSearchChange: (next: BoardSearch) => void;
}

/** /meus-negocios/$pipelineName: the kanban board of one pipeline (docs/design/product-spec.md §2). */
export function BoardScreen(props: BoardScreenProps) {
  const profile = useProfile();
  const pipeline = pipelineBySlug(props.slug);
  usePageTitle(pipeline?.name ?? 'Quadro não encontrado');
  if (!canSeeDeals(profile.role.permissions)) return <Forbidden />;
  if (!pipeline) return <UnknownBoard />;
  // Keyed by pipeline: the columns opened with "Mostrar mais" belong to one board.
  return <BoardView key={pipeline.key} {...props} pipelineKey={pipeline.key} pipelineName={pipeline.name} />;
}

function UnknownBoard() {
  return (
    <Alert color="yellow" variant="light" title="Quadro não encontrado">
      <Stack gap="xs">
        <Text fz="sm">Este quadro não existe. Escolha um dos quadros:</Text>
        {PIPELINES.map((p) => (
          <AnchorLink key={p.key} to="/meus-negocios/$pipelineName" params={{ pipelineName: pipelineSlug(p.name) }} fz="sm">
            {p.name}
          </AnchorLink>
        ))}
      </Stack>
    </Alert>
  );
}

/** Why the board is empty: the search, the other filters, or both. */
function emptyResultText({ search, bank, owner }: BoardSearch): string {
  if (!search) return 'Nenhum negócio deste quadro corresponde aos filtros escolhidos.';
  return `Nenhum negócio deste quadro corresponde a “${search}”${bank || owner ? ' com os filtros escolhidos' : ''}.`;
}

const LIVE_LABEL = { idle: 'Desconectado', connecting: 'Conectando…', pending: 'Ao vivo', error: 'Sem atualização ao vivo' } as const;
const LIVE_COLOR = { idle: 'gray', connecting: 'gray', pending: 'green', error: 'orange' } as const;

function BoardView({ search, onSearchChange, pipelineKey, pipelineName }: BoardScreenProps & { pipelineKey: string; pipelineName: string }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const [columnLimits, setColumnLimits] = useState<Record<string, number>>({});
  const input = boardInput(pipelineKey, search, columnLimits);
  const showMore = useCallback((stage: string) => setColumnLimits((limits) => ({ ...limits, [stage]: (limits[stage] ?? COLUMN_PAGE) + COLUMN_PAGE * 2 })), []);
  const queryOptions = trpc.pipelines.board.queryOptions(input);
  const board = useQuery({ ...queryOptions, placeholderData: keepPreviousData });
  const banks = useQuery({ ...trpc.bankPartners.list.queryOptions({}), enabled: can(permissions, 'bankPartner', 'view'), staleTime: 5 * 60_000 });
  const moves = useBoardMoves(queryOptions.queryKey);
  const live = useDealEvents(pipelineKey);
  const readOnly = !can(permissions, 'deal', 'update');
  const everyone = visibilityLabel(permissions);

  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  // Applied when the typed text settles, not when the other filters change (nor after "Limpar", which empties both).
  const searchNow = useRef(search);
  searchNow.current = search;
  useEffect(() => {
    if (debounced !== (searchNow.current.search ?? '')) onSearchChange({ ...searchNow.current, search: debounced || undefined });
  }, [debounced, onSearchChange]);

  const totals = board.data?.columns.reduce((acc, c) => ({ count: acc.count + c.count, value: acc.value + c.totalValue }), { count: 0, value: 0 });
  // Every column would only say it is empty: the screen says once that the filters found nothing, and how to go back.
  const nothingFound = totals?.count === 0 && !!(search.search || search.bank || search.owner);
  const pendingCustomer = moves.pendingDenial?.customerName;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>{pipelineName}</Title>
            <Tooltip label="Movimentações de outras pessoas aparecem aqui sem recarregar a página" withArrow>
              <Badge variant="dot" color={LIVE_COLOR[live]} data-live={live}>
                {LIVE_LABEL[live]}
              </Badge>
            </Tooltip>
          </Group>
          <Text c="dimmed" fz="sm">
            {totals ? `${totals.count} ${totals.count === 1 ? 'negócio' : 'negócios'} · ${formatMoney(totals.value)} em crédito` : board.isError ? 'Negócios não carregados' : 'Carregando negócios…'}
            {readOnly ? ' · somente leitura' : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <ExportMenu kind="deals" filters={{ pipeline: pipelineKey, owner: input.owner, search: input.search, bankPartnerId: input.bankPartnerId }} />
          {can(permissions, 'deal', 'create') ? (
            <ButtonLink to="/deal/new" search={{ operationType: pipelineByKey(pipelineKey)?.operationType }} leftSection={<IconPlus size={18} />}>
              Novo negócio
            </ButtonLink>
          ) : null}
        </Group>
      </Group>

      <Card withBorder radius="lg" padding="sm">
        <SimpleGrid cols={{ base: 1, sm: everyone ? 3 : 2 }} spacing="sm">
          <TextInput
            aria-label="Buscar negócios"
            placeholder="Cliente, CPF/CNPJ ou nº do negócio"
            type="search"
            maxLength={SEARCH_MAX}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            aria-label="Banco"
            placeholder="Todos os bancos"
            clearable
            searchable
            data={(banks.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={search.bank ?? null}
            onChange={(bank) => onSearchChange({ ...search, bank: bank ?? undefined })}
            nothingFoundMessage="Nenhum banco encontrado"
          />
          {everyone ? (
            <SegmentedControl
              aria-label="Responsável"
              value={search.owner ?? 'all'}
              onChange={(owner) => onSearchChange({ ...search, owner: owner === 'mine' ? 'mine' : undefined })}
              data={[
                { value: 'mine', label: 'Meus negócios' },
                { value: 'all', label: everyone },
              ]}
            />
          ) : null}
        </SimpleGrid>
      </Card>

      {nothingFound ? (
        <Alert color="gray" variant="light" icon={<IconSearch size={18} />} title="Nenhum negócio encontrado">
          <Group gap="sm" justify="space-between">
            <Text fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {emptyResultText(search)}
            </Text>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => {
                setText('');
                onSearchChange({});
              }}
            >
              Limpar busca e filtros
            </Button>
          </Group>
        </Alert>
      ) : null}

      {board.data ? (
        <KanbanBoard board={board.data} readOnly={readOnly} onMove={moves.requestMove} onShowMore={showMore} quietEmpty={nothingFound} />
      ) : board.isError ? (
        <LoadError what="o quadro" onRetry={() => void board.refetch()} />
      ) : (
        <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }} aria-busy="true" aria-label="Carregando o quadro">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={360} width={292} radius="lg" style={{ flex: '0 0 auto' }} />
          ))}
        </Group>
      )}

      <DenyDealModal opened={!!moves.pendingDenial} customerName={pendingCustomer} onCancel={moves.cancelDenial} onConfirm={moves.confirmDenial} />
      <SuggestedTaskModal suggestion={moves.suggestion} onClose={moves.dismissSuggestion} />
    </Stack>
  );
}
