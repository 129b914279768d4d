/**
 * CLI around lib/throwaway-postgres.ts for CI:
 *   tsx scripts/pg-throwaway.ts start <state-file>   prints the DATABASE_URL, remembers the cluster in <state-file>
 *   tsx scripts/pg-throwaway.ts stop <state-file>    stops it and removes its folder (no-op when nothing runs)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startThrowawayPostgres, stopThrowawayPostgres } from './lib/throwaway-postgres.ts';

const [command, stateFile] = process.argv.slice(2);
if (!stateFile || (command !== 'start' && command !== 'stop')) {
  console.error('uso: tsx scripts/pg-throwaway.ts start|stop <arquivo-de-estado>');
  process.exit(2);
}

try {
  if (command === 'start') {
    const pg = await startThrowawayPostgres();
    writeFileSync(stateFile, JSON.stringify(pg));
    console.error(`PostgreSQL descartável na porta ${pg.port} (${pg.dir})`);
    console.log(pg.url);
  } else if (existsSync(stateFile)) {
    const { dir } = JSON.parse(readFileSync(stateFile, 'utf8')) as { dir: string };
    stopThrowawayPostgres(dir);
    rmSync(stateFile, { force: true });
    console.error('PostgreSQL descartável parado.');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
