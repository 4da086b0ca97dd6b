import { oauthProviderNames, pages } from '@facet/contract';
import type { OAuthProviderId } from '@facet/contract';
import { formErrors, safeCallbackUrl, useOAuthCallback } from '@facet/data';
import { OAuthCallbackView } from '@facet/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from './paths';

/** The provider sends the browser back here (`/auth/{provider}?code&state`); the API finishes sign-in. */
export function OAuthCallbackRoute({ provider }: { provider: OAuthProviderId }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code');
  const state = search.get('state') ?? '';
  const callback = useOAuthCallback(provider);
  // The code works once: never post it twice, even when React runs effects twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    callback
      .trigger({ code, state })
      .then((session) => navigate(safeCallbackUrl(session.redirect_to) ?? paths.assets, { replace: true }))
      .catch(() => {
        // The error is shown from `callback.error`.
      });
  }, [code, state, callback, navigate]);

  if (!code) return <Navigate to={pages.root.path} replace />;
  return (
    <OAuthCallbackView
      providerName={oauthProviderNames[provider]}
      state={callback.error ? 'failed' : 'pending'}
      errorMessage={search.get('error_description') ?? formErrors(callback.error).serverError}
      loginHref={paths.login}
      homeHref={paths.home}
    />
  );
}

