import { Tabs } from '@mantine/core';
import { IconBuilding, IconBuildingBank, IconCreditCard, IconPalette, IconUserCircle, type TablerIcon } from '@tabler/icons-react';
import { createFileRoute, Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { can, type Permission } from '../../../../../shared/permissions.ts';
import { useProfile } from '../../../../lib/session.ts';

interface ProfileTab {
  value: string;
  label: string;
  to: '/account/profile/me' | '/account/profile/company' | '/account/profile/bankAccount' | '/account/profile/billing' | '/account/profile/identity';
  icon: TablerIcon;
  visible: (p: readonly Permission[]) => boolean;
}

/** The account sections (docs/design/product-spec.md §2 account/profile children), each its own route. */
const TABS: ProfileTab[] = [
  { value: 'me', label: 'Meus dados', to: '/account/profile/me', icon: IconUserCircle, visible: () => true },
  { value: 'company', label: 'Empresa', to: '/account/profile/company', icon: IconBuilding, visible: (p) => can(p, 'company', 'view') },
  { value: 'bankAccount', label: 'Contas bancárias', to: '/account/profile/bankAccount', icon: IconBuildingBank, visible: (p) => can(p, 'company', 'view') },
  { value: 'billing', label: 'Assinatura', to: '/account/profile/billing', icon: IconCreditCard, visible: (p) => can(p, 'subscription', 'view') || can(p, 'subscription', 'manage') },
  { value: 'identity', label: 'Identidade visual', to: '/account/profile/identity', icon: IconPalette, visible: () => true },
];

export const Route = createFileRoute('/_auth/account/profile')({
  component: ProfileLayout,
});

/** /account/profile: tabs that are links (each section has its address) above the section's page. */
function ProfileLayout() {
  const permissions = useProfile().role.permissions;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = TABS.filter((t) => t.visible(permissions));
  // A section the user may not see ("Acesso negado" at its address) has no tab: none is marked as the open one.
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.value ?? null;
  return (
    <Tabs
      value={current}
      keepMounted={false}
      onChange={(value) => {
        const tab = tabs.find((t) => t.value === value);
        if (tab && tab.value !== current) void navigate({ to: tab.to });
      }}
    >
      <Tabs.List aria-label="Seções da conta" mb="lg">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} leftSection={<t.icon size={16} />} renderRoot={(props) => <Link {...props} to={t.to} />}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {current ? (
        <Tabs.Panel value={current}>
          <Outlet />
        </Tabs.Panel>
      ) : (
        <Outlet />
      )}
    </Tabs>
  );
}
