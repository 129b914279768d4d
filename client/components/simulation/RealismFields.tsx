import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskDate } from '../../../shared/format.ts';
import { REALTY_TYPE, toOptions } from '../../../shared/options.ts';
import { Checkbox } from '../FormControls.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import { MoneyInput } from '../NumberFields.tsx';
import { associateSlots, type SimulationFormValues } from './simulation-form.ts';

/*
 * The case facts that change what a bank charges (IOF by purpose, FGTS in SFH, insurance by the oldest
 * proponent's age), shared by the broker's and the public forms so both ask them with the same words.
 */

type Form = UseFormReturnType<SimulationFormValues>;

const REALTY_OPTIONS = toOptions(REALTY_TYPE);

/** Residential or commercial decides the IOF exemption. */
export function PropertyTypeSelect({ form }: { form: Form }) {
  return <NativeSelect label="Tipo do imóvel" description="Imóvel comercial paga IOF" data={REALTY_OPTIONS} {...form.getInputProps('assetType')} />;
}

/** FGTS pays part of the down payment, only where the operation is SFH (the offer says when it counted). */
export function FgtsInput({ form }: { form: Form }) {
  if (form.values.type !== 'Financing') return null;
  return <MoneyInput label="FGTS para a entrada" description="Opcional; abate a entrada em operações do SFH" {...form.getInputProps('fgtsAmount')} />;
}

/** A company in the Simples Nacional pays the reduced IOF rate on credit up to R$ 30 mil. */
export function SimplesNacionalCheckbox({ form }: { form: Form }) {
  if (!form.values.forJuridicalPerson) return null;
  return (
    <Checkbox label="Empresa optante pelo Simples Nacional" description="IOF com alíquota reduzida em créditos de até R$ 30 mil" {...form.getInputProps('simplesNacional', { type: 'checkbox' })} />
  );
}

/** The other proponents' birth dates: the oldest proponent picks the MIP insurance age band. */
export function AssociatesBirthDates({ form }: { form: Form }) {
  const slots = associateSlots(form.values);
  return Array.from({ length: slots }, (_, i) => (
    <MaskedInput
      key={i}
      label={`Nascimento do ${i + 2}º proponente`}
      description="Opcional; o mais velho define o seguro"
      mask={maskDate}
      inputMode="numeric"
      placeholder="DD/MM/AAAA"
      {...form.getInputProps(`associatesBirthDates.${i}`)}
    />
  ));
}
