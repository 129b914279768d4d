/**
 * The database a proof runs on: a fresh database on DATABASE_URL's server when it is set (dropped at the end), or a
 * throwaway PostgreSQL cluster of our own (scripts/lib/throwaway-postgres.ts). `ownCluster` forces the latter: a proof
 * that stops the database server (R3 of docs/design/security.md) must never stop a server others use.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster, startThrowawayPostgres, stopCluster, stopThrowawayPostgres, type ThrowawayPostgres } from '../../lib/throwaway-postgres.ts';

export interface ProofDatabase {
  url: string;
  /** What to print: server and database, without a password. */
  description: string;
  /** The cluster, when it is ours (it can then be stopped and started). */
  cluster?: ThrowawayPostgres;
  close(): Promise<void>;
}

export async function provisionDatabase(opts: { ownCluster?: boolean; label: string }): Promise<ProofDatabase> {
  const base = process.env.DATABASE_URL;
  if (opts.ownCluster || !base) {
    const cluster = await startThrowawayPostgres();
    // A database of its own in the cluster, so the URL names it like an application database.
    const name = `credito_${opts.label}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      description: `PostgreSQL descartável (cluster próprio na porta ${cluster.port}, banco ${name})`,
      cluster,
      close: async () => stopThrowawayPostgres(cluster.dir),
    };
  }
  const name = `credito_${opts.label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  const url = new URL(base);
  url.pathname = `/${name}`;
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return {
    url: url.toString(),
    description: `PostgreSQL de DATABASE_URL (${shown.host}, banco novo ${name})`,
    close: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
    },
  };
}

export { startCluster, stopCluster };
