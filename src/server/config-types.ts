/** The server's configuration as loadConfig (config.ts) reads it from the environment. */
import type { S3Settings } from './lib/storage/s3';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How long PostgreSQL may take before a request fails fast instead of hanging (issue 21). */
export interface DatabaseLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  poolSize: number;
}

export interface AdminSeed {
  username: string;
  email: string;
  password: string;
  /** Provisions the second factor as the password is provisioned (automated deployments, tests). */
  totpSecret?: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The schema's owner, for the migrations only; the app then runs as DATABASE_URL's role (no DDL). */
  databaseMigrationUrl?: string;
  databaseLimits: DatabaseLimits;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  admins: Partial<AdminSeed>[];
  /** Encrypts second-factor secrets at rest; without it, a key file in DATA_DIR. */
  mfaEncryptionKey?: string;
  /** Keys the HMAC of e-mailed codes (hex); without it, a key file in DATA_DIR. Shared by all instances. */
  codePepper?: string;
  documents: {
    /** The master key (base64) that wraps each document's data key; without it, a key file in DATA_DIR. */
    key?: string;
    /** Older master keys, still needed to open files until `npm run documents:rewrap` has run. */
    previousKeys: string[];
    /** An S3-compatible bucket; unset: the folder DATA_DIR/uploads. */
    s3?: S3Settings;
    /** clamd, when set: every upload is scanned before it is accepted. */
    clamav?: { host: string; port: number };
  };
  payments: {
    provider: 'sandbox' | 'stripe';
    stripe: {
      secretKey?: string;
      publishableKey?: string;
      webhookSecret?: string;
      host?: string;
      port?: number;
      protocol?: 'http' | 'https';
    };
  };
  /**
   * The load balancers (addresses or CIDR ranges) whose X-Forwarded-For names the client; empty:
   * none, so the client address is the socket's and no client can choose its own.
   */
  trustProxy: string[];
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: (typeof logLevels)[number];
  webRoot: string;
  /** Background jobs (mail sender, reconciliation); tests switch them off and drive them by hand. */
  runJobs: boolean;
  /** The bearer token of GET /metrics; unset: the route does not exist (404). */
  metricsToken?: string;
}
