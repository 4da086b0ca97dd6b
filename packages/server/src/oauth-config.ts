/**
 * Sign-in provider settings. A provider is enabled when all of its credentials are set; a partial
 * set is a mistake worth stopping for, so it fails start-up naming what is missing. The endpoint
 * settings default to the providers' own and exist for self-hosted proxies and the local test server.
 */
import type { OAuthProviderId } from '@facet/contract';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
}
export interface DiscordSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Base of Discord's REST API, for `/users/@me`. */
  apiUrl: string;
}
export interface AppleSettings {
  clientId: string;
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the Sign in with Apple key. */
  privateKey: string;
}
export interface OAuthSettings {
  google?: GoogleSettings;
  discord?: DiscordSettings;
  apple?: AppleSettings;
}

const credentials: Record<OAuthProviderId, readonly string[]> = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  discord: ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
};

/** Returns the settings, or the names of the missing settings of a half-configured provider. */
export function readOAuthSettings(env: NodeJS.ProcessEnv): { settings: OAuthSettings; missing: string[] } {
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing: string[] = [];
  const complete = (provider: OAuthProviderId): boolean => {
    const names = credentials[provider] ?? [];
    const absent = names.filter((name) => value(name) === undefined);
    if (absent.length > 0 && absent.length < names.length) missing.push(...absent);
    return absent.length === 0;
  };

  const settings: OAuthSettings = {};
  if (complete('google')) {
    settings.google = {
      clientId: value('GOOGLE_CLIENT_ID')!,
      clientSecret: value('GOOGLE_CLIENT_SECRET')!,
      authorizationUrl: value('GOOGLE_AUTHORIZATION_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: value('GOOGLE_TOKEN_URL') ?? 'https://oauth2.googleapis.com/token',
    };
  }
  if (complete('discord')) {
    settings.discord = {
      clientId: value('DISCORD_CLIENT_ID')!,
      clientSecret: value('DISCORD_CLIENT_SECRET')!,
      authorizationUrl: value('DISCORD_AUTHORIZATION_URL') ?? 'https://discord.com/oauth2/authorize',
      tokenUrl: value('DISCORD_TOKEN_URL') ?? 'https://discord.com/api/oauth2/token',
      apiUrl: (value('DISCORD_API_URL') ?? 'https://discord.com/api').replace(/\/+$/, ''),
    };
  }
  if (complete('apple')) {
    settings.apple = {
      clientId: value('APPLE_CLIENT_ID')!,
      teamId: value('APPLE_TEAM_ID')!,
      keyId: value('APPLE_KEY_ID')!,
      // Environment files often carry a PEM on one line with literal \n.
      privateKey: value('APPLE_PRIVATE_KEY')!.replace(/\\n/g, '\n'),
    };
  }
  return { settings, missing };
}
