import { Alert, Button, Card, Fieldset, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanyProfile, ZCompanyUpdateRequest } from '../../../../../../shared/schemas/company.ts';
import { AddressFields } from '../../../../../components/account/AddressFields.tsx';
import { CompanyFields } from '../../../../../components/account/CompanyFields.tsx';
import { ContactsFields } from '../../../../../components/account/ContactsFields.tsx';
import { type CompanySectionValues, companyInput, contactsInput, fieldErrorsOf, fromProfile } from '../../../../../components/account/company-form.ts';
import { LeaveWithoutSavingModal, useLeaveGuard } from '../../../../../components/LeaveWithoutSaving.tsx';
import { LoadError } from '../../../../../components/LoadError.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { zodResolver } from '../../../../../lib/form.ts';
import { updateSessionUser } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

const toInput = (v: CompanySectionValues) => ({ company: companyInput(v.company), address: v.address, contacts: contactsInput(v.contacts) });

/** /account/profile/company: the company's data, address and contacts; administrators edit, others read. */
export function CompanyPage({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const company = useQuery(trpc.accounts.company.get.queryOptions());
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Empresa</Title>
        <Text c="dimmed">Dados cadastrais, endereço e contatos da empresa.</Text>
      </Stack>
      {!canEdit ? (
        <Alert variant="light" icon={<IconInfoCircle />}>
          Somente os administradores da empresa alteram estes dados.
        </Alert>
      ) : null}
      {company.data ? (
        <CompanyForm key={company.data.id} company={company.data} canEdit={canEdit} />
      ) : company.isError ? (
        <LoadError what="os dados da empresa" onRetry={() => void company.refetch()} />
      ) : (
        <Skeleton height={480} radius="lg" aria-busy aria-label="Carregando" />
      )}
    </Stack>
  );
}

function CompanyForm({ company, canEdit }: { company: CompanyProfile; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CompanySectionValues>({ initialValues: fromProfile(company), validate: zodResolver(ZCompanyUpdateRequest, toInput) });
  const guard = useLeaveGuard(() => canEdit && form.isDirty());
  const save = useMutation(
    trpc.accounts.company.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ message, company: saved }) => {
        showSuccessToast(message);
        const next = fromProfile(saved);
        form.setValues(next);
        form.resetDirty(next);
        // The sidebar and the header show the company's name.
        updateSessionUser((u) => ({ ...u, company: { ...u.company, name: saved.name } }));
        await queryClient.invalidateQueries(trpc.accounts.company.pathFilter());
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(toFailure(error).errors));
        handleError(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(ZCompanyUpdateRequest.parse(toInput(values))))}>
      <LeaveWithoutSavingModal guard={guard} what="nos dados da empresa" />
      <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="empresa-dados">
            <Title order={2} fz="h4" mb="md" id="empresa-dados">
              Dados da empresa
            </Title>
            <CompanyFields form={form} documentEditable={false} />
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="empresa-endereco">
            <Title order={2} fz="h4" mb="md" id="empresa-endereco">
              Endereço
            </Title>
            <AddressFields form={form} />
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="empresa-contatos">
            <Title order={2} fz="h4" mb="md" id="empresa-contatos">
              Contatos
            </Title>
            <ContactsFields form={form} readOnly={!canEdit} />
          </Card>
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
                Salvar dados da empresa
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    </form>
  );
}
