import { ActionIcon, Alert, Button, Card, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { maskCnpj, maskDate } from '../../../../shared/format.ts';
import { ADMISSION_DATE_LABEL, PROFESSIONAL_PROFILE, professionalProfileOptions } from '../../../../shared/options.ts';
import { MaskedInput } from '../../MaskedInput.tsx';
import { MoneyInput } from '../../NumberFields.tsx';
import { type DealForm, emptyIncome } from './deal-form.ts';

const PROFILE_OPTIONS = [{ value: '', label: 'Selecione' }, ...professionalProfileOptions];
const MAX_INCOMES = 10;

/** The admission-date label of the profile (docs/design/product-spec.md §3: it varies by occupation). */
export function admissionLabel(profile: string): string {
  return Object.hasOwn(PROFESSIONAL_PROFILE, profile) ? ADMISSION_DATE_LABEL[profile as keyof typeof PROFESSIONAL_PROFILE] : 'Data de admissão';
}

function IncomeFields({ form, index, incomeIndex }: { form: DealForm; index: number; incomeIndex: number }) {
  const path = (field: string) => `associates.${index}.incomes.${incomeIndex}.${field}`;
  const income = form.values.associates[index].incomes[incomeIndex];
  // One main income per proponent: choosing one releases the others.
  const setMain = (main: boolean) =>
    form.setFieldValue(
      `associates.${index}.incomes`,
      form.getValues().associates[index].incomes.map((x, i) => ({ ...x, main: i === incomeIndex ? main : main ? false : x.main })),
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} fz="sm">
            Renda {incomeIndex + 1}
          </Text>
          <Group gap="xs">
            <Switch label="Renda principal" checked={income.main} onChange={(e) => setMain(e.currentTarget.checked)} />
            <Tooltip label="Remover renda">
              <ActionIcon variant="subtle" color="red" aria-label={`Remover renda ${incomeIndex + 1}`} onClick={() => form.removeListItem(`associates.${index}.incomes`, incomeIndex)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <MoneyInput label="Renda mensal" aria-required {...form.getInputProps(path('mensalIncome'))} />
          <NativeSelect label="Perfil profissional" data={PROFILE_OPTIONS} aria-required {...form.getInputProps(path('professionalProfile'))} />
          <MaskedInput label={admissionLabel(income.professionalProfile)} mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...form.getInputProps(path('admissionDate'))} />
          <TextInput label="Cargo ou atividade" autoComplete="off" {...form.getInputProps(path('description'))} />
          <TextInput label="Empresa ou fonte pagadora" autoComplete="off" {...form.getInputProps(path('companyName'))} />
          <MaskedInput label="CNPJ da empresa" mask={maskCnpj} autoCapitalize="characters" placeholder="00.000.000/0000-00" {...form.getInputProps(path('companyDocument'))} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The incomes of one proponent: a list to add to, with the company case and the seller's being optional. */
export function AssociateIncomes({ form, index, withTitle = true }: { form: DealForm; index: number; withTitle?: boolean }) {
  const a = form.values.associates[index];
  const titleId = `renda-proponente-${index + 1}`;
  const name = a.name.trim() || `Proponente ${index + 1}`;
  const listError = form.errors[`associates.${index}.incomes`];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} fz="h4" id={titleId}>
          {withTitle ? name : 'Renda'}
        </Title>
        {a.personType === 'company' ? (
          <Text fz="sm" c="dimmed">
            Pessoa jurídica: o faturamento mensal é informado na etapa Proponentes.
          </Text>
        ) : (
          <>
            {a.type === 'SELLER' ? (
              <Text fz="sm" c="dimmed">
                Vendedor: a renda é opcional.
              </Text>
            ) : null}
            {typeof listError === 'string' ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {listError}
              </Alert>
            ) : null}
            {a.incomes.map((income, incomeIndex) => (
              <IncomeFields key={income.key} form={form} index={index} incomeIndex={incomeIndex} />
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={18} />}
                disabled={a.incomes.length >= MAX_INCOMES}
                onClick={() => {
                  form.insertListItem(`associates.${index}.incomes`, emptyIncome(a.incomes.length === 0));
                  form.clearFieldError(`associates.${index}.incomes`);
                }}
                aria-label={`Adicionar renda de ${name}`}
              >
                Adicionar renda
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Step "income": the incomes of each individual proponent (companies declare their billing in the first step). */
export function IncomeStep({ form }: { form: DealForm }) {
  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        Informe as rendas de cada pessoa física. O perfil profissional define os documentos pedidos na etapa Arquivos.
      </Text>
      {form.values.associates.map((a, index) => (
        <AssociateIncomes key={a.key} form={form} index={index} />
      ))}
    </Stack>
  );
}
