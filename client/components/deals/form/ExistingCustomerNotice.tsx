import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isValidCnpj, isValidCpf, onlyAlphanumeric } from '../../../../shared/format.ts';
import { can } from '../../../../shared/permissions.ts';
import { useProfile } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { AssociateValues, DealForm } from './deal-form.ts';
import { associateValues, type EditableDeal } from './deal-form-load.ts';

type StoredPerson = EditableDeal['associates'][number];

/**
 * On a new deal, a CPF or CNPJ that is already a customer's the user sees: saving links the deal to that customer and
 * updates the record with what was typed here (server attachCustomer). Said before saving, with a way to start from
 * the record instead of retyping (and overwriting) it.
 */
export function ExistingCustomerNotice({ form, index }: { form: DealForm; index: number }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const a = form.values.associates[index];
  const company = a.personType === 'company';
  const document = onlyAlphanumeric(a.document);
  const complete = company ? isValidCnpj(document) : isValidCpf(document);
  const readsCustomers = ['update', 'viewCompany', 'viewSubsidiary'].some((action) => can(permissions, 'deal', action));
  const found = useQuery(trpc.customers.byDocument.queryOptions({ document }, { enabled: complete && readsCustomers, staleTime: 60_000, meta: { silent: true } }));
  const c = found.data;
  if (!complete || !c) return null;

  const fill = () => {
    const current: AssociateValues = form.getValues().associates[index];
    const stored = {
      main: current.main,
      notify: current.notify,
      hasRestrictions: current.hasRestrictions,
      type: current.type,
      relationship: current.relationship || undefined,
      personType: c.personType,
      name: c.name,
      document,
      birthDate: c.birthDate ?? '',
      gender: c.gender ?? undefined,
      maritalStatus: c.maritalStatus ?? undefined,
      motherName: c.motherName ?? undefined,
      serasaScore: c.serasaScore ?? undefined,
      monthlyBilling: c.monthlyBilling ?? undefined,
      email: c.email ?? undefined,
      cellphone: c.cellphone ?? undefined,
      identityCard: c.identityCard ?? undefined,
      incomes: c.incomes,
    } as StoredPerson;
    form.setFieldValue(`associates.${index}`, { ...associateValues(stored), key: current.key });
    form.clearErrors();
  };

  return (
    <Alert color="blue" variant="light" icon={<IconUserCheck />} title="Cliente já cadastrado" role="status">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {c.name} já está no cadastro de clientes com este {company ? 'CNPJ' : 'CPF'}. Ao cadastrar o negócio, o cadastro é atualizado com os dados digitados aqui.
        </Text>
        <Button size="xs" variant="light" onClick={fill}>
          Preencher com os dados do cadastro
        </Button>
      </Stack>
    </Alert>
  );
}
