import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { BankAccountsPage } from './-components/BankAccountsPage.tsx';

export const Route = createFileRoute('/_auth/account/profile/bankAccount')({
  component: BankAccountRoute,
});

function BankAccountRoute() {
  usePageTitle('Contas bancárias');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'company', 'view')) return <Forbidden />;
  return <BankAccountsPage canEdit={can(permissions, 'company', 'update')} />;
}
