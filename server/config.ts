import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type FeatureFlags, parseFeatureFlags } from '../shared/flags.ts';
import { productionProblems } from './lib/production-config.ts';
import type { S3Settings } from './lib/storage-s3.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Proxies whose X-Forwarded-For gives the client IP (the login throttle counts per IP): `loopback` (default),
   * `false`, a hop count, or a comma list of IPs/CIDRs/`loopback`/`linklocal`/`uniquelocal`. `true` is refused.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Crédito <nao-responda@credito.local>'),
  /** Connecting plus the server's greeting; and silence on an open SMTP connection. Short: a stuck provider only delays the queue. */
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Bearer token for GET /metrics; without it, /metrics answers only direct connections from this machine. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN precisa de pelo menos 16 caracteres').optional(),
  /** `auto` (default): seed an empty embedded database; never in production, where only `on` seeds. */
  DEMO_SEED: z.enum(['on', 'off', 'auto']).default('auto'),
  /** Connections each instance may hold in its PostgreSQL pool (instances × this must stay under max_connections). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** On SIGTERM, /readyz answers 503 for this long before the listener closes, so a load balancer stops sending first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Last resort: a shutdown still waiting on requests after this long exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A rotated refresh token presented again within this window (parallel tabs) gets the same successor back; after it, reuse revokes the family. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** Stored files no row references are removed once older than this (bytes of uploads whose row never committed). */
  ORPHAN_FILE_MIN_AGE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Login attempts (e-mail and IP of each try) are deleted once older than this (domains/auth/retention.ts). */
  LOGIN_ATTEMPT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often each instance looks for tasks that fell due, to remind their assignees (domains/tasks/reminder-worker.ts). */
  TASK_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** In-process caches of hot reads (sessions, profiles, the deals list), invalidated by the database (lib/read-cache.ts). */
  READ_CACHES: z.enum(['on', 'off'], { error: 'READ_CACHES deve ser on ou off' }).default('on'),
  /** Who tokenises cards and charges them: `sandbox` (built in, test cards only). A real provider adds its name here. */
  PAYMENT_PROVIDER: z.enum(['sandbox'], { error: 'PAYMENT_PROVIDER deve ser um destes: sandbox' }).default('sandbox'),
  /** Who fills an address from its CEP: `viacep`, `brasilapi` or `off` (state and region still come from the CEP ranges). Default: viacep; off under NODE_ENV=test. */
  ADDRESS_PROVIDER: z.enum(['viacep', 'brasilapi', 'off'], { error: 'ADDRESS_PROVIDER deve ser um destes: viacep, brasilapi, off' }).optional(),
  /** Base URL of the address provider (a mirror, or a local server in tests); default: the provider's own. */
  ADDRESS_PROVIDER_URL: z.string().url({ error: 'ADDRESS_PROVIDER_URL deve ser uma URL' }).optional(),
  ADDRESS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  /**
   * Feature flags of docs/design/product-spec.md §6 over the defaults of shared/flags.ts, e.g.
   * `app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off`.
   */
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads: set S3_BUCKET (the rest as the store needs). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET deve ser um nome de bucket válido' })
    .optional(),
  S3_ENDPOINT: z.string().url({ error: 'S3_ENDPOINT deve ser uma URL' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE deve ser true ou false' }).optional(),
  FEATURE_FLAGS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const { flags, errors } = parseFeatureFlags(raw);
      for (const message of errors) ctx.addIssue({ code: 'custom', message });
      return flags;
    }),
});

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: TrustProxy;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  smtpTimeouts: { connectionMs: number; socketMs: number };
  metricsToken?: string;
  demoSeed: 'on' | 'off' | 'auto';
  databasePoolMax: number;
  shutdownDelaySeconds: number;
  shutdownTimeoutSeconds: number;
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  paymentProvider: 'sandbox';
  orphanFileMinAgeMinutes: number;
  loginAttemptRetentionDays: number;
  taskReminderSweepSeconds: number;
  readCaches: boolean;
  featureFlags: FeatureFlags;
  uploadsDir: string;
  /** Where uploads live: `disk` (uploadsDir) unless S3_BUCKET is set. */
  storage: StorageConfig;
  addressProvider: 'viacep' | 'brasilapi' | 'off';
  addressProviderUrl?: string;
  addressProviderTimeoutMs: number;
}

/** Reads and validates the environment; stops start-up with a clear message on anything wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  // Every problem at once: an operator fixes the environment in one go, not one restart per variable.
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (present.NODE_ENV === 'production') problems.push(...productionProblems(present));
  if (!parsed.success || problems.length > 0) throw new Error(`Configuração inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  // Production always has JWT_SECRET (productionProblems); elsewhere a generated one is kept in the data folder.
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smtpTimeouts: { connectionMs: e.SMTP_CONNECTION_TIMEOUT_MS, socketMs: e.SMTP_SOCKET_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
    // Production never seeds demo accounts unless DEMO_SEED=on says so.
    demoSeed: e.NODE_ENV === 'production' && e.DEMO_SEED === 'auto' ? 'off' : e.DEMO_SEED,
    databasePoolMax: e.DATABASE_POOL_MAX,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    paymentProvider: e.PAYMENT_PROVIDER,
    orphanFileMinAgeMinutes: e.ORPHAN_FILE_MIN_AGE_MINUTES,
    loginAttemptRetentionDays: e.LOGIN_ATTEMPT_RETENTION_DAYS,
    taskReminderSweepSeconds: e.TASK_REMINDER_SWEEP_SECONDS,
    readCaches: e.READ_CACHES === 'on',
    featureFlags: e.FEATURE_FLAGS,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: storageConfig(e),
    // Tests never reach the internet unless they point the provider at a local server.
    addressProvider: e.ADDRESS_PROVIDER ?? (e.NODE_ENV === 'test' ? 'off' : 'viacep'),
    addressProviderUrl: e.ADDRESS_PROVIDER_URL,
    addressProviderTimeoutMs: e.ADDRESS_PROVIDER_TIMEOUT_MS,
  };
}

/** S3 when S3_BUCKET is set; any other S3_* setting without it is a mistake, not something to ignore. */
function storageConfig(e: z.infer<typeof ZEnv>): StorageConfig {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter((k) => e[k] !== undefined);
    if (stray.length === 0) return { kind: 'disk' };
    problems.push(`  S3_BUCKET: obrigatório quando ${stray.join(', ')} está definido`);
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: defina os dois ou nenhum');
  if (problems.length > 0 || !e.S3_BUCKET) throw new Error(`Configuração inválida:\n${problems.join('\n')}`);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    // A custom endpoint is almost always a self-hosted store that wants the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
  };
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
