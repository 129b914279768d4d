/**
 * The scenario contract v2 of docs/design/finance.md on the command line (the contract and its messages:
 * scripts/lib/simulate-cli.ts):
 *   npm run --silent simulate < scenario.json
 *   npm run --silent simulate -- --compare [--company "<nome>"] < case.json
 */

import { runSimulateCli } from './lib/simulate-cli.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// A reader that stops early (`| head`) is not an error worth a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));

const outcome = await runSimulateCli(process.argv.slice(2), readStdin);
if (outcome.stderr) process.stderr.write(outcome.stderr);
// The exit waits for stdout to drain (a large schedule into a pipe), then ends with the contract's code.
process.stdout.write(outcome.stdout, () => process.exit(outcome.code));
