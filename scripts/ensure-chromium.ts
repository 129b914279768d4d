/**
 * Makes sure Debian's Chromium is installed for the browser tests (`apt-get install chromium`, ≈ 30 s on a fresh
 * machine). Playwright's own browser download is never used: the machines have no access to it.
 * Run alone with `tsx scripts/ensure-chromium.ts`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} terminou com código ${r.status ?? r.signal}`);
}

/** Installs the `chromium` package when CHROMIUM_PATH is missing; throws with a clear message when it cannot. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`Chromium não encontrado em ${CHROMIUM_PATH}: instalando o pacote Debian "chromium"…`);
  const asRoot = process.getuid?.() === 0;
  const sudo = (args: string[]): [string, string[]] => (asRoot ? [args[0], args.slice(1)] : ['sudo', ['-n', ...args]]);
  run(...sudo(['apt-get', 'update', '-q']));
  run(...sudo(['apt-get', 'install', '-y', '-q', 'chromium']));
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`O pacote chromium foi instalado, mas ${CHROMIUM_PATH} não existe.`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
