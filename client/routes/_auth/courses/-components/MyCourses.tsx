import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COURSE_CATEGORIES, COURSE_CATEGORY, completionPercent } from '../../../../../shared/courses.ts';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { ListStates } from '../../../../components/list/ListStates.tsx';
import { listState } from '../../../../components/list/list-state.ts';
import { SearchBox } from '../../../../components/list/SearchBox.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';
import { CourseCard } from './CourseCard.tsx';
import type { CourseItem, CoursesSearch } from './courses-search.ts';

const categoryOptions = COURSE_CATEGORIES.map((value) => ({ value, label: COURSE_CATEGORY[value] }));

interface Props {
  search: CoursesSearch;
  onSearchChange: (next: CoursesSearch) => void;
  onEdit: (course: CourseItem) => void;
}

/** The catalogue with the user's own progress, the share of mandatory courses done, and filters. */
export function MyCourses({ search, onSearchChange, onEdit }: Props) {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.courses.list.queryOptions({ category: search.category, search: search.search }), placeholderData: keepPreviousData });
  const data = list.data;

  return (
    <Stack gap="lg">
      {data && data.mandatoryTotal > 0 ? (
        <Card withBorder radius="lg" padding="md" aria-label="Cursos obrigatórios">
          <Group justify="space-between" mb={6} wrap="wrap">
            <Text fw={600}>Cursos obrigatórios</Text>
            <Text fz="sm" c="dimmed">
              {data.mandatoryCompleted} de {data.mandatoryTotal} concluídos
            </Text>
          </Group>
          <Progress
            value={completionPercent(data.mandatoryCompleted, data.mandatoryTotal)}
            color={data.mandatoryCompleted === data.mandatoryTotal ? 'green' : 'blue'}
            aria-label={`Obrigatórios concluídos: ${completionPercent(data.mandatoryCompleted, data.mandatoryTotal)} %`}
          />
        </Card>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchBox search={search} onSearchChange={onSearchChange} placeholder="Título ou conteúdo" style={{ flex: '1 1 220px' }} />
        <FilterSelect
          label="Categoria"
          placeholder="Todas"
          data={categoryOptions}
          value={search.category}
          onChange={(category) => onSearchChange({ ...search, category })}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      <ListStates {...listState(list, data?.items)} what="os cursos" empty={search.search || search.category ? 'Nenhum curso encontrado com esses filtros.' : 'Nenhum curso cadastrado por enquanto.'}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={!data}>
          {data
            ? data.items.map((course) => <CourseCard key={course.id} course={course} onEdit={() => onEdit(course)} />)
            : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={220} radius="lg" />)}
        </SimpleGrid>
      </ListStates>
    </Stack>
  );
}
