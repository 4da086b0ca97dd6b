import { describe, expect, it } from 'vitest';
import { SETTING_NAMES, SettingsError, readSettings } from '../src/settings';

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
