import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import { formatDate } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';

const DAY_MS = 86_400_000;

/** Days from now to the end of the test period, rounded up (0 when it is over). */
export function trialDaysLeft(endsAt: Date | string, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/**
 * While the affiliate is in test: when it ends and, for who may subscribe, the way to go on. Once the company's paid
 * access is over (its subscription ended), the same: only who may subscribe still signs in, to subscribe again.
 */
export function TrialNotice() {
  const profile = useProfile();
  const canSubscribe = can(profile.role.permissions, 'subscription', 'manage');
  const action = canSubscribe ? 'Assine um plano para que toda a equipe volte a entrar na plataforma.' : 'Peça ao administrador da empresa para assinar um plano.';
  if (profile.subscriptionEndedAt) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="A assinatura terminou">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">
            O acesso pago terminou em {formatDate(profile.subscriptionEndedAt)}. {action}
          </Text>
          {canSubscribe ? (
            <ButtonLink to="/payment" size="xs" color="red">
              Ver planos
            </ButtonLink>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (!profile.trialEndsAt) return null;
  const days = trialDaysLeft(profile.trialEndsAt);
  const over = days === 0;
  return (
    <Alert color={over ? 'red' : 'blue'} variant="light" icon={over ? <IconAlertTriangle /> : <IconHourglass />} title={over ? 'O período de teste terminou' : 'Período de teste'}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{over ? action : `Seu teste vai até ${formatDate(profile.trialEndsAt)} (${days} ${days === 1 ? 'dia' : 'dias'}).`}</Text>
        {canSubscribe ? (
          <ButtonLink to="/payment" size="xs" color={over ? 'red' : undefined}>
            Ver planos
          </ButtonLink>
        ) : null}
      </Group>
    </Alert>
  );
}
