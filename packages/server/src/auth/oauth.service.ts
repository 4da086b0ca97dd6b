/** Sign-in through Google, Discord and Apple: the redirect out, and the callback that signs in. */
import { oauthProviderIds, oauthProviderNames } from '@facet/contract';
import type { AuthProvidersResponse, OAuthProviderId } from '@facet/contract';
import { ArcticFetchError, OAuth2RequestError, generateCodeVerifier, generateState } from 'arctic';
import { HttpError } from '../lib/http-error';
import { hashSecretToken } from '../lib/secret-tokens';
import type { OAuthStatesRepository } from './oauth-states.repository';
import type { OAuthIdentity, OAuthProvider } from './oauth-providers';

/** A person has this long between leaving for the provider and coming back. */
const STATE_TTL_MS = 10 * 60 * 1000;

export type OAuthSignIn<Session> = (identity: OAuthIdentity & { provider: OAuthProviderId }) => Promise<Session>;

export class OAuthService<Session extends object> {
  constructor(
    private readonly providers: ReadonlyMap<OAuthProviderId, OAuthProvider>,
    private readonly states: OAuthStatesRepository,
    private readonly signIn: OAuthSignIn<Session>,
  ) {}

  list(): AuthProvidersResponse {
    return {
      providers: oauthProviderIds.map((id) => ({ id, name: oauthProviderNames[id], enabled: this.providers.has(id) })),
    };
  }

  private provider(id: OAuthProviderId): OAuthProvider {
    const provider = this.providers.get(id);
    if (!provider) {
      throw new HttpError(404, 'NOT_FOUND', `Sign-in with ${oauthProviderNames[id]} is not enabled on this server.`);
    }
    return provider;
  }

  /** The provider's authorization URL, with a fresh single-use state (and PKCE verifier) stored. */
  async start(id: OAuthProviderId, redirectTo: string | undefined): Promise<URL> {
    const provider = this.provider(id);
    const state = generateState();
    const codeVerifier = provider.usesPkce ? generateCodeVerifier() : '';
    await this.states.create(hashSecretToken(state), {
      provider: id,
      codeVerifier,
      redirectTo: redirectTo ?? null,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    return provider.authorizationUrl(state, codeVerifier);
  }

  async callback(
    id: OAuthProviderId,
    { code, state }: { code: string; state: string },
  ): Promise<Session & { redirect_to: string | null }> {
    const provider = this.provider(id);
    const name = oauthProviderNames[id];
    const stored = await this.states.take(hashSecretToken(state), id);
    if (!stored || stored.expiresAt.getTime() < Date.now()) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'This sign-in has expired or was already used. Please start again.');
    }

    let identity: OAuthIdentity;
    try {
      identity = await provider.identify(code, stored.codeVerifier);
    } catch (error) {
      if (error instanceof OAuth2RequestError) {
        throw new HttpError(400, 'OAUTH_FAILED', `${name} refused the sign-in (${error.description ?? error.code}). Please start again.`);
      }
      if (error instanceof ArcticFetchError) {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', `${name} could not be reached. Please try again in a moment.`);
      }
      throw new HttpError(502, 'OAUTH_FAILED', `${name} sent an answer Facet could not read. Please try again.`);
    }
    const session = await this.signIn({ ...identity, provider: id });
    return { ...session, redirect_to: stored.redirectTo };
  }
}
