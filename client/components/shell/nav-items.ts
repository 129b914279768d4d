import { IconBuildingBank, IconLayoutDashboard, IconMailForward, IconPackage, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { can, type Permission } from '../../../shared/permissions.ts';

export interface NavItem {
  label: string;
  to: '/account/dashboard' | '/users' | '/settings/outbox' | '/bankpartners' | '/products';
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
  {
    label: 'Bancos parceiros',
    to: '/bankpartners',
    icon: IconBuildingBank,
    alsoActiveOn: ['/instituicao-financeira'],
    visible: (p) => can(p, 'bankPartner', 'view'),
  },
  { label: 'Produtos', to: '/products', icon: IconPackage, visible: (p) => can(p, 'product', 'view') },
  { label: 'Caixa de saída', to: '/settings/outbox', icon: IconMailForward, visible: (p) => can(p, 'outbox', 'view') },
];
