import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from '../../migrations/index.ts';
import type { Database } from './database.ts';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}
