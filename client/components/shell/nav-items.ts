import { IconLayoutDashboard, IconMailForward, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { can, type Permission } from '../../../shared/permissions.ts';

export interface NavItem {
  label: string;
  to: '/account/dashboard' | '/users' | '/settings/outbox';
  icon: TablerIcon;
  /** Paths that light this item up besides its own. */
  alsoActiveOn?: string[];
  visible: (permissions: readonly Permission[]) => boolean;
}

/** The sidebar: only areas that work, and only those the user's role may open. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Painel', to: '/account/dashboard', icon: IconLayoutDashboard, visible: () => true },
  {
    label: 'Usuários',
    to: '/users',
    icon: IconUsers,
    alsoActiveOn: ['/account/users'],
    visible: (p) => can(p, 'user', 'view') || can(p, 'user', 'viewCompany'),
  },
  { label: 'Caixa de saída', to: '/settings/outbox', icon: IconMailForward, visible: (p) => can(p, 'outbox', 'view') },
];
