import { Button, Card, Divider, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconDiscount } from '@tabler/icons-react';
import { type Plan, perMonthCents, savingsCents } from '../../../../../shared/subscriptions.ts';
import { formatCents, instalmentOptions, periodLabel } from '../../../../components/payment/payment-format.ts';
import type { Quote } from '../../../../components/payment/payment-types.ts';

interface OrderSummaryProps {
  plan: Plan;
  applied: Quote | null;
  totalCents: number;
  couponProps: GetInputPropsReturnType;
  instalmentsProps: GetInputPropsReturnType;
  onApply: () => void;
  applying: boolean;
}

function Line({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The plan being bought: price, coupon ("Aplicar"), total and instalments up to the plan's maximum. */
export function OrderSummary({ plan, applied, totalCents, couponProps, instalmentsProps, onApply, applying }: OrderSummaryProps) {
  const savings = savingsCents(plan);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="resumo-plano">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="resumo-plano">
          Plano {plan.label}
        </Title>
        <Text fz="sm" c="dimmed">
          {plan.description}
          {plan.months > 1 ? ` Equivale a ${formatCents(perMonthCents(plan))}/mês.` : ''}
        </Text>
        <Line label={`Valor ${periodLabel(plan)}`} value={formatCents(plan.priceCents)} />
        {savings > 0 ? <Line label="Economia sobre o mensal" value={formatCents(savings)} color="green" /> : null}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Cupom de desconto"
            placeholder="Ex.: BEMVINDO10"
            autoCapitalize="characters"
            leftSection={<IconDiscount size={16} aria-hidden />}
            style={{ flex: 1 }}
            onKeyDown={(event) => {
              // Enter in the coupon applies it instead of paying.
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
            {...couponProps}
          />
          <Button variant="light" mt={25} onClick={onApply} loading={applying}>
            Aplicar
          </Button>
        </Group>
        {applied?.coupon ? <Line label={`Cupom ${applied.coupon.code} (${applied.coupon.percentOff} %)`} value={`− ${formatCents(applied.discountCents)}`} color="green" /> : null}
        <Divider />
        <Line label="Total" value={formatCents(totalCents)} strong />
        <NativeSelect label="Parcelas" data={instalmentOptions(totalCents, plan.maxInstalments)} disabled={plan.maxInstalments === 1} {...instalmentsProps} />
      </Stack>
    </Card>
  );
}
