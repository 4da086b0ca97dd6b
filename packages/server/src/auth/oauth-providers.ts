/**
 * The three sign-in providers behind one shape: an authorization URL to send the browser to, and
 * the exchange of the returned code for who the person is. Built on arctic.
 */
import { createPrivateKey } from 'node:crypto';
import { type OAuthProviderId, pages } from '@facet/contract';
import { Apple, CodeChallengeMethod, OAuth2Client, decodeIdToken } from 'arctic';
import type { OAuthSettings } from '../oauth-config';

export interface OAuthIdentity {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface OAuthProvider {
  id: OAuthProviderId;
  /** Whether a PKCE code verifier goes with the state (Apple does not take one). */
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the code; throws arctic's errors when the provider refuses it. */
  identify(code: string, codeVerifier: string): Promise<OAuthIdentity>;
}

/** Claims of an OpenID Connect ID token that sign-in reads. */
interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

function identityFromIdToken(idToken: string): OAuthIdentity {
  const claims = decodeIdToken(idToken) as IdTokenClaims;
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('The ID token has no subject.');
  return {
    providerUserId: claims.sub,
    email: claims.email ?? null,
    // Apple sends "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: claims.name ?? null,
  };
}

interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

/** The redirect URI is the app's own `/auth/{provider}` page, which posts the code to the API. */
export function createOAuthProviders(settings: OAuthSettings, publicUrl: string): Map<OAuthProviderId, OAuthProvider> {
  const redirectUri = (id: OAuthProviderId) => `${publicUrl}${pages.oauthCallback.href({ provider: id })}`;
  const providers = new Map<OAuthProviderId, OAuthProvider>();

  const { google, discord, apple } = settings;
  if (google) {
    const client = new OAuth2Client(google.clientId, google.clientSecret, redirectUri('google'));
    providers.set('google', {
      id: 'google',
      usesPkce: true,
      authorizationUrl: (state, verifier) =>
        client.createAuthorizationURLWithPKCE(google.authorizationUrl, state, CodeChallengeMethod.S256, verifier, [
          'openid',
          'email',
          'profile',
        ]),
      async identify(code, verifier) {
        const tokens = await client.validateAuthorizationCode(google.tokenUrl, code, verifier);
        return identityFromIdToken(tokens.idToken());
      },
    });
  }
  if (discord) {
    const client = new OAuth2Client(discord.clientId, discord.clientSecret, redirectUri('discord'));
    providers.set('discord', {
      id: 'discord',
      usesPkce: true,
      authorizationUrl: (state, verifier) =>
        client.createAuthorizationURLWithPKCE(discord.authorizationUrl, state, CodeChallengeMethod.S256, verifier, [
          'identify',
          'email',
        ]),
      async identify(code, verifier) {
        const tokens = await client.validateAuthorizationCode(discord.tokenUrl, code, verifier);
        const response = await fetch(`${discord.apiUrl}/users/@me`, {
          headers: { authorization: `Bearer ${tokens.accessToken()}` },
        });
        if (!response.ok) throw new Error(`Discord answered ${response.status} when asked who signed in.`);
        const user = (await response.json()) as DiscordUser;
        return {
          providerUserId: user.id,
          email: user.email ?? null,
          emailVerified: user.verified === true,
          name: user.global_name || user.username,
        };
      },
    });
  }
  if (apple) {
    const key = createPrivateKey(apple.privateKey).export({ format: 'der', type: 'pkcs8' });
    const client = new Apple(apple.clientId, apple.teamId, apple.keyId, new Uint8Array(key), redirectUri('apple'));
    providers.set('apple', {
      id: 'apple',
      usesPkce: false,
      authorizationUrl: (state) => client.createAuthorizationURL(state, ['name', 'email']),
      async identify(code) {
        const tokens = await client.validateAuthorizationCode(code);
        return identityFromIdToken(tokens.idToken());
      },
    });
  }
  return providers;
}
