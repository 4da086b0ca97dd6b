/** `GET /config.json`: the browser's start-up settings, so one build of the app runs on any server. */
import { endpointPath, endpoints, pages, PROVIDER_DISABLED, type StartupSettingsResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { route } from '../lib/route';

/**
 * In local mode the embedded product is reached at whatever address the person typed (localhost,
 * 127.0.0.1, a LAN name), so the API and app urls are the page's own origin; in production they are
 * PUBLIC_URL.
 */
export function startupSettings(
  config: Pick<Config, 'appMode' | 'publicUrl' | 'oauth' | 'browser'>,
  requestOrigin: string,
): StartupSettingsResponse {
  const { browser } = config;
  const origin = config.appMode === 'local' ? requestOrigin : config.publicUrl;
  return {
    VITE_APP_MODE: config.appMode,
    VITE_API_URL: origin,
    VITE_APP_URL: origin,
    VITE_GOOGLE_CLIENT_ID: config.oauth.google?.clientId ?? PROVIDER_DISABLED,
    VITE_DISCORD_REGISTER_URL: browser.discordRegisterUrl ?? `${origin}${endpointPath(endpoints.oauthStart, { provider: 'discord' })}`,
    VITE_APPLE_REDIRECT_URI: browser.appleRedirectUri ?? `${origin}${pages.oauthCallback.href({ provider: 'apple' })}`,
    VITE_APPLE_CLIENT_ID: config.oauth.apple?.clientId ?? PROVIDER_DISABLED,
    VITE_CARD_PAYMENT_KEY: browser.cardPaymentKey,
    VITE_SUBSCRIPTION_PAYMENT_TOKEN: browser.subscriptionPaymentToken,
    VITE_ANALYTICS_TOKEN: browser.analyticsToken,
    countryLookupUrls: [...browser.countryLookupUrls],
  };
}

export function startupSettingsRoutes(app: FastifyInstance, config: Config): void {
  route(app, endpoints.startupSettings, async ({ request, reply }) => {
    // A changed setting reaches open tabs on their next load.
    reply.header('cache-control', 'no-cache');
    // The asker's own address, whatever name it is (a LAN name too): this answer goes only to them,
    // so it can point no one else anywhere. Links that reach others (mails) are checked: lib/link-origin.ts.
    return startupSettings(config, `${request.protocol}://${request.host}`);
  });
}
