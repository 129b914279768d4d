import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconBuildingSkyscraper, IconPencil, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../../shared/format.ts';
import { MAX_ASSOCIATES, num } from '../../../components/deals/form/deal-form.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { associateErrors, firstIncompleteAssociate, personStep, withNewAssociate } from './public-deal-state.ts';
import { StepActions } from './StepActions.tsx';

/** Step "resumo-proponentes": who asks for the credit; add a second proponent (spouse, partner) or go on. */
export function AssociatesSummary({ form, update, go }: StepProps) {
  const { associates } = form.values;
  const add = (personType: 'individual' | 'company') => {
    const values = withNewAssociate(form.getValues(), personType);
    form.setValues(values);
    update({ values, addedIndex: values.associates.length - 1 });
    go(personStep(personType), values.associates.length - 1);
  };
  const remove = (index: number) => {
    const values = { ...form.getValues(), associates: form.getValues().associates.filter((_, i) => i !== index) };
    form.setValues(values);
    update({ values });
  };
  const next = () => {
    const incomplete = firstIncompleteAssociate(form.getValues());
    if (incomplete >= 0) go(personStep(associates[incomplete].personType), incomplete);
    else go('dados-da-operacao');
  };
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Proponentes">
        {associates.map((a, index) => {
          const company = a.personType === 'company';
          const income = a.incomes.reduce((sum, i) => sum + (num(i.mensalIncome) ?? 0), 0);
          const incomplete = Object.keys(associateErrors(form.getValues(), index)).length > 0;
          const name = a.name.trim() || `Proponente ${index + 1}`;
          return (
            <Card key={a.key} component="li" withBorder radius="md" padding="md" aria-label={name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  {company ? <IconBuildingSkyscraper size={24} aria-hidden /> : <IconUser size={24} aria-hidden />}
                  <Stack gap={2} miw={0}>
                    <Text fw={600} truncate>
                      {name}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {index === 0 ? 'Proponente principal' : 'Proponente'} · {company ? `CNPJ ${a.document || '—'}` : `CPF ${a.document || '—'}`}
                    </Text>
                    {company ? null : (
                      <Text fz="sm" c="dimmed">
                        Renda mensal: {formatMoney(income)}
                      </Text>
                    )}
                    {incomplete ? (
                      <Text fz="sm" c="red">
                        Faltam dados deste proponente
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Editar">
                    <ActionIcon variant="subtle" size="lg" aria-label={`Editar ${name}`} onClick={() => go(personStep(a.personType), index)}>
                      <IconPencil size={20} />
                    </ActionIcon>
                  </Tooltip>
                  {index > 0 ? (
                    <Tooltip label="Remover">
                      <ActionIcon variant="subtle" size="lg" color="red" aria-label={`Remover ${name}`} onClick={() => remove(index)}>
                        <IconTrash size={20} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {associates.length < MAX_ASSOCIATES ? (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            Vai compor renda com alguém (cônjuge, sócio, familiar)? Adicione outro proponente.
          </Text>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => add('individual')}>
              Adicionar pessoa física
            </Button>
            <Button variant="light" leftSection={<IconBuildingSkyscraper size={18} />} onClick={() => add('company')}>
              Adicionar pessoa jurídica
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="gray" icon={<IconAlertCircle />}>
          Limite de {MAX_ASSOCIATES} proponentes.
        </Alert>
      )}
      <StepActions onBack={() => go(personStep(associates[0].personType), 0)} onNext={next} />
    </Stack>
  );
}
