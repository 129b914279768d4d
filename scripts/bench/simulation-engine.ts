/**
 * The ranking path against a tight hand-written loop doing the same arithmetic, in the same process and run, on
 * one case × 30 banks × 10 products × 8 terms (2,400 scenarios): PRICE/SAC with a post-fixed index on a third of
 * the products, MIP, DFI, admin fee, financed IOF, payments charged in cents, the CET by Newton on them.
 *
 *   motor (rankFigures)                 the engine's ranking figures     vs  minimalFigures
 *   elegibilidade + motor (bestMatch)   rules, figures, offer and sort   vs  minimalRanking
 *   motor com o quadro (simulateScenario), for reference: what the detailed view and the CLI pay
 *
 * The baselines are what a good engineer would write for speed: one reused Float64Array, PMT and amortisation by
 * recurrence, the IOF by its closed sum over the first 12 months, Newton's IRR on the charged payments, no
 * objects per month, the age limit computed once per case.
 */
import { type BankRules, bestMatch, type CatalogueContext, type CreditCase, DEFAULT_PARAMETERS, type ProductTerms } from '../../server/domains/simulation/engine/eligibility.ts';
import { maxTermMonthsForBirthDate } from '../../server/domains/simulation/engine/limits.ts';
import type { EngineScenario } from '../../server/domains/simulation/engine/scenario.ts';
import { rankFigures, simulateScenario } from '../../server/domains/simulation/engine/simulate.ts';

const TERMS = [60, 120, 180, 240, 300, 360, 420, 96];
const BANKS = 30;
const PRODUCTS = 10;
const IPCA = 0.045;

const monthlyRateOf = (bank: number, product: number) => 0.008 + bank * 0.0002 + product * 0.0001;
const indexed = (product: number) => product % 3 === 0;

/** The 2,400 scenarios of the ranking, as the eligibility side hands them to the engine. */
export function scenarios(): EngineScenario[] {
  const out: EngineScenario[] = [];
  for (let bank = 0; bank < BANKS; bank++) {
    for (let product = 0; product < PRODUCTS; product++) {
      for (const termMonths of TERMS) {
        out.push({
          system: product % 2 === 0 ? 'PRICE' : 'SAC',
          principal: 300000,
          termMonths,
          rate: { monthly: monthlyRateOf(bank, product) },
          indexer: indexed(product) ? { name: 'IPCA', annualProjection: IPCA } : null,
          propertyValue: 600000,
          mipMonthlyRate: 0.00025,
          dfiMonthlyRate: 0.00008,
          adminFeeMonthly: 25,
          financedExpenses: 0,
          upfrontFees: 0,
          iof: 'individual',
          graceMonths: 0,
          incomeCommitment: 0.3,
        });
      }
    }
  }
  return out;
}

/** Output of the baselines, so their work cannot be optimised away and matches what the engine reports. */
export interface MinimalFigures {
  financed: number;
  iof: number;
  first: number;
  totalCents: number;
  cet: number;
  minimumIncome: number;
}

/** The tight loop: the ranking figures of one scenario with `buf` reused across calls. Writes into `out`. */
export function minimalFigures(s: EngineScenario, buf: Float64Array, out: MinimalFigures): void {
  const rate = s.rate;
  const i = 'monthly' in rate ? rate.monthly : (1 + rate.annual) ** (1 / 12) - 1;
  const n = s.termMonths;
  const g = s.graceMonths ?? 0;
  const months = g + n;
  const c = s.indexer ? (1 + s.indexer.annualProjection) ** (1 / 12) - 1 : 0;
  const price = s.system === 'PRICE';
  const growthN = (1 + i) ** n;
  // IOF per real: only the first 12 − g unit amortisations are below the 365-day cap.
  let k = 0;
  if (s.iof !== undefined && s.iof !== 'none') {
    const daily = s.iof === 'simples' ? 0.0000274 : 0.000082;
    const uncapped = Math.min(n, Math.max(0, 12 - g));
    let a = price ? i / (growthN - 1) : 1 / n;
    let weighted = 0;
    let paid = 0;
    for (let j = 1; j <= uncapped; j++) {
      weighted += a * 30 * (g + j);
      paid += a;
      if (price) a *= 1 + i;
    }
    if (uncapped < n) weighted += 365 * (1 - paid);
    k = 0.0038 + daily * weighted;
  }
  const financed = (s.principal + (s.financedExpenses ?? 0)) / (1 - k);
  const mipRate = s.mipMonthlyRate ?? 0;
  const dfiRate = s.dfiMonthlyRate ?? 0;
  const admin = s.adminFeeMonthly ?? 0;
  const c1 = 1 + c;
  const grow = (1 + i) * c1;
  let balance = financed;
  let property = s.propertyValue ?? 0;
  let pmt = 0;
  let amort = 0;
  let totalCents = 0;
  for (let m = 0; m < months; m++) {
    balance *= c1;
    property *= c1;
    let pay = mipRate * balance + dfiRate * property + admin;
    if (m < g) balance *= 1 + i;
    else if (price) {
      if (m === g) {
        amort = (balance * i) / (growthN - 1);
        pmt = amort + balance * i;
      } else {
        amort *= grow;
        pmt *= c1;
      }
      pay += pmt;
      balance -= amort;
    } else {
      const am = balance / (months - m);
      pay += am + balance * i;
      balance -= am;
    }
    const cents = Math.round(pay * 100 + 1e-9);
    totalCents += cents;
    buf[m] = cents / 100;
  }
  const released = s.principal - (s.upfrontFees ?? 0);
  let r = i;
  for (let it = 0; it < 50; it++) {
    const v = 1 / (1 + r);
    let pw = v;
    let f = -released;
    let df = 0;
    for (let m = 0; m < months; m++) {
      const t = buf[m] * pw;
      f += t;
      df += (m + 1) * t;
      pw *= v;
    }
    const next = r + f / (df * v);
    if (Math.abs(next - r) < 1e-12) {
      r = next;
      break;
    }
    r = next;
  }
  out.financed = Math.round(financed * 100) / 100;
  out.iof = Math.round(financed * k * 100) / 100;
  out.first = buf[g];
  out.totalCents = totalCents;
  out.cet = r;
  out.minimumIncome = Math.round((buf[g] / (s.incomeCommitment ?? 0.3)) * 100 + 1e-9) / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// The ranking path: a case against a catalogue of 30 banks × 10 products, at 8 terms.

const TODAY = '2026-11-25';

function catalogue(): { banks: BankRules[]; products: ProductTerms[]; ctx: CatalogueContext } {
  const banks: BankRules[] = [];
  const products: ProductTerms[] = [];
  for (let b = 0; b < BANKS; b++) {
    const bankId = `bank-${b}`;
    banks.push({
      id: bankId,
      name: `Banco ${b}`,
      acceptsUnregisteredProperty: b % 2 === 0,
      acceptJuridicalPerson: true,
      financingExpenses: true,
      maxApplicants: 4,
      minCityPopulation: 0,
      minAssetValue: 100000,
      minCreditValue: 50000,
      incomeCommitment: 0.3,
      gracePeriodMonths: 6,
      averageSlaMin: 10 + b,
      averageSlaMax: 30 + b,
      creditScore: 600,
    });
    for (let p = 0; p < PRODUCTS; p++) {
      products.push({
        id: `product-${b}-${p}`,
        bankId,
        name: `Produto ${p}`,
        type: 'HomeEquity',
        table: p % 2 === 0 ? 'PRICE' : 'SAC',
        feeType: 'monthly',
        fee: monthlyRateOf(b, p),
        ltv: 0.6,
        minCreditValue: 50000,
        minAssetValue: 100000,
        deadlineMin: 12,
        deadlineMax: 420,
        adminFeeMonthly: 25,
        mipMonthlyRate: 0.00025,
        dfiMonthlyRate: 0.00008,
        expenseType: 'percentage',
        expenseValueFixed: 0,
        expenseValuePercentage: 0.03,
        approveJuridicalPerson: true,
        indexer: indexed(p) ? 'IPCA' : undefined,
      });
    }
  }
  const ctx: CatalogueContext = { projections: { IPCA: { indexer: 'IPCA', annualProjection: IPCA, source: 'Focus (demo)', validFrom: '2026-11-01' } }, mipBands: [], parameters: DEFAULT_PARAMETERS };
  return { banks, products, ctx };
}

const creditCase = (termMonths: number): CreditCase => ({
  operationType: 'HomeEquity',
  assetValue: 600000,
  creditValue: 300000,
  termMonths,
  customerAgeMonths: 0,
  birthDate: '1990-05-10',
  todayIso: TODAY,
  monthlyIncome: 200000,
  forJuridicalPerson: false,
  isRegistered: true,
  numberOfAssociates: 1,
  graceMonths: 0,
  financeExpenses: false,
});

interface MinimalOffer {
  product: ProductTerms;
  figures: MinimalFigures;
}

/** The tight ranking: the rules as plain comparisons, the figures, then the sort by CET — what `bestMatch` does. */
export function minimalRanking(c: CreditCase, banks: BankRules[], products: ProductTerms[], ctx: CatalogueContext, buf: Float64Array): MinimalOffer[] {
  const bankById = new Map(banks.map((b) => [b.id, b]));
  const ageLimit = maxTermMonthsForBirthDate(c.birthDate!, c.todayIso!);
  const offers: MinimalOffer[] = [];
  for (const p of products) {
    const bank = bankById.get(p.bankId)!;
    if (p.type !== c.operationType) continue;
    const table = c.table ?? p.table;
    if (c.creditValue > Math.min(p.ltvByTable?.[table] ?? p.ltv, 0.6) * c.assetValue + 1e-6) continue;
    if (c.creditValue < Math.max(p.minCreditValue, bank.minCreditValue) || c.assetValue < Math.max(p.minAssetValue, bank.minAssetValue)) continue;
    if (c.termMonths < p.deadlineMin || c.termMonths > p.deadlineMax || c.termMonths + c.graceMonths > ageLimit) continue;
    if ((!c.isRegistered && !bank.acceptsUnregisteredProperty) || c.numberOfAssociates > bank.maxApplicants || c.graceMonths > bank.gracePeriodMonths) continue;
    const projection = p.indexer ? ctx.projections[p.indexer] : undefined;
    const figures: MinimalFigures = { financed: 0, iof: 0, first: 0, totalCents: 0, cet: 0, minimumIncome: 0 };
    minimalFigures(
      {
        system: table,
        principal: c.creditValue,
        termMonths: c.termMonths,
        rate: { monthly: p.fee },
        indexer: projection ? { name: 'IPCA', annualProjection: projection.annualProjection } : null,
        propertyValue: c.assetValue,
        mipMonthlyRate: p.mipMonthlyRate,
        dfiMonthlyRate: p.dfiMonthlyRate,
        adminFeeMonthly: p.adminFeeMonthly,
        iof: 'individual',
        graceMonths: c.graceMonths,
        incomeCommitment: bank.incomeCommitment,
      },
      buf,
      figures,
    );
    if (figures.minimumIncome > c.monthlyIncome) continue;
    offers.push({ product: p, figures });
  }
  offers.sort((a, b) => a.figures.cet - b.figures.cet || a.figures.first - b.figures.first);
  return offers;
}

/** Best-of timing with the contenders interleaved, so a change in machine load hits all alike. */
function timeInterleaved(fns: (() => void)[], rounds = 7, minMs = 200): number[] {
  for (const fn of fns) fn();
  const best = fns.map(() => Number.POSITIVE_INFINITY);
  const once = (fn: () => void) => {
    let runs = 0;
    const start = performance.now();
    while (performance.now() - start < minMs) {
      fn();
      runs++;
    }
    return (performance.now() - start) / runs;
  };
  for (let r = 0; r < rounds; r++) for (const [k, fn] of fns.entries()) best[k] = Math.min(best[k], once(fn));
  return best;
}

export interface EngineBench {
  scenarios: number;
  /** Scenarios per millisecond. */
  enginePerMs: number;
  baselinePerMs: number;
  ratio: number;
  rankingPerMs: number;
  rankingBaselinePerMs: number;
  rankingRatio: number;
  fullSchedulePerMs: number;
  fullScheduleRatio: number;
}

export function benchSimulationEngine(): EngineBench {
  const list = scenarios();
  const { banks, products, ctx } = catalogue();
  const cases = TERMS.map(creditCase);
  const buf = new Float64Array(720);
  const out: MinimalFigures = { financed: 0, iof: 0, first: 0, totalCents: 0, cet: 0, minimumIncome: 0 };
  // Both sides must be doing the same arithmetic: the same CET to 1e-9 and the same charged cents.
  for (const s of list) {
    const e = rankFigures(s);
    minimalFigures(s, buf, out);
    if (Math.abs(e.cetMonthly - out.cet) > 1e-9 || Math.abs(e.totalPaid * 100 - out.totalCents) > 2 || e.firstInstallment !== out.first)
      throw new Error(`baseline and engine disagree on ${JSON.stringify(s)}`);
  }
  const ranked = cases.map((c) => bestMatch(c, banks, products, ctx).eligible.length);
  const rankedMinimal = cases.map((c) => minimalRanking(c, banks, products, ctx, buf).length);
  if (ranked.join() !== rankedMinimal.join() || ranked.some((n) => n !== banks.length * PRODUCTS)) throw new Error(`rankings differ: ${ranked} vs ${rankedMinimal}`);

  let sink = 0;
  const [engineMs, baselineMs, rankingMs, rankingBaselineMs, fullMs] = timeInterleaved([
    () => {
      for (const s of list) sink += rankFigures(s).cetMonthly;
    },
    () => {
      for (const s of list) {
        minimalFigures(s, buf, out);
        sink += out.cet;
      }
    },
    () => {
      for (const c of cases) sink += bestMatch(c, banks, products, ctx).eligible.length;
    },
    () => {
      for (const c of cases) sink += minimalRanking(c, banks, products, ctx, buf).length;
    },
    () => {
      for (const s of list) sink += simulateScenario(s).cetMonthly;
    },
  ]);
  if (Number.isNaN(sink)) throw new Error('unreachable');
  const n = list.length;
  return {
    scenarios: n,
    enginePerMs: n / engineMs,
    baselinePerMs: n / baselineMs,
    ratio: baselineMs / engineMs,
    rankingPerMs: n / rankingMs,
    rankingBaselinePerMs: n / rankingBaselineMs,
    rankingRatio: rankingBaselineMs / rankingMs,
    fullSchedulePerMs: n / fullMs,
    fullScheduleRatio: baselineMs / fullMs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchSimulationEngine());
