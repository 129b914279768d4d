/** `npm run db:migrate`: brings the configured database (DATABASE_URL or the embedded one in DATA_DIR) to the latest schema. */
import { configOrExit, openAndMigrate } from './lib/database.ts';

const config = configOrExit();
try {
  const handle = await openAndMigrate(config);
  await handle.close();
  console.log('Migração concluída.');
} catch (err) {
  console.error(`Falha na migração: ${(err as Error).message}`);
  process.exit(1);
}
