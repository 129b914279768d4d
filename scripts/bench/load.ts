/** Measuring helpers shared by the benchmarks: percentiles and one HTTP client loop for every target. */
import http from 'node:http';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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

/**
 * The Express hello-world baseline: warmed up with 1,000 requests, then 5,000 timed (about two seconds). A short window
 * undersells it: measured on this machine, 1,440 to 2,962 req/s over 300 requests after 200 of warm-up, 2,161 to 3,603
 * over 2,400 (docs/performance.md, "Quarta passagem"). A baseline must be as fast as it really is.
 */
export async function helloBaseline(url: string, concurrency: number): Promise<Timing> {
  await timeLoop(1_000, concurrency, () => getOk(url));
  return timeLoop(5_000, concurrency, () => getOk(url));
}

/** A GET that must answer 200; the body is read fully so keep-alive connections are reused. */
export async function getOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}`);
}

const keepAlive = new http.Agent({ keepAlive: true });

/**
 * A JSON POST over node:http with a kept-alive connection; the status and the parsed body. For a latency measured
 * against something that runs without a client (login against one argon2 verify): the client's own work is on the
 * timed path, and undici's fetch adds about 0.5 ms at p50 and 1 ms at p95 over node:http on this machine
 * (docs/performance.md, "Terceira passagem"), which is the benchmark's, not the server's.
 */
export function postJson(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
