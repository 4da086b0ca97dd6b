import type { OAuthProviderId } from '@facet/contract';
import { takeCallbackUrl } from '@facet/data';
import { useState } from 'react';

/**
 * Leaves for the provider's sign-in page (the server answers the start URL with a redirect). Where
 * the person was going travels with the sign-in on the server and comes back with the callback.
 */
export function useOAuthStart() {
  const [pendingProvider, setPendingProvider] = useState<OAuthProviderId>();
  const start = (provider: OAuthProviderId) => {
    setPendingProvider(provider);
    window.location.assign(`/auth/oauth/${provider}/start?redirect_to=${encodeURIComponent(takeCallbackUrl())}`);
  };
  return { pendingProvider, start };
}
