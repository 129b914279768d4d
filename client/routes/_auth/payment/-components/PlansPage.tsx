import { Alert, Badge, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../../shared/permissions.ts';
import type { SubscriptionStatusKey } from '../../../../../shared/subscriptions.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { CancelledSubscriptionNotice } from '../../../../components/payment/CancelledSubscriptionNotice.tsx';
import { formatCents, periodLabel, subscriptionStateLine } from '../../../../components/payment/payment-format.ts';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

const FEATURES = ['Simulação em todos os bancos parceiros', 'Quadros de negócios ao vivo', 'Usuários e filiais sem custo extra'];

/** What a user who may not subscribe sees instead of the plans: who can, and the way back. */
function CannotSubscribe() {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title="A assinatura é feita pelo master ou pelo administrador da empresa">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">Sua função não permite assinar um plano. Se o período de teste estiver perto do fim, avise o master ou o administrador da empresa.</Text>
        <ButtonLink to="/account/dashboard" size="xs" variant="default">
          Voltar ao início
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

/**
 * The page's heading by the company's state: choosing a plan only when there is none to keep; with a cancelled one
 * still in its paid period, what can be done is reactivating it (a new plan only after that period).
 */
function plansHeading(mayManage: boolean, status: SubscriptionStatusKey | null): { title: string; heading: string } {
  if (!mayManage || status === 'active' || status === 'past_due') return { title: 'Planos', heading: 'Planos' };
  if (status === 'canceled') return { title: 'Reativar assinatura', heading: 'Reative sua assinatura' };
  return { title: 'Planos', heading: 'Escolha seu plano' };
}

/** /payment: the plans side by side (a column on phones) with price, per-month equivalent and savings. */
export function PlansPage() {
  const trpc = useTRPC();
  const profile = useProfile();
  const permissions = profile.role.permissions;
  const mayManage = can(permissions, 'subscription', 'manage');
  // Only who may subscribe sees the plans as something to buy; the others read why and who can.
  const plans = useQuery({ ...trpc.subscriptions.plans.queryOptions(), enabled: mayManage });
  const current = useQuery({ ...trpc.subscriptions.current.queryOptions(), enabled: mayManage || can(permissions, 'subscription', 'view') });
  const subscription = current.data?.subscription;
  const subscribed = subscription && subscription.status !== 'expired' ? subscription : null;
  const { title, heading } = plansHeading(mayManage, subscribed?.status ?? null);
  usePageTitle(title);

  return (
    <Stack gap="lg" maw={1080}>
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        {mayManage && !subscribed ? <Text c="dimmed">Todos os planos liberam a plataforma inteira para {profile.company.name}. Pague com cartão de crédito, sem juros no parcelamento.</Text> : null}
      </Stack>
      {subscribed?.status === 'canceled' ? <CancelledSubscriptionNotice subscription={subscribed} mayManage={mayManage} /> : null}
      {subscribed?.status === 'active' || subscribed?.status === 'past_due' ? (
        <Alert
          color={subscribed.status === 'past_due' ? 'red' : 'blue'}
          variant="light"
          icon={<IconInfoCircle />}
          title={subscribed.status === 'past_due' ? `A renovação do plano ${subscribed.planLabel} foi recusada` : `Sua empresa já assina o plano ${subscribed.planLabel}`}
        >
          {subscriptionStateLine(subscribed)}. <AnchorLink to="/account/profile/billing">Ver assinatura</AnchorLink>
        </Alert>
      ) : null}
      {!mayManage ? <CannotSubscribe /> : null}
      {mayManage && plans.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : null}
      {mayManage && plans.isError ? <LoadError what="os planos" onRetry={() => void plans.refetch()} /> : null}
      {mayManage && plans.data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {plans.data.plans.map((plan) => {
            const best = plan.key === 'anual';
            const own = subscribed?.plan === plan.key;
            return (
              <Card
                key={plan.key}
                component="article"
                aria-label={`Plano ${plan.label}`}
                withBorder
                radius="lg"
                padding="lg"
                style={best ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
              >
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} fz="h3">
                      {plan.label}
                    </Title>
                    {own ? <Badge variant="light">Seu plano</Badge> : best ? <Badge variant="filled">Mais vantajoso</Badge> : null}
                  </Group>
                  <div>
                    <Text fz={28} fw={800} lh={1.1}>
                      {formatCents(plan.priceCents)}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {periodLabel(plan)}
                      {plan.months > 1 ? ` · equivale a ${formatCents(plan.perMonthCents)}/mês` : ''}
                    </Text>
                  </div>
                  {plan.savingsCents > 0 ? (
                    <Badge color="green" variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
                      Economize {formatCents(plan.savingsCents)} ({plan.savingsPercent} %)
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
                      Sem fidelidade
                    </Badge>
                  )}
                  <Text fz="sm">{plan.description}</Text>
                  <Text fz="sm" fw={600}>
                    {plan.maxInstalments > 1 ? `Em até ${plan.maxInstalments}x sem juros` : 'Pagamento mensal no cartão'}
                  </Text>
                  <List spacing={4} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />}>
                    {FEATURES.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                  {mayManage && !subscribed ? (
                    <ButtonLink
                      to="/payment/$plan"
                      params={{ plan: plan.key }}
                      mt="auto"
                      fullWidth
                      size="md"
                      variant={best ? 'filled' : 'light'}
                      // A narrow card wraps the plan's name instead of cutting it ("Assinar o plano Semestra").
                      h="auto"
                      py={8}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                    >
                      Assinar o plano {plan.label}
                    </ButtonLink>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
