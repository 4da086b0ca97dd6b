/** The server's settings: read once from the environment, validated, and frozen. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { serverPackageRoot } from './lib/package-root';

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
});

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
      (issue) => `Invalid setting ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(lines.join('\n'), settings);
  }
  const settings = parsed.data;

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
  });
}
