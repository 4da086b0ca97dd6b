/** The ten start-up settings of SPEC.md section 5, read once from the server's `/config.json`. */
import { endpointPath, endpointRoutes, STARTUP_SETTING_NAMES } from '@facet/contract';

export const appModes = ['local', 'production'] as const;
export type AppMode = (typeof appModes)[number];

export const SETTING_NAMES = STARTUP_SETTING_NAMES;

export type SettingKey = keyof typeof SETTING_NAMES;
export type Settings = Omit<Record<SettingKey, string>, 'appMode'> & { appMode: AppMode };

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(readonly missing: readonly string[], message: string) {
    super(message);
  }
}

/** Reads every setting; a missing or empty one (or an unknown app mode) raises an error naming it. */
export function readSettings(source: Readonly<Record<string, unknown>>): Readonly<Settings> {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const [key, [name, label]] of Object.entries(SETTING_NAMES)) {
    const value = source[name];
    if (typeof value === 'string' && value.trim()) values[key] = value.trim();
    else missing.push(`${name} (${label})`);
  }
  if (missing.length > 0) {
    throw new SettingsError(missing, missing.map((name) => `Missing start-up setting ${name}`).join('\n'));
  }
  if (!(appModes as readonly string[]).includes(values.appMode!)) {
    throw new SettingsError(
      [SETTING_NAMES.appMode[0]],
      `Invalid start-up setting ${SETTING_NAMES.appMode[0]} (app mode): expected one of ${appModes.join(', ')}, got ${JSON.stringify(values.appMode)}`,
    );
  }
  return Object.freeze(values as Settings);
}

export interface StartupSettings {
  settings: Readonly<Settings>;
  /** Where the visitor's country is looked up, in order; empty for no lookup. */
  countryLookupUrls: readonly string[];
}

/**
 * Reads `/config.json` once at start-up. A server that cannot be reached, or one that leaves a setting
 * out, raises an error naming what is wrong, for the start-up error screen.
 */
export async function loadStartupSettings(url = endpointPath(endpointRoutes.startupSettings)): Promise<StartupSettings> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new SettingsError([], `The start-up settings could not be read from ${url} (${error instanceof Error ? error.message : String(error)}).`);
  }
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const urls = Array.isArray(source.countryLookupUrls) ? source.countryLookupUrls.filter((item) => typeof item === 'string') : [];
  return { settings: readSettings(source), countryLookupUrls: urls };
}
