import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@app/contract';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** Every environment variable the server reads. README's configuration table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO: bool.optional(),
  /**
   * The demo's spoken recording: `auto` adds it where espeak-ng is installed; `off` never does
   * (tests that count the demo's documents must not depend on what the machine has).
   */
  DEMO_RECORDING: z.enum(['auto', 'off']).default('auto'),
  /** Open self-service sign-up (a new firm per sign-up). On by default so `npm start` and the /signup page work. */
  SIGNUP_ENABLED: bool.default(true),
  /**
   * The server's operators: administrators who see every firm's figures on the system page and may
   * reset its counters. Unset: nobody, except the demo firm's administrator in demo mode.
   */
  OPERATOR_EMAILS: csv.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(ACCESS_TOKEN_TTL_SECONDS),
  /** ASVS 3.3.2: a session unused this long is ended on its next call or refresh. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** ASVS 3.3.2: a session ends this long after sign-in, however busy. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  CORS_ORIGINS: csv.default([]),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest document a user may upload (chunked or multipart); larger files get 413 before any byte is stored. */
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(2 * 1024 * 1024 * 1024),
  // Unset: no quota. Fractions allowed (0.5 = 512 MiB).
  STORAGE_QUOTA_GB_PER_FIRM: z.coerce.number().positive().optional(),
  // ASVS 12.4.2. Unset: uploads are not scanned (so `npm start` needs no daemon).
  CLAMAV_URL: z
    .string()
    .regex(/^(tcp:\/\/[^/:\s]+:\d{1,5}|unix:\/\/\/\S+)$/, 'must be tcp://host:port or unix:///path/to/clamd.sock')
    .optional(),
  /** One scan may stay silent this long (connecting, streaming, waiting for the verdict). */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Legal Document Discovery <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOW_INSECURE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** Where document bytes live: the data dir, or an S3-compatible bucket (chunks being uploaded stay on local disk either way). */
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** For MinIO, Ceph and other S3-compatible servers; AWS itself needs none. */
  S3_ENDPOINT: z.url().optional(),
  /** Without a key pair the AWS SDK's usual chain applies (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** An unfinished chunked upload untouched this long is deleted; also the age an unreferenced blob must reach before clean-up removes it. */
  UPLOAD_EXPIRY_HOURS: z.coerce.number().min(1).max(24 * 365).default(24),
  /** Language model for summaries and classifications; `local` (rule-based, offline) needs no network. */
  AI_PROVIDER: z.enum(['local', 'openai-compatible', 'anthropic']).default('local'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  /** Passage embeddings for semantic search; `local` is lexical hashing (no model, no network). */
  EMBEDDINGS_PROVIDER: z.enum(['local', 'openai-compatible']).default('local'),
  EMBEDDINGS_BASE_URL: z.url().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().trim().min(1).optional(),
  EMBEDDINGS_DIMENSIONS: z.coerce.number().int().min(8).max(4096).optional(),
  // Speech to text. `auto` (the default): the offline recogniser PocketSphinx where it is
  // installed, so a firm transcribes out of the box; otherwise none, and nothing pretends to transcribe.
  TRANSCRIPTION_ENGINE: z.enum(['auto', 'none', 'openai-compatible', 'whisper-cpp', 'pocketsphinx']).default('auto'),
  /** pocketsphinx: the recogniser binary (default: pocketsphinx_continuous on PATH). */
  TRANSCRIPTION_POCKETSPHINX_BINARY: z.string().trim().min(1).optional(),
  /** pocketsphinx: the model directory (default: Debian's pocketsphinx-en-us, /usr/share/pocketsphinx/model/en-us). */
  TRANSCRIPTION_POCKETSPHINX_MODEL_DIR: z.string().trim().min(1).optional(),
  TRANSCRIPTION_BASE_URL: z.url().optional(),
  TRANSCRIPTION_API_KEY: z.string().optional(),
  TRANSCRIPTION_MODEL: z.string().trim().min(1).optional(),
  /** whisper-cpp: a GGML model file the administrator put on disk (e.g. ggml-base.en.bin). */
  TRANSCRIPTION_MODEL_PATH: z.string().trim().min(1).optional(),
  /** Media is sent in windows of this many seconds (OpenAI accepts at most 25 MB: 16 kHz mono is ~13 min). */
  TRANSCRIPTION_WINDOW_SECONDS: z.coerce.number().int().min(20).max(1500).default(600),
  /** Seconds shared by neighbouring windows, so no word is cut at a seam. */
  TRANSCRIPTION_OVERLAP_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** One engine call may take this long before the job fails with a reason (a retry starts from that window). */
  TRANSCRIPTION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  /** Largest media file a transcription accepts. */
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DELETED_FILES_GRACE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  TRANSCRIPTION_MAX_BYTES: z.coerce.number().int().min(1).default(4 * 1024 * 1024 * 1024),
  /** Documents one worker process reads at once (default: its CPU count plus one, 2 to 16); one firm gets all but one. */
  DOCUMENT_RUNNERS: z.coerce.number().int().min(2).max(64).optional(),
  /** Wall-clock time one document may take to read before it fails with a reason. */
  DOCUMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(1800),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** DEMO_RECORDING: whether the demo firm gets its spoken recording (where espeak-ng can make it). */
  demoRecording: 'auto' | 'off';
  /**
   * Whether anyone may create a new firm through POST /auth/signup. A firm running its own
   * installation turns it off once its firm exists; people then join by invitation only.
   */
  signupEnabled: boolean;
  /**
   * OPERATOR_EMAILS, lower-cased: the accounts that run this server. As administrators (with a
   * verified e-mail) they see the monitoring of the whole server and reset its counters; every
   * other administrator sees their own firm's figures (policy/system.ts in the contract).
   */
  operatorEmails: ReadonlySet<string>;
  jwtSecret: string;
  encryptionKey: Buffer;
  accessTokenTtlSeconds: number;
  /** Idle and absolute session limits (ASVS 3.3.2), in milliseconds. */
  session: { idleMs: number; maxMs: number };
  corsOrigins: string[];
  bodyLimitBytes: number;
  maxUploadBytes: number;
  /** Bytes a firm's documents may take (ASVS 12.1.3), or null for no quota. */
  storageQuotaBytes: number | null;
  /** The ClamAV daemon every uploaded file is scanned by before it is read (ASVS 12.4.2), or null for none. */
  malwareScanner: MalwareScannerConfig | null;
  loginRateLimitPerMinute: number;
  lockoutThreshold: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; allowInsecure: boolean } | null;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  trustProxy: boolean;
  blobStore: BlobStoreConfig;
  uploadExpiryHours: number;
  ai: AiConfig;
  transcription: TranscriptionConfig;
  /** How long a dashboard answer is reused for the same firm and scope (0: never). */
  dashboardCacheSeconds: number;
  /**
   * What this process does: `web` serves HTTP only, `worker` runs the job queue's
   * workers and schedules only, `all` (the default, what `npm start` runs) both.
   */
  processRole: 'all' | 'web' | 'worker';
  /** Days a soft-deleted document's file is kept before the retention job purges it. */
  deletedFilesGraceDays: number;
  /**
   * Document processing in a worker process: `runners` documents read at once, at most
   * `runners - 1` of one firm (so another firm's upload always finds one free); one document may
   * take `timeoutSeconds` before it fails.
   */
  documentProcessing: { runners: number; timeoutSeconds: number };
  version: string;
}

/** Where clamd listens, and how long one scan may stay silent. */
export interface MalwareScannerConfig {
  address: { host: string; port: number } | { path: string };
  timeoutMs: number;
}

/** The speech-to-text engine and how media is cut for it. */
export interface TranscriptionConfig {
  engine:
    | { kind: 'none' }
    | { kind: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string }
    | { kind: 'whisper-cpp'; modelPath: string }
    /** `onlyIfInstalled`: TRANSCRIPTION_ENGINE=auto, so a server without PocketSphinx runs with none (no warning). */
    | { kind: 'pocketsphinx'; binary: string | undefined; modelDir: string | undefined; onlyIfInstalled: boolean };
  windowSeconds: number;
  overlapSeconds: number;
  timeoutSeconds: number;
  maxBytes: number;
}

/** Which language model and embedding engine to use; `local` means offline, no network at all. */
export interface AiConfig {
  text:
    | { provider: 'local' }
    | { provider: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string }
    | { provider: 'anthropic'; baseUrl: string | undefined; apiKey: string; model: string };
  embeddings:
    | { provider: 'local' }
    | { provider: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string; dimensions: number | undefined };
}

export type BlobStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  if (production && !env.JWT_SECRET) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  if (production && !env.ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: required in production');
  }
  if (env.OIDC_CLIENT_ID && !env.OIDC_CLIENT_SECRET && production) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_SECRET: required when OIDC_CLIENT_ID is set');
  }
  if (env.BLOB_STORE === 's3' && !env.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when BLOB_STORE=s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    demo: env.DEMO ?? !production,
    demoRecording: env.DEMO_RECORDING,
    signupEnabled: env.SIGNUP_ENABLED,
    operatorEmails: operatorEmails(env.OPERATOR_EMAILS, env.DEMO ?? !production),
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    encryptionKey: Buffer.from(
      env.ENCRYPTION_KEY ?? persistedSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('hex')),
      'hex',
    ),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3_600_000 },
    corsOrigins: env.CORS_ORIGINS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    storageQuotaBytes: env.STORAGE_QUOTA_GB_PER_FIRM === undefined ? null : Math.floor(env.STORAGE_QUOTA_GB_PER_FIRM * 1024 ** 3),
    malwareScanner: env.CLAMAV_URL ? { address: clamdAddress(env.CLAMAV_URL), timeoutMs: env.CLAMAV_TIMEOUT_MS } : null,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    lockoutThreshold: env.LOCKOUT_THRESHOLD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    oidc: env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          allowInsecure: env.OIDC_ALLOW_INSECURE,
        }
      : null,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    blobStore:
      env.BLOB_STORE === 's3' && env.S3_BUCKET
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    uploadExpiryHours: env.UPLOAD_EXPIRY_HOURS,
    ai: aiConfig(env),
    transcription: transcriptionConfig(env),
    dashboardCacheSeconds: env.DASHBOARD_CACHE_SECONDS,
    processRole: env.PROCESS_ROLE,
    deletedFilesGraceDays: env.DELETED_FILES_GRACE_DAYS,
    documentProcessing: {
      // Reading is mostly on the event loop and OCR in one thread, so one more runner than cores
      // keeps the CPU busy while a document waits on storage or the database.
      runners: env.DOCUMENT_RUNNERS ?? Math.min(16, Math.max(2, availableParallelism() + 1)),
      timeoutSeconds: env.DOCUMENT_TIMEOUT_SECONDS,
    },
    version: readVersion(),
  };
}

/**
 * The demo's administrator (modules/demo/accounts.ts) is the operator when none is named, so the
 * demo still shows the whole system page; a named list replaces it.
 */
export const DEMO_OPERATOR_EMAIL = 'admin@demo.example';

function operatorEmails(listed: string[] | undefined, demo: boolean): ReadonlySet<string> {
  if (listed && listed.length > 0) return new Set(listed.map((e) => e.toLowerCase()));
  return new Set(demo ? [DEMO_OPERATOR_EMAIL] : []);
}

/** A chosen provider with a missing piece stops start-up with the variable's name, not a failed call later. */
function aiConfig(env: Env): AiConfig {
  const missing = (name: string, why: string): never => {
    throw new ConfigError(`Invalid configuration:\n  ${name}: required when ${why}`);
  };
  let text: AiConfig['text'] = { provider: 'local' };
  if (env.AI_PROVIDER === 'openai-compatible') {
    text = {
      provider: 'openai-compatible',
      baseUrl: env.AI_BASE_URL ?? missing('AI_BASE_URL', 'AI_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1)'),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL ?? missing('AI_MODEL', 'AI_PROVIDER=openai-compatible (e.g. gpt-4o-mini)'),
    };
  } else if (env.AI_PROVIDER === 'anthropic') {
    text = {
      provider: 'anthropic',
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY ?? missing('AI_API_KEY', 'AI_PROVIDER=anthropic'),
      model: env.AI_MODEL ?? missing('AI_MODEL', 'AI_PROVIDER=anthropic (e.g. claude-sonnet-4-5)'),
    };
  }
  let embeddings: AiConfig['embeddings'] = { provider: 'local' };
  if (env.EMBEDDINGS_PROVIDER === 'openai-compatible') {
    embeddings = {
      provider: 'openai-compatible',
      baseUrl: env.EMBEDDINGS_BASE_URL ?? missing('EMBEDDINGS_BASE_URL', 'EMBEDDINGS_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1)'),
      apiKey: env.EMBEDDINGS_API_KEY,
      model: env.EMBEDDINGS_MODEL ?? missing('EMBEDDINGS_MODEL', 'EMBEDDINGS_PROVIDER=openai-compatible (e.g. text-embedding-3-small)'),
      dimensions: env.EMBEDDINGS_DIMENSIONS,
    };
  }
  return { text, embeddings };
}

function transcriptionConfig(env: Env): TranscriptionConfig {
  const missing = (name: string, why: string): never => {
    throw new ConfigError(`Invalid configuration:\n  ${name}: required when ${why}`);
  };
  let engine: TranscriptionConfig['engine'] = { kind: 'none' };
  if (env.TRANSCRIPTION_ENGINE === 'openai-compatible') {
    engine = {
      kind: 'openai-compatible',
      baseUrl: env.TRANSCRIPTION_BASE_URL ?? missing('TRANSCRIPTION_BASE_URL', 'TRANSCRIPTION_ENGINE=openai-compatible (e.g. https://api.openai.com/v1)'),
      apiKey: env.TRANSCRIPTION_API_KEY,
      model: env.TRANSCRIPTION_MODEL ?? 'whisper-1',
    };
  } else if (env.TRANSCRIPTION_ENGINE === 'whisper-cpp') {
    // A missing or unreadable file is not a start-up failure: the engine reports it (system page, /transcription).
    engine = { kind: 'whisper-cpp', modelPath: env.TRANSCRIPTION_MODEL_PATH ?? missing('TRANSCRIPTION_MODEL_PATH', 'TRANSCRIPTION_ENGINE=whisper-cpp (a GGML model file such as ggml-base.en.bin)') };
  } else if (env.TRANSCRIPTION_ENGINE === 'pocketsphinx' || env.TRANSCRIPTION_ENGINE === 'auto') {
    engine = {
      kind: 'pocketsphinx',
      binary: env.TRANSCRIPTION_POCKETSPHINX_BINARY,
      modelDir: env.TRANSCRIPTION_POCKETSPHINX_MODEL_DIR,
      onlyIfInstalled: env.TRANSCRIPTION_ENGINE === 'auto',
    };
  }
  if (env.TRANSCRIPTION_OVERLAP_SECONDS * 2 >= env.TRANSCRIPTION_WINDOW_SECONDS) {
    throw new ConfigError('Invalid configuration:\n  TRANSCRIPTION_OVERLAP_SECONDS: must be less than half of TRANSCRIPTION_WINDOW_SECONDS');
  }
  return {
    engine,
    windowSeconds: env.TRANSCRIPTION_WINDOW_SECONDS,
    overlapSeconds: env.TRANSCRIPTION_OVERLAP_SECONDS,
    timeoutSeconds: env.TRANSCRIPTION_TIMEOUT_SECONDS,
    maxBytes: env.TRANSCRIPTION_MAX_BYTES,
  };
}

/** `tcp://clamav:3310` or `unix:///run/clamav/clamd.ctl` (the schema has checked the shape). */
function clamdAddress(url: string): MalwareScannerConfig['address'] {
  if (url.startsWith('unix://')) return { path: url.slice('unix://'.length) };
  const { hostname, port } = new URL(url);
  const number = Number(port);
  if (!number || number > 65535) throw new ConfigError('Invalid configuration:\n  CLAMAV_URL: the port must be 1-65535');
  return { host: hostname, port: number };
}

/** Outside production a secret that was not given is generated once and kept in the data dir. */
function persistedSecret(dataDir: string, name: string, generate: () => string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
