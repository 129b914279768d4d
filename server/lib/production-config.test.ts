import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'credito-prodcfg-'));
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://credito.exemplo.com.br',
  JWT_SECRET: 'x'.repeat(48),
  DATABASE_URL: 'postgres://credito@db:5432/credito',
  SMTP_URL: 'smtp://mail:587',
  DATA_DIR,
};

describe('production configuration', () => {
  it('a production start with nothing set names every missing setting at once, in pt-BR', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Configuração inválida:');
    for (const name of ['PORT', 'PUBLIC_URL', 'JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'S3_BUCKET ou DATA_DIR']) expect(message).toContain(`  ${name}: `);
  });

  it('a complete production environment starts; the demo is not seeded unless DEMO_SEED=on', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', demoSeed: 'off', databasePoolMax: 10, shutdownTimeoutSeconds: 25, shutdownDelaySeconds: 0 });
    expect(loadConfig({ ...PRODUCTION, DEMO_SEED: 'on' }).demoSeed).toBe('on');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).demoSeed).toBe('auto');
  });

  it('files may go to S3 instead of a data folder; pool size and shutdown timings are settings', () => {
    const { DATA_DIR: _unused, ...withoutDataDir } = PRODUCTION;
    expect(() => loadConfig(withoutDataDir)).toThrow(/S3_BUCKET ou DATA_DIR/);
    expect(loadConfig({ ...withoutDataDir, S3_BUCKET: 'credito' }).env).toBe('production');
    expect(loadConfig({ ...PRODUCTION, DATABASE_POOL_MAX: '40', SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' })).toMatchObject({
      databasePoolMax: 40,
      shutdownDelaySeconds: 5,
      shutdownTimeoutSeconds: 60,
    });
    expect(() => loadConfig({ ...PRODUCTION, DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
