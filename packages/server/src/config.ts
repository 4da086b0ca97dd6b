/** The server's settings: read once from the environment, validated, and frozen. */
import { resolve } from 'node:path';
import { AUTH } from '@facet/contract';
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
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL').optional(),
  SLACK_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'expected an https:// webhook URL' }).optional(),
  MAIL_FROM: z.string().default('Facet <no-reply@facet.local>'),
  ADMIN_EMAIL: z.email({ error: 'expected an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(AUTH.passwordMinLength, `expected at least ${AUTH.passwordMinLength} characters`).optional(),
});

// Secrets are not echoed in start-up errors, which end up in logs.
const secretSettings = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'SLACK_WEBHOOK_URL']);

function shown(name: string, value: unknown): string {
  return secretSettings.has(name) && typeof value === 'string' ? `${value.length} characters` : JSON.stringify(value);
}

const requiredInProduction = ['DATABASE_URL', 'PUBLIC_URL'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  // An empty variable (`PORT=`) means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const settings = parsed.error.issues.map((issue) => String(issue.path[0]));
    const lines = parsed.error.issues.map(
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

  return Object.freeze({
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(process.cwd(), settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    appMode: settings.APP_MODE,
    appDistDir: settings.APP_DIST_DIR
      ? resolve(process.cwd(), settings.APP_DIST_DIR)
      : resolve(serverPackageRoot, '../app/dist'),
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    logLevel: settings.LOG_LEVEL,
    authRateLimitPerMinute: settings.AUTH_RATE_LIMIT_PER_MINUTE,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    oauth: oauth.settings,
    slackWebhookUrl: settings.SLACK_WEBHOOK_URL,
  });
}
