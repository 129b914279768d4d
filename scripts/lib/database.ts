import path from 'node:path';
import { type Config, loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { syncRolesAndPermissions } from '../../server/db/seed.ts';

/** Reads the configuration or stops with its pt-BR message (same rules as the server). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** Where the database lives, for messages: the URL without its password, or the embedded data directory. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite embutido em ${path.join(config.dataDir, 'pgdata')}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** Opens the configured database, migrates it to the latest version and syncs roles; prints each step. */
export async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  console.log(`Banco de dados: ${describeDatabase(config)}`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pgdata') });
  try {
    const { results = [] } = await migrateToLatest(handle.db);
    if (results.length === 0) console.log('Nenhuma migração pendente: o banco já está na versão mais recente.');
    for (const r of results) {
      const status = r.status === 'Success' ? 'aplicada' : r.status === 'Error' ? 'FALHOU' : 'não executada';
      console.log(`  migração ${r.migrationName}: ${status}`);
    }
    await syncRolesAndPermissions(handle.db);
    console.log('Funções e permissões sincronizadas.');
    return handle;
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
}
