import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { BillingPage } from './-components/billing/BillingPage.tsx';

export const Route = createFileRoute('/_auth/account/profile/billing')({
  component: BillingRoute,
});

/** /account/profile/billing: the company's subscription, invoices and card on file (subscription/view). */
function BillingRoute() {
  usePageTitle('Assinatura');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'subscription', 'view') && !can(permissions, 'subscription', 'manage')) return <Forbidden />;
  return <BillingPage mayManage={can(permissions, 'subscription', 'manage')} />;
}
