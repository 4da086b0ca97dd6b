import { endpointPath, endpointRoutes, type OAuthProviderId } from '@facet/contract';
import { useState } from 'react';
import { takeCallbackUrl } from './auth-params';
import { buildQuery } from './request';

/** The server's start address for `provider`, which answers with a redirect to the provider. */
export const oauthStartUrl = (provider: OAuthProviderId, redirectTo: string): string =>
  endpointPath(endpointRoutes.oauthStart, { provider }) + buildQuery({ redirect_to: redirectTo });

/**
 * Leaves for the provider's sign-in page (the server answers the start URL with a redirect). Where
 * the person was going travels with the sign-in on the server and comes back with the callback.
 */
export function useOAuthStart() {
  const [pendingProvider, setPendingProvider] = useState<OAuthProviderId>();
  const start = (provider: OAuthProviderId) => {
    setPendingProvider(provider);
    window.location.assign(oauthStartUrl(provider, takeCallbackUrl()));
  };
  return { pendingProvider, start };
}
