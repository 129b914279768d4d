import { Card, NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DEAL_MAX_LTV, DEAL_OPERATION_TYPES, DEFENSE_MAX, type DealOperationType, isPurchaseOperation, isRealtyOperation } from '../../../../../shared/deal-options.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import { CREDIT_OBJECTIVE, PRODUCT_TYPE, toOptions } from '../../../../../shared/options.ts';
import { SIMULATION_DEADLINES } from '../../../../../shared/schemas/simulation.ts';
import { RealtyFields, VehicleFields } from '../../../../components/deals/form/AssetFields.tsx';
import { CUSTOM_DEADLINE, type DealForm, num } from '../../../../components/deals/form/deal-form.ts';
import { IntegerInput, MoneyInput } from '../../../../components/NumberFields.tsx';
import { deadlineOptions } from '../../../../components/simulation/simulation-format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

const TYPE_OPTIONS = [{ value: '', label: 'Selecione' }, ...DEAL_OPERATION_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE[t] }))];
const OBJECTIVE_OPTIONS = [{ value: '', label: 'Não informado' }, ...toOptions(CREDIT_OBJECTIVE)];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} fz="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The products of the operation type, "Banco · Produto"; choosing one is optional. */
function ProductSelect({ form, type }: { form: DealForm; type: DealOperationType }) {
  const trpc = useTRPC();
  const products = useQuery(trpc.products.list.queryOptions({ type, size: 100 }));
  const data = [{ value: '', label: products.isPending ? 'Carregando…' : 'Ainda não escolhido' }, ...(products.data?.items.map((p) => ({ value: p.id, label: `${p.bank.name} · ${p.name}` })) ?? [])];
  return (
    <NativeSelect
      label="Produto (banco)"
      description={products.isError ? 'Não foi possível carregar os produtos: tente mais tarde' : 'Opcional: pode ser escolhido depois'}
      data={data}
      disabled={products.isPending || products.isError}
      {...form.getInputProps('productId')}
    />
  );
}

/** Step "operation": the type (it decides the board), the asset, the values and deadline, product and defense. */
export function OperationStep({ form, typeLocked }: { form: DealForm; typeLocked: boolean }) {
  const v = form.values;
  const type = v.operationType || null;

  const setType = (next: string) => {
    const current = form.getValues();
    const operationType = next as DealOperationType | '';
    const keep = operationType !== '' && current.deadline !== '' && SIMULATION_DEADLINES[operationType].options.includes(Number(current.deadline));
    form.setValues({ operationType, deadline: keep ? current.deadline : '', productId: '' });
  };

  const ltv = type ? DEAL_MAX_LTV[type] : undefined;
  const asset = num(v.assetValue);
  const creditHint = ltv === undefined ? undefined : `Máximo de ${ltv}% do valor do imóvel${asset ? `: ${formatMoney(Math.floor((ltv / 100) * asset * 100) / 100)}` : ''}`;
  const bounds = type ? SIMULATION_DEADLINES[type] : null;
  const defenseLength = v.defense.length;

  return (
    <Stack gap="lg">
      <NativeSelect
        label="Tipo de operação"
        description={typeLocked ? 'O tipo de operação define o quadro do negócio e não pode ser alterado' : undefined}
        data={TYPE_OPTIONS}
        disabled={typeLocked}
        aria-required
        maw={{ sm: 420 }}
        {...form.getInputProps('operationType')}
        onChange={(e) => setType(e.currentTarget.value)}
      />
      {type === null ? (
        <Text c="dimmed" fz="sm">
          Escolha o tipo de operação para informar o bem e os valores.
        </Text>
      ) : (
        <>
          <Section id="negocio-bem" title={isRealtyOperation(type) ? 'Imóvel' : 'Veículo'}>
            {isRealtyOperation(type) ? <RealtyFields form={form} purchase={isPurchaseOperation(type)} /> : <VehicleFields form={form} />}
          </Section>
          <Section id="negocio-valores" title="Valores e prazo">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MoneyInput label="Valor do crédito" description={creditHint} aria-required {...form.getInputProps('operationValue')} />
              <NativeSelect label="Objetivo do crédito" data={OBJECTIVE_OPTIONS} {...form.getInputProps('objective')} />
              <NativeSelect label="Prazo" data={deadlineOptions(type, true)} aria-required {...form.getInputProps('deadline')} />
              {v.deadline === CUSTOM_DEADLINE && bounds ? (
                <IntegerInput label="Prazo em meses" description={`De ${bounds.min} a ${bounds.max} meses`} aria-required {...form.getInputProps('customDeadline')} />
              ) : null}
              {isPurchaseOperation(type) ? (
                <>
                  <MoneyInput label="Valor de entrada" description="Opcional" {...form.getInputProps('downPayment')} />
                  <MoneyInput label="Valor financiado" description="Opcional" {...form.getInputProps('financedValue')} />
                </>
              ) : null}
            </SimpleGrid>
          </Section>
          <Section id="negocio-produto" title="Produto e defesa">
            <Stack gap="md">
              <ProductSelect form={form} type={type} />
              <Textarea
                label="Defesa do negócio"
                description="Por que o crédito faz sentido para o cliente: renda, garantias, histórico"
                autosize
                minRows={4}
                maxRows={12}
                {...form.getInputProps('defense')}
              />
              <Text fz="xs" c={defenseLength > DEFENSE_MAX ? 'red' : 'dimmed'} ta="right" aria-live="polite" mt={-8}>
                {defenseLength.toLocaleString('pt-BR')}/{DEFENSE_MAX.toLocaleString('pt-BR')} caracteres
              </Text>
            </Stack>
          </Section>
        </>
      )}
    </Stack>
  );
}
