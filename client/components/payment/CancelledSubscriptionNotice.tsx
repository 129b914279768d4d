import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBillingDate } from '../../../shared/subscriptions.ts';
import { AnchorLink } from '../RouterLinks.tsx';
import type { CurrentSubscription } from './payment-types.ts';
import { ReactivateSubscriptionModal } from './ReactivateSubscriptionModal.tsx';

/**
 * On the plans and checkout pages, a cancelled subscription still in its paid period: the company does not subscribe
 * to it any more, but no new plan can start before that period ends; it may be reactivated meanwhile.
 */
export function CancelledSubscriptionNotice({ subscription: s, mayManage }: { subscription: CurrentSubscription; mayManage: boolean }) {
  const [reactivating, setReactivating] = useState(false);
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle />} title={`Assinatura cancelada: acesso até ${formatBillingDate(s.currentPeriodEnd)}`}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">O plano {s.planLabel} não será renovado. Um novo plano pode ser escolhido quando esse período terminar; para continuar sem interrupção, reative a assinatura.</Text>
        <Group gap="md">
          {mayManage ? (
            <Button size="xs" onClick={() => setReactivating(true)}>
              Reativar assinatura
            </Button>
          ) : null}
          <AnchorLink to="/account/profile/billing" fz="sm">
            Ver assinatura
          </AnchorLink>
        </Group>
      </Stack>
      {mayManage ? <ReactivateSubscriptionModal opened={reactivating} onClose={() => setReactivating(false)} planLabel={s.planLabel} periodEnd={s.currentPeriodEnd} /> : null}
    </Alert>
  );
}
