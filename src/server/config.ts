import path from 'node:path';
import { z } from 'zod';
import { maxLengths } from '../core/limits';
import { type Config, logLevels } from './config-types';

/** A load balancer's address or range, in the forms Fastify's trustProxy (proxy-addr) takes. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'must be IP addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8)',
});

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
// The sign-in form takes at most maxLengths.password characters: a longer password could never be typed in.
const adminPassword = optionalText.pipe(
  z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(maxLengths.password, `must be at most ${maxLengths.password} characters`)
    .optional(),
);

/** An authenticator secret as apps show it: base32, at least 128 bits. */
const base32Secret = z
  .string()
  .transform((value) => value.replace(/[\s=]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{26,}$/, 'must be a base32 secret of at least 26 characters'))
  .optional();
const hexKey = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
  .optional();

/** A documents master key: 32 bytes, base64 (`openssl rand -base64 32`). */
/** A comma-separated list of `item`s (spaces around each ignored); unset or empty: none. */
const commaSeparated = <Item extends z.ZodType<unknown, string>>(item: Item) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const base64Key = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    error: 'must be 32 bytes in base64 (openssl rand -base64 32)',
  });
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
  .optional();
const trueOrFalse = z
  .enum(['true', 'false', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(postgresUrl),
  DATABASE_MIGRATION_URL: optionalText.pipe(postgresUrl),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: adminPassword,
  ADMIN2_USERNAME: optionalText,
  ADMIN2_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN2_PASSWORD: adminPassword,
  ADMIN_TOTP_SECRET: optionalText.pipe(base32Secret),
  ADMIN2_TOTP_SECRET: optionalText.pipe(base32Secret),
  MFA_ENCRYPTION_KEY: optionalText.pipe(hexKey),
  CODE_PEPPER: optionalText.pipe(base64Key.optional()),
  DOCUMENTS_KEY: optionalText.pipe(base64Key.optional()),
  DOCUMENTS_PREVIOUS_KEYS: commaSeparated(base64Key),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: trueOrFalse,
  CLAMAV_HOST: optionalText,
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  ALLOW_TEST_PAYMENTS: trueOrFalse,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  TRUST_PROXY: commaSeparated(proxyAddress),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(logLevels).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  ),
});

/** A variable set to nothing is an error, not a default (`PORT=` would listen on a random port). */
function emptyVariables(environment: NodeJS.ProcessEnv): string[] {
  return Object.keys(environmentSchema.shape)
    .filter((name) => environment[name] !== undefined && environment[name]?.trim() === '')
    .map((name) => `  ${name}: is set but empty; unset it to use the default`);
}

export type { AdminSeed, Config, DatabaseLimits } from './config-types';

export class ConfigError extends Error {}

/** These hosts are never a public site: the sandbox's home, and a production HOST without APP_URL. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocalOrigin = (url: string) => isLoopback(new URL(url).hostname);
const isLoopback = (host: string) => localHosts.has(host) || host === '::1' || host.startsWith('127.');

/** Reads and validates the environment; a bad variable is named in the message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const empty = emptyVariables(environment);
  if (empty.length > 0) throw new ConfigError(`Invalid configuration:\n${empty.join('\n')}`);
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    );
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: the other S3_ variables need S3_BUCKET');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (env.NODE_ENV === 'production' && !env.APP_URL && !isLoopback(env.HOST)) {
    throw new ConfigError(
      `Invalid configuration:\n  APP_URL: NODE_ENV=production on HOST=${env.HOST} needs APP_URL, the site's public address (e.g. https://eta.example.com): only its pages may write, and its scheme decides the cookies`,
    );
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (env.PAYMENT_PROVIDER === 'sandbox' && !isLocalOrigin(appUrl) && !env.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox takes no real payments; on a public APP_URL set PAYMENT_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true for a test deployment',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    databaseLimits: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
      poolSize: env.DATABASE_POOL_SIZE,
    },
    appUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Advena <no-reply@advena.example>',
    admins: [
      {
        username: env.ADMIN_USERNAME,
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        totpSecret: env.ADMIN_TOTP_SECRET,
      },
      {
        username: env.ADMIN2_USERNAME,
        email: env.ADMIN2_EMAIL,
        password: env.ADMIN2_PASSWORD,
        totpSecret: env.ADMIN2_TOTP_SECRET,
      },
    ],
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY,
    codePepper: env.CODE_PEPPER ? Buffer.from(env.CODE_PEPPER, 'base64').toString('hex') : undefined,
    documents: {
      key: env.DOCUMENTS_KEY,
      previousKeys: env.DOCUMENTS_PREVIOUS_KEYS,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
      clamav: env.CLAMAV_HOST ? { host: env.CLAMAV_HOST, port: env.CLAMAV_PORT } : undefined,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
      },
    },
    trustProxy: env.TRUST_PROXY,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webRoot: path.resolve('build/client'),
    runJobs: env.NODE_ENV !== 'test',
    metricsToken: env.METRICS_TOKEN,
  };
}
