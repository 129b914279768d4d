import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DataDownloads } from '../../../../../components/privacy/DataDownloads.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

/** The user's own rights (LGPD art. 18): their data, and asking the company to anonymise their account. */
export function MyPrivacy() {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const request = useMutation(
    trpc.dataSubject.requestMyErasure.mutationOptions({
      onSuccess: ({ message: m }) => {
        showSuccessToast(m);
        setAsking(false);
      },
    }),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="privacidade">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="privacidade">
          Privacidade (LGPD)
        </Title>
        <Text fz="sm" c="dimmed">
          Baixe os dados da sua conta (cadastro, empresa, termos aceitos e últimos acessos) ou peça a anonimização da conta.
        </Text>
        <DataDownloads basePath="/api/v1/privacy/me" fileName="meus-dados" />
        <Group>
          <Button variant="subtle" color="red" leftSection={<IconUserOff size={18} />} onClick={() => setAsking(true)}>
            Pedir a anonimização da minha conta
          </Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Pedir a anonimização da conta" centered>
        <Stack gap="md">
          <Text fz="sm">
            O pedido vai para os responsáveis pela privacidade da empresa, que têm até 15 dias para responder. Depois de anonimizada, a conta não entra mais
            na plataforma.
          </Text>
          <Textarea label="Mensagem (opcional)" autosize minRows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Voltar
            </Button>
            <Button color="red" loading={request.isPending} onClick={() => request.mutate({ message: message.trim() || undefined })}>
              Enviar pedido
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
