import { Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { maskCnpj, maskPhone } from '../../../shared/format.ts';
import { OPERATIONS_VOLUME, toOptions } from '../../../shared/options.ts';
import { ZPreRegistrationRequest } from '../../../shared/schemas/registration.ts';
import { handleError, toFailure } from '../../lib/errors.ts';
import { zodResolver } from '../../lib/form.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fieldErrorsOf } from '../account/company-form.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import { marketingOf, type RegistrationSearch } from './marketing-search.ts';
import { nameFromLink } from './pre-registration-name.ts';
import { RegistrationFrame } from './RegistrationFrame.tsx';

interface Values {
  name: string;
  email: string;
  cellphone: string;
  companyName: string;
  document: string;
  volumeOfOperations: string | null;
}

const toInput = (v: Values) => ({ ...v, volumeOfOperations: v.volumeOfOperations ?? undefined });
const volumeOptions = toOptions(OPERATIONS_VOLUME);

/**
 * /pre-cadastro and /pre-cadastro/{name}: a short form (the name in the link fills its field). The e-mailed link
 * completes the full registration; the page then moves to /pre-cadastro-completo.
 */
export function PreRegistrationPage({ linkName, search }: { linkName?: string; search: RegistrationSearch }) {
  usePageTitle('Pré-cadastro');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const sourceName = nameFromLink(linkName);
  const form = useForm<Values>({
    initialValues: { name: sourceName, email: '', cellphone: '', companyName: '', document: '', volumeOfOperations: null },
    validate: zodResolver(ZPreRegistrationRequest, toInput),
  });
  const send = useMutation(
    trpc.accounts.registration.preRegister.mutationOptions({
      meta: { silent: true },
      onSuccess: () => void navigate({ to: '/pre-cadastro-completo' }),
      onError: (error) => {
        form.setErrors(fieldErrorsOf(toFailure(error).errors));
        handleError(error);
      },
    }),
  );
  const firstName = sourceName.split(' ')[0];

  return (
    <RegistrationFrame
      title={firstName ? `Olá, ${firstName}! Vamos começar?` : 'Pré-cadastro'}
      description="Conte um pouco sobre a sua empresa. Enviamos por e-mail o link para concluir o cadastro, com estes dados já preenchidos."
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.onSubmit((values) => send.mutate(ZPreRegistrationRequest.parse({ ...toInput(values), sourceName: sourceName || undefined, marketing: marketingOf(search) })))}>
          <Stack gap="md">
            <TextInput label="Seu nome completo" autoComplete="name" aria-required {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="E-mail" type="email" inputMode="email" autoComplete="email" aria-required {...form.getInputProps('email')} />
              <MaskedInput label="Celular (WhatsApp)" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('cellphone')} />
            </SimpleGrid>
            <TextInput label="Nome da empresa" autoComplete="organization" aria-required {...form.getInputProps('companyName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MaskedInput label="CNPJ (opcional)" mask={maskCnpj} placeholder="00.000.000/0000-00" autoCapitalize="characters" {...form.getInputProps('document')} />
              <Select
                label="Volume de operações nos últimos 6 meses"
                placeholder="Selecione uma opção"
                data={volumeOptions}
                allowDeselect={false}
                aria-required
                {...form.getInputProps('volumeOfOperations')}
              />
            </SimpleGrid>
            <Button type="submit" size="md" fullWidth rightSection={<IconSend size={18} />} loading={send.isPending}>
              Enviar pré-cadastro
            </Button>
          </Stack>
        </form>
      </Paper>
    </RegistrationFrame>
  );
}
