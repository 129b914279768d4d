/**
 * The deals' operation types, limits and public-link paths, apart from the zod schemas of shared/schemas/deals.ts and
 * public-deals.ts (which re-export them): the dashboard's public links and the public deal page read them without
 * loading zod (bundle budgets, docs/performance.md).
 */
export const DEAL_OPERATION_TYPES = ['Financing', 'HomeEquity', 'SimpleBest', 'BestCar'] as const;
export type DealOperationType = (typeof DEAL_OPERATION_TYPES)[number];
/** Maximum credit over the property value for a deal (docs/design/product-spec.md §5). */
export const DEAL_MAX_LTV: Partial<Record<DealOperationType, number>> = { Financing: 80, HomeEquity: 60 };
export const DEFENSE_MAX = 2000;
export const isRealtyOperation = (t: string): boolean => t === 'Financing' || t === 'HomeEquity';
/**
 * A purchase being financed (real estate or vehicle financing): it has a down payment, an amount financed and a
 * property chosen or not. The collateral operations (home equity, vehicle-backed credit) lend on an asset the
 * customer already owns, and ask none of that.
 */
export const isPurchaseOperation = (t: string): boolean => t === 'Financing' || t === 'SimpleBest';

/**
 * The asset segments of the public link (docs/design/product-spec.md §3 "Asset segment: Realty,
 * Vehicle"); the URL may spell them in pt-BR.
 */
export const PUBLIC_SEGMENTS = ['Realty', 'Vehicle'] as const;
export type PublicSegment = (typeof PUBLIC_SEGMENTS)[number];

const SEGMENT_ALIASES: Record<string, PublicSegment> = {
  realty: 'Realty',
  imovel: 'Realty',
  imobiliario: 'Realty',
  imobiliaria: 'Realty',
  vehicle: 'Vehicle',
  veiculo: 'Vehicle',
  veicular: 'Vehicle',
};

/** The operation types a segment offers on the public link. */
export const SEGMENT_OPERATIONS: Record<PublicSegment, DealOperationType[]> = {
  Realty: ['Financing', 'HomeEquity'],
  Vehicle: ['SimpleBest', 'BestCar'],
};

/**
 * The segment and operation type of a public link's URL, or null when they do not name a valid pair
 * (case and accents in the segment do not matter: `Realty`, `realty` and `imovel` are the same).
 */
export function parsePublicLink(segment: string, operationType: string): { segment: PublicSegment; operationType: DealOperationType } | null {
  const key = segment
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const s = Object.hasOwn(SEGMENT_ALIASES, key) ? SEGMENT_ALIASES[key] : undefined;
  if (!s) return null;
  const type = DEAL_OPERATION_TYPES.find((t) => t.toLowerCase() === operationType.toLowerCase());
  if (!type || !SEGMENT_OPERATIONS[s].includes(type)) return null;
  return { segment: s, operationType: type };
}

/** The path of a public link's step (the links page and the tracking page build it). */
export function publicDealPath(operationType: DealOperationType, username: string, step = 'inicio'): string {
  const segment: PublicSegment = isRealtyOperation(operationType) ? 'Realty' : 'Vehicle';
  return `/cadastro-cliente/${segment}/${operationType}/${encodeURIComponent(username)}/${step}`;
}
