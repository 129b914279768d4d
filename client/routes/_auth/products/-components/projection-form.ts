import { formatDate, formatPercent } from '../../../../../shared/format.ts';
import { type IndexProjectionItem, ZIndexProjectionInput } from '../../../../../shared/schemas/index-projections.ts';
import type { ProjectionIndexer } from '../../../../../shared/simulation-options.ts';
import { type NumberValue, toNumber } from '../../../../components/catalogue/form-values.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';

/** The projection form: the rate as a percent a year (4,20), the date as typed (DD/MM/AAAA). */
export interface ProjectionValues {
  indexer: ProjectionIndexer | null;
  annualProjection: NumberValue;
  source: string;
  validFrom: string;
  global: boolean;
}

/** Today as DD/MM/AAAA: a new projection usually starts now. */
export function emptyProjection(today = new Date()): ProjectionValues {
  return { indexer: null, annualProjection: '', source: '', validFrom: formatDate(today.toISOString().slice(0, 10)), global: false };
}

/** The form as ZIndexProjectionInput's input: percent → fraction (rounded so 4,2 % is 0.042, not 0.042000000000000003). */
export function projectionInput(v: ProjectionValues): unknown {
  const percent = toNumber(v.annualProjection);
  return {
    indexer: v.indexer ?? undefined,
    annualProjection: percent === undefined ? undefined : Number((percent / 100).toFixed(8)),
    source: v.source,
    validFrom: brDateToIso(v.validFrom),
    global: v.global,
  };
}

/** Same schema as setProjection; its paths are the form's field names. */
export const validateProjection = zodResolver(ZIndexProjectionInput, projectionInput);

/** "4,20 % a.a." */
export const formatProjection = (fraction: number): string => `${formatPercent(fraction)} a.a.`;

/** Table order: per indexer (TR, IPCA, CDI as the catalogue lists them), the one in force first, then newest. */
export function sortProjections(items: readonly IndexProjectionItem[], order: readonly ProjectionIndexer[]): IndexProjectionItem[] {
  return [...items].sort(
    (a, b) => order.indexOf(a.indexer) - order.indexOf(b.indexer) || Number(b.inForce) - Number(a.inForce) || b.validFrom.localeCompare(a.validFrom) || Number(a.global) - Number(b.global),
  );
}
