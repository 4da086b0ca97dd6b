// Plain values, no schema: the browser reads them without bringing zod along.
/** The sign-in providers besides email and password. */
export const oauthProviderIds = ['google', 'discord', 'apple'] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

export const oauthProviderNames: Record<OAuthProviderId, string> = {
  google: 'Google',
  discord: 'Discord',
  apple: 'Apple',
};
