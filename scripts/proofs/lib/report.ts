/** Figures and verdicts of the reliability proofs, printed in pt-BR. */

export interface Criterion {
  /** What is checked, in pt-BR. */
  label: string;
  pass: boolean;
  /** The figure(s) behind the verdict. */
  detail: string;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const dec = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const n = (v: number) => int.format(v);
export const ms = (v: number) => `${dec.format(v)} ms`;
export const s = (v: number) => `${dec.format(v / 1000)} s`;
/** Integer cents as R$ (exact: BigInt division, no float on the way). */
export const cents = (v: bigint) => `R$ ${int.format(Number(v / 100n))},${String(v % 100n).padStart(2, '0')}`;

export function printCriteria(title: string, criteria: Criterion[]): boolean {
  console.log(`\n${title}`);
  for (const c of criteria) console.log(`  ${c.pass ? 'PASS ' : 'FALHA'}  ${c.label} — ${c.detail}`);
  return criteria.every((c) => c.pass);
}

/** Latency table by operation: count, p50, p95, max. */
export function printLatencies(rows: { op: string; values: number[] }[]): void {
  const width = Math.max(10, ...rows.map((r) => r.op.length));
  console.log(`  ${'operação'.padEnd(width)}  ${'qtd'.padStart(6)}  ${'p50'.padStart(10)}  ${'p95'.padStart(10)}  ${'máx'.padStart(10)}`);
  for (const r of rows) {
    console.log(
      `  ${r.op.padEnd(width)}  ${n(r.values.length).padStart(6)}  ${ms(percentile(r.values, 50)).padStart(10)}  ${ms(percentile(r.values, 95)).padStart(10)}  ${ms(Math.max(0, ...r.values)).padStart(10)}`,
    );
  }
}
