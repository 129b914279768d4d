import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COURSE_STATUS, COURSE_STATUS_COLOR, formatBrazilDate } from '../../../../../shared/courses.ts';
import { plural } from '../../../../../shared/plural.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { PaginationBar } from '../../../../components/PaginationBar.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';
import { type CoursesSearch, TEAM_PAGE_SIZE, type TeamView } from './courses-search.ts';

interface Props {
  search: CoursesSearch;
  onSearchChange: (next: CoursesSearch) => void;
}

type Cell = TeamView['people'][number]['cells'][number];

function cellText(cell: Cell): string {
  if (cell.status === 'in_progress') return `${cell.percent} %`;
  if (cell.status === 'completed' && cell.completedAt) return formatBrazilDate(cell.completedAt);
  return COURSE_STATUS[cell.status];
}

/** People × courses of the manager's team: status per cell, filters by course and person, and the mandatory totals. */
export function TeamProgress({ search, onSearchChange }: Props) {
  const trpc = useTRPC();
  const input = { courseId: search.courseId, userId: search.userId, page: search.page ?? 1, size: TEAM_PAGE_SIZE };
  const team = useQuery({ ...trpc.courses.team.queryOptions(input), placeholderData: keepPreviousData });
  const data = team.data;
  // The course filter lists the whole catalogue (the team answer holds only the chosen course once filtered).
  const catalogue = useQuery(trpc.courses.list.queryOptions({}));
  const set = (patch: CoursesSearch) => onSearchChange({ ...search, ...patch, tab: 'team', page: undefined });

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Curso"
          placeholder="Todos os cursos"
          searchable
          data={(catalogue.data?.items ?? []).map((c) => ({ value: c.id, label: c.title }))}
          value={search.courseId}
          onChange={(courseId) => set({ courseId })}
          style={{ flex: '1 1 260px' }}
        />
        <FilterSelect
          label="Pessoa"
          placeholder="Toda a equipe"
          searchable
          nothingFound="Ninguém com esse nome"
          data={(data?.members ?? []).map((m) => ({ value: m.id, label: m.name }))}
          value={search.userId}
          onChange={(userId) => set({ userId })}
          style={{ flex: '1 1 260px' }}
        />
      </Group>
      {team.isPending ? <Skeleton height={240} radius="lg" aria-busy /> : null}
      {team.isError && !data ? <LoadError what="o progresso da equipe" onRetry={() => void team.refetch()} /> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Paper withBorder radius="lg" p="md">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                {search.userId ? 'Pessoa selecionada' : data.scope === 'company' ? 'Pessoas da empresa' : 'Pessoas da filial'}
              </Text>
              <Text fz="xl" fw={700}>
                {data.totals.people}
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="md" aria-label={`Obrigatórios concluídos: ${data.totals.mandatoryPercent} %`}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                Obrigatórios concluídos
              </Text>
              <Text fz="xl" fw={700}>
                {data.totals.mandatoryCourses ? `${data.totals.mandatoryPercent} %` : '—'}
              </Text>
              <Text fz="xs" c="dimmed">
                {data.totals.mandatoryCourses ? `${data.totals.mandatoryCompleted} de ${data.totals.mandatoryExpected} conclusões esperadas` : 'Nenhum curso obrigatório neste filtro'}
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                Cursos
              </Text>
              <Text fz="xl" fw={700}>
                {data.courses.length}
              </Text>
              <Text fz="xs" c="dimmed">
                {plural(data.totals.mandatoryCourses, 'obrigatório', 'obrigatórios')}
              </Text>
            </Paper>
          </SimpleGrid>
          <Card withBorder radius="lg" padding={0}>
            {data.people.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl">
                Ninguém na equipe com esses filtros.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={320 + data.courses.length * 150}>
                <Table striped highlightOnHover verticalSpacing="sm" aria-label="Progresso da equipe nos cursos" stickyHeader>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Pessoa</Table.Th>
                      <Table.Th scope="col">Obrigatórios</Table.Th>
                      {data.courses.map((c) => (
                        <Table.Th key={c.id} scope="col" style={{ minWidth: 150 }}>
                          <Text fz="sm" fw={600} lineClamp={2}>
                            {c.title}
                          </Text>
                          <Text fz="xs" c="dimmed" fw={400}>
                            {c.mandatory ? 'Obrigatório · ' : ''}
                            {plural(c.completed, 'concluído', 'concluídos')}
                          </Text>
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.people.map((p) => (
                      <Table.Tr key={p.id} data-person-id={p.id}>
                        <Table.Th scope="row" fw={400}>
                          <Text fz="sm" fw={600}>
                            {p.name}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {p.subsidiaryName}
                          </Text>
                        </Table.Th>
                        <Table.Td>
                          {p.mandatoryTotal ? (
                            <Badge color={p.mandatoryPercent === 100 ? 'green' : 'gray'} variant="light">
                              {p.mandatoryCompleted}/{p.mandatoryTotal} · {p.mandatoryPercent} %
                            </Badge>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        {p.cells.map((cell) => (
                          <Table.Td key={cell.courseId}>
                            <Tooltip label={cell.certificateCode ? `Código ${cell.certificateCode}` : COURSE_STATUS[cell.status]} withinPortal>
                              <Badge
                                color={COURSE_STATUS_COLOR[cell.status]}
                                variant={cell.status === 'not_started' ? 'outline' : 'light'}
                                aria-label={`${COURSE_STATUS[cell.status]}${cell.status === 'in_progress' ? `, ${cell.percent} %` : ''}`}
                              >
                                {cellText(cell)}
                              </Badge>
                            </Tooltip>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          <PaginationBar
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={data.total === 1 ? 'pessoa' : 'pessoas'}
            onChange={(page) => onSearchChange({ ...search, tab: 'team', page: page > 1 ? page : undefined })}
          />
        </>
      ) : null}
    </Stack>
  );
}
