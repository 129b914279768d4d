import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { CompanyPage } from './-components/CompanyPage.tsx';

export const Route = createFileRoute('/_auth/account/profile/company')({
  component: CompanyRoute,
});

function CompanyRoute() {
  usePageTitle('Empresa');
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'company', 'view')) return <Forbidden />;
  return <CompanyPage canEdit={can(permissions, 'company', 'update')} />;
}
