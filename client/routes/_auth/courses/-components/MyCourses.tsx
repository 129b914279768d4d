import { Card, Group, Progress, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { completionPercent, COURSE_CATEGORIES, COURSE_CATEGORY, type CourseCategory } from '../../../../../shared/courses.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
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
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((debounced || undefined) !== search.search) onSearchChange({ ...search, search: debounced || undefined });
  }, [debounced, search, onSearchChange]);
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
        <TextInput
          label="Buscar"
          placeholder="Título ou conteúdo"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Categoria"
          placeholder="Todas"
          data={categoryOptions}
          value={search.category ?? null}
          onChange={(value) => onSearchChange({ ...search, category: (value as CourseCategory | null) ?? undefined })}
          clearable
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : null}
      {list.isError && !data ? <LoadError what="os cursos" onRetry={() => void list.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {search.search || search.category ? 'Nenhum curso encontrado com esses filtros.' : 'Nenhum curso cadastrado por enquanto.'}
        </Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.items.map((course) => (
            <CourseCard key={course.id} course={course} onEdit={() => onEdit(course)} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
