/**
 * `npx tsx scripts/dev-s3.ts [port]`: a local S3-compatible server (scripts/lib/s3-server.ts) with the bucket
 * `credito`, keeping objects in `DATA_DIR/s3` (default ./data/s3), to try the app's S3 storage without a cloud
 * account. It prints the S3_* settings to start the app with.
 */

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startS3Server } from './lib/s3-server.ts';

const port = Number(process.argv[2] ?? process.env.DEV_S3_PORT ?? 4569);
const directory = path.resolve(process.env.DATA_DIR ?? './data', 's3');
mkdirSync(directory, { recursive: true });
const s3 = await startS3Server({ port, directory, buckets: ['credito'] });
console.log(`S3 em ${s3.endpoint} (objetos em ${directory}): inicie o app com`);
console.log(`S3_BUCKET=credito S3_ENDPOINT=${s3.endpoint} S3_ACCESS_KEY_ID=${s3.accessKeyId} S3_SECRET_ACCESS_KEY=${s3.secretAccessKey}`);

const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
