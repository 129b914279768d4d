import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskCnpj, maskDate, maskPhone } from '../../../shared/format.ts';
import { OPERATIONS_VOLUME, toOptions } from '../../../shared/options.ts';
import { Checkbox } from '../FormControls.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import { MoneyInput } from '../NumberFields.tsx';
import type { CompanySectionValues } from './company-form.ts';

const volumeOptions = toOptions(OPERATIONS_VOLUME);

/**
 * docs/design/product-spec.md §3 "Company" fields (registration and the account's company tab). The CNPJ is typed only
 * at registration; afterwards it is shown read-only.
 */
export function CompanyFields<V extends CompanySectionValues>({ form, documentEditable }: { form: UseFormReturnType<V>; documentEditable: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MaskedInput
          label="CNPJ"
          mask={maskCnpj}
          placeholder="00.000.000/0000-00"
          description={documentEditable ? 'Aceita o CNPJ alfanumérico' : undefined}
          autoCapitalize="characters"
          readOnly={!documentEditable}
          aria-required={documentEditable}
          {...form.getInputProps('company.document')}
        />
        <MaskedInput label="Data de fundação" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('company.foundationDate')} />
      </SimpleGrid>
      <TextInput label="Razão social" autoComplete="organization" aria-required {...form.getInputProps('company.corporateName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Nome fantasia" description="Como a empresa aparece na plataforma" {...form.getInputProps('company.fantasyName')} />
        <TextInput label="Ramo de atividade" placeholder="Ex.: correspondente bancário" {...form.getInputProps('company.lineOfBusiness')} />
        <MoneyInput label="Faturamento mensal" placeholder="R$ 0,00" aria-required {...form.getInputProps('company.monthlyBilling')} />
        <Select
          label="Volume de operações nos últimos 6 meses"
          placeholder="Selecione uma opção"
          data={volumeOptions}
          allowDeselect={false}
          aria-required
          {...form.getInputProps('company.volumeOfOperations')}
        />
        <MaskedInput label="Telefone" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 3333-4444" aria-required {...form.getInputProps('company.phone')} />
        <TextInput label="E-mail da empresa" type="email" inputMode="email" autoComplete="email" aria-required {...form.getInputProps('company.email')} />
      </SimpleGrid>
      <TextInput label="Site" placeholder="www.suaempresa.com.br" inputMode="url" {...form.getInputProps('company.site')} />
      <Checkbox label="A empresa atua no mercado imobiliário" {...form.getInputProps('company.isCompanyOperateInRealStateSegment', { type: 'checkbox' })} />
    </Stack>
  );
}
