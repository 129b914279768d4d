import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { CourseFormModal } from './CourseFormModal.tsx';
import { type CourseItem, type CoursesSearch, canManageCourses } from './courses-search.ts';
import { MyCourses } from './MyCourses.tsx';
import { TeamProgress } from './TeamProgress.tsx';

interface Props {
  search: CoursesSearch;
  onSearchChange: (next: CoursesSearch) => void;
}

export function CoursesScreen({ search, onSearchChange }: Props) {
  usePageTitle('Cursos');
  const permissions = useProfile().role.permissions;
  const canTeam = can(permissions, 'course', 'viewTeam');
  const canManage = canManageCourses(permissions);
  // null: closed; 'new': creating; a course: editing it.
  const [editing, setEditing] = useState<CourseItem | 'new' | null>(null);
  if (!can(permissions, 'course', 'view')) return <Forbidden />;
  const tab = search.tab === 'team' && canTeam ? 'team' : 'mine';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Cursos</Title>
          <Text c="dimmed">Treinamentos da plataforma e da sua empresa: certificação, produtos, atendimento e compliance.</Text>
        </Stack>
        {canManage ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Novo curso
          </Button>
        ) : null}
      </Group>
      {canTeam ? (
        <Tabs value={tab} onChange={(value) => onSearchChange(value === 'team' ? { tab: 'team' } : {})} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="mine" leftSection={<IconSchool size={16} />}>
              Meus cursos
            </Tabs.Tab>
            <Tabs.Tab value="team" leftSection={<IconUsersGroup size={16} />}>
              Equipe
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="lg">
            <MyCourses search={search} onSearchChange={onSearchChange} onEdit={setEditing} />
          </Tabs.Panel>
          <Tabs.Panel value="team" pt="lg">
            <TeamProgress search={search} onSearchChange={onSearchChange} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyCourses search={search} onSearchChange={onSearchChange} onEdit={setEditing} />
      )}
      <CourseFormModal opened={editing !== null} editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
