import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { formatDateTime } from '../../../../../shared/format.ts';
import { requiredString } from '../../../../../shared/schemas/common.ts';
import { DataDownloads } from '../../../../components/privacy/DataDownloads.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

const reasonSchema = z.object({ reason: requiredString(300) });

/** For privacy officers: the customer's file to answer a data subject, and anonymisation (LGPD art. 18). */
export function CustomerPrivacy({ customerId, name, anonymisedAt }: { customerId: string; name: string; anonymisedAt: Date | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(reasonSchema) });
  const anonymise = useMutation(
    trpc.dataSubject.anonymiseCustomer.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        setConfirming(false);
        await queryClient.invalidateQueries(trpc.customers.pathFilter());
        await queryClient.invalidateQueries(trpc.dataSubject.pathFilter());
      },
      onError: (e) => applyFieldErrors(form, e),
    }),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="privacidade-cliente">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden />
          <Title order={2} fz="h4" id="privacidade-cliente">
            Privacidade (LGPD)
          </Title>
        </Group>
        {anonymisedAt ? (
          <Alert color="gray" variant="light" icon={<IconUserOff />}>
            Anonimizado em {formatDateTime(anonymisedAt)}. Os negócios seguem registrados, sem os dados pessoais.
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            Para atender um pedido do titular: os dados que a empresa guarda, os negócios, documentos, simulações e quem os acessou.
          </Text>
        )}
        <DataDownloads basePath={`/api/v1/privacy/customers/${customerId}`} fileName="dados-do-cliente" />
        {anonymisedAt ? null : (
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconUserOff size={18} />} onClick={() => setConfirming(true)}>
              Anonimizar cliente
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Anonimizar ${name}`} centered>
        <form noValidate onSubmit={form.onSubmit((v) => anonymise.mutate({ customerId, reason: v.reason }))}>
          <Stack gap="md">
            <Text fz="sm">
              Nome, CPF/CNPJ, nascimento, nome da mãe, contatos, rendas e documento de identidade serão apagados; os arquivos de negócios que não liberaram crédito também. Os negócios continuam
              registrados (valores, datas e etapas), como a lei exige. Não é possível desfazer.
            </Text>
            <Textarea label="Motivo" description="Ex.: pedido do titular por e-mail em 20/11" withAsterisk autosize minRows={2} {...form.getInputProps('reason')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Voltar
              </Button>
              <Button type="submit" color="red" loading={anonymise.isPending}>
                Anonimizar
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
