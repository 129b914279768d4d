/**
 * The benchmark's oracle: the deals list query as first written (every join, then the filters, then count(*) over
 * the join), run directly on the database. Each answer of the HTTP endpoint must list the same deals in the same
 * order with the same total, so a faster query that lists something else cannot pass as an optimisation.
 */
import { sql } from 'kysely';
import superjson from 'superjson';
import type { Database } from '../../server/db/database.ts';
import { pipelineBySlug } from '../../shared/pipelines.ts';

/** The deals.list input the benchmark sends (always as the company's administrator, owner "all"). */
export interface ListRequest {
  owner: 'all';
  pipeline?: string;
  search?: string;
  bankPartnerId?: string;
  page?: number;
}

async function reference(db: Database, companyId: string, r: ListRequest): Promise<{ ids: string[]; total: number }> {
  let q = db
    .selectFrom('deals as d')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .where('d.company_id', '=', companyId);
  if (r.pipeline) q = q.where('d.pipeline_key', '=', pipelineBySlug(r.pipeline)?.key ?? r.pipeline);
  if (r.bankPartnerId) q = q.where('d.bank_partner_id', '=', r.bankPartnerId);
  if (r.search) {
    const like = `%${r.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = r.search.replace(/\D/g, '');
    // Names match whatever their accents and case (search_fold, migration 2026-11-26T0050).
    q = q.where((eb) => eb.or([sql<boolean>`search_fold(a.name) like search_fold(${like})`, ...(digits ? [eb('a.document', 'like', `%${digits}%`)] : [])]));
  }
  const page = r.page ?? 1;
  const rows = await q
    .select('d.id')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(20)
    .offset((page - 1) * 20)
    .execute();
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { ids: rows.map((row) => row.id), total: Number(count.n) };
}

/** Asks the endpoint each request of the mix (as the company's administrator) and compares with the oracle. */
export async function checkAnswers(db: Database, companyId: string, requests: { label: string; url: string; input: ListRequest }[], headers: Record<string, string>): Promise<void> {
  for (const r of requests) {
    const res = await fetch(r.url, { headers });
    const body = (await res.json()) as { result?: { data: Parameters<typeof superjson.deserialize>[0] } };
    if (!body.result) throw new Error(`deals.list (${r.label}) → ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const got = superjson.deserialize<{ total: number; items: { id: string }[] }>(body.result.data);
    const want = await reference(db, companyId, r.input);
    if (got.total !== want.total || got.items.map((i) => i.id).join() !== want.ids.join()) {
      throw new Error(`deals.list (${r.label}) devolveu ${got.total} negócios e outra página; a consulta de referência dá ${want.total}`);
    }
  }
}
