/**
 * The simulation's option sets and limits, apart from the zod schemas of shared/schemas/simulation.ts (which
 * re-exports them): the simulation forms, public pages included, read them without loading zod (bundle budget,
 * docs/performance.md).
 */
export const SIMULATION_TYPES = ['Financing', 'HomeEquity', 'BestCar', 'SimpleBest'] as const;
export type SimulationType = (typeof SIMULATION_TYPES)[number];
export const REALTY_TYPES: SimulationType[] = ['Financing', 'HomeEquity'];

/**
 * Deadline options in months, -1 = custom (docs/design/product-spec.md §9); custom
 * bounds per type. Mirrors the engine's limits.
 */
export const SIMULATION_DEADLINES: Record<SimulationType, { options: number[]; min: number; max: number }> = {
  Financing: { options: [-1, 60, 120, 180, 240, 360, 420], min: 12, max: 420 },
  HomeEquity: { options: [-1, 60, 120, 180, 240], min: 12, max: 240 },
  BestCar: { options: [-1, 12, 24, 36, 48, 60], min: 6, max: 60 },
  SimpleBest: { options: [-1, 12, 24, 36, 48, 60], min: 6, max: 60 },
};
/** Maximum credit over the property value (docs/design/product-spec.md §5). */
export const SIMULATION_MAX_LTV: Partial<Record<SimulationType, number>> = { Financing: 80, HomeEquity: 60 };
export const MAX_AGE_MONTHS = 966;

/**
 * City size bands for the bank's minimum-population rule. The value is the band's lower bound, so a bank is never
 * shown as accepting a city that might be below its minimum.
 */
export const CITY_SIZE_OPTIONS = [
  { value: '1', label: 'Até 20 mil habitantes' },
  { value: '20000', label: 'De 20 mil a 50 mil habitantes' },
  { value: '50000', label: 'De 50 mil a 100 mil habitantes' },
  { value: '100000', label: 'De 100 mil a 500 mil habitantes' },
  { value: '500000', label: 'Mais de 500 mil habitantes' },
] as const;

/** The post-fixed indexers a projection exists for (docs/design/finance.md v2); a fixed-rate product has none. */
export const PROJECTION_INDEXERS = ['TR', 'IPCA', 'CDI'] as const;
export type ProjectionIndexer = (typeof PROJECTION_INDEXERS)[number];
/** A product's `indexer` (shared/options.ts INDEXER) as the engine's indexer; 'Fixa' and unknown values are fixed. */
export const PRODUCT_INDEXER_TO_PROJECTION: Record<string, ProjectionIndexer | undefined> = { 'TR(Pós)': 'TR', 'IPCA(Pós)': 'IPCA', 'CDI(Pós)': 'CDI' };

/**
 * Property types whose financing is housing credit, IOF-exempt for an individual (Decreto 6.306/2007 art. 9 I).
 * Everything else in REALTY_TYPE (sala, galpão, fábrica, outros) is commercial or not proven residential: IOF applies.
 */
export const RESIDENTIAL_REALTY_TYPES: readonly string[] = ['casa', 'apartamento', 'terreno', 'terreno_em_condominio'];

/** The tariffs a product may charge, in the order an offer lists them. */
export const TARIFF_KINDS = ['valuation', 'contract', 'lienRegistration'] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];

const DAY_MS = 86_400_000;
/** Day number of an ISO date plus `months` calendar months, clamped to the month's end (31 Aug + 6 = 28/29 Feb). */
function addMonthsDay(iso: string, months: number): number {
  const [y, m, d] = iso.split('-').map(Number);
  const firstOfMonth = Date.UTC(y, m - 1 + months, 1);
  const target = new Date(firstOfMonth);
  const daysInMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return firstOfMonth / DAY_MS + Math.min(d, daysInMonth) - 1;
}

/**
 * The age rule in days (docs/design/finance.md v2) for the forms and the request schema: the longest term (grace
 * included) that ends on or before the day the customer turns 80 years and 6 months. The engine has the same rule
 * (engine/limits.ts maxTermMonthsForBirthDate); a property test keeps the two equal.
 */
export function maxTermMonthsByAge(birthIso: string, todayIso: string): number {
  const limit = addMonthsDay(birthIso, MAX_AGE_MONTHS);
  const [by, bm] = birthIso.split('-').map(Number);
  const [ty, tm] = todayIso.split('-').map(Number);
  let m = (by - ty) * 12 + (bm - tm) + MAX_AGE_MONTHS;
  while (addMonthsDay(todayIso, m) > limit) m--;
  while (addMonthsDay(todayIso, m + 1) <= limit) m++;
  return m;
}
