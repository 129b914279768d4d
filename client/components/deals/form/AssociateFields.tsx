import { ActionIcon, Card, Fieldset, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { maskCnpj, maskCpf, maskDate, maskPhone } from '../../../../shared/format.ts';
import { ASSOCIATE_TYPE, genderOptions, maritalStatusOptions, stateOptions, toOptions } from '../../../../shared/options.ts';
import { MaskedInput } from '../../MaskedInput.tsx';
import { IntegerInput, MoneyInput } from '../../NumberFields.tsx';
import type { AssociateValues, DealForm } from './deal-form.ts';
import { ExistingCustomerNotice } from './ExistingCustomerNotice.tsx';

const withPlaceholder = (options: { value: string; label: string }[], placeholder = 'Selecione') => [{ value: '', label: placeholder }, ...options];
const TYPE_OPTIONS = toOptions(ASSOCIATE_TYPE);
const GENDER_OPTIONS = withPlaceholder(genderOptions);
const MARITAL_OPTIONS = withPlaceholder(maritalStatusOptions);
const STATE_OPTIONS = withPlaceholder(stateOptions);

interface Props {
  form: DealForm;
  index: number;
  /** Shown only when there is more than one proponent. */
  onRemove?: () => void;
  /**
   * `customer`: the visitor of a public link fills their own data — the person type was chosen before, and what only
   * a broker decides (role in the deal, main proponent, notifications, credit score) is not asked.
   */
  audience?: 'staff' | 'customer';
  /** A new deal: a document that is already a stored customer's is said, with a way to fill the person from it. */
  lookUpCustomer?: boolean;
}

/** One proponent or seller: a person (CPF) or a company (CNPJ), with contact, score and identity card. */
export function AssociateFields({ form, index, onRemove, audience = 'staff', lookUpCustomer = false }: Props) {
  const a = form.values.associates[index];
  const path = (field: string) => `associates.${index}.${field}`;
  const company = a.personType === 'company';
  const titleId = `proponente-${index + 1}`;
  const staff = audience === 'staff';
  // The visitor filling in their own data (the first proponent of a public proposal): the phone may fill it in. A
  // broker typing a customer's data, or a co-applicant's, gets no suggestions of their own.
  const self = !staff && index === 0;

  const setPersonType = (value: string) => {
    const personType: AssociateValues['personType'] = value === 'company' ? 'company' : 'individual';
    // Companies declare monthly billing instead of incomes (and keep no identity card).
    form.setFieldValue(`associates.${index}`, {
      ...form.getValues().associates[index],
      personType,
      document: personType === 'company' ? maskCnpj(a.document) : maskCpf(a.document),
      incomes: personType === 'company' ? [] : a.incomes,
    });
  };
  const setType = (type: AssociateValues['type']) => form.setFieldValue(`associates.${index}`, { ...form.getValues().associates[index], type, main: type === 'CUSTOMER' && a.main });
  // Exactly one main proponent: choosing one releases the others.
  const setMain = (main: boolean) =>
    form.setFieldValue(
      'associates',
      form.getValues().associates.map((x, i) => ({ ...x, main: i === index ? main : main ? false : x.main })),
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {staff ? (
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} fz="h4" id={titleId}>
              Proponente {index + 1}
              {a.name.trim() ? (
                <Text span c="dimmed" fz="sm" ml="xs">
                  {/* Read aloud as "Proponente 1, Ana Souza": the margin is only seen. */}
                  <VisuallyHidden>, </VisuallyHidden>
                  {a.name}
                </Text>
              ) : null}
            </Title>
            {onRemove ? (
              <Tooltip label="Remover proponente">
                <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remover proponente ${index + 1}`}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ) : (
          // The public page's heading already names the step ("Seus dados", "Proponente 2"): said once, the section
          // keeps its name for screen readers.
          <VisuallyHidden component="h3" id={titleId}>
            Proponente {index + 1}
          </VisuallyHidden>
        )}
        {staff ? (
          <Group gap="md" align="flex-end">
            <SegmentedControl
              aria-label="Tipo de pessoa"
              value={a.personType}
              onChange={setPersonType}
              data={[
                { value: 'individual', label: 'Pessoa física' },
                { value: 'company', label: 'Pessoa jurídica' },
              ]}
            />
            <NativeSelect label="Participa como" data={TYPE_OPTIONS} value={a.type} onChange={(e) => setType(e.currentTarget.value as AssociateValues['type'])} w={160} />
          </Group>
        ) : null}
        <Group gap="lg">
          {staff && a.type === 'CUSTOMER' ? <Switch label="Proponente principal" checked={a.main} onChange={(e) => setMain(e.currentTarget.checked)} /> : null}
          {staff ? <Switch label="Receber notificações do negócio" {...form.getInputProps(path('notify'), { type: 'checkbox' })} /> : null}
          <Switch
            label={
              staff
                ? company
                  ? 'Possui restrições no CNPJ'
                  : 'Possui restrições no CPF'
                : company
                  ? 'A empresa tem restrições no CNPJ (ex.: negativada)'
                  : // The visitor speaks of themselves; another proponent is someone else.
                    self
                    ? 'Tenho restrições no CPF (ex.: nome negativado)'
                    : 'Possui restrições no CPF (ex.: nome negativado)'
            }
            {...form.getInputProps(path('hasRestrictions'), { type: 'checkbox' })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label={company ? 'Razão social' : 'Nome completo'} autoComplete={self ? (company ? 'organization' : 'name') : 'off'} aria-required {...form.getInputProps(path('name'))} />
          <MaskedInput
            label={company ? 'CNPJ' : 'CPF'}
            mask={company ? maskCnpj : maskCpf}
            inputMode={company ? 'text' : 'numeric'}
            autoCapitalize="characters"
            placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
            aria-required
            {...form.getInputProps(path('document'))}
          />
          <MaskedInput
            label={company ? 'Data de abertura' : 'Data de nascimento'}
            mask={maskDate}
            inputMode="numeric"
            placeholder="DD/MM/AAAA"
            autoComplete={self && !company ? 'bday' : 'off'}
            aria-required
            {...form.getInputProps(path('birthDate'))}
          />
          {company ? null : (
            <>
              <NativeSelect label="Gênero" data={GENDER_OPTIONS} aria-required {...form.getInputProps(path('gender'))} />
              <NativeSelect label="Estado civil" data={MARITAL_OPTIONS} aria-required {...form.getInputProps(path('maritalStatus'))} />
              <TextInput label="Nome da mãe" autoComplete="off" aria-required {...form.getInputProps(path('motherName'))} />
            </>
          )}
          {company ? <MoneyInput label="Faturamento mensal" {...form.getInputProps(path('monthlyBilling'))} /> : null}
          {staff ? <IntegerInput label="Score Serasa" description="De 0 a 1000" {...form.getInputProps(path('serasaScore'))} /> : null}
          {staff || index > 0 ? (
            <TextInput
              label={staff ? 'Relacionamento' : 'Relação com o proponente principal'}
              description={staff ? 'Ex.: cônjuge, sócio, vendedor do imóvel' : 'Ex.: cônjuge, sócio, filho'}
              autoComplete="off"
              {...form.getInputProps(path('relationship'))}
            />
          ) : null}
          <TextInput label="E-mail" type="email" autoComplete={staff ? 'off' : 'email'} {...form.getInputProps(path('email'))} />
          <MaskedInput
            label="Celular"
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete={staff ? 'off' : 'tel-national'}
            placeholder="(11) 98765-4321"
            {...form.getInputProps(path('cellphone'))}
          />
        </SimpleGrid>
        {staff && lookUpCustomer ? <ExistingCustomerNotice form={form} index={index} /> : null}
        {company ? null : (
          <Fieldset legend="Documento de identidade (opcional)" radius="md">
            {/* Two by two: four in a row left "Selecione" and "DD/MM/AAAA" cut off in the public form's column. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Número do RG" autoComplete="off" {...form.getInputProps(path('identityCard.number'))} />
              <NativeSelect label="UF emissora" data={STATE_OPTIONS} {...form.getInputProps(path('identityCard.state'))} />
              <TextInput label="Órgão emissor" placeholder="SSP" autoComplete="off" {...form.getInputProps(path('identityCard.issuingAgency'))} />
              <MaskedInput label="Data de emissão" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...form.getInputProps(path('identityCard.issueDate'))} />
            </SimpleGrid>
          </Fieldset>
        )}
      </Stack>
    </Card>
  );
}
