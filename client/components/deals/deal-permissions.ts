import { can, type Permission } from '../../../shared/permissions.ts';

/** Who works deals (boards, deal pages, customers): the same permissions as the server's deal reader. */
export function canSeeDeals(permissions: readonly Permission[] | undefined): boolean {
  return can(permissions, 'deal', 'update') || can(permissions, 'deal', 'viewCompany') || can(permissions, 'deal', 'viewSubsidiary');
}

/**
 * What "all" means for this user (docs/design/product-spec.md §6 visibility): the company,
 * the affiliate, or null (own deals only).
 */
export function visibilityLabel(permissions: readonly Permission[] | undefined): string | null {
  if (can(permissions, 'deal', 'viewCompany')) return 'Toda a empresa';
  if (can(permissions, 'deal', 'viewSubsidiary')) return 'Toda a filial';
  return null;
}
