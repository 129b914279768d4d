import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Progress, Spoiler, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCertificate, IconClock, IconDotsVertical, IconExternalLink, IconPencil, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COURSE_STATUS, COURSE_STATUS_COLOR, formatBrazilDate, formatDuration } from '../../../../../shared/courses.ts';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { CertificateModal } from './CertificateModal.tsx';
import type { CourseItem } from './courses-search.ts';
import { ProgressModal } from './ProgressModal.tsx';

/** One course: what it is, the user's status in it and the next step (start, record progress, complete, certificate). */
export function CourseCard({ course, onEdit }: { course: CourseItem; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [dialog, setDialog] = useState<'progress' | 'certificate' | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.courses.pathFilter());
  const done = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    await refresh();
  };
  const start = useMutation(trpc.courses.start.mutationOptions({ onSuccess: done }));
  const complete = useMutation(
    trpc.courses.complete.mutationOptions({
      onSuccess: async (result) => {
        await done(result);
        setDialog('certificate');
      },
    }),
  );
  const remove = useMutation(trpc.courses.delete.mutationOptions({ onSuccess: done }));
  const { progress } = course;
  const busy = start.isPending || complete.isPending;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir curso',
      children: (
        <Text fz="sm">
          Deseja excluir o curso <strong>{course.title}</strong>? Ele sai da lista; quem já concluiu mantém o certificado.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: course.id }),
    });

  // Progress is what the person records, not measured: concluding is their word that they did the course, so it is
  // said in full and confirmed (a slip of the finger would otherwise issue a certificate).
  const confirmComplete = () =>
    modals.openConfirmModal({
      title: 'Concluir curso',
      children: (
        <Stack gap="xs">
          <Text fz="sm">
            Confirmo que concluí o curso <strong>{course.title}</strong> ({formatDuration(course.durationMinutes)}) e que o certificado pode ser emitido em meu nome.
          </Text>
          {progress.percent < 100 ? (
            <Text fz="sm" c="dimmed">
              Seu progresso registrado é de {progress.percent} %.
            </Text>
          ) : null}
        </Stack>
      ),
      labels: { confirm: 'Confirmar conclusão', cancel: 'Cancelar' },
      confirmProps: { color: 'green' },
      onConfirm: () => complete.mutate({ id: course.id }),
    });

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId} data-course-id={course.id}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6}>
            <Badge variant="light">{course.categoryLabel}</Badge>
            {course.mandatory ? (
              <Badge color="red" variant="light">
                Obrigatório
              </Badge>
            ) : null}
            <Badge color="gray" variant="outline">
              {course.global ? 'Plataforma' : 'Da empresa'}
            </Badge>
          </Group>
          {course.editable ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Ações do curso ${course.title}`}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  Editar
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                  Excluir
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <Title order={2} fz="lg" id={titleId}>
          {course.title}
        </Title>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{formatDuration(course.durationMinutes)}</Text>
          </Group>
          {course.validityMonths ? (
            <Text fz="sm">
              Certificado válido por {course.validityMonths} {course.validityMonths === 1 ? 'mês' : 'meses'}
            </Text>
          ) : null}
        </Group>
        <Spoiler maxHeight={66} showLabel="Ver mais" hideLabel="Ver menos" fz="sm">
          <Text fz="sm">{course.description}</Text>
        </Spoiler>
        {course.linkUrl ? (
          <Anchor href={course.linkUrl} target="_blank" rel="noopener noreferrer" fz="sm">
            <Group gap={4} component="span">
              Abrir vídeo ou material <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : (
          <Text fz="xs" c="dimmed">
            Sem link de material: siga o conteúdo descrito com a sua equipe.
          </Text>
        )}
        <Stack gap={6} mt="auto">
          <Group justify="space-between">
            <Badge color={COURSE_STATUS_COLOR[progress.status]} variant="dot">
              {COURSE_STATUS[progress.status]}
            </Badge>
            <Text fz="xs" c="dimmed">
              {progress.status === 'in_progress' ? `${progress.percent} %` : null}
              {progress.status === 'completed' && progress.completedAt ? `Concluído em ${formatBrazilDate(progress.completedAt)}` : null}
              {progress.status === 'expired' && progress.expiresAt ? `Venceu em ${formatBrazilDate(progress.expiresAt)}` : null}
            </Text>
          </Group>
          {progress.status !== 'not_started' ? (
            <Progress value={progress.percent} color={COURSE_STATUS_COLOR[progress.status]} aria-label={`Progresso em ${course.title}: ${progress.percent} %`} size="sm" />
          ) : null}
          <Group gap="xs" mt={4}>
            {progress.status === 'not_started' ? (
              <Button size="xs" leftSection={<IconPlayerPlay size={14} />} loading={busy} onClick={() => start.mutate({ id: course.id })}>
                Iniciar curso
              </Button>
            ) : null}
            {progress.status === 'in_progress' ? (
              <>
                <Button size="xs" variant="default" onClick={() => setDialog('progress')}>
                  Atualizar progresso
                </Button>
                <Button size="xs" color="green" loading={busy} onClick={confirmComplete}>
                  Concluir curso
                </Button>
              </>
            ) : null}
            {progress.status === 'expired' ? (
              <Button size="xs" leftSection={<IconRefresh size={14} />} loading={busy} onClick={() => start.mutate({ id: course.id })}>
                Refazer curso
              </Button>
            ) : null}
            {progress.status === 'completed' || progress.status === 'expired' ? (
              <Button size="xs" variant="light" leftSection={<IconCertificate size={14} />} onClick={() => setDialog('certificate')}>
                Ver certificado
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Stack>
      <ProgressModal course={course} opened={dialog === 'progress'} onClose={() => setDialog(null)} />
      <CertificateModal courseId={course.id} opened={dialog === 'certificate'} onClose={() => setDialog(null)} />
    </Card>
  );
}
