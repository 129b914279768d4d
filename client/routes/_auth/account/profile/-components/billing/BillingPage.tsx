import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconRefresh, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardLabel } from '../../../../../../../shared/card.ts';
import { formatDate } from '../../../../../../../shared/format.ts';
import { formatBillingDate, SUBSCRIPTION_STATUS } from '../../../../../../../shared/subscriptions.ts';
import { LoadError } from '../../../../../../components/LoadError.tsx';
import { formatCents, periodLabel } from '../../../../../../components/payment/payment-format.ts';
import type { CurrentSubscription } from '../../../../../../components/payment/payment-types.ts';
import { ReactivateSubscriptionModal } from '../../../../../../components/payment/ReactivateSubscriptionModal.tsx';
import { ButtonLink } from '../../../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../../../lib/session.ts';
import { useTRPC } from '../../../../../../lib/trpc.ts';
import { trialDaysLeft } from '../../../-components/TrialNotice.tsx';
import { CancelSubscriptionModal } from './CancelSubscriptionModal.tsx';
import { ChangeCardModal } from './ChangeCardModal.tsx';
import { InvoicesCard } from './InvoicesCard.tsx';

const STATUS_COLOR = { active: 'green', past_due: 'red', canceled: 'orange', expired: 'gray' } as const;
const MONTHS: Record<string, number> = { mensal: 1, semestral: 6, anual: 12 };

/** The company's plan and status, next charge, card on file, invoices; change of card, cancellation and its undoing. */
export function BillingPage({ mayManage }: { mayManage: boolean }) {
  const trpc = useTRPC();
  const profile = useProfile();
  const billing = useQuery(trpc.subscriptions.current.queryOptions());
  const [changingCard, setChangingCard] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const subscription = billing.data?.subscription ?? null;

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Assinatura</Title>
        <Text c="dimmed">O plano da {profile.company.name}, as faturas e o cartão de cobrança.</Text>
      </Stack>
      {billing.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={140} radius="lg" />
        </Stack>
      ) : null}
      {billing.isError && !billing.data ? <LoadError what="a assinatura" onRetry={() => void billing.refetch()} /> : null}
      {billing.data && !subscription ? <NoSubscription mayManage={mayManage} trialEndsAt={profile.trialEndsAt} /> : null}
      {subscription ? (
        <SubscriptionCard
          subscription={subscription}
          mayManage={mayManage}
          onChangeCard={() => setChangingCard(true)}
          onCancel={() => setCancelling(true)}
          onReactivate={() => setReactivating(true)}
        />
      ) : null}
      {billing.data ? <InvoicesCard invoices={billing.data.invoices} /> : null}
      {subscription && mayManage ? (
        <>
          <ChangeCardModal opened={changingCard} onClose={() => setChangingCard(false)} />
          <CancelSubscriptionModal opened={cancelling} onClose={() => setCancelling(false)} accessUntil={subscription.status === 'past_due' ? null : subscription.currentPeriodEnd} />
          <ReactivateSubscriptionModal opened={reactivating} onClose={() => setReactivating(false)} planLabel={subscription.planLabel} periodEnd={subscription.currentPeriodEnd} />
        </>
      ) : null}
    </Stack>
  );
}

/** The trial: no paid plan yet, until when the test lasts (the user's affiliate's), and the way to a plan. */
function NoSubscription({ mayManage, trialEndsAt }: { mayManage: boolean; trialEndsAt: Date | null }) {
  const days = trialEndsAt ? trialDaysLeft(trialEndsAt) : null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <IconRocket size={28} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={2} fz="h3">
            Sua empresa está no período de teste
          </Title>
        </Group>
        {trialEndsAt && days !== null ? (
          <Text fw={600}>
            {days === 0 ? `O período de teste terminou em ${formatDate(trialEndsAt)}.` : `O teste termina em ${formatDate(trialEndsAt)} (${days === 1 ? 'falta 1 dia' : `faltam ${days} dias`}).`}
          </Text>
        ) : null}
        <Text c="dimmed">Ainda não há um plano pago. Assine para continuar usando a plataforma depois do teste: mensal, semestral ou anual, com até 12x sem juros.</Text>
        {mayManage ? (
          <ButtonLink to="/payment" size="md">
            Escolher um plano
          </ButtonLink>
        ) : (
          <Text fz="sm">Peça ao master ou ao administrador da empresa para assinar um plano.</Text>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

interface SubscriptionCardProps {
  subscription: CurrentSubscription;
  mayManage: boolean;
  onChangeCard: () => void;
  onCancel: () => void;
  onReactivate: () => void;
}

function SubscriptionCard({ subscription: s, mayManage, onChangeCard, onCancel, onReactivate }: SubscriptionCardProps) {
  const renewing = s.status === 'active' || s.status === 'past_due';
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="plano-atual">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h3" id="plano-atual">
            Plano {s.planLabel}
          </Title>
          <Badge color={STATUS_COLOR[s.status]} variant="light" size="lg">
            {SUBSCRIPTION_STATUS[s.status]}
          </Badge>
        </Group>
        {s.status === 'canceled' && s.cancelledAt ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            Cancelada em {formatBillingDate(s.cancelledAt)}. O acesso continua até {formatBillingDate(s.currentPeriodEnd)}, sem novas cobranças.
          </Alert>
        ) : null}
        {s.status === 'expired' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="A assinatura terminou">
            O acesso pago terminou em {formatBillingDate(s.currentPeriodEnd)}. Até uma nova assinatura, só quem pode assinar um plano entra na plataforma; os dados da empresa continuam guardados.{' '}
            {mayManage ? 'Assine um plano para que toda a equipe volte a entrar.' : 'Peça ao master ou ao administrador da empresa para assinar um plano.'}
          </Alert>
        ) : null}
        {s.status === 'past_due' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="A renovação foi recusada">
            O emissor do cartão {cardLabel(s.card.brand, s.card.last4)} recusou a cobrança de {formatCents(s.priceCents)}. O acesso continua enquanto tentamos de novo
            {s.renewalRetryAt ? <> — a próxima tentativa é em {formatBillingDate(s.renewalRetryAt)}</> : null}.{' '}
            {mayManage ? 'Troque o cartão para pagar agora.' : 'Peça ao master ou ao administrador da empresa para trocar o cartão.'}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label="Valor do plano">
            {formatCents(s.priceCents)} {periodLabel({ months: MONTHS[s.plan] ?? 1 })}
            {s.coupon ? (
              <Text fz="xs" c="dimmed" fw={400}>
                1ª cobrança com o cupom {s.coupon} (− {formatCents(s.discountCents)})
              </Text>
            ) : null}
          </Fact>
          {s.status === 'active' && s.nextChargeAt ? <Fact label="Próxima cobrança">{formatBillingDate(s.nextChargeAt)}</Fact> : null}
          {s.status === 'past_due' && s.renewalRetryAt ? <Fact label="Próxima tentativa">{formatBillingDate(s.renewalRetryAt)}</Fact> : null}
          {s.status === 'canceled' && s.accessUntil ? <Fact label="Acesso até">{formatBillingDate(s.accessUntil)}</Fact> : null}
          {s.status === 'expired' ? <Fact label="Encerrada em">{formatBillingDate(s.currentPeriodEnd)}</Fact> : null}
          <Fact label="Cartão de cobrança">
            <Group gap={6} wrap="nowrap">
              <IconCreditCard size={18} aria-hidden />
              <span>{cardLabel(s.card.brand, s.card.last4)}</span>
            </Group>
            <Text fz="xs" c="dimmed" fw={400}>
              Validade {String(s.card.expMonth).padStart(2, '0')}/{String(s.card.expYear).slice(-2)}
            </Text>
          </Fact>
        </SimpleGrid>
        {mayManage ? (
          <Group gap="sm">
            {renewing ? (
              <>
                <Button variant={s.status === 'past_due' ? 'filled' : 'light'} leftSection={<IconCreditCard size={18} />} onClick={onChangeCard}>
                  Trocar cartão
                </Button>
                <Button variant="subtle" color="red" onClick={onCancel}>
                  Cancelar assinatura
                </Button>
              </>
            ) : null}
            {s.status === 'canceled' ? (
              <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={onReactivate}>
                Reativar assinatura
              </Button>
            ) : null}
            {s.status === 'expired' ? <ButtonLink to="/payment">Assinar novamente</ButtonLink> : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
