// Plain values, no schema: the browser reads them without bringing zod along.
/** Each setting: its name on the wire, and what it is in the product's words (for errors). */
export const STARTUP_SETTING_NAMES = {
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

/** A sign-in provider's client id when the provider is switched off on this server. */
export const PROVIDER_DISABLED = 'disabled';

/** Where the browser asks for the visitor's country, in order (SPEC.md section 7). */
export const DEFAULT_COUNTRY_LOOKUP_URLS = ['https://ipapi.co/json/', 'https://ipwho.is/', 'https://api.country.is/'] as const;
