/** The ten start-up settings of SPEC.md section 5, read once from a plain object (build env or `/config.json`). */

export const appModes = ['local', 'production'] as const;
export type AppMode = (typeof appModes)[number];

/** Each setting: its name in the source, and what it is in the product's words (for the error). */
export const SETTING_NAMES = {
  appMode: ['VITE_APP_MODE', 'app mode'],
  apiUrl: ['VITE_API_URL', 'API url'],
  appUrl: ['VITE_APP_URL', 'app url'],
  googleClientId: ['VITE_GOOGLE_CLIENT_ID', 'Google client id'],
  discordRegisterUrl: ['VITE_DISCORD_REGISTER_URL', 'Discord register url'],
  appleRedirectUri: ['VITE_APPLE_REDIRECT_URI', 'Apple redirect uri'],
  appleClientId: ['VITE_APPLE_CLIENT_ID', 'Apple client id'],
  cardPaymentKey: ['VITE_CARD_PAYMENT_KEY', 'card-payment key'],
  subscriptionPaymentToken: ['VITE_SUBSCRIPTION_PAYMENT_TOKEN', 'subscription-payment token'],
  analyticsToken: ['VITE_ANALYTICS_TOKEN', 'analytics token'],
} as const;

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
