import { Button, Divider, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate, maskCnpj, maskCpf, maskDate, maskPhone } from '../../../shared/format.ts';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { type AffiliateInvite, ZAffiliateRegistrationRequest } from '../../../shared/schemas/registration.ts';
import { useBrandOverride } from '../../app/brand.ts';
import { handleError, toFailure } from '../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../lib/form.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fieldErrorsOf } from '../account/company-form.ts';
import { DeadLink } from '../DeadLink.tsx';
import { PasswordInput } from '../FormControls.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import { MoneyInput } from '../NumberFields.tsx';
import { PoliciesFields } from './PoliciesFields.tsx';
import { RegistrationDone } from './RegistrationDone.tsx';
import { RegistrationFrame } from './RegistrationFrame.tsx';

interface Values {
  subsidiary: { corporateName: string; fantasyName: string; document: string; email: string; cellphone: string; foundationDate: string; monthBilling: number | string };
  user: { name: string; email: string; cellphone: string; document: string; birthDate: string; password: string; passwordConfirmation: string };
  policies: { acceptPrivacyPolicy: boolean; acceptTermsOfUse: boolean };
}

const EMPTY: Values = {
  subsidiary: { corporateName: '', fantasyName: '', document: '', email: '', cellphone: '', foundationDate: '', monthBilling: '' },
  user: { name: '', email: '', cellphone: '', document: '', birthDate: '', password: '', passwordConfirmation: '' },
  policies: { acceptPrivacyPolicy: false, acceptTermsOfUse: false },
};

const toInput = (link: { companyId: string; subsidiaryId: string; invite: string }) => (v: Values) => ({
  ...link,
  subsidiary: { ...v.subsidiary, foundationDate: brDateToIso(v.subsidiary.foundationDate), monthBilling: v.subsidiary.monthBilling === '' ? undefined : Number(v.subsidiary.monthBilling) },
  user: { ...v.user, birthDate: brDateToIso(v.user.birthDate) },
  policies: v.policies,
});

/** What the administrator already typed when creating the affiliate. */
function prefilled(invite: AffiliateInvite): Values {
  const s = invite.subsidiary;
  return {
    ...EMPTY,
    subsidiary: {
      corporateName: s.corporateName ?? '',
      fantasyName: s.fantasyName,
      document: s.document ? maskCnpj(s.document) : '',
      email: s.email ?? '',
      cellphone: s.cellphone ? maskPhone(s.cellphone) : '',
      foundationDate: formatDate(s.foundationDate),
      monthBilling: s.monthBilling ?? '',
    },
  };
}

function LinkNotFound() {
  return <DeadLink title={CALL_MESSAGES.affiliateLinkNotFound}>Este link de cadastro não existe, já foi usado ou não está mais ativo. Peça um novo link ao administrador da empresa.</DeadLink>;
}

/** /cadastro-filial/{companyId}/{subsidiaryId}?convite=…: an affiliate completes its data and creates its administrator. */
export function AffiliateRegistrationPage({ companyId, subsidiaryId, invite: code }: { companyId: string; subsidiaryId: string; invite: string }) {
  usePageTitle('Cadastro de filial');
  const trpc = useTRPC();
  const link = { companyId, subsidiaryId, invite: code };
  const invite = useQuery({ ...trpc.accounts.registration.affiliateInvite.queryOptions(link, { meta: { silent: true } }), retry: false, staleTime: Infinity });
  useBrandOverride(invite.data?.primaryColor);
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodResolver(ZAffiliateRegistrationRequest, toInput(link)) });
  const [doneEmail, setDoneEmail] = useState<string | null>(null);

  const filled = useRef(false);
  const { setValues } = form;
  useEffect(() => {
    if (!invite.data || filled.current) return;
    filled.current = true;
    setValues(prefilled(invite.data));
  }, [invite.data, setValues]);

  const register = useMutation(
    trpc.accounts.registration.registerAffiliate.mutationOptions({
      meta: { silent: true },
      onSuccess: ({ email }) => {
        setDoneEmail(email);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(toFailure(error).errors));
        handleError(error);
      },
    }),
  );

  if (invite.isError) {
    const status = toFailure(invite.error).status;
    return (
      <RegistrationFrame title="Cadastro de filial">
        {status === 404 || status === 400 ? (
          <LinkNotFound />
        ) : (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="sm">
              <Text c="dimmed">Não foi possível carregar esta página agora.</Text>
              <Button variant="light" onClick={() => void invite.refetch()}>
                Tentar novamente
              </Button>
            </Stack>
          </Paper>
        )}
      </RegistrationFrame>
    );
  }
  if (!invite.data) {
    return (
      <RegistrationFrame title="Cadastro de filial">
        <Skeleton height={320} radius="lg" aria-busy aria-label="Carregando" />
      </RegistrationFrame>
    );
  }

  const company = invite.data.companyName;
  return (
    <RegistrationFrame title={`Cadastro de filial de ${company}`} description="Complete os dados da filial e crie o seu acesso de administrador da filial." logoUrl={invite.data.companyLogoUrl}>
      {doneEmail ? (
        <RegistrationDone title="Filial cadastrada!" email={doneEmail}>
          <Text>A filial já faz parte de {company}.</Text>
        </RegistrationDone>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form noValidate onSubmit={form.onSubmit((values) => register.mutate(ZAffiliateRegistrationRequest.parse(toInput(link)(values))))}>
            <Stack gap="md">
              <Title order={2} fz="h4">
                Dados da filial
              </Title>
              <TextInput label="Razão social" autoComplete="organization" aria-required {...form.getInputProps('subsidiary.corporateName')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Nome fantasia" aria-required {...form.getInputProps('subsidiary.fantasyName')} />
                <MaskedInput label="CNPJ" mask={maskCnpj} placeholder="00.000.000/0000-00" autoCapitalize="characters" aria-required {...form.getInputProps('subsidiary.document')} />
                <TextInput label="E-mail da filial" type="email" inputMode="email" aria-required {...form.getInputProps('subsidiary.email')} />
                <MaskedInput label="Celular da filial" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('subsidiary.cellphone')} />
                <MaskedInput label="Data de fundação" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('subsidiary.foundationDate')} />
                <MoneyInput label="Faturamento mensal" placeholder="R$ 0,00" aria-required {...form.getInputProps('subsidiary.monthBilling')} />
              </SimpleGrid>
              <Divider my="xs" />
              <Title order={2} fz="h4">
                Seu acesso (administrador da filial)
              </Title>
              <TextInput label="Nome completo" autoComplete="name" aria-required {...form.getInputProps('user.name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="E-mail de acesso" type="email" inputMode="email" autoComplete="username" aria-required {...form.getInputProps('user.email')} />
                <MaskedInput label="Celular (WhatsApp)" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('user.cellphone')} />
                <MaskedInput label="CPF" mask={maskCpf} inputMode="numeric" placeholder="000.000.000-00" aria-required {...form.getInputProps('user.document')} />
                <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" autoComplete="bday" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('user.birthDate')} />
                <PasswordInput label="Senha" description="Pelo menos 8 caracteres" autoComplete="new-password" aria-required {...form.getInputProps('user.password')} />
                <PasswordInput label="Confirme a senha" autoComplete="new-password" aria-required {...form.getInputProps('user.passwordConfirmation')} />
              </SimpleGrid>
              <PoliciesFields form={form} />
              <Button type="submit" size="md" fullWidth rightSection={<IconCheck size={18} />} loading={register.isPending}>
                Concluir cadastro da filial
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </RegistrationFrame>
  );
}
