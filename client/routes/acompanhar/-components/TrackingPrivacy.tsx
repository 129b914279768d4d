import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DataDownloads } from '../../../components/privacy/DataDownloads.tsx';
import { showSuccessToast } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** The customer's rights on their own tracking link (LGPD art. 18): their data, and asking for it to be erased. */
export function TrackingPrivacy({ token, companyName }: { token: string; companyName: string }) {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const erase = useMutation(
    trpc.publicDeals.requestErasure.mutationOptions({
      onSuccess: ({ message: m }) => {
        showSuccessToast(m);
        setAsking(false);
      },
    }),
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="seus-dados">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="seus-dados">
          Seus dados
        </Title>
        <Text fz="sm" c="dimmed">
          Veja tudo o que a {companyName} guarda sobre você nesta proposta, ou peça a exclusão dos seus dados (Lei Geral de Proteção de Dados, art. 18).
        </Text>
        <DataDownloads basePath={`/api/v1/public/tracking/${encodeURIComponent(token)}/data`} fileName="meus-dados" />
        <Group>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={() => setAsking(true)}>
            Pedir a exclusão dos meus dados
          </Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Pedir a exclusão dos seus dados" centered>
        <Stack gap="md">
          <Text fz="sm">
            A {companyName} tem até 15 dias para responder. Os registros que a lei obriga a guardar (como contratos de crédito já assinados) podem ser
            mantidos, sem uso para outros fins.
          </Text>
          <Textarea label="Mensagem (opcional)" autosize minRows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Voltar
            </Button>
            <Button color="red" loading={erase.isPending} onClick={() => erase.mutate({ token, message: message.trim() || undefined })}>
              Enviar pedido
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
