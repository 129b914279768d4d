import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '../../../../../../shared/messages.ts';
import { applyFieldErrors, showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import type { DealDetail } from './deal-types.ts';

interface ChangeResponsibleModalProps {
  deal: DealDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Hands the deal to someone else of the team (deals.changeResponsible). The version the deal had when the dialog opened
 * goes along — not a newer one a live update brought in meanwhile, which the user has not looked at: if someone changed
 * the deal since, the server refuses, the dialog says so and the page reloads the deal for a second try.
 */
export function ChangeResponsibleModal({ deal, opened, onClose }: ChangeResponsibleModalProps) {
  // The modal's content mounts on each opening: the form starts empty every time.
  return (
    <Modal opened={opened} onClose={onClose} title="Trocar responsável" centered>
      <ChangeResponsibleForm deal={deal} onClose={onClose} />
    </Modal>
  );
}

function ChangeResponsibleForm({ deal, onClose }: Omit<ChangeResponsibleModalProps, 'opened'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useProfile();
  const users = useQuery(trpc.deals.assignableUsers.queryOptions());
  const [conflict, setConflict] = useState(false);
  // What the user decides on: the deal as it was when the dialog opened (or was reloaded after a conflict).
  const [seenVersion, setSeenVersion] = useState(deal.version);
  const form = useForm<{ userId: string | null }>({
    mode: 'controlled',
    initialValues: { userId: null },
    validate: { userId: (v) => (v ? null : MSG.selectOption) },
  });

  const refresh = async () => {
    await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: deal.id }));
    await queryClient.invalidateQueries(trpc.pipelines.board.pathFilter());
  };
  const change = useMutation(
    trpc.deals.changeResponsible.mutationOptions({
      onMutate: () => setConflict(false),
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        onClose();
        await refresh();
      },
      onError: async (error) => {
        if (toFailure(error).type === 'CONFLICT_ERROR') {
          setConflict(true);
          const fresh = await queryClient.fetchQuery({ ...trpc.deals.get.queryOptions({ id: deal.id }), staleTime: 0 });
          setSeenVersion(fresh.version);
          await refresh();
        } else applyFieldErrors(form, error);
      },
    }),
  );

  const people = (users.data ?? []).filter((u) => u.id !== deal.owner.id);
  // Company-wide lists name each person's affiliate; one affiliate needs no such detail.
  const manyAffiliates = new Set(people.map((u) => u.subsidiaryName)).size > 1;
  const options = people.map((u) => {
    const name = u.id === me.id ? `${u.name} (você)` : u.name;
    return { value: u.id, label: manyAffiliates ? `${name} — ${u.subsidiaryName}` : name };
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (v.userId) change.mutate({ id: deal.id, userId: v.userId, version: seenVersion });
      })}
    >
      <Stack gap="md">
        <Text fz="sm">
          Hoje o responsável é <strong>{deal.owner.name}</strong>. A troca fica registrada na linha do tempo, com quem fez e quando.
        </Text>
        {conflict ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Conflito de edição" role="alert">
            Este negócio foi alterado por outra pessoa enquanto você o via. Os dados da página foram atualizados: confira o responsável atual e tente de novo.
          </Alert>
        ) : null}
        <Select
          label="Novo responsável"
          placeholder={users.isPending ? 'Carregando…' : 'Escolha uma pessoa'}
          data={options}
          searchable
          nothingFoundMessage={users.isPending ? 'Carregando…' : 'Ninguém encontrado'}
          withAsterisk
          // Enabled while the team loads: the modal focuses this field as it opens, and a disabled one cannot take the
          // focus, which then stayed on the button behind the overlay, outside the focus trap.
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('userId')}
        />
        {users.isError ? (
          <Text fz="sm" c="red">
            Não foi possível carregar a equipe.{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void users.refetch()}>
              Tentar novamente
            </Button>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={change.isPending}>
            Trocar responsável
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
