import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import type { DealAssociate } from './deal-types.ts';

/**
 * A person the deal keeps on its own (sent through a public link, or registered by someone who cannot see the stored
 * customer): a notice, and — for who may edit the deal — the deliberate "vincular ao cliente existente" (or "cadastrar
 * como cliente" when nobody has that document yet). Linking changes neither the customer record nor the deal's data.
 */
export function CustomerLink({ dealId, associate }: { dealId: string; associate: DealAssociate }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const link = useMutation(
    trpc.deals.linkCustomer.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
        await queryClient.invalidateQueries(trpc.customers.pathFilter());
      },
    }),
  );
  const match = associate.customerMatch;
  const confirm = () =>
    modals.openConfirmModal({
      title: match === 'create' ? 'Cadastrar como cliente' : 'Vincular ao cliente existente',
      children: (
        <Text fz="sm">
          {match === 'create'
            ? `${associate.name} passa a constar no cadastro de clientes da empresa com os dados deste negócio.`
            : `Este negócio passa a constar no cadastro do cliente com o documento informado. Os dados do cadastro não mudam, e os deste negócio continuam como foram enviados: confira se são da mesma pessoa.`}
        </Text>
      ),
      labels: { confirm: match === 'create' ? 'Cadastrar' : 'Vincular', cancel: 'Voltar' },
      onConfirm: () => link.mutate({ id: dealId, associateId: associate.id }),
    });
  return (
    <Alert variant="light" color="yellow" p="xs" title="Não vinculado ao cadastro de clientes">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm">
          {match === 'hidden' ? 'Já existe um cliente com este documento que você não pode ver. Peça a quem atende esse cliente para fazer o vínculo.' : 'Os dados acima são os deste negócio.'}
        </Text>
        {match === 'link' || match === 'create' ? (
          <Button size="xs" variant="light" leftSection={match === 'create' ? <IconUserPlus size={16} /> : <IconUserCheck size={16} />} loading={link.isPending} onClick={confirm}>
            {match === 'create' ? 'Cadastrar como cliente' : 'Vincular ao cliente existente'}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
