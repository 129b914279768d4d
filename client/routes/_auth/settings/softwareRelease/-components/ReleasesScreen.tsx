import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { can } from '../../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../../components/Forbidden.tsx';
import { ListStates } from '../../../../../components/list/ListStates.tsx';
import { listState } from '../../../../../components/list/list-state.ts';
import { PageHeader } from '../../../../../components/PageHeader.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';
import { ReleaseCard } from './ReleaseCard.tsx';
import { ReleaseFormModal } from './ReleaseFormModal.tsx';
import type { ReleaseItem } from './release-types.ts';

export function ReleasesScreen() {
  usePageTitle('Novidades');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'release', 'view')) return <Forbidden />;
  return <Releases canManage={can(permissions, 'release', 'manage')} />;
}

/** Release notes, newest first with the latest highlighted; opening them clears the "Novidades" dot. */
function Releases({ canManage }: { canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.releases.list.queryOptions());
  const [editing, setEditing] = useState<ReleaseItem | 'new' | null>(null);
  const markSeen = useMutation(trpc.releases.markSeen.mutationOptions({ meta: { silent: true }, onSuccess: () => queryClient.invalidateQueries(trpc.releases.unseen.queryFilter()) }));
  const remove = useMutation(
    trpc.releases.delete.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.releases.pathFilter());
      },
    }),
  );
  const latestId = list.data?.items[0]?.id;
  const { mutate: seen } = markSeen;
  // Seen once the notes are on screen, and again when a newer release shows up while the page is open.
  useEffect(() => {
    if (latestId) seen();
  }, [latestId, seen]);

  const confirmDelete = (r: ReleaseItem) =>
    modals.openConfirmModal({
      title: 'Excluir versão',
      children: (
        <Text fz="sm">
          Deseja excluir as notas da versão <strong>{r.version}</strong>?
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: r.id }),
    });

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Novidades da plataforma"
        description="O que mudou em cada versão: novidades, melhorias e correções."
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Nova versão
            </Button>
          ) : null
        }
      />
      <ListStates {...listState(list, list.data?.items)} what="as novidades" empty="Nenhuma versão publicada ainda.">
        {list.data ? (
          list.data.items.map((r) => <ReleaseCard key={r.id} release={r} canManage={canManage} onEdit={() => setEditing(r)} onDelete={() => confirmDelete(r)} />)
        ) : (
          <Stack gap="md" aria-busy>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={140} radius="lg" />
            ))}
          </Stack>
        )}
      </ListStates>
      {canManage ? <ReleaseFormModal opened={editing !== null} editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
