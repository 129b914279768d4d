import { Card, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { AMORTIZATION_TABLE, EXPENSE_TYPE, INDEXER, INSURER, PRODUCT_SEGMENT } from '../../../../../shared/options.ts';
import { FEE_TYPE } from '../../../../../shared/schemas/catalogue.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import { IntegerInput, MoneyInput, PercentInput } from '../../../../components/NumberFields.tsx';
import { ProductTableRuleFields, ProductTariffFields } from './ProductCreditRulesFields.tsx';
import { assetOptions, fitToSegment, type ProductValues, typeOptions } from './product-form.ts';

type Form = UseFormReturnType<ProductValues>;

const SEGMENT_OPTIONS = optionsOf(PRODUCT_SEGMENT);
const TABLE_OPTIONS = optionsOf(AMORTIZATION_TABLE);
const INDEXER_OPTIONS = optionsOf(INDEXER);
const INSURER_OPTIONS = optionsOf(INSURER);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

interface IdentityProps {
  form: Form;
  banks: { value: string; label: string }[] | undefined;
  /** product/manageGlobal: may register the product for every company. */
  canManageGlobal: boolean;
}

/** Name, bank, segment and type; the type and asset choices follow the segment. */
export function ProductIdentityFields({ form, banks, canManageGlobal }: IdentityProps) {
  const segment = form.getInputProps('segment');
  return (
    <Section id="produto-identificacao" title="Identificação">
      <Stack gap="md">
        <TextInput label="Nome do produto" autoComplete="off" aria-required data-autofocus {...form.getInputProps('name')} />
        {canManageGlobal ? (
          <Switch label="Cadastrar globalmente" description="O produto fica disponível para todas as empresas da plataforma" {...form.getInputProps('global', { type: 'checkbox' })} />
        ) : null}
        <Select
          label="Instituição parceira"
          placeholder={banks ? 'Selecione uma opção' : 'Carregando…'}
          data={banks ?? []}
          disabled={!banks}
          searchable
          nothingFoundMessage="Nenhum banco encontrado"
          aria-required
          {...form.getInputProps('financialInstitutionId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Segmento"
            placeholder="Selecione uma opção"
            data={SEGMENT_OPTIONS}
            allowDeselect={false}
            aria-required
            {...segment}
            onChange={(value) => form.setValues(fitToSegment(form.getValues(), value))}
          />
          <Select
            label="Tipo"
            placeholder={form.values.segment ? 'Selecione uma opção' : 'Escolha o segmento primeiro'}
            data={typeOptions(form.values.segment)}
            disabled={!form.values.segment}
            allowDeselect={false}
            aria-required
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

/** The rate, its period and band, the table and indexer, and the insurance. */
export function ProductRateFields({ form }: { form: Form }) {
  const suffix = form.values.feeType === 'annual' ? ' % a.a.' : ' % a.m.';
  return (
    <Section id="produto-taxas" title="Taxas e seguros">
      <Stack gap="md">
        <Radio.Group label="Periodicidade da taxa" aria-required {...form.getInputProps('feeType')}>
          <Group gap="lg" mt={6}>
            {Object.entries(FEE_TYPE).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PercentInput label="Taxa" suffix={suffix} decimalScale={4} aria-required {...form.getInputProps('fee')} />
          <PercentInput label="Taxa mínima" suffix={suffix} decimalScale={4} aria-required {...form.getInputProps('minFee')} />
          <PercentInput label="Taxa máxima" suffix={suffix} decimalScale={4} aria-required {...form.getInputProps('maxFee')} />
          <Select label="Tabela de amortização" placeholder="Selecione uma opção" data={TABLE_OPTIONS} allowDeselect={false} aria-required {...form.getInputProps('table')} />
          <Select label="Indexador" placeholder="Selecione uma opção" data={INDEXER_OPTIONS} allowDeselect={false} aria-required {...form.getInputProps('indexer')} />
          <Select label="Seguradora" placeholder="Selecione uma opção" data={INSURER_OPTIONS} allowDeselect={false} aria-required {...form.getInputProps('insurer')} />
          <PercentInput label="Seguro MIP (ao mês)" suffix=" % a.m." decimalScale={4} aria-required {...form.getInputProps('mipRate')} />
          <PercentInput label="Seguro DFI (ao mês)" suffix=" % a.m." decimalScale={4} aria-required {...form.getInputProps('dfiRate')} />
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

/** Administration fee, the expenses (a fixed amount or a percentage) and the tariffs the CET includes. */
export function ProductCostFields({ form }: { form: Form }) {
  const fixed = form.values.expenseType === 'fixed';
  return (
    <Section id="produto-custos" title="Tarifas e despesas">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MoneyInput label="Tarifa de administração" aria-required {...form.getInputProps('administrationFee')} />
          <Radio.Group label="Tipo de despesa" aria-required {...form.getInputProps('expenseType')}>
            <Group gap="lg" mt={6}>
              {Object.entries(EXPENSE_TYPE).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Group>
          </Radio.Group>
          {fixed ? (
            <MoneyInput key="fixed" label="Valor fixo das despesas" aria-required {...form.getInputProps('expenseValueFixed')} />
          ) : (
            <PercentInput key="percentage" label="Percentual das despesas" decimalScale={4} aria-required {...form.getInputProps('expenseValuePercentage')} />
          )}
        </SimpleGrid>
        <ProductTariffFields form={form} />
      </Stack>
    </Section>
  );
}

/** Who and what the product finances: LTV, minimum values, terms, asset types, companies, rules per table. */
export function ProductConditionFields({ form }: { form: Form }) {
  const segment = form.values.segment;
  return (
    <Section id="produto-condicoes" title="Condições">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PercentInput label="LTV (% do valor do bem)" aria-required {...form.getInputProps('ltv')} />
          <MoneyInput label="Valor mínimo do bem" aria-required {...form.getInputProps('minAssetValue')} />
          <MoneyInput label="Valor mínimo do crédito" aria-required {...form.getInputProps('minCreditValue')} />
          <IntegerInput label="Prazo mínimo (meses)" suffix=" meses" aria-required {...form.getInputProps('deadlineMin')} />
          <IntegerInput label="Prazo máximo (meses)" suffix=" meses" aria-required {...form.getInputProps('deadlineMax')} />
        </SimpleGrid>
        <MultiSelect
          label="Tipos de bem aceitos"
          placeholder={segment ? 'Selecione' : 'Escolha o segmento primeiro'}
          data={assetOptions(segment)}
          disabled={!segment}
          aria-required
          {...form.getInputProps('availableAssetType')}
        />
        <Switch label="Aceita pessoa jurídica" {...form.getInputProps('approveJuridicalPerson', { type: 'checkbox' })} />
        <ProductTableRuleFields form={form} />
      </Stack>
    </Section>
  );
}
