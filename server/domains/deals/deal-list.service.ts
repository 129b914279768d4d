import type { z } from 'zod';
import { pipelineByKey, pipelineSlug } from '../../../shared/pipelines.ts';
import type { ZDealListRequest } from '../../../shared/schemas/deals.ts';
import type { Deps } from '../../deps.ts';
import { readCaches, reusableAnswer } from '../../lib/read-cache.ts';
import type { AuthUser } from '../auth/session.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { type DealListFilters, listDeals, listDealsPage } from './deal-list.repository.ts';
import { dealScope } from './deal-scope.ts';

/** A page of the deals the user can see (newest first), for lists and exports. */
export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZDealListRequest>): Promise<DealListPage> {
  const p = input.pipeline ? resolvePipeline(input.pipeline) : undefined;
  const scope = dealScope(user);
  const filters: DealListFilters = {
    pipelineKey: p?.key,
    stage: input.stage,
    ownerId: input.owner === 'mine' ? user.id : undefined,
    search: input.search || undefined,
    bankPartnerId: input.bankPartnerId,
  };
  const caches = readCaches(deps);
  if (!caches) return listAnswer(await listDeals(deps.db, scope, filters, input.page, input.size), input);
  // Counting a large company's deals is most of the list's cost, and the same filters are counted again and again:
  // with the instance's read caches on, the exact total of a (scope, filters) is remembered, and so is each page's
  // answer, until the company's deals, proponents, customers, owners' or banks' names change (published by the
  // database on every instance, and dropped by this instance's own writes before they answer; lib/read-cache.ts).
  const key = JSON.stringify([
    scope.companyId,
    scope.subsidiaryId ?? null,
    scope.ownerId ?? null,
    filters.pipelineKey ?? null,
    filters.stage ?? null,
    filters.ownerId ?? null,
    filters.search ?? null,
    filters.bankPartnerId ?? null,
  ]);
  return (await caches.dealPages.read(`${key} ${input.page} ${input.size}`, scope.companyId, async () => {
    let rows: ListRows | undefined;
    const total = await caches.dealCounts.read(key, scope.companyId, async () => {
      const both = await listDeals(deps.db, scope, filters, input.page, input.size);
      rows = both.rows;
      return both.total;
    });
    rows ??= await listDealsPage(deps.db, scope, filters, input.page, input.size);
    // Served again as it is to whoever asks the same: frozen, and serialized once (lib/read-cache.ts).
    return reusableAnswer(listAnswer({ rows, total }, input));
  })) as DealListPage;
}

type ListRows = Awaited<ReturnType<typeof listDealsPage>>;
export type DealListPage = ReturnType<typeof listAnswer>;

function listAnswer({ rows, total }: { rows: ListRows; total: number }, input: { page: number; size: number }) {
  return {
    items: rows.map((r) => {
      const pipeline = pipelineByKey(r.pipeline_key);
      return {
        id: r.id,
        number: Number(r.number),
        pipeline: pipeline ? { key: pipeline.key, name: pipeline.name, slug: pipelineSlug(pipeline.name) } : null,
        stage: r.stage,
        stageLabel: pipeline?.stages.find((s) => s.key === r.stage)?.label ?? r.stage,
        operationType: r.operation_type,
        operationValue: Number(r.operation_value),
        origin: r.origin,
        customerName: r.customer_name,
        ownerName: r.owner_name,
        bankName: r.bank_name,
        createdAt: r.created_at,
      };
    }),
    total,
    page: input.page,
    size: input.size,
    totalPages: Math.ceil(total / input.size),
  };
}
