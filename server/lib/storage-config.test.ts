import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('storage settings (S3_*)', () => {
  const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'storage-config-'));

  it('keeps uploads on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR }).storage).toEqual({ kind: 'disk' });
  });

  it('selects S3 with S3_BUCKET; a custom endpoint defaults to path-style addressing', () => {
    expect(loadConfig({ DATA_DIR, S3_BUCKET: 'credito-arquivos' }).storage).toEqual({
      kind: 's3',
      bucket: 'credito-arquivos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({ DATA_DIR, S3_BUCKET: 'credito', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'sa-east-1', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' }).storage;
    expect(minio).toEqual({
      kind: 's3',
      bucket: 'credito',
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR, S3_BUCKET: 'credito', S3_ENDPOINT: 'https://s3.exemplo.com', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it('refuses S3 settings that would be ignored or cannot work, with a message in Portuguese', () => {
    expect(() => loadConfig({ DATA_DIR, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: obrigatório quando S3_ENDPOINT está definido/);
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'credito', S3_ACCESS_KEY_ID: 'chave' })).toThrow(/defina os dois ou nenhum/);
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'Credito_Arquivos' })).toThrow(/S3_BUCKET deve ser um nome de bucket válido/);
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'credito', S3_FORCE_PATH_STYLE: 'sim' })).toThrow(/S3_FORCE_PATH_STYLE deve ser true ou false/);
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'credito', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT deve ser uma URL/);
  });
});
