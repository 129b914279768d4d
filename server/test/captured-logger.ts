import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger.ts';

/** A logger at `info` whose lines are kept, parsed, for a test to look at. */
export function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}
