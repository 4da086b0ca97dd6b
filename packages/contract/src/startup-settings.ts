/**
 * The browser's start-up settings (SPEC.md section 5): the ten required names, served by the server
 * at `GET /config.json` so one build runs anywhere, plus the optional country-lookup services.
 */
import { z } from 'zod';

/** `GET /config.json`. Every value is a string; the browser checks that none is missing. */
export const startupSettingsResponseSchema = z
  .object({
    VITE_APP_MODE: z.string(),
    VITE_API_URL: z.string(),
    VITE_APP_URL: z.string(),
    VITE_GOOGLE_CLIENT_ID: z.string(),
    VITE_DISCORD_REGISTER_URL: z.string(),
    VITE_APPLE_REDIRECT_URI: z.string(),
    VITE_APPLE_CLIENT_ID: z.string(),
    VITE_CARD_PAYMENT_KEY: z.string(),
    VITE_SUBSCRIPTION_PAYMENT_TOKEN: z.string(),
    VITE_ANALYTICS_TOKEN: z.string(),
    /** Empty: the country is not looked up. */
    countryLookupUrls: z.array(z.string()),
  })
  .describe('The browser start-up settings.');

export type StartupSettingsResponse = z.infer<typeof startupSettingsResponseSchema>;
