import { Button, Card, Grid, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { maskDocument, maskPhone } from '../../../../../shared/format.ts';
import type { Plan } from '../../../../../shared/subscriptions.ts';
import { CepInput } from '../../../../components/address/CepInput.tsx';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { CardFields, SandboxCardsHint } from '../../../../components/payment/CardFields.tsx';
import { EMPTY_CARD, formErrorsOf } from '../../../../components/payment/card-values.ts';
import { formatCents } from '../../../../components/payment/payment-format.ts';
import type { Quote, SubscribeResult } from '../../../../components/payment/payment-types.ts';
import { handleError, toFailure } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { tokenizeCard } from '../../../../lib/payment.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc.ts';
import { type CheckoutValues, formPathOf, initialCheckoutValues, normaliseCoupon, subscribeRequest, toCheckoutInput, ZCheckoutForm } from './checkout-form.ts';
import { OrderSummary } from './OrderSummary.tsx';

const newKey = () => crypto.randomUUID();

/**
 * /payment/$plan: coupon, instalments, payer and card. Paying tokenises the card with the provider, then subscribes
 * with the token only. A refusal keeps everything typed except the card, which must be typed again.
 */
export function CheckoutForm({ plan, provider, onDone }: { plan: Plan; provider: string; onDone: (result: SubscribeResult) => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [applied, setApplied] = useState<Quote | null>(null);
  // One key per attempt with a given card: a repeated click is the same charge.
  const idempotencyKey = useRef(newKey());
  const form = useForm<CheckoutValues>({
    initialValues: initialCheckoutValues(profile),
    validate: zodResolver(ZCheckoutForm, toCheckoutInput),
    onValuesChange: (values, previous) => {
      if (values.card.number !== previous.card.number) idempotencyKey.current = newKey();
    },
  });
  // A coupon edited after "Aplicar" no longer counts until applied again.
  const typedCoupon = normaliseCoupon(form.values.coupon);
  useEffect(() => {
    if (applied && typedCoupon !== applied.coupon?.code) setApplied(null);
  }, [applied, typedCoupon]);
  const totalCents = applied ? applied.totalCents : plan.priceCents;

  const quote = useMutation({
    mutationFn: (coupon: string) => client.subscriptions.quote.query({ plan: plan.key, coupon }),
    // A refused coupon is said under its field, with no toast repeating it; any other failure is toasted as usual.
    meta: { silent: true },
    onSuccess: (result) => {
      setApplied(result);
      form.clearFieldError('coupon');
    },
    onError: (error) => {
      const errors = formErrorsOf(toFailure(error).errors, formPathOf);
      if (Object.keys(errors).length > 0) form.setErrors(withCouponHint(errors));
      else handleError(error);
    },
  });

  const pay = useMutation({
    mutationFn: async (values: CheckoutValues) => {
      let coupon = applied?.coupon?.code;
      const typed = normaliseCoupon(values.coupon);
      if (typed && typed !== coupon) {
        // Typed but not applied: apply it now, so what is charged is what the summary shows.
        const result = await client.subscriptions.quote.query({ plan: plan.key, coupon: typed });
        setApplied(result);
        coupon = result.coupon?.code;
      }
      const card = await tokenizeCard(provider, values.card);
      return client.subscriptions.subscribe.mutate(subscribeRequest(plan.key, values, card.token, coupon, idempotencyKey.current));
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(trpc.subscriptions.current.queryKey(), { subscription: result.subscription, invoices: result.invoices });
      await queryClient.invalidateQueries(trpc.subscriptions.pathFilter());
      onDone(result);
    },
    onError: (error) => {
      const failure = toFailure(error);
      form.setErrors(withCouponHint(formErrorsOf(failure.errors, formPathOf)));
      if (failure.type === 'PAYMENT_REFUSED_ERROR') {
        // The toast 'Erro no pagamento' says why; the card is typed again (another card, most likely).
        form.setFieldValue('card', { ...EMPTY_CARD });
        idempotencyKey.current = newKey();
      }
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => pay.mutate(values))} aria-label={`Pagamento do plano ${plan.label}`}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <OrderSummary
            plan={plan}
            applied={applied}
            totalCents={totalCents}
            couponProps={form.getInputProps('coupon')}
            instalmentsProps={form.getInputProps('instalments')}
            onApply={() => {
              const code = normaliseCoupon(form.getValues().coupon);
              if (code) quote.mutate(code);
              else form.setFieldError('coupon', 'Informe o código do cupom');
            }}
            applying={quote.isPending}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dados-pagador">
              <Title order={2} fz="h4" mb="md" id="dados-pagador">
                Dados do pagador
              </Title>
              <Stack gap="sm">
                <TextInput label="Nome completo ou razão social" autoComplete="name" aria-required {...form.getInputProps('person.name')} />
                <TextInput label="E-mail" type="email" autoComplete="email" aria-required {...form.getInputProps('person.email')} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <MaskedInput label="CPF ou CNPJ" mask={maskDocument} autoCapitalize="characters" aria-required {...form.getInputProps('person.document')} />
                  <MaskedInput
                    label="Telefone"
                    mask={maskPhone}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="(11) 98765-4321"
                    aria-required
                    {...form.getInputProps('person.phone')}
                  />
                </SimpleGrid>
                {/* Labels may wrap on a phone: inputs line up at the bottom. */}
                <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'end' }}>
                  <CepInput aria-required {...form.getInputProps('person.postalCode')} />
                  <TextInput label="Número do endereço" autoComplete="address-line2" aria-required {...form.getInputProps('person.addressNumber')} />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dados-cartao">
              <Title order={2} fz="h4" mb="md" id="dados-cartao">
                Cartão de crédito
              </Title>
              <Stack gap="sm">
                <CardFields inputProps={(field) => form.getInputProps(`card.${field}`)} number={form.values.card.number} disabled={pay.isPending} />
                {provider === 'sandbox' ? <SandboxCardsHint /> : null}
              </Stack>
            </Card>
            <Button type="submit" size="lg" fullWidth loading={pay.isPending} leftSection={<IconLock size={18} aria-hidden />}>
              Pagar {formatCents(totalCents)}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** A refused coupon blocks paying until it changes: its message says the way out (pay the full price without it). */
function withCouponHint(errors: Record<string, string>): Record<string, string> {
  return errors.coupon ? { ...errors, coupon: `${errors.coupon}. Corrija o código ou apague o cupom para pagar sem desconto.` } : errors;
}
