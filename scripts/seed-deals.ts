/**
 * A large, plausible data set of deals for the demo company (benchmarks, trying the boards and the dashboard with
 * volume):
 *
 *   npm run db:seed-deals -- --count 100000
 *   npm run db:seed-deals -- --count 2000 --pipeline financiamento-imobiliario   (one board with 2,000 cards)
 *
 * Uses the configured database (DATABASE_URL, or the embedded one in DATA_DIR), migrates it and seeds the demo tenant
 * first when missing. Every deal gets a customer (proponent), a creation event and the stage moves that brought it
 * to its stage; deals spread over the company's users (and so its subsidiaries), the four pipelines, their stages,
 * the partner banks, origins and the last 12 months. Rows are generated inside the database (generate_series) in
 * one transaction, so 100k deals take seconds, not minutes. Running it again adds more deals (customers are reused).
 */
import { sql } from 'kysely';
import type { Database } from '../server/db/database.ts';
import { DEMO_COMPANY, seedDemo } from '../server/db/seed.ts';
import { DENIAL_REASON, STATUS_REASON } from '../shared/options.ts';
import { PIPELINES, type PipelineDefinition, pipelineByKey, pipelineBySlug } from '../shared/pipelines.ts';

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
  'Aline',
  'Caio',
  'Daniela',
  'Fábio',
  'Helena',
  'Igor',
  'Juliana',
  'Leonardo',
  'Mariana',
  'Paulo',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];

export interface SeedDealsResult {
  deals: number;
  customers: number;
  events: number;
  seconds: number;
}

const CHUNK = 20_000;

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}::text`))}]`;

/**
 * Inserts `count` deals for the company named `companyName` (the demo tenant by default). `seed` makes the data
 * repeatable (PostgreSQL's setseed), so two benchmark runs measure the same rows.
 */
export async function seedDeals(
  db: Database,
  opts: { count: number; companyName?: string; seed?: number; onProgress?: (done: number) => void /** Only these pipelines (keys or board slugs); all four by default. */; pipelines?: string[] },
): Promise<SeedDealsResult> {
  const started = performance.now();
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', opts.companyName ?? DEMO_COMPANY)
    .executeTakeFirst();
  if (!company) throw new Error(`empresa "${opts.companyName ?? DEMO_COMPANY}" não encontrada`);
  const users = await db.selectFrom('users').select(['id', 'subsidiary_id as sub']).where('company_id', '=', company.id).where('active', '=', true).orderBy('email').execute();
  if (!users.length) throw new Error('a empresa não tem usuários ativos');
  const banks = (await db.selectFrom('bank_partners').select('id').where('active', '=', true).orderBy('name').execute()).map((b) => b.id);
  // Per pipeline: the stages a deal walks through before it closes, with their SLA days.
  const chosen = opts.pipelines?.map((k) => pipelineByKey(k) ?? pipelineBySlug(k));
  if (chosen?.some((p) => !p)) throw new Error(`quadro desconhecido: ${opts.pipelines!.join(', ')}`);
  const pipelines = (chosen?.length ? (chosen as PipelineDefinition[]) : PIPELINES).map((p) => {
    const open = p.stages.filter((s) => !s.final);
    return { key: p.key, op: p.operationType, realty: p.segment === 'Realty', stages: open.map((s) => s.key), sla: open.map((s) => s.slaDays) };
  });
  const customerCount = Math.max(1, Math.round(opts.count * 0.9));

  // Chunks of deals, each in its own transaction: every statement stays short (the pool's query timeout is 15 s)
  // and memory stays flat whatever the count.
  const totals = { customers: 0, events: 0 };
  for (let from = 1, chunk = 0; from <= opts.count; from += CHUNK, chunk++) {
    const to = Math.min(opts.count, from + CHUNK - 1);
    const seed = ((opts.seed ?? 0.42) + chunk * 0.001) % 1;
    const r = await seedChunk(db, { companyId: company.id, users, banks, pipelines, customerCount, from, to, seed });
    totals.customers += r.customers;
    totals.events += r.events;
    opts.onProgress?.(to);
  }
  // Fresh statistics, or the planner keeps believing the tables are tiny.
  await sql`analyze customers, deals, deal_associates, deal_events, deal_search_keys`.execute(db);
  return { deals: opts.count, ...totals, seconds: (performance.now() - started) / 1000 };
}

interface ChunkContext {
  companyId: string;
  users: { id: string; sub: string }[];
  banks: string[];
  pipelines: { key: string; op: string; realty: boolean; stages: string[]; sla: number[] }[];
  customerCount: number;
  /** Deal ordinals of this chunk, inclusive. */
  from: number;
  to: number;
  seed: number;
}

async function seedChunk(db: Database, ctx: ChunkContext): Promise<{ customers: number; events: number }> {
  const { companyId, users, banks, pipelines, customerCount, from, to } = ctx;
  const company = { id: companyId };
  return db.transaction().execute(async (trx) => {
    await sql`select setseed(${ctx.seed})`.execute(trx);
    // Customers: a valid CPF from a 9-digit base (two mod-11 check digits, as cpfFromBase), names from two lists.
    await sql`
      create temp table seed_customers on commit drop as
      select ord, b || d1::text || (((s2 + d1 * 2) * 10 % 11) % 10)::text as document, name
      from (
        select ord, b, ((s1 * 10 % 11) % 10) as d1, s2, name
        from (
          select g.ord, (700000000 + g.ord)::text as b,
            (select sum(substr((700000000 + g.ord)::text, k, 1)::int * (11 - k)) from generate_series(1, 9) k) as s1,
            (select sum(substr((700000000 + g.ord)::text, k, 1)::int * (12 - k)) from generate_series(1, 9) k) as s2,
            (${textArray(FIRST_NAMES)})[1 + g.ord % ${FIRST_NAMES.length}] || ' ' || (${textArray(SURNAMES)})[1 + (g.ord / ${FIRST_NAMES.length}) % ${SURNAMES.length}]
              || ' ' || (${textArray(SURNAMES)})[1 + (g.ord * 7) % ${SURNAMES.length}] as name
          from (select distinct 1 + (i - 1) % ${customerCount}::int as ord from generate_series(${from}::int, ${to}::int) i) as g
        ) x
      ) y`.execute(trx);
    const insertedCustomers = await sql`
      insert into customers (company_id, person_type, name, document, birth_date, gender, marital_status, mother_name, cellphone, incomes)
      select ${company.id}::uuid, 'individual', name, document, date '1960-01-01' + (ord * 37 % 14000), case when ord % 2 = 0 then 'feminino' else 'masculino' end,
        (array['solteiro', 'casado', 'uniao_estavel', 'divorciado'])[1 + ord % 4], 'Maria ' || split_part(name, ' ', 3), '119' || lpad((ord % 100000000)::text, 8, '0'),
        jsonb_build_array(jsonb_build_object('mensalIncome', 3000 + ord * 131 % 40000, 'professionalProfile', (array['assalariado', 'autonomo', 'empresario', 'aposentado'])[1 + ord % 4], 'main', true))
      from seed_customers
      on conflict (company_id, document) do nothing`.execute(trx);

    // One row per deal with everything drawn: pipeline, owner, where it stands (open at stage k, completed, denied
    // after stage k), when it was created and entered its stage, value, bank.
    await sql`
      create temp table seed_deals on commit drop as
      with p as (select * from jsonb_to_recordset(${JSON.stringify(pipelines)}::jsonb) as t(key text, op text, realty boolean, stages text[], sla int[])),
      pn as (select row_number() over () - 1 as n, p.* from p),
      u as (select row_number() over () - 1 as n, t.* from jsonb_to_recordset(${JSON.stringify(users)}::jsonb) as t(id uuid, sub uuid)),
      draw as (
        select g.i, random() as r_outcome, random() as r_stage, random() as r_value, random() as r_bank, random() as r_created, random() as r_entered, random() as r_misc
        from generate_series(${from}::int, ${to}::int) as g(i)
      )
      select d.i, gen_random_uuid() as id, pn.key as pipeline_key, pn.op as operation_type, pn.realty, pn.stages, pn.sla, u.id as owner_id, u.sub as subsidiary_id,
        case when d.r_outcome < 0.15 then 'completed' when d.r_outcome < 0.30 then 'denied' else 'open' end as outcome,
        floor(d.r_stage * cardinality(pn.stages))::int as k,
        now() - d.r_created * interval '365 days' as created_at, d.r_entered, d.r_value, d.r_misc,
        case when d.r_bank < 0.85 and ${banks.length}::int > 0 then (${JSON.stringify(banks)}::jsonb ->> floor(d.r_bank / 0.85 * ${banks.length}::int)::int)::uuid end as bank_partner_id,
        c.document as customer_document
      from draw d
      join seed_customers c on c.ord = 1 + (d.i - 1) % ${customerCount}::int
      join pn on pn.n = d.i % ${pipelines.length}::int
      join u on u.n = (d.i / ${pipelines.length}::int) % ${users.length}::int`.execute(trx);
    await sql`alter table seed_deals add column stage text, add column hops int, add column stage_entered_at timestamptz`.execute(trx);
    await sql`
      update seed_deals set
        stage = case outcome when 'open' then stages[k + 1] else outcome end,
        -- Stage moves so far: open at k after k moves; completed after walking every stage; denied after k + 1.
        hops = case outcome when 'open' then k when 'completed' then cardinality(stages) else k + 1 end,
        stage_entered_at = case outcome
          when 'open' then greatest(created_at, now() - r_entered * 1.6 * sla[k + 1] * interval '1 day')
          else created_at + (now() - created_at) * r_entered end`.execute(trx);
    await sql`
      insert into deals (id, company_id, subsidiary_id, owner_id, created_by, pipeline_key, stage, position, operation_type, origin, operation_value, objective, deadline,
        is_property_already_chosen, asset, asset_value, bank_partner_id, status_reason, detailed_denial_reason, stage_entered_at, version, created_at, updated_at, closed_at)
      select id, ${company.id}::uuid, subsidiary_id, owner_id, owner_id, pipeline_key, stage, i * 1024.0, operation_type,
        (array['internal', 'internal', 'simulator', 'public', 'bext'])[1 + i % 5],
        v.value, case when realty then (array['comprar', 'investir', 'capital_de_giro', 'quitar_dividas'])[1 + i % 4] end,
        case when realty then (array[120, 180, 240, 360, 420])[1 + i % 5] else (array[12, 24, 36, 48, 60])[1 + i % 5] end,
        case when realty then r_misc < 0.7 end,
        case when realty
          then jsonb_build_object('kind', 'realty', 'value', v.asset_value, 'type', (array['casa', 'apartamento', 'terreno', 'sala'])[1 + i % 4], 'isPropertyAlreadyChosen', r_misc < 0.7, 'isRegistered', r_misc < 0.9)
          else jsonb_build_object('kind', 'vehicle', 'value', v.asset_value, 'type', 'veiculo_leve', 'typeVehicle', 1, 'year', 2012 + i % 13,
            'brand', jsonb_build_object('name', (array['Fiat', 'Volkswagen', 'Chevrolet', 'Toyota', 'Hyundai'])[1 + i % 5], 'code', (1 + i % 5)::text),
            'model', jsonb_build_object('name', 'Modelo ' || (1 + i % 40), 'code', (1 + i % 40)::text))
        end,
        v.asset_value, bank_partner_id,
        case when stage = 'denied' then (${textArray(Object.keys(STATUS_REASON))})[1 + i % ${Object.keys(STATUS_REASON).length}] end,
        case when stage = 'denied' then (${textArray(Object.keys(DENIAL_REASON))})[1 + (i * 7) % ${Object.keys(DENIAL_REASON).length}] end,
        stage_entered_at, 1 + hops, created_at, stage_entered_at, case when outcome <> 'open' then stage_entered_at end
      from seed_deals,
        lateral (select round((case when realty then 80000 + r_value * 1400000 else 15000 + r_value * 230000 end)::numeric, -2) as value) b,
        lateral (select b.value as value, round(b.value * (case when realty then 1.6 + r_misc else 1.25 end)::numeric, 2) as asset_value) v`.execute(trx);
    await sql`
      insert into deal_associates (deal_id, customer_id, main, notify, type, position, person_type, name, document, birth_date, gender, marital_status,
        mother_name, serasa_score, monthly_billing, identity_card, email, cellphone, incomes)
      select s.id, c.id, true, false, 'CUSTOMER', 0, c.person_type, c.name, c.document, c.birth_date, c.gender, c.marital_status,
        c.mother_name, c.serasa_score, c.monthly_billing, c.identity_card, c.email, c.cellphone, c.incomes
      from seed_deals s join customers c on c.company_id = ${company.id}::uuid and c.document = s.customer_document`.execute(trx);
    // The timeline: the creation, then each move spread evenly between creation and the current stage.
    await sql`
      insert into deal_events (deal_id, company_id, actor_user_id, kind, data, created_at)
      select id, ${company.id}::uuid, owner_id, 'created', jsonb_build_object('stage', stages[1], 'origin', 'internal'), created_at from seed_deals`.execute(trx);
    await sql`
      insert into deal_events (deal_id, company_id, actor_user_id, kind, data, created_at)
      select s.id, ${company.id}::uuid, s.owner_id, case when m.to_stage = 'denied' then 'denied' else 'stage_changed' end,
        jsonb_strip_nulls(jsonb_build_object('from', s.stages[h], 'to', m.to_stage, 'daysInPreviousStage', round((extract(epoch from step) / 86400)::numeric, 1),
          'statusReason', case when m.to_stage = 'denied' then d.status_reason end, 'detailedDenialReason', case when m.to_stage = 'denied' then d.detailed_denial_reason end)),
        s.created_at + step * h
      from seed_deals s
      join deals d on d.id = s.id
      cross join lateral generate_series(1, s.hops) h
      cross join lateral (select (s.stage_entered_at - s.created_at) / s.hops as step) t
      cross join lateral (select case when s.outcome = 'denied' and h = s.hops then 'denied' when h < cardinality(s.stages) then s.stages[h + 1] else 'completed' end as to_stage) m
      where s.hops > 0`.execute(trx);
    const events = await sql<{ n: number }>`select count(*)::int as n from deal_events e join seed_deals s on s.id = e.deal_id`.execute(trx);
    return { events: Number(events.rows[0].n), customers: Number(insertedCustomers.numAffectedRows ?? 0) };
  });
}

function parseCount(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--count' || a.startsWith('--count='));
  const raw = i < 0 ? '10000' : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000) {
    console.error('uso: npm run db:seed-deals -- --count <1..5000000> (padrão 10000) [--pipeline <quadro>]');
    process.exit(2);
  }
  return n;
}

/** `--pipeline <key or board slug>` (repeatable): only those boards get deals. */
function parsePipelines(argv: string[]): string[] {
  return argv.flatMap((a, i) => (a === '--pipeline' ? [argv[i + 1] ?? ''] : a.startsWith('--pipeline=') ? [a.slice('--pipeline='.length)] : []));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = parseCount(process.argv.slice(2));
  const pipelines = parsePipelines(process.argv.slice(2));
  const { configOrExit, openAndMigrate } = await import('./lib/database.ts');
  const config = configOrExit();
  try {
    const handle = await openAndMigrate(config);
    try {
      if (await seedDemo(handle.db)) console.log(`Tenant de demonstração "${DEMO_COMPANY}" criado.`);
      console.log(`Gerando ${count.toLocaleString('pt-BR')} negócios para "${DEMO_COMPANY}"…`);
      const r = await seedDeals(handle.db, {
        count,
        seed: Math.random(),
        pipelines: pipelines.length ? pipelines : undefined,
        onProgress: (done) => console.log(`  ${done.toLocaleString('pt-BR')} de ${count.toLocaleString('pt-BR')}`),
      });
      console.log(`${r.deals.toLocaleString('pt-BR')} negócios, ${r.customers.toLocaleString('pt-BR')} clientes novos e ${r.events.toLocaleString('pt-BR')} eventos em ${r.seconds.toFixed(1)} s.`);
    } finally {
      await handle.close();
    }
  } catch (err) {
    console.error(`Falha ao gerar os negócios: ${(err as Error).message}`);
    process.exit(1);
  }
}
