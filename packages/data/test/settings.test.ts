import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES, SettingsError, loadStartupSettings, readSettings } from '../src/settings';
import { json, startLocalServer } from './local-server';

const complete = {
  VITE_APP_MODE: 'local',
  VITE_API_URL: 'http://localhost:3000',
  VITE_APP_URL: 'http://localhost:3000',
  VITE_GOOGLE_CLIENT_ID: 'google-id',
  VITE_DISCORD_REGISTER_URL: 'http://localhost:3000/auth/oauth/discord/start',
  VITE_APPLE_REDIRECT_URI: 'http://localhost:3000/auth/apple',
  VITE_APPLE_CLIENT_ID: 'apple-id',
  VITE_CARD_PAYMENT_KEY: 'pk_test_local',
  VITE_SUBSCRIPTION_PAYMENT_TOKEN: 'sub_test_local',
  VITE_ANALYTICS_TOKEN: 'analytics-local',
};

describe('readSettings', () => {
  it('has the ten settings of SPEC.md section 5', () => {
    expect(Object.keys(SETTING_NAMES)).toHaveLength(10);
  });

  it('reads a complete set', () => {
    expect(readSettings(complete)).toMatchObject({ appMode: 'local', apiUrl: 'http://localhost:3000', analyticsToken: 'analytics-local' });
  });

  it.each(Object.values(SETTING_NAMES))('names %s when it is missing', (name, label) => {
    const source: Record<string, string> = { ...complete };
    delete source[name];
    expect(() => readSettings(source)).toThrow(`Missing start-up setting ${name} (${label})`);
  });

  it('treats an empty value as missing and lists every missing one', () => {
    const error = (() => {
      try {
        readSettings({ ...complete, VITE_API_URL: '  ', VITE_ANALYTICS_TOKEN: undefined });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).missing).toEqual(['VITE_API_URL (API url)', 'VITE_ANALYTICS_TOKEN (analytics token)']);
  });

  it('refuses an unknown app mode', () => {
    expect(() => readSettings({ ...complete, VITE_APP_MODE: 'staging' })).toThrow('VITE_APP_MODE (app mode)');
  });
});

describe('loadStartupSettings', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/config.json') return json(res, 200, { ...complete, countryLookupUrls: ['http://127.0.0.1:9/geo', 7] });
      if (req.url === '/missing.json') return json(res, 200, { ...complete, VITE_CARD_PAYMENT_KEY: '' });
      if (req.url === '/broken.json') return json(res, 500, { message: 'boom' });
      res.writeHead(404).end();
    });
  });
  afterAll(() => server.close());

  it('reads the settings and the country services from the server', async () => {
    const loaded = await loadStartupSettings(`${server.url}/config.json`);
    expect(loaded.settings).toMatchObject({ appMode: 'local', cardPaymentKey: 'pk_test_local' });
    expect(loaded.countryLookupUrls).toEqual(['http://127.0.0.1:9/geo']);
  });

  it('names a setting the server left empty', async () => {
    await expect(loadStartupSettings(`${server.url}/missing.json`)).rejects.toThrow(
      'Missing start-up setting VITE_CARD_PAYMENT_KEY (card-payment key)',
    );
  });

  it('says where it looked when the server fails', async () => {
    await expect(loadStartupSettings(`${server.url}/broken.json`)).rejects.toThrow(
      `The start-up settings could not be read from ${server.url}/broken.json (status 500).`,
    );
  });
});
