import type { Database } from './database.ts';

/**
 * Demo catalogue: partner banks of the Brazilian market with plausible, public-style parameters (not offers).
 * Marked `is_demo`, and the UI labels them as demonstration data. Rates are fractions here.
 *
 * Levels reviewed for 2025–2026 against what banks published: SBPE housing at TR + 11–12 % a.a. (Caixa
 * TR + 11,19 %), IPCA-indexed housing at IPCA + ~9 % a.a., home equity at 1,1–1,6 % a.m., vehicles at 1,8–2,6 % a.m.
 * (Selic at 15 % through 2025); Caixa's SBPE LTV of 70 % in SAC and 50 % in PRICE (since late 2024); valuation
 * tariffs around R$ 3 mil for property and a registration (cadastro) tariff plus lien registration for vehicles.
 */
interface DemoBank {
  name: string;
  number: string;
  unregistered: boolean;
  noDocs: boolean;
  expenses: boolean;
  sla: [number, number];
  grace: number;
  commitment: number;
  applicants: number;
  population: number;
  minAsset: number;
  minCredit: number;
  pj: boolean;
  score: number;
  indexers: string[];
  products: DemoProduct[];
}

interface DemoProduct {
  type: 'Financing' | 'HomeEquity' | 'SimpleBest' | 'BestCar';
  name: string;
  fee: number;
  feeType: 'monthly' | 'annual';
  table: 'PRICE' | 'SAC';
  indexer: string;
  ltv: number;
  deadline: [number, number];
  minCredit: number;
  admin?: number;
  /** Tables the product accepts; default: its own table only. */
  tables?: ('PRICE' | 'SAC')[];
  /** LTV in PRICE when lower than `ltv` (the SAC/default one). */
  ltvPrice?: number;
  housing?: 'SFH' | 'SFI';
  insurer?: 'default' | 'itau' | 'zurich' | 'mapfre';
  /** Tariffs; default per segment (see TARIFFS). */
  tariffs?: { valuation: number; contract: number; lien: number; financed: boolean };
}

/** Default tariffs per segment: property valuation for realty, cadastro and lien registration for vehicles. */
const TARIFFS = {
  realty: { valuation: 3100, contract: 0, lien: 0, financed: false },
  vehicle: { valuation: 0, contract: 850, lien: 250, financed: true },
};

const realty = ['casa', 'apartamento', 'sala', 'terreno', 'terreno_em_condominio', 'galpao'];
const vehicles = ['veiculo_leve', 'veiculo_pesado'];

const BANKS: DemoBank[] = [
  {
    name: 'Caixa Econômica Federal',
    number: '104',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [30, 60],
    grace: 0,
    commitment: 0.3,
    applicants: 4,
    population: 0,
    minAsset: 100000,
    minCredit: 50000,
    pj: false,
    score: 400,
    indexers: ['TR(Pós)'],
    products: [
      {
        type: 'Financing',
        name: 'Habitacional SBPE SAC',
        fee: 0.1119,
        feeType: 'annual',
        table: 'SAC',
        indexer: 'TR(Pós)',
        ltv: 0.7,
        ltvPrice: 0.5,
        tables: ['SAC', 'PRICE'],
        housing: 'SFH',
        deadline: [60, 420],
        minCredit: 50000,
      },
    ],
  },
  {
    name: 'Banco do Brasil',
    number: '001',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [25, 50],
    grace: 0,
    commitment: 0.3,
    applicants: 4,
    population: 50000,
    minAsset: 150000,
    minCredit: 60000,
    pj: false,
    score: 450,
    indexers: ['TR(Pós)'],
    products: [
      { type: 'Financing', name: 'Crédito Imobiliário SAC', fee: 0.12, feeType: 'annual', table: 'SAC', indexer: 'TR(Pós)', ltv: 0.8, housing: 'SFH', deadline: [60, 420], minCredit: 60000 },
      { type: 'HomeEquity', name: 'Crédito com Garantia de Imóvel', fee: 0.0145, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.5, deadline: [36, 180], minCredit: 50000 },
    ],
  },
  {
    name: 'Itaú Unibanco',
    number: '341',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [20, 40],
    grace: 0,
    commitment: 0.3,
    applicants: 2,
    population: 100000,
    minAsset: 200000,
    minCredit: 80000,
    pj: true,
    score: 550,
    indexers: ['TR(Pós)', 'Fixa'],
    products: [
      {
        type: 'Financing',
        name: 'Financiamento Imobiliário',
        fee: 0.116,
        feeType: 'annual',
        table: 'SAC',
        indexer: 'TR(Pós)',
        ltv: 0.8,
        ltvPrice: 0.7,
        tables: ['SAC', 'PRICE'],
        housing: 'SFH',
        insurer: 'itau',
        deadline: [60, 360],
        minCredit: 80000,
      },
      {
        type: 'HomeEquity',
        name: 'Crédito Pessoal com Garantia de Imóvel',
        fee: 0.0125,
        feeType: 'monthly',
        table: 'PRICE',
        indexer: 'Fixa',
        ltv: 0.6,
        tables: ['PRICE', 'SAC'],
        insurer: 'itau',
        deadline: [24, 240],
        minCredit: 50000,
      },
      { type: 'SimpleBest', name: 'Financiamento de Veículos', fee: 0.0189, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.9, deadline: [12, 60], minCredit: 10000 },
    ],
  },
  {
    name: 'Bradesco',
    number: '237',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [25, 45],
    grace: 0,
    commitment: 0.3,
    applicants: 3,
    population: 50000,
    minAsset: 150000,
    minCredit: 60000,
    pj: true,
    score: 500,
    indexers: ['TR(Pós)', 'Fixa'],
    products: [
      { type: 'Financing', name: 'Imóvel SAC', fee: 0.117, feeType: 'annual', table: 'SAC', indexer: 'TR(Pós)', ltv: 0.8, housing: 'SFH', insurer: 'zurich', deadline: [60, 420], minCredit: 60000 },
      { type: 'HomeEquity', name: 'Crédito Imobiliário Livre', fee: 0.0129, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.6, insurer: 'zurich', deadline: [36, 240], minCredit: 60000 },
      { type: 'SimpleBest', name: 'CDC Veículos', fee: 0.0199, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 60], minCredit: 10000 },
    ],
  },
  {
    name: 'Santander',
    number: '033',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [20, 35],
    grace: 0,
    commitment: 0.3,
    applicants: 2,
    population: 0,
    minAsset: 150000,
    minCredit: 50000,
    pj: true,
    score: 550,
    indexers: ['TR(Pós)', 'IPCA(Pós)', 'Fixa'],
    products: [
      {
        type: 'Financing',
        name: 'Crédito Imobiliário',
        fee: 0.1179,
        feeType: 'annual',
        table: 'SAC',
        indexer: 'TR(Pós)',
        ltv: 0.8,
        ltvPrice: 0.7,
        tables: ['SAC', 'PRICE'],
        housing: 'SFI',
        insurer: 'mapfre',
        deadline: [60, 420],
        minCredit: 90000,
        tariffs: { valuation: 3300, contract: 0, lien: 0, financed: true },
      },
      { type: 'HomeEquity', name: 'Usecasa', fee: 0.0109, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.6, deadline: [36, 240], minCredit: 50000 },
      { type: 'SimpleBest', name: 'Financiamento Auto', fee: 0.0195, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.9, deadline: [12, 60], minCredit: 8000 },
    ],
  },
  {
    name: 'Banco Inter',
    number: '077',
    unregistered: true,
    noDocs: true,
    expenses: false,
    sla: [15, 30],
    grace: 3,
    commitment: 0.3,
    applicants: 2,
    population: 0,
    minAsset: 150000,
    minCredit: 50000,
    pj: false,
    score: 600,
    indexers: ['IPCA(Pós)'],
    products: [
      {
        type: 'Financing',
        name: 'Financiamento Imobiliário IPCA',
        fee: 0.09,
        feeType: 'annual',
        table: 'PRICE',
        indexer: 'IPCA(Pós)',
        ltv: 0.7,
        tables: ['PRICE', 'SAC'],
        housing: 'SFI',
        deadline: [60, 360],
        minCredit: 50000,
      },
      { type: 'HomeEquity', name: 'Home Equity IPCA', fee: 0.0095, feeType: 'monthly', table: 'PRICE', indexer: 'IPCA(Pós)', ltv: 0.6, deadline: [36, 240], minCredit: 50000 },
    ],
  },
  {
    name: 'Banco de Brasília (BRB)',
    number: '070',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [30, 55],
    grace: 0,
    commitment: 0.35,
    applicants: 4,
    population: 0,
    minAsset: 100000,
    minCredit: 40000,
    pj: false,
    score: 400,
    indexers: ['TR(Pós)'],
    products: [{ type: 'Financing', name: 'Habitacional BRB', fee: 0.1149, feeType: 'annual', table: 'SAC', indexer: 'TR(Pós)', ltv: 0.8, housing: 'SFH', deadline: [60, 420], minCredit: 40000 }],
  },
  {
    name: 'Banrisul',
    number: '041',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [30, 50],
    grace: 0,
    commitment: 0.3,
    applicants: 3,
    population: 20000,
    minAsset: 100000,
    minCredit: 40000,
    pj: true,
    score: 450,
    indexers: ['TR(Pós)', 'Fixa'],
    products: [
      { type: 'Financing', name: 'Casa Própria', fee: 0.1159, feeType: 'annual', table: 'SAC', indexer: 'TR(Pós)', ltv: 0.8, housing: 'SFH', deadline: [60, 420], minCredit: 40000 },
      { type: 'HomeEquity', name: 'Crédito com Garantia Imobiliária', fee: 0.0149, feeType: 'monthly', table: 'SAC', indexer: 'Fixa', ltv: 0.5, deadline: [36, 180], minCredit: 30000 },
    ],
  },
  {
    name: 'Sicredi',
    number: '748',
    unregistered: true,
    noDocs: false,
    expenses: true,
    sla: [20, 45],
    grace: 6,
    commitment: 0.3,
    applicants: 4,
    population: 0,
    minAsset: 80000,
    minCredit: 30000,
    pj: true,
    score: 450,
    indexers: ['TR(Pós)', 'Fixa'],
    products: [
      {
        type: 'Financing',
        name: 'Crédito Imobiliário Cooperativo',
        fee: 0.1189,
        feeType: 'annual',
        table: 'PRICE',
        indexer: 'TR(Pós)',
        ltv: 0.8,
        ltvPrice: 0.7,
        tables: ['PRICE', 'SAC'],
        housing: 'SFH',
        deadline: [60, 360],
        minCredit: 30000,
      },
      { type: 'HomeEquity', name: 'Garantia de Imóvel', fee: 0.0135, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.6, deadline: [24, 180], minCredit: 30000 },
    ],
  },
  {
    name: 'Sicoob',
    number: '756',
    unregistered: true,
    noDocs: false,
    expenses: false,
    sla: [20, 40],
    grace: 0,
    commitment: 0.3,
    applicants: 4,
    population: 0,
    minAsset: 20000,
    minCredit: 10000,
    pj: true,
    score: 400,
    indexers: ['Fixa'],
    products: [
      { type: 'SimpleBest', name: 'Financiamento de Veículos', fee: 0.0169, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 60], minCredit: 10000 },
      { type: 'BestCar', name: 'Crédito com Garantia de Veículo', fee: 0.0199, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.7, deadline: [12, 48], minCredit: 5000 },
    ],
  },
  {
    name: 'Banco C6',
    number: '336',
    unregistered: true,
    noDocs: true,
    expenses: false,
    sla: [10, 20],
    grace: 0,
    commitment: 0.3,
    applicants: 2,
    population: 0,
    minAsset: 20000,
    minCredit: 5000,
    pj: false,
    score: 600,
    indexers: ['Fixa'],
    products: [
      { type: 'HomeEquity', name: 'Crédito com Garantia de Imóvel', fee: 0.0149, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.5, deadline: [24, 180], minCredit: 50000 },
      { type: 'BestCar', name: 'Empréstimo com Garantia de Veículo', fee: 0.0189, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 60], minCredit: 5000 },
    ],
  },
  {
    name: 'Banco Pan',
    number: '623',
    unregistered: true,
    noDocs: true,
    expenses: false,
    sla: [3, 10],
    grace: 0,
    commitment: 0.35,
    applicants: 1,
    population: 0,
    minAsset: 15000,
    minCredit: 5000,
    pj: false,
    score: 300,
    indexers: ['Fixa'],
    products: [
      { type: 'SimpleBest', name: 'Financiamento de Veículos', fee: 0.0219, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.9, deadline: [12, 60], minCredit: 5000 },
      { type: 'BestCar', name: 'Refinanciamento de Veículo', fee: 0.0249, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 48], minCredit: 3000 },
    ],
  },
  {
    name: 'Banco BV',
    number: '655',
    unregistered: true,
    noDocs: false,
    expenses: false,
    sla: [5, 15],
    grace: 0,
    commitment: 0.3,
    applicants: 2,
    population: 0,
    minAsset: 15000,
    minCredit: 5000,
    pj: true,
    score: 450,
    indexers: ['Fixa'],
    products: [
      { type: 'SimpleBest', name: 'Financiamento de Veículos', fee: 0.0199, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.9, deadline: [12, 60], minCredit: 5000 },
      { type: 'BestCar', name: 'Crédito com Garantia de Auto', fee: 0.0229, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 60], minCredit: 5000 },
    ],
  },
  {
    name: 'Banco Safra',
    number: '422',
    unregistered: false,
    noDocs: false,
    expenses: true,
    sla: [20, 35],
    grace: 0,
    commitment: 0.3,
    applicants: 2,
    population: 200000,
    minAsset: 300000,
    minCredit: 100000,
    pj: true,
    score: 650,
    indexers: ['Fixa', 'CDI(Pós)'],
    products: [
      { type: 'HomeEquity', name: 'Safra Garantia Imóvel', fee: 0.0115, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.6, deadline: [24, 180], minCredit: 100000 },
      // Corporate-style home equity on the CDI (CDI + 0,45 % a.m.): the demo's CDI-indexed product.
      { type: 'HomeEquity', name: 'Safra Garantia Imóvel CDI', fee: 0.0045, feeType: 'monthly', table: 'PRICE', indexer: 'CDI(Pós)', ltv: 0.5, deadline: [24, 120], minCredit: 150000 },
      { type: 'SimpleBest', name: 'Safra Financiamento Auto', fee: 0.0175, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.8, deadline: [12, 60], minCredit: 30000 },
    ],
  },
  {
    name: 'Banco Daycoval',
    number: '707',
    unregistered: true,
    noDocs: false,
    expenses: false,
    sla: [10, 25],
    grace: 3,
    commitment: 0.35,
    applicants: 3,
    population: 0,
    minAsset: 100000,
    minCredit: 30000,
    pj: true,
    score: 500,
    indexers: ['Fixa'],
    products: [
      { type: 'HomeEquity', name: 'Daycoval Home Equity', fee: 0.0159, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.55, deadline: [24, 180], minCredit: 30000 },
      { type: 'BestCar', name: 'Daycoval Auto Garantia', fee: 0.0239, feeType: 'monthly', table: 'PRICE', indexer: 'Fixa', ltv: 0.75, deadline: [12, 48], minCredit: 10000 },
    ],
  },
];

/** The terms the 2025–2026 review set (rates, LTV per table, accepted tables, SFH/SFI, insurer, tariffs). */
function demoTerms(p: DemoProduct) {
  const vehicle = p.type === 'SimpleBest' || p.type === 'BestCar';
  const tariffs = p.tariffs ?? (vehicle ? TARIFFS.vehicle : TARIFFS.realty);
  return {
    fee: p.fee.toFixed(8),
    max_fee: (p.fee * 1.3).toFixed(8),
    min_fee: (p.fee * 0.8).toFixed(8),
    ltv: p.ltv.toFixed(4),
    insurer: p.insurer ?? 'default',
    valuation_fee: tariffs.valuation.toFixed(2),
    contract_fee: tariffs.contract.toFixed(2),
    lien_registration_fee: tariffs.lien.toFixed(2),
    tariffs_financed: tariffs.financed,
    accepted_tables: p.tables ?? [p.table],
    ltv_sac: null,
    ltv_price: p.ltvPrice === undefined ? null : p.ltvPrice.toFixed(4),
    housing_system: p.housing ?? null,
  };
}

/**
 * Brings an existing demo catalogue to the reviewed terms. Only demo products nobody edited (updated_at still equal
 * to created_at; this update leaves it so) change: a master's edit of a demo product is kept.
 */
async function refreshDemoTerms(db: Database): Promise<void> {
  for (const b of BANKS) {
    for (const p of b.products) {
      await db
        .updateTable('products')
        .set(demoTerms(p))
        .where('is_demo', '=', true)
        .where('company_id', 'is', null)
        .where('name', '=', p.name)
        .where('type', '=', p.type)
        .where('bank_partner_id', 'in', (eb) => eb.selectFrom('bank_partners').select('id').where('number', '=', b.number).where('is_demo', '=', true))
        .whereRef('updated_at', '=', 'created_at')
        .execute();
    }
  }
}

/** Inserts the demo catalogue once (when a demo bank exists, refreshes unedited demo terms); returns whether it inserted. */
export async function seedDemoCatalogue(db: Database): Promise<boolean> {
  if (await db.selectFrom('bank_partners').select('id').where('is_demo', '=', true).limit(1).executeTakeFirst()) {
    await refreshDemoTerms(db);
    return false;
  }
  await db.transaction().execute(async (trx) => {
    for (const b of BANKS) {
      const hasVehicle = b.products.some((p) => p.type === 'SimpleBest' || p.type === 'BestCar');
      const hasRealty = b.products.some((p) => p.type === 'Financing' || p.type === 'HomeEquity');
      const bank = await trx
        .insertInto('bank_partners')
        .values({
          name: b.name,
          number: b.number,
          accepts_unregistered_property: b.unregistered,
          analysis_without_docs: b.noDocs,
          financing_expenses: b.expenses,
          average_sla_min: b.sla[0],
          average_sla_max: b.sla[1],
          grace_period: b.grace,
          income_commitment: b.commitment.toFixed(4),
          max_applicants: b.applicants,
          min_city_population: b.population,
          min_asset_value: b.minAsset.toFixed(2),
          min_credit_value: b.minCredit.toFixed(2),
          accept_juridical_person: b.pj,
          available_indexer_list: b.indexers,
          available_table_list: [...new Set(b.products.flatMap((p) => p.tables ?? [p.table]))],
          available_asset_type_list: [...(hasRealty ? realty : []), ...(hasVehicle ? vehicles : [])],
          credit_score: b.score,
          is_demo: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const p of b.products) {
        const vehicle = p.type === 'SimpleBest' || p.type === 'BestCar';
        await trx
          .insertInto('products')
          .values({
            company_id: null,
            bank_partner_id: bank.id,
            name: p.name,
            segment: vehicle ? 'Vehicular' : 'Real State',
            type: p.type,
            ...demoTerms(p),
            fee_type: p.feeType,
            table: p.table,
            indexer: p.indexer,
            administration_fee: (p.admin ?? (vehicle ? 0 : 25)).toFixed(2),
            expense_type: 'percentage',
            expense_value_fixed: '0',
            expense_value_percentage: vehicle ? '0' : '0.020000',
            approve_juridical_person: b.pj,
            min_asset_value: Math.max(1000, b.minAsset).toFixed(2),
            min_credit_value: p.minCredit.toFixed(2),
            deadline_min: p.deadline[0],
            deadline_max: p.deadline[1],
            available_asset_type: vehicle ? vehicles : realty,
            // Insurance (MIP on the balance, DFI on the property value) for real-estate credit only.
            mip_rate: vehicle ? '0' : '0.00025000',
            dfi_rate: vehicle ? '0' : '0.00008000',
            is_demo: true,
          })
          .execute();
      }
    }
  });
  return true;
}
