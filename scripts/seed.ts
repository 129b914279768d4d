/** `npm run db:seed`: migrates, then seeds the demo tenant (company "Demo Crédito", one user per role) once. */
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../server/db/seed.ts';
import { configOrExit, openAndMigrate } from './lib/database.ts';

const config = configOrExit();
try {
  const handle = await openAndMigrate(config);
  try {
    const created = await seedDemo(handle.db, { deals: true });
    if (created) {
      console.log(`Tenant de demonstração "${DEMO_COMPANY}" criado. Usuários (senha ${DEMO_PASSWORD}):`);
      for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(34)} ${u.name}`);
    } else {
      console.log(`O tenant de demonstração "${DEMO_COMPANY}" já existia: nada foi alterado.`);
    }
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(`Falha ao popular o banco: ${(err as Error).message}`);
  process.exit(1);
}
