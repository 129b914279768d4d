import { Alert, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconInfoCircle, IconMapSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardLabel } from '../../../../../shared/card.ts';
import { can } from '../../../../../shared/permissions.ts';
import { formatBillingDate, isPlanKey, PLANS, type SubscriptionStatusKey } from '../../../../../shared/subscriptions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { CancelledSubscriptionNotice } from '../../../../components/payment/CancelledSubscriptionNotice.tsx';
import { formatCents, instalmentLabel, subscriptionStateLine } from '../../../../components/payment/payment-format.ts';
import type { SubscribeResult } from '../../../../components/payment/payment-types.ts';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

function BackToPlans() {
  return (
    <AnchorLink to="/payment" fz="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Planos
      </Group>
    </AnchorLink>
  );
}

/**
 * The checkout's heading by the company's state: paying the plan only when there is no subscription to keep; a
 * cancelled one still in its paid period is reactivated instead (a new plan only after that period).
 */
function checkoutHeading(label: string, status: SubscriptionStatusKey | null, company: string): { title: string; heading: string; lead: string } {
  if (status === 'canceled') return { title: 'Reativar assinatura', heading: 'Reative sua assinatura', lead: `O plano ${label} só pode ser assinado quando o acesso atual terminar.` };
  if (status === 'active' || status === 'past_due') return { title: `Plano ${label}`, heading: `Plano ${label}`, lead: `O plano ${label} só pode ser assinado quando a assinatura atual terminar.` };
  return { title: `Assinar o plano ${label}`, heading: `Assinar o plano ${label}`, lead: `Pagamento com cartão de crédito para ${company}.` };
}

/** /payment/$plan: pay a plan; an unknown plan key or a company already subscribed get a friendly state instead. */
export function CheckoutPage({ planKey }: { planKey: string }) {
  const known = isPlanKey(planKey);
  const profile = useProfile();
  const trpc = useTRPC();
  const mayManage = can(profile.role.permissions, 'subscription', 'manage');
  const plans = useQuery({ ...trpc.subscriptions.plans.queryOptions(), enabled: known && mayManage });
  const current = useQuery({ ...trpc.subscriptions.current.queryOptions(), enabled: known && mayManage });
  const [done, setDone] = useState<SubscribeResult | null>(null);
  const existing = current.data?.subscription;
  const active = existing && existing.status !== 'expired' ? existing : null;
  const heading = known ? checkoutHeading(PLANS[planKey].label, active?.status ?? null, profile.company.name) : null;
  usePageTitle(heading?.title ?? 'Plano não encontrado');

  if (!mayManage) return <Forbidden />;
  if (!known || !heading) return <UnknownPlan planKey={planKey} />;
  const plan = PLANS[planKey];
  if (done) return <CheckoutSuccess result={done} />;
  if (plans.isPending || current.isPending) return <PageLoader />;

  return (
    <Stack gap="lg" maw={1080}>
      <BackToPlans />
      <Stack gap={4}>
        <Title order={1}>{heading.heading}</Title>
        <Text c="dimmed">{heading.lead}</Text>
      </Stack>
      {active?.status === 'canceled' ? (
        <CancelledSubscriptionNotice subscription={active} mayManage={mayManage} />
      ) : active ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={`Sua empresa já assina o plano ${active.planLabel}`}>
          {subscriptionStateLine(active)}. <AnchorLink to="/account/profile/billing">Ver assinatura</AnchorLink>
        </Alert>
      ) : (
        <CheckoutForm plan={plan} provider={plans.data?.provider ?? 'sandbox'} onDone={setDone} />
      )}
    </Stack>
  );
}

function UnknownPlan({ planKey }: { planKey: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="lg">
      <Stack align="center" ta="center" gap="sm">
        <IconMapSearch size={56} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={1} fz="h2">
          Plano não encontrado
        </Title>
        <Text c="dimmed">Não existe um plano “{planKey}”. Os planos disponíveis são o mensal, o semestral e o anual.</Text>
        <ButtonLink to="/payment" leftSection={<IconArrowLeft size={18} />}>
          Ver os planos
        </ButtonLink>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function CheckoutSuccess({ result }: { result: SubscribeResult }) {
  const s = result.subscription;
  const invoice = result.invoices[0];
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="lg" role="status">
      <Stack gap="md">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={64} radius="xl" color="green" variant="light">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Assinatura confirmada!
          </Title>
          <Text c="dimmed">Pagamento aprovado. Obrigado por assinar o Crédito! A fatura fica em Assinatura › Faturas.</Text>
        </Stack>
        {s && invoice ? (
          <Stack gap={6}>
            <Fact label="Plano" value={s.planLabel} />
            <Fact label="Valor pago" value={formatCents(invoice.amountCents)} />
            <Fact label="Parcelamento" value={instalmentLabel(invoice.amountCents, invoice.instalments)} />
            <Fact label="Cartão" value={cardLabel(s.card.brand, s.card.last4)} />
            {s.nextChargeAt ? <Fact label="Próxima cobrança" value={formatBillingDate(s.nextChargeAt)} /> : null}
          </Stack>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ButtonLink to="/account/profile/billing">Ver minha assinatura</ButtonLink>
          <ButtonLink to="/account/dashboard" variant="default">
            Ir para o painel
          </ButtonLink>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
