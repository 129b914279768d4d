import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { AssociateFields } from '../../../../components/deals/form/AssociateFields.tsx';
import { type DealForm, emptyAssociate, MAX_ASSOCIATES } from '../../../../components/deals/form/deal-form.ts';

/** Step "customer": 1 to 10 proponents and sellers, exactly one main customer. */
export function CustomerStep({ form, lookUpCustomers = false }: { form: DealForm; lookUpCustomers?: boolean }) {
  const { associates } = form.values;
  const listError = form.errors.associates;

  const remove = (index: number) => {
    const rest = form.getValues().associates.filter((_, i) => i !== index);
    // The main proponent left: the first remaining customer takes over, so the deal keeps one.
    if (!rest.some((a) => a.main)) {
      const first = rest.findIndex((a) => a.type === 'CUSTOMER');
      if (first >= 0) rest[first] = { ...rest[first], main: true };
    }
    form.setFieldValue('associates', rest);
    form.clearErrors();
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        Informe quem pede o crédito (e, se houver, o vendedor do bem). Um dos clientes é o proponente principal.
      </Text>
      {typeof listError === 'string' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {listError}
        </Alert>
      ) : null}
      {associates.map((a, index) => (
        <AssociateFields key={a.key} form={form} index={index} lookUpCustomer={lookUpCustomers} onRemove={associates.length > 1 ? () => remove(index) : undefined} />
      ))}
      <Group>
        <Button variant="light" leftSection={<IconUserPlus size={18} />} disabled={associates.length >= MAX_ASSOCIATES} onClick={() => form.insertListItem('associates', emptyAssociate(false))}>
          Adicionar proponente
        </Button>
        {associates.length >= MAX_ASSOCIATES ? (
          <Text fz="sm" c="dimmed">
            Limite de {MAX_ASSOCIATES} proponentes.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
