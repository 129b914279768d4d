import { Fieldset, Grid, MultiSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { onlyDigits } from '../../../../../shared/format.ts';
import { AMORTIZATION_TABLE, INDEXER, REALTY_TYPE, VEHICLE_ASSET } from '../../../../../shared/options.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { IntegerInput, MoneyInput, PercentInput } from '../../../../components/NumberFields.tsx';
import type { BankPartnerValues } from './bank-partner-form.ts';

const INDEXER_OPTIONS = optionsOf(INDEXER);
const TABLE_OPTIONS = optionsOf(AMORTIZATION_TABLE);
const ASSET_OPTIONS = [
  { group: 'Imóveis', items: optionsOf(REALTY_TYPE) },
  { group: 'Veículos', items: optionsOf(VEHICLE_ASSET) },
];
const bankCode = (v: string) => onlyDigits(v).slice(0, 3);

/** Every input of ZBankPartnerInput, grouped as a broker reads a bank's credit policy. */
export function BankPartnerFields({ form }: { form: UseFormReturnType<BankPartnerValues> }) {
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Nome do banco" autoComplete="off" aria-required data-autofocus {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput label="Código do banco" mask={bankCode} inputMode="numeric" placeholder="000" aria-required {...form.getInputProps('number')} />
        </Grid.Col>
      </Grid>

      <Fieldset legend="Análise de crédito" variant="filled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <IntegerInput label="Prazo mínimo de análise (dias)" suffix=" dias" aria-required {...form.getInputProps('averageSlaMin')} />
          <IntegerInput label="Prazo máximo de análise (dias)" suffix=" dias" aria-required {...form.getInputProps('averageSlaMax')} />
          <IntegerInput label="Carência (meses)" suffix=" meses" aria-required {...form.getInputProps('gracePeriod')} />
          <IntegerInput label="Score mínimo (0 a 1000)" aria-required {...form.getInputProps('creditScore')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Limites" variant="filled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PercentInput label="Comprometimento de renda máximo" aria-required {...form.getInputProps('incomeCommitment')} />
          <IntegerInput label="Máximo de proponentes" aria-required {...form.getInputProps('maxApplicants')} />
          <IntegerInput label="População mínima da cidade" suffix=" hab." grouped aria-required {...form.getInputProps('minCityPopulation')} />
          <MoneyInput label="Valor mínimo do bem" aria-required {...form.getInputProps('minAssetValue')} />
          <MoneyInput label="Valor mínimo do crédito" aria-required {...form.getInputProps('minCreditValue')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Produtos aceitos" variant="filled">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect label="Indexadores" placeholder="Selecione" data={INDEXER_OPTIONS} aria-required {...form.getInputProps('availableIndexerList')} />
            <MultiSelect label="Tabelas de amortização" placeholder="Selecione" data={TABLE_OPTIONS} aria-required {...form.getInputProps('availableTableList')} />
          </SimpleGrid>
          <MultiSelect label="Tipos de bem aceitos" placeholder="Selecione" data={ASSET_OPTIONS} searchable aria-required {...form.getInputProps('availableAssetTypeList')} />
        </Stack>
      </Fieldset>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch label="Aceita imóvel sem matrícula" {...form.getInputProps('acceptsUnregisteredProperty', { type: 'checkbox' })} />
        <Switch label="Análise sem documentos" {...form.getInputProps('analysisWithoutDocs', { type: 'checkbox' })} />
        <Switch label="Financia as despesas (ITBI e registro)" {...form.getInputProps('financingExpenses', { type: 'checkbox' })} />
        <Switch label="Aceita pessoa jurídica" {...form.getInputProps('acceptJuridicalPerson', { type: 'checkbox' })} />
      </SimpleGrid>
    </Stack>
  );
}
