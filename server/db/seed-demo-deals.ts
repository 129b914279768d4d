import { type OperationType, pipelineForOperation } from '../../shared/pipelines.ts';
import { onDealStage } from '../domains/commissions/commissions.service.ts';
import { createChecklist } from '../domains/deals/documents.service.ts';
import type { Database } from './database.ts';
import { cpfFromBase } from './seed.ts';

const DAY_MS = 86_400_000;

interface DemoDeal {
  customer: string;
  cpfBase: string;
  birthDate: string;
  profile: 'assalariado' | 'empresario' | 'autonomo' | 'funcionario_publico' | 'aposentado' | 'profissional_liberal';
  income: number;
  type: OperationType;
  value: number;
  assetValue: number;
  deadline: number;
  /** Stage the deal is in now; every earlier stage of its pipeline was passed through. */
  stage: string;
  /** Days since the deal was created, and days it has been in its current stage. */
  ageDays: number;
  daysInStage: number;
  owner: string;
  denial?: { statusReason: string; detailedDenialReason: string };
}

/**
 * A few plausible deals on every board, so a newcomer's first look at the demo shows cards in several stages, SLA
 * signals of each colour, a denial with its reasons and a history for the dashboard. Owned by the managers and
 * the affiliate administrator (never the operator, whose view starts empty). Demo data, made-up people.
 */
const DEMO_DEALS: DemoDeal[] = [
  {
    customer: 'Juliana Ribeiro',
    cpfBase: '111444777',
    birthDate: '1988-03-14',
    profile: 'assalariado',
    income: 14_500,
    type: 'Financing',
    value: 384_000,
    assetValue: 480_000,
    deadline: 360,
    stage: 'newLead',
    ageDays: 1,
    daysInStage: 1,
    owner: 'admin@demo.com.br',
  },
  {
    customer: 'Rafael Nogueira',
    cpfBase: '222555888',
    birthDate: '1983-07-02',
    profile: 'funcionario_publico',
    income: 19_000,
    type: 'Financing',
    value: 520_000,
    assetValue: 700_000,
    deadline: 420,
    stage: 'negotiation',
    ageDays: 9,
    daysInStage: 6,
    owner: 'gerente.contas@demo.com.br',
  },
  {
    customer: 'Patrícia Almeida',
    cpfBase: '333666999',
    birthDate: '1979-11-23',
    profile: 'empresario',
    income: 32_000,
    type: 'Financing',
    value: 640_000,
    assetValue: 900_000,
    deadline: 360,
    stage: 'creditAnalysis',
    ageDays: 30,
    daysInStage: 13,
    owner: 'admin@demo.com.br',
  },
  {
    customer: 'Marcelo Tavares',
    cpfBase: '444777000',
    birthDate: '1990-01-30',
    profile: 'profissional_liberal',
    income: 22_000,
    type: 'Financing',
    value: 410_000,
    assetValue: 560_000,
    deadline: 300,
    stage: 'approved',
    ageDays: 34,
    daysInStage: 2,
    owner: 'gerente.operacional@demo.com.br',
  },
  {
    customer: 'Fernanda Duarte',
    cpfBase: '555888111',
    birthDate: '1986-05-17',
    profile: 'assalariado',
    income: 17_800,
    type: 'Financing',
    value: 350_000,
    assetValue: 450_000,
    deadline: 360,
    stage: 'propertyRegistry',
    ageDays: 58,
    daysInStage: 12,
    owner: 'filial@demo.com.br',
  },
  {
    customer: 'Gustavo Pereira',
    cpfBase: '666999222',
    birthDate: '1975-09-09',
    profile: 'empresario',
    income: 45_000,
    type: 'Financing',
    value: 780_000,
    assetValue: 1_100_000,
    deadline: 240,
    stage: 'completed',
    ageDays: 75,
    daysInStage: 9,
    owner: 'gerente.contas@demo.com.br',
  },
  {
    customer: 'Luciana Barros',
    cpfBase: '777000333',
    birthDate: '1972-12-05',
    profile: 'autonomo',
    income: 16_000,
    type: 'HomeEquity',
    value: 180_000,
    assetValue: 420_000,
    deadline: 180,
    stage: 'registration',
    ageDays: 4,
    daysInStage: 4,
    owner: 'admin@demo.com.br',
  },
  {
    customer: 'Eduardo Campos',
    cpfBase: '888111444',
    birthDate: '1968-04-21',
    profile: 'empresario',
    income: 38_000,
    type: 'HomeEquity',
    value: 300_000,
    assetValue: 650_000,
    deadline: 120,
    stage: 'preAnalysis',
    ageDays: 12,
    daysInStage: 2.5,
    owner: 'gerente.operacional@demo.com.br',
  },
  {
    customer: 'Sônia Martins',
    cpfBase: '999222555',
    birthDate: '1961-06-11',
    profile: 'aposentado',
    income: 9_500,
    type: 'HomeEquity',
    value: 150_000,
    assetValue: 380_000,
    deadline: 120,
    stage: 'denied',
    ageDays: 20,
    daysInStage: 6,
    owner: 'filial@demo.com.br',
    denial: { statusReason: 'no_profile', detailedDenialReason: 'insufficient_or_unproven_income' },
  },
  {
    customer: 'Thiago Moreira',
    cpfBase: '123123123',
    birthDate: '1995-02-18',
    profile: 'assalariado',
    income: 7_200,
    type: 'SimpleBest',
    value: 62_000,
    assetValue: 89_000,
    deadline: 48,
    stage: 'registration',
    ageDays: 1,
    daysInStage: 1,
    owner: 'gerente.contas@demo.com.br',
  },
  {
    customer: 'Camila Rocha',
    cpfBase: '321321321',
    birthDate: '1992-08-27',
    profile: 'profissional_liberal',
    income: 11_000,
    type: 'SimpleBest',
    value: 95_000,
    assetValue: 130_000,
    deadline: 60,
    stage: 'analysis',
    ageDays: 6,
    daysInStage: 4,
    owner: 'admin@demo.com.br',
  },
  {
    customer: 'Diego Fernandes',
    cpfBase: '456456456',
    birthDate: '1987-10-03',
    profile: 'autonomo',
    income: 9_800,
    type: 'SimpleBest',
    value: 48_000,
    assetValue: 72_000,
    deadline: 36,
    stage: 'inspection',
    ageDays: 15,
    daysInStage: 3,
    owner: 'filial@demo.com.br',
  },
  {
    customer: 'Renata Lopes',
    cpfBase: '654654654',
    birthDate: '1984-01-12',
    profile: 'empresario',
    income: 26_000,
    type: 'BestCar',
    value: 70_000,
    assetValue: 160_000,
    deadline: 48,
    stage: 'folderTreatment',
    ageDays: 5,
    daysInStage: 2,
    owner: 'gerente.operacional@demo.com.br',
  },
  {
    customer: 'André Batista',
    cpfBase: '789789789',
    birthDate: '1980-03-29',
    profile: 'funcionario_publico',
    income: 15_000,
    type: 'BestCar',
    value: 55_000,
    assetValue: 120_000,
    deadline: 36,
    stage: 'contract',
    ageDays: 22,
    daysInStage: 7,
    owner: 'admin@demo.com.br',
  },
];

const VEHICLE = {
  kind: 'vehicle',
  type: 'veiculo_leve',
  typeVehicle: 1,
  fuel: 'Flex',
  year: 2022,
  brand: { name: 'Volkswagen', code: '59' },
  model: { name: 'T-Cross 1.0 TSI', code: '8800', year: 2022 },
} as const;

/** Seeds DEMO_DEALS for the demo company (once: only when it has no deal yet). */
export async function seedDemoDeals(db: Database, companyId: string, now = new Date()): Promise<number> {
  if (await db.selectFrom('deals').select('id').where('company_id', '=', companyId).limit(1).executeTakeFirst()) return 0;
  const users = new Map((await db.selectFrom('users').select(['id', 'email', 'subsidiary_id']).where('company_id', '=', companyId).execute()).map((u) => [u.email, u]));
  const products = await db.selectFrom('products').select(['id', 'type', 'bank_partner_id']).where('company_id', 'is', null).orderBy('name').execute();
  await db.transaction().execute(async (trx) => {
    for (const [i, d] of DEMO_DEALS.entries()) {
      const owner = users.get(d.owner);
      if (!owner) continue;
      const pipeline = pipelineForOperation(d.type);
      const realty = pipeline.segment === 'Realty';
      const ofType = products.filter((p) => p.type === d.type);
      const product = ofType.length ? ofType[i % ofType.length] : undefined;
      const createdAt = new Date(now.getTime() - d.ageDays * DAY_MS);
      const enteredAt = new Date(now.getTime() - d.daysInStage * DAY_MS);
      const origin = i % 4 === 1 ? 'simulator' : 'internal';
      const target = pipeline.stages.findIndex((s) => s.key === d.stage);
      // The path to the current stage: every open stage before it (a denial leaves from a middle stage).
      const path = d.stage === 'denied' ? pipeline.stages.slice(0, 4) : pipeline.stages.slice(0, target + 1);
      const final = pipeline.stages[target].final;
      const asset = realty
        ? { kind: 'realty', value: d.assetValue, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true }
        : { ...VEHICLE, value: d.assetValue, licensePlate: `DEM${i % 10}A${String(10 + i).slice(-2)}` };
      const deal = await trx
        .insertInto('deals')
        .values({
          company_id: companyId,
          subsidiary_id: owner.subsidiary_id,
          owner_id: owner.id,
          created_by: owner.id,
          pipeline_key: pipeline.key,
          stage: d.stage,
          position: 1024 * (i + 1),
          operation_type: d.type,
          origin,
          operation_value: d.value.toFixed(2),
          objective: realty ? (d.type === 'HomeEquity' ? 'capital_de_giro' : 'comprar') : 'comprar',
          deadline: d.deadline,
          asset: JSON.stringify(asset),
          asset_value: d.assetValue.toFixed(2),
          is_property_already_chosen: realty ? true : null,
          product_id: product?.id ?? null,
          bank_partner_id: product?.bank_partner_id ?? null,
          status_reason: d.denial?.statusReason ?? null,
          detailed_denial_reason: d.denial?.detailedDenialReason ?? null,
          stage_entered_at: enteredAt,
          created_at: createdAt,
          updated_at: enteredAt,
          closed_at: final ? enteredAt : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const document = cpfFromBase(d.cpfBase);
      const person = {
        document,
        person_type: 'individual',
        name: d.customer,
        birth_date: d.birthDate,
        gender: i % 2 ? 'masculino' : 'feminino',
        marital_status: i % 3 ? 'casado' : 'solteiro',
        mother_name: 'Maria da Silva',
        email: `${d.customer
          .split(' ')[0]
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()}@exemplo.com.br`,
        cellphone: `1199${String(1000000 + i * 7919).slice(-7)}`,
        incomes: JSON.stringify([{ mensalIncome: d.income, professionalProfile: d.profile, main: true }]),
      } as const;
      const customer = await trx
        .insertInto('customers')
        .values({ company_id: companyId, ...person })
        .onConflict((oc) => oc.columns(['company_id', 'document']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!customer) continue;
      const associate = await trx
        .insertInto('deal_associates')
        .values({ deal_id: deal.id, customer_id: customer.id, ...person, main: true, notify: true, has_restrictions: false, type: 'CUSTOMER', relationship: null, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createChecklist(trx, deal.id, companyId, realty ? 'realty' : 'vehicle', [{ id: associate.id, name: d.customer, personType: 'individual', professionalProfiles: [d.profile] }]);

      // The history: created, then one move per stage, spread between creation and the current stage's entry.
      // The timeline's first event names the same origin as the deal.
      const events: { kind: string; at: Date; data: Record<string, unknown> }[] = [{ kind: 'created', at: createdAt, data: { stage: pipeline.stages[0].key, origin } }];
      const hops = [...path.slice(1).map((s) => s.key), ...(d.stage === 'denied' ? ['denied'] : [])];
      const span = enteredAt.getTime() - createdAt.getTime();
      let previousAt = createdAt;
      hops.forEach((to, k) => {
        const at = k === hops.length - 1 ? enteredAt : new Date(createdAt.getTime() + (span * (k + 1)) / hops.length);
        const from = k === 0 ? pipeline.stages[0].key : hops[k - 1];
        const days = Math.round(((at.getTime() - previousAt.getTime()) / DAY_MS) * 10) / 10;
        events.push({ kind: to === 'denied' ? 'denied' : 'stage_changed', at, data: { from, to, daysInPreviousStage: days, ...(to === 'denied' ? d.denial : {}) } });
        previousAt = at;
      });
      await trx
        .insertInto('deal_events')
        .values(events.map((e) => ({ deal_id: deal.id, company_id: companyId, actor_user_id: owner.id, kind: e.kind, data: JSON.stringify(e.data), created_at: e.at })))
        .execute();
      // The bank of the deal's product, answered as far as the stage goes (approved, and chosen, from the approval on).
      if (product) {
        const reached = (key: string) => path.some((s) => s.key === key);
        const status = d.stage === 'denied' ? 'denied' : reached('approved') ? 'approved' : reached('creditAnalysis') || reached('analysis') ? 'analysis' : 'sent';
        await trx
          .insertInto('deal_bank_submissions')
          .values({
            company_id: companyId,
            deal_id: deal.id,
            bank_partner_id: product.bank_partner_id,
            product_id: product.id,
            status,
            approved_value: status === 'approved' ? d.value.toFixed(2) : null,
            denial_reason: status === 'denied' ? 'Perfil de crédito fora da política do banco' : null,
            sent_at: createdAt,
            status_changed_at: enteredAt,
            decided_at: status === 'approved' || status === 'denied' ? enteredAt : null,
            chosen: status === 'approved',
            created_by: owner.id,
          })
          .execute();
      }
      // Deals at the registry, the signed contract or the release carry their commission, as if moved there.
      await onDealStage(
        trx,
        {
          id: deal.id,
          company_id: companyId,
          subsidiary_id: owner.subsidiary_id,
          owner_id: owner.id,
          operation_type: d.type,
          operation_value: d.value,
          bank_partner_id: product?.bank_partner_id ?? null,
          asset,
        },
        d.stage,
        owner.id,
      );
    }
  });
  return DEMO_DEALS.length;
}
