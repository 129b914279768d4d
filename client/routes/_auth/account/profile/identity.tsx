import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { useProfile } from '../../../../lib/session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { IdentityPage } from './-components/IdentityPage.tsx';

export const Route = createFileRoute('/_auth/account/profile/identity')({
  component: IdentityRoute,
});

function IdentityRoute() {
  usePageTitle('Identidade visual');
  return <IdentityPage canEdit={can(useProfile().role.permissions, 'company', 'update')} />;
}
