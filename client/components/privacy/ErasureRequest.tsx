import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../shared/format.ts';

interface ErasureRequestProps {
  /** The button that opens the dialog, e.g. "Pedir a exclusão dos meus dados". */
  label: string;
  title: string;
  /** What happens next (who answers, the 15 days of LGPD art. 19, what the law keeps). */
  explanation: ReactNode;
  pending: boolean;
  /** Sends the request with the optional message; resolves once it is registered. */
  onSend: (message: string | undefined) => Promise<unknown>;
  /** When a request already waits for an answer: said instead of the button (asking again adds nothing). */
  requestedAt?: Date | null;
}

/** A data subject's "erase my data" (LGPD art. 18 VI): a button, a dialog with an optional message, and sending. */
export function ErasureRequest({ label, title, explanation, pending, onSend, requestedAt }: ErasureRequestProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = async () => {
    await onSend(message.trim() || undefined);
    setOpen(false);
  };
  if (requestedAt && !open) {
    return (
      <Text fz="sm" role="status">
        Pedido enviado em {formatDate(requestedAt)}, aguardando a resposta da empresa (até 15 dias, LGPD art. 19).
      </Text>
    );
  }
  return (
    <>
      <Group>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Stack gap="md">
          <Text fz="sm">{explanation}</Text>
          <Textarea label="Mensagem (opcional)" autosize minRows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Voltar
            </Button>
            <Button color="red" loading={pending} onClick={() => void send().catch(() => undefined)}>
              Enviar pedido
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
