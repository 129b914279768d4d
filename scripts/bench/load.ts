/** Measuring helpers shared by the benchmarks: percentiles and one HTTP client loop for every target. */

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Timing {
  n: number;
  p50: number;
  p95: number;
  /** Completed operations per second over the whole loop (with concurrency, not 1/mean). */
  perSecond: number;
}

export function summarize(samplesMs: number[], wallMs: number): Timing {
  return { n: samplesMs.length, p50: percentile(samplesMs, 50), p95: percentile(samplesMs, 95), perSecond: (samplesMs.length / wallMs) * 1000 };
}

/** Times `count` calls of an async operation, `concurrency` at a time (one after another when 1). */
export async function timeLoop(count: number, concurrency: number, op: (i: number) => Promise<void>): Promise<Timing> {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      await op(i);
      samples.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(samples, performance.now() - started);
}

/** A GET that must answer 200; the body is read fully so keep-alive connections are reused. */
export async function getOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}`);
}
