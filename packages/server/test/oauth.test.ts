import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A real OAuth 2 / OpenID Connect server on loopback; `claims` decides who signs in next. */
async function startIdentityProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const state = { claims: { sub: 'google-user-1' } as Claims };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, state.claims));
  return { provider, url: provider.issuer.url!, state };
}

/** Discord's `GET /users/@me`, answering for the bearer token the OAuth server issued. */
async function startDiscordApi(user: () => object) {
  const server: Server = createServer((req, res) => {
    const authorized = (req.headers.authorization ?? '').startsWith('Bearer ey');
    res.writeHead(authorized && req.url === '/users/@me' ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(authorized ? user() : { message: '401: Unauthorized', code: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Follows the real redirects: our start -> the provider's authorize -> back to the app page. */
async function signInThroughProvider(api: string, provider: string, redirectTo?: string) {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const start = await fetch(`${api}/auth/oauth/${provider}/start${query}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const back = await fetch(authorize, { redirect: 'manual' });
  const landing = new URL(back.headers.get('location')!);
  return { authorize, landing, code: landing.searchParams.get('code')!, state: landing.searchParams.get('state')! };
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.each([embeddedTarget])('OAuth sign-in on $kind', (target) => {
  let server: TestServer;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let discordApi: Awaited<ReturnType<typeof startDiscordApi>>;
  let discordUser: object = {};

  beforeAll(async () => {
    idp = await startIdentityProvider();
    discordApi = await startDiscordApi(() => discordUser);
    server = await startTestServer(target, {
      PUBLIC_URL: 'http://app.test',
      GOOGLE_CLIENT_ID: 'facet-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTHORIZATION_URL: `${idp.url}/authorize`,
      GOOGLE_TOKEN_URL: `${idp.url}/token`,
      DISCORD_CLIENT_ID: 'facet-discord',
      DISCORD_CLIENT_SECRET: 'discord-secret',
      DISCORD_AUTHORIZATION_URL: `${idp.url}/authorize`,
      DISCORD_TOKEN_URL: `${idp.url}/token`,
      DISCORD_API_URL: discordApi.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.provider.stop();
    await new Promise((resolve) => discordApi?.server.close(resolve));
  });

  it('reports which providers are enabled', async () => {
    const response = await fetch(`${server.url}/auth/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', enabled: true },
        { id: 'discord', name: 'Discord', enabled: true },
        { id: 'apple', name: 'Apple', enabled: false },
      ],
    });
  });

  it('refuses a provider without credentials and an unknown provider', async () => {
    const apple = await fetch(`${server.url}/auth/oauth/apple/start`, { redirect: 'manual' });
    expect(apple.status).toBe(404);
    expect(await apple.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('Apple') });
    const unknown = await fetch(`${server.url}/auth/oauth/myspace/start`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('provider') });
  });

  it('refuses a redirect_to that leaves the app', async () => {
    const response = await fetch(`${server.url}/auth/oauth/google/start?redirect_to=//evil.example`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('redirect_to') });
  });

  it('signs a new person up with Google, with PKCE, and signs them in again later', async () => {
    idp.state.claims = { sub: 'google-user-1', email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' };
    const flow = await signInThroughProvider(server.url, 'google', '/dashboard/assets');
    expect(flow.authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.authorize.searchParams.get('redirect_uri')).toBe('http://app.test/auth/google');
    expect(`${flow.landing.origin}${flow.landing.pathname}`).toBe('http://app.test/auth/google');

    const callback = await post(`${server.url}/auth/oauth/google/callback`, { code: flow.code, state: flow.state });
    expect(callback.status).toBe(200);
    const session = (await callback.json()) as { token: string; user: { id: string; email: string; name: string; email_verified: boolean }; redirect_to: string };
    expect(session.redirect_to).toBe('/dashboard/assets');
    expect(session.user).toMatchObject({ email: 'Ada@Example.com', name: 'Ada Lovelace', email_verified: true });

    const profile = await fetch(`${server.url}/user/profile`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: session.user.id });

    const again = await signInThroughProvider(server.url, 'google');
    const second = await post(`${server.url}/auth/oauth/google/callback`, { code: again.code, state: again.state });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { user: { id: string } }).user.id).toBe(session.user.id);
  });

  it('uses a state once only', async () => {
    idp.state.claims = { sub: 'google-user-2', email: 'once@example.com', email_verified: true };
    const flow = await signInThroughProvider(server.url, 'google');
    expect((await post(`${server.url}/auth/oauth/google/callback`, { code: flow.code, state: flow.state })).status).toBe(200);
    const replay = await post(`${server.url}/auth/oauth/google/callback`, { code: flow.code, state: flow.state });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('expired or was already used') });
  });

  it('refuses a state made for another provider', async () => {
    const flow = await signInThroughProvider(server.url, 'google');
    const response = await post(`${server.url}/auth/oauth/discord/callback`, { code: flow.code, state: flow.state });
    expect(response.status).toBe(400);
  });

  it('reports a code the provider refuses', async () => {
    const flow = await signInThroughProvider(server.url, 'google');
    idp.provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Code expired' };
    });
    const response = await post(`${server.url}/auth/oauth/google/callback`, { code: flow.code, state: flow.state });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'OAUTH_FAILED', message: expect.stringContaining('Google refused the sign-in (Code expired)') });
  });

  it('refuses an account that shares no email', async () => {
    idp.state.claims = { sub: 'google-user-3' };
    const flow = await signInThroughProvider(server.url, 'google');
    const response = await post(`${server.url}/auth/oauth/google/callback`, { code: flow.code, state: flow.state });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'OAUTH_FAILED', message: expect.stringContaining('email') });
  });

  it('signs in with Discord through its user API, linking a verified email to the existing account', async () => {
    idp.state.claims = { sub: 'google-user-4', email: 'grace@example.com', email_verified: true, name: 'Grace' };
    const google = await signInThroughProvider(server.url, 'google');
    const first = (await (await post(`${server.url}/auth/oauth/google/callback`, { code: google.code, state: google.state })).json()) as { user: { id: string } };

    discordUser = { id: '80351110224678912', username: 'grace', global_name: 'Grace H', email: 'grace@example.com', verified: true };
    const discord = await signInThroughProvider(server.url, 'discord');
    const response = await post(`${server.url}/auth/oauth/discord/callback`, { code: discord.code, state: discord.state });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(first.user.id);
  });

  it('validates the callback body', async () => {
    const response = await post(`${server.url}/auth/oauth/google/callback`, { state: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('code') });
  });
});

describe('sign-in provider settings', () => {
  it('enables a provider only with all its credentials, and stops start-up on a partial set', async () => {
    const { loadConfig, ConfigError } = await import('../src/config');
    expect(loadConfig({}).oauth).toEqual({});
    expect(Object.keys(loadConfig({ DISCORD_CLIENT_ID: 'a', DISCORD_CLIENT_SECRET: 'b' }).oauth)).toEqual(['discord']);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/Missing required setting GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'y' })).toThrow(/APPLE_KEY_ID[\s\S]*APPLE_PRIVATE_KEY/);
  });
});

describe('Apple provider', () => {
  it('builds the authorization URL from a PKCS#8 key given on one line', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { createOAuthProviders } = await import('../src/auth/oauth-providers');
    const { readOAuthSettings } = await import('../src/oauth-config');
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const { settings } = readOAuthSettings({
      APPLE_CLIENT_ID: 'com.facet.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n'),
    });
    const apple = createOAuthProviders(settings, 'https://facet.example').get('apple');
    expect(apple?.usesPkce).toBe(false);
    const url = apple!.authorizationUrl('state-1', '');
    expect(url.origin).toBe('https://appleid.apple.com');
    expect(url.searchParams.get('client_id')).toBe('com.facet.web');
    expect(url.searchParams.get('redirect_uri')).toBe('https://facet.example/auth/apple');
    expect(url.searchParams.get('state')).toBe('state-1');
  });
});
