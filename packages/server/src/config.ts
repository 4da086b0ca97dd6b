/** The server's settings: read once from the environment, validated, and frozen. */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { AUTH, DEFAULT_COUNTRY_LOOKUP_URLS, type RunnableSessionType, UPLOAD_LIMITS, type fileAssetTypes } from '@facet/contract';
import { z } from 'zod';
import { serverPackageRoot } from './lib/package-root';
import { readOAuthSettings, type OAuthSettings } from './oauth-config';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
export const appModes = ['local', 'production'] as const;
export type AppMode = (typeof appModes)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database and, later, files and mail. */
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  appMode: AppMode;
  /** Absolute path of the built browser app. */
  appDistDir: string;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Register, login, admin login, forgot and reset requests allowed per minute per IP, each. */
  authRateLimitPerMinute: number;
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed: their addresses or CIDR ranges,
   * or how many hops; none when unset (the API faces callers itself). Behind a load balancer without
   * it, every caller has the balancer's address and shares one rate-limit count.
   */
  trustProxy: number | string[] | undefined;
  /** `smtp://` or `smtps://` URL; without it mail is written to `${dataDir}/outbox` as .eml files. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** The admin account made or promoted at start; without it one is made only when no admin exists. */
  adminEmail: string | undefined;
  /** Its password; when absent a new admin gets a generated one, printed once. */
  adminPassword: string | undefined;
  /** Sign-in providers with complete credentials; the others are reported disabled. */
  oauth: OAuthSettings;
  /** Slack incoming webhook that problem and error reports are forwarded to; stored only when unset. */
  slackWebhookUrl: string | undefined;
  /** What the browser is told at start-up (`GET /config.json`). */
  browser: BrowserSettings;
  /** Where asset files are kept: `${dataDir}/files`, or an S3-compatible bucket. */
  storage: StorageSettings;
  /**
   * Signs the `/files/...` URLs of local storage. Without it, a secret is generated once and kept in
   * `${dataDir}/file-url-secret`; several API nodes sharing one directory must share it.
   */
  fileUrlSecret: string | undefined;
  /** `off`: mesh previews are not rendered (they stay `pending` until a server that renders starts). */
  previewRenderer: 'on' | 'off';
  /** The Chromium that renders previews; the engine looks for one when unset. */
  chromiumPath: string | undefined;
  /** `on`: this process also runs tool jobs (`npm start`); `off`: API only, workers run elsewhere. */
  toolWorker: 'on' | 'off';
  /**
   * Tool jobs one worker process runs at once. Their engine work waits for a thread of the engine
   * pool, so more jobs than threads only overlap a job's reads, writes and database steps with
   * another's computing. Defaults to twice the engine threads.
   */
  workerConcurrency: number;
  /** A job running longer than this is taken to have lost its worker and is run again. */
  jobExpireSeconds: number;
  /** Attempts after the first before a job fails and is refunded. */
  jobRetryLimit: number;
  /** Seconds before the first retry, doubling after. */
  jobRetryDelaySeconds: number;
  /** How often expired jobs are looked for. */
  queueMaintenanceSeconds: number;
  /** On SIGTERM or SIGINT, how long jobs in hand may run on before they are handed back to the queue. */
  workerStopSeconds: number;
  /** Worker threads the engine runs in, per memory limit (tools with the same limit share them). */
  engineThreads: number;
  /** Each tool's, and an upload's reading's, limits per run: past either its thread is ended. */
  engineLimits: Readonly<Record<EngineWork, EngineLimits>>;
  /** Largest upload per asset type, in bytes; PRODUCT.md's limits (tests lower them). */
  uploadLimits: Readonly<Record<(typeof fileAssetTypes)[number], number>>;
  /** Payments through Stripe when set; otherwise the built-in test checkout, where no money moves. */
  stripe: StripeSettings | undefined;
}

/** What runs in the engine's threads: a tool (by session type), or the reading of an upload. */
export type EngineWork = RunnableSessionType | 'ingest';

export interface EngineLimits {
  /** Time from the thread starting the work to it being ended. */
  timeMs: number;
  /** The thread's JavaScript heap (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb: number;
}

/**
 * The limits per run unless set. A tool's stays below JOB_EXPIRE_SECONDS' default (15 minutes), so a
 * run is ended by its limit, and refunded, before the queue takes the job for lost and runs it again.
 */
export const ENGINE_LIMIT_DEFAULTS: Readonly<Record<EngineWork, { seconds: number; memoryMb: number }>> = {
  retopology: { seconds: 10 * 60, memoryMb: 4096 },
  segmentation: { seconds: 10 * 60, memoryMb: 4096 },
  print_3d: { seconds: 10 * 60, memoryMb: 4096 },
  splat_generation: { seconds: 10 * 60, memoryMb: 4096 },
  texture: { seconds: 10 * 60, memoryMb: 4096 },
  retexturing: { seconds: 10 * 60, memoryMb: 4096 },
  // A rig, its skin and five clips of a mesh at the triangle limit take well under 1 GB.
  animation: { seconds: 5 * 60, memoryMb: 2048 },
  parts_upres: { seconds: 10 * 60, memoryMb: 4096 },
  image_to_3d: { seconds: 10 * 60, memoryMb: 4096 },
  multiview_to_3d: { seconds: 10 * 60, memoryMb: 4096 },
  image_to_kit: { seconds: 10 * 60, memoryMb: 4096 },
  // The longest a run may take below the queue's 15 minutes; a minute of 1080p (1,800 frames drawn on
  // the CPU) needs more on two cores, and a server that offers it raises this with JOB_EXPIRE_SECONDS.
  video_3d: { seconds: 14 * 60, memoryMb: 4096 },
  ingest: { seconds: 2 * 60, memoryMb: 4096 },
};

/** `print_3d` -> `PRINT_3D_TIME_LIMIT_SECONDS` and `PRINT_3D_MEMORY_LIMIT_MB`. */
const engineLimitSettings = (work: EngineWork) => {
  const prefix = work.toUpperCase();
  return { time: `${prefix}_TIME_LIMIT_SECONDS`, memory: `${prefix}_MEMORY_LIMIT_MB` } as const;
};

const engineLimitShape = Object.fromEntries(
  (Object.keys(ENGINE_LIMIT_DEFAULTS) as EngineWork[]).flatMap((work) => {
    const { time, memory } = engineLimitSettings(work);
    return [
      [time, z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'expected at least 1').max(86_400).optional()],
      // A heap below 16 MB cannot load the engine at all.
      [memory, z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(16, 'expected at least 16').max(65_536).optional()],
    ];
  }),
);
const engineLimitsSchema = z.object(engineLimitShape);

function engineLimits(settings: Readonly<Record<string, number | undefined>>): Record<EngineWork, EngineLimits> {
  const entries = Object.entries(ENGINE_LIMIT_DEFAULTS).map(([work, defaults]) => {
    const { time, memory } = engineLimitSettings(work as EngineWork);
    return [work, Object.freeze({ timeMs: (settings[time] ?? defaults.seconds) * 1000, memoryMb: settings[memory] ?? defaults.memoryMb })];
  });
  return Object.fromEntries(entries) as Record<EngineWork, EngineLimits>;
}

export interface StripeSettings {
  /** The secret API key (`sk_...`, or a restricted `rk_...`). */
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_...`) that webhook deliveries are checked with. */
  webhookSecret: string;
  /** Another Stripe API address (stripe-mock, a test server); Stripe's own when unset. */
  apiUrl: string | undefined;
}

export type StorageSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** For S3-compatible services (MinIO, R2, ...); AWS itself when unset. */
      endpoint: string | undefined;
      region: string;
      /** Both or neither; with neither the AWS SDK's own credential chain (role, profile) is used. */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** The browser's start-up settings that are not derived from the rest (SPEC.md section 5). */
export interface BrowserSettings {
  /** When unset: the server's own `/auth/oauth/discord/start`. */
  discordRegisterUrl: string | undefined;
  /** When unset: the app's own `/auth/apple`. */
  appleRedirectUri: string | undefined;
  cardPaymentKey: string;
  subscriptionPaymentToken: string;
  analyticsToken: string;
  /** Empty: the browser does not look up the visitor's country. */
  countryLookupUrls: readonly string[];
}

/** A setting is missing or invalid; the message names it and is fit to print as is. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly settings: readonly string[],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected a port number from 0 to 65535')
    .max(65535, 'expected a port number from 0 to 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  APP_MODE: z.enum(appModes, { error: `expected one of ${appModes.join(', ')}` }).default('local'),
  APP_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` }).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'expected at least 1')
    .default(10),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'expected a number of hops, or comma-separated proxy addresses or CIDR ranges')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL').optional(),
  SLACK_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'expected an https:// webhook URL' }).optional(),
  MAIL_FROM: z.string().default('Facet <no-reply@facet.local>'),
  ADMIN_EMAIL: z.email({ error: 'expected an email address' }).optional(),
  DISCORD_REGISTER_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  APPLE_REDIRECT_URI: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  CARD_PAYMENT_KEY: z.string().optional(),
  SUBSCRIPTION_PAYMENT_TOKEN: z.string().optional(),
  ANALYTICS_TOKEN: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(AUTH.passwordMinLength, `expected at least ${AUTH.passwordMinLength} characters`).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' }).optional(),
  FILE_URL_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  PREVIEW_RENDERER: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  CHROMIUM_PATH: z.string().optional(),
  TOOL_WORKER: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  WORKER_CONCURRENCY: z.coerce.number({ error: 'expected a number' }).int().min(1).max(32).optional(),
  JOB_EXPIRE_SECONDS: z.coerce.number({ error: 'expected a number' }).int().min(1).max(86_400).default(15 * 60),
  JOB_RETRY_LIMIT: z.coerce.number({ error: 'expected a number' }).int().min(0).max(10).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'expected a number' }).int().min(0).max(3600).default(5),
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number({ error: 'expected a number' }).int().min(1).max(3600).default(30),
  WORKER_STOP_SECONDS: z.coerce.number({ error: 'expected a number' }).int().min(0).max(3600).default(10),
  // One core is left to the event loop, which answers requests while the threads work.
  ENGINE_THREADS: z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'expected at least 1').max(64).default(Math.max(1, availableParallelism() - 1)),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'expected a Stripe webhook signing secret (whsec_...)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
});

// Secrets are not echoed in start-up errors, which end up in logs.
const secretSettings = new Set([
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'SLACK_WEBHOOK_URL',
  'S3_SECRET_ACCESS_KEY',
  'FILE_URL_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

function shown(name: string, value: unknown): string {
  return secretSettings.has(name) && typeof value === 'string' ? `${value.length} characters` : JSON.stringify(value);
}

// Local mode gives the embedded product working values for the payment and analytics settings
// (test keys, events kept by this server); a public deployment must name its own.
// Stripe is required in production: without it only the built-in test checkout could sell, and it
// grants credits without taking money.
const requiredInProduction = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'CARD_PAYMENT_KEY',
  'SUBSCRIPTION_PAYMENT_TOKEN',
  'ANALYTICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // Several API and worker nodes serve one database: a link one signs, another must accept.
  'FILE_URL_SECRET',
] as const;
const LOCAL_BROWSER_VALUE = 'local';

/**
 * `COUNTRY_LOOKUP_URLS`: comma-separated service URLs; unset means the three public services, set but
 * empty means no lookup.
 */
function countryLookupUrls(raw: string | undefined): { urls: string[]; invalid?: string } {
  if (raw === undefined) return { urls: [...DEFAULT_COUNTRY_LOOKUP_URLS] };
  const urls = raw.split(',').map((url) => url.trim()).filter(Boolean);
  const invalid = urls.find((url) => !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol));
  return { urls, invalid };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  // An empty variable (`PORT=`) means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(
    [...Object.keys(envSchema.shape), ...Object.keys(engineLimitShape)].flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = envSchema.safeParse(present);
  const parsedLimits = engineLimitsSchema.safeParse(present);
  if (!parsed.success || !parsedLimits.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedLimits.error?.issues ?? [])];
    const settings = issues.map((issue) => String(issue.path[0]));
    const lines = issues.map(
      (issue) => `Invalid setting ${String(issue.path[0])}: ${issue.message} (got ${shown(String(issue.path[0]), present[String(issue.path[0])])})`,
    );
    throw new ConfigError(lines.join('\n'), settings);
  }
  const settings = parsed.data;

  const oauth = readOAuthSettings(env);
  if (oauth.missing.length > 0) {
    throw new ConfigError(
      oauth.missing.map((name) => `Missing required setting ${name} (the other credentials of its sign-in provider are set)`).join('\n'),
      oauth.missing,
    );
  }

  if (settings.APP_MODE === 'production') {
    const missing = requiredInProduction.filter((name) => settings[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `Missing required setting ${name} (needed when APP_MODE=production)`).join('\n'),
        missing,
      );
    }
  }

  const country = countryLookupUrls(env.COUNTRY_LOOKUP_URLS);
  if (country.invalid !== undefined) {
    throw new ConfigError(
      `Invalid setting COUNTRY_LOOKUP_URLS: expected comma-separated http:// or https:// URLs (got ${JSON.stringify(country.invalid)})`,
      ['COUNTRY_LOOKUP_URLS'],
    );
  }
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, '');
  const dataDir = resolve(process.cwd(), settings.DATA_DIR);

  return Object.freeze({
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    appMode: settings.APP_MODE,
    appDistDir: settings.APP_DIST_DIR
      ? resolve(process.cwd(), settings.APP_DIST_DIR)
      : resolve(serverPackageRoot, '../app/dist'),
    publicUrl,
    logLevel: settings.LOG_LEVEL,
    authRateLimitPerMinute: settings.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: trustedProxies(settings.TRUST_PROXY),
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    oauth: oauth.settings,
    slackWebhookUrl: settings.SLACK_WEBHOOK_URL,
    browser: Object.freeze({
      discordRegisterUrl: settings.DISCORD_REGISTER_URL,
      appleRedirectUri: settings.APPLE_REDIRECT_URI,
      cardPaymentKey: settings.CARD_PAYMENT_KEY ?? LOCAL_BROWSER_VALUE,
      subscriptionPaymentToken: settings.SUBSCRIPTION_PAYMENT_TOKEN ?? LOCAL_BROWSER_VALUE,
      analyticsToken: settings.ANALYTICS_TOKEN ?? LOCAL_BROWSER_VALUE,
      countryLookupUrls: Object.freeze(country.urls),
    }),
    storage: Object.freeze(storageSettings(settings, dataDir)),
    fileUrlSecret: settings.FILE_URL_SECRET,
    previewRenderer: settings.PREVIEW_RENDERER,
    chromiumPath: settings.CHROMIUM_PATH,
    toolWorker: settings.TOOL_WORKER,
    workerConcurrency: settings.WORKER_CONCURRENCY ?? Math.min(32, 2 * settings.ENGINE_THREADS),
    jobExpireSeconds: settings.JOB_EXPIRE_SECONDS,
    jobRetryLimit: settings.JOB_RETRY_LIMIT,
    jobRetryDelaySeconds: settings.JOB_RETRY_DELAY_SECONDS,
    queueMaintenanceSeconds: settings.QUEUE_MAINTENANCE_SECONDS,
    workerStopSeconds: settings.WORKER_STOP_SECONDS,
    engineThreads: settings.ENGINE_THREADS,
    engineLimits: Object.freeze(engineLimits(parsedLimits.data)),
    uploadLimits: Object.freeze({ ...UPLOAD_LIMITS }),
    stripe: stripeSettings(settings),
  });
}

/** `TRUST_PROXY`: `2` trusts two hops; `10.0.0.0/8, 127.0.0.1` those addresses. */
function trustedProxies(raw: string | undefined): number | string[] | undefined {
  if (raw === undefined) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((address) => address.trim());
}

/**
 * Stripe when `STRIPE_SECRET_KEY` is set. Its webhook secret must be set with it: without it no
 * payment would ever be confirmed, and buyers would be charged for nothing.
 */
function stripeSettings(settings: z.output<typeof envSchema>): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = settings;
  if (secretKey === undefined) {
    const given = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const).filter((name) => settings[name] !== undefined);
    if (given.length > 0) {
      throw new ConfigError(`Missing required setting STRIPE_SECRET_KEY (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set)`, ['STRIPE_SECRET_KEY']);
    }
    return undefined;
  }
  if (webhookSecret === undefined) {
    throw new ConfigError('Missing required setting STRIPE_WEBHOOK_SECRET (STRIPE_SECRET_KEY is set; payments are confirmed by its webhooks)', [
      'STRIPE_WEBHOOK_SECRET',
    ]);
  }
  return Object.freeze({ secretKey, webhookSecret, apiUrl });
}

const s3Settings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** S3 when `S3_BUCKET` is set; a half-configured bucket stops start-up rather than falling back to disk. */
function storageSettings(settings: z.output<typeof envSchema>, dataDir: string): StorageSettings {
  if (settings.S3_BUCKET === undefined) {
    const given = s3Settings.filter((name) => settings[name] !== undefined);
    if (given.length > 0) {
      throw new ConfigError(`Missing required setting S3_BUCKET (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set)`, ['S3_BUCKET']);
    }
    return { kind: 'local', dir: join(dataDir, 'files') };
  }
  const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingKey = keys.filter((name) => settings[name] === undefined);
  if (missingKey.length === 1) {
    const [missing] = missingKey;
    throw new ConfigError(`Missing required setting ${missing} (the other S3 key setting is set)`, missingKey);
  }
  return {
    kind: 's3',
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION ?? 'us-east-1',
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true' || settings.S3_FORCE_PATH_STYLE === '1',
  };
}
