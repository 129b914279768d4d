import {
  IconAddressBook,
  IconBuildingBank,
  IconBuildingStore,
  IconCalculator,
  IconCalendarCheck,
  IconCoin,
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconMailForward,
  IconPackage,
  IconSchool,
  IconShieldLock,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { can, type Permission } from '../../../shared/permissions.ts';
import { PIPELINES, pipelineSlug } from '../../../shared/pipelines.ts';
import { canSeeDeals } from '../deals/deal-permissions.ts';
import { TodayBadge } from '../tasks/TodayBadge.tsx';

export interface NavItem {
  label: string;
  to:
    | '/hoje'
    | '/account/dashboard'
    | '/simulation/realty/bestMatch'
    | '/simulations'
    | '/customers'
    | '/users'
    | '/settings/outbox'
    | '/bankpartners'
    | '/products'
    | '/subsidiary'
    | '/account/profile/billing'
    | '/commissions'
    | '/courses'
    | '/settings/privacy'
    | '/settings/tarefas';
  icon: TablerIcon;
  /** Paths that light this item up besides its own. */
  alsoActiveOn?: string[];
  visible: (permissions: readonly Permission[]) => boolean;
  /** A count beside the label (e.g. Hoje's tasks). */
  Badge?: ComponentType;
}

/**
 * The sidebar: only areas that work, and only those the user's role may open. The day's work first (`work`), then the
 * boards (PIPELINE_NAV), then the business around it: a broker reaches a board without scrolling past the settings.
 */
export const NAV_ITEMS: (NavItem & { work?: true })[] = [
  { label: 'Painel', to: '/account/dashboard', icon: IconLayoutDashboard, visible: () => true, work: true },
  { label: 'Hoje', to: '/hoje', icon: IconCalendarCheck, visible: canSeeDeals, Badge: TodayBadge, work: true },
  {
    label: 'Simulação',
    to: '/simulation/realty/bestMatch',
    icon: IconCalculator,
    alsoActiveOn: ['/simulation'],
    visible: (p) => can(p, 'simulation', 'create'),
    work: true,
  },
  {
    label: 'Simulações salvas',
    to: '/simulations',
    icon: IconHistory,
    visible: (p) => can(p, 'simulation', 'view') || can(p, 'simulation', 'viewCompany'),
    work: true,
  },
  { label: 'Clientes', to: '/customers', icon: IconAddressBook, visible: canSeeDeals, work: true },
  { label: 'Comissões', to: '/commissions', icon: IconCoin, visible: (p) => can(p, 'commission', 'view') || can(p, 'commission', 'viewCompany') },
  { label: 'Cursos', to: '/courses', icon: IconSchool, visible: (p) => can(p, 'course', 'view') },
  {
    label: 'Usuários',
    to: '/users',
    icon: IconUsers,
    alsoActiveOn: ['/account/users'],
    visible: (p) => can(p, 'user', 'view') || can(p, 'user', 'viewCompany'),
  },
  { label: 'Filiais', to: '/subsidiary', icon: IconBuildingStore, visible: (p) => can(p, 'subsidiary', 'view') },
  {
    label: 'Bancos parceiros',
    to: '/bankpartners',
    icon: IconBuildingBank,
    alsoActiveOn: ['/instituicao-financeira'],
    visible: (p) => can(p, 'bankPartner', 'view'),
  },
  { label: 'Produtos', to: '/products', icon: IconPackage, visible: (p) => can(p, 'product', 'view') },
  {
    label: 'Assinatura',
    to: '/account/profile/billing',
    icon: IconCreditCard,
    alsoActiveOn: ['/payment'],
    visible: (p) => can(p, 'subscription', 'view') || can(p, 'subscription', 'manage'),
  },
  { label: 'Tarefas sugeridas', to: '/settings/tarefas', icon: IconListCheck, visible: (p) => can(p, 'company', 'update') },
  { label: 'Privacidade (LGPD)', to: '/settings/privacy', icon: IconShieldLock, visible: (p) => can(p, 'privacy', 'manage') },
  { label: 'Caixa de saída', to: '/settings/outbox', icon: IconMailForward, visible: (p) => can(p, 'outbox', 'view') },
];

/**
 * The boards (docs/design/product-spec.md §2): one sidebar item per pipeline, shown
 * with a grip icon, for those who work deals.
 */
export const PIPELINE_NAV = PIPELINES.map((p) => ({ key: p.key, label: p.name, slug: pipelineSlug(p.name) }));
export const showsPipelines = canSeeDeals;
