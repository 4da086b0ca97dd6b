import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the settings');
}


/** Stripe's settings, required in production (the test checkout sells without taking money). */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', FILE_URL_SECRET: 'f'.repeat(32) };
describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      appMode: 'local',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
    expect(config.appDistDir.endsWith(join('packages', 'app', 'dist'))).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads PORT, DATA_DIR and the other overrides', () => {
    const config = loadConfig({
      PORT: '4123',
      DATA_DIR: 'some/where',
      APP_DIST_DIR: '/srv/facet/app',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://facet@db:5432/facet',
    });
    expect(config.port).toBe(4123);
    expect(config.dataDir).toBe(resolve(process.cwd(), 'some/where'));
    expect(config.appDistDir).toBe(resolve('/srv/facet/app'));
    expect(config.publicUrl).toBe('http://localhost:4123');
    expect(config.logLevel).toBe('warn');
    expect(config.databaseUrl).toBe('postgres://facet@db:5432/facet');
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('in production, stops on a missing DATABASE_URL and names it', () => {
    const error = configError({ APP_MODE: 'production', PUBLIC_URL: 'https://facet.example', CARD_PAYMENT_KEY: 'pk_live_x', SUBSCRIPTION_PAYMENT_TOKEN: 'sub_x', ANALYTICS_TOKEN: 'an_x', ...STRIPE });
    expect(error.message).toBe('Missing required setting DATABASE_URL (needed when APP_MODE=production)');
    expect(error.settings).toEqual(['DATABASE_URL']);
  });

  it('in production, names every missing setting', () => {
    expect(configError({ APP_MODE: 'production' }).settings).toEqual([
      'DATABASE_URL',
      'PUBLIC_URL',
      'CARD_PAYMENT_KEY',
      'SUBSCRIPTION_PAYMENT_TOKEN',
      'ANALYTICS_TOKEN',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'FILE_URL_SECRET',
    ]);
  });

  it('accepts a complete production config and drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      DATABASE_URL: 'postgresql://facet@db/facet',
      PUBLIC_URL: 'https://facet.example/',
      CARD_PAYMENT_KEY: 'pk_live_x', SUBSCRIPTION_PAYMENT_TOKEN: 'sub_x', ANALYTICS_TOKEN: 'an_x',
      ...STRIPE,
    });
    expect(config.appMode).toBe('production');
    expect(config.publicUrl).toBe('https://facet.example');
    expect(config.browser).toMatchObject({ cardPaymentKey: 'pk_live_x', analyticsToken: 'an_x' });
  });

  it('gives the browser working values in local mode', () => {
    const { browser } = loadConfig({});
    expect(browser).toEqual({
      discordRegisterUrl: undefined,
      appleRedirectUri: undefined,
      cardPaymentKey: 'local',
      subscriptionPaymentToken: 'local',
      analyticsToken: 'local',
      countryLookupUrls: ['https://ipapi.co/json/', 'https://ipwho.is/', 'https://api.country.is/'],
    });
  });

  it('reads COUNTRY_LOOKUP_URLS: a list, empty for none, and names a bad URL', () => {
    expect(loadConfig({ COUNTRY_LOOKUP_URLS: 'http://127.0.0.1:9/a, http://127.0.0.1:9/b' }).browser.countryLookupUrls).toEqual([
      'http://127.0.0.1:9/a',
      'http://127.0.0.1:9/b',
    ]);
    expect(loadConfig({ COUNTRY_LOOKUP_URLS: '' }).browser.countryLookupUrls).toEqual([]);
    const error = configError({ COUNTRY_LOOKUP_URLS: 'http://127.0.0.1:9/a,ftp://x' });
    expect(error.settings).toEqual(['COUNTRY_LOOKUP_URLS']);
    expect(error.message).toContain('"ftp://x"');
  });

  it.each(['abc', '70000', '3.5', '-1'])('names PORT when it is %j', (port) => {
    const error = configError({ PORT: port });
    expect(error.settings).toEqual(['PORT']);
    expect(error.message).toMatch(/^Invalid setting PORT: /);
    expect(error.message).toContain(JSON.stringify(port));
  });

  it('names every invalid setting at once', () => {
    const error = configError({ APP_MODE: 'staging', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' });
    expect([...error.settings].sort()).toEqual(['APP_MODE', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL']);
    expect(error.message.split('\n')).toHaveLength(4);
  });

  it('keeps files in DATA_DIR/files, renders previews and uses the product upload limits by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/facet' });
    expect(config.storage).toEqual({ kind: 'local', dir: resolve('/srv/facet/files') });
    expect(config).toMatchObject({ previewRenderer: 'on', fileUrlSecret: undefined, chromiumPath: undefined });
    expect(config.uploadLimits).toEqual({ mesh: 200 * 1024 * 1024, splat: 200 * 1024 * 1024, image: 25 * 1024 * 1024, video: 200 * 1024 * 1024 });
  });

  it('uses an S3 bucket when S3_BUCKET is set, with the other S3 settings', () => {
    expect(loadConfig({ S3_BUCKET: 'assets' }).storage).toEqual({
      kind: 's3',
      bucket: 'assets',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const config = loadConfig({
      S3_BUCKET: 'assets',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-west-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
  });

  it('stops on a half-configured bucket, naming what is missing', () => {
    const noBucket = configError({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' });
    expect(noBucket.settings).toEqual(['S3_BUCKET']);
    expect(noBucket.message).toBe('Missing required setting S3_BUCKET (S3_ENDPOINT, S3_ACCESS_KEY_ID are set)');
    const noSecret = configError({ S3_BUCKET: 'assets', S3_ACCESS_KEY_ID: 'key' });
    expect(noSecret.settings).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(configError({ S3_BUCKET: 'assets', S3_SECRET_ACCESS_KEY: 'secret' }).settings).toEqual(['S3_ACCESS_KEY_ID']);
    expect(configError({ S3_BUCKET: 'assets', S3_FORCE_PATH_STYLE: 'maybe' }).settings).toEqual(['S3_FORCE_PATH_STYLE']);
  });

  it('reads PREVIEW_RENDERER and FILE_URL_SECRET, without echoing the secret', () => {
    expect(loadConfig({ PREVIEW_RENDERER: 'off' }).previewRenderer).toBe('off');
    expect(configError({ PREVIEW_RENDERER: 'maybe' }).settings).toEqual(['PREVIEW_RENDERER']);
    const error = configError({ FILE_URL_SECRET: 'short-secret' });
    expect(error.message).toBe('Invalid setting FILE_URL_SECRET: expected at least 32 characters (got 12 characters)');
  });
  it('takes payments through the built-in test checkout unless a Stripe secret key is set, with its webhook secret', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toMatchObject({
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('runs the engine in a thread per core but one, with each tool\'s limits unless set', () => {
    const config = loadConfig({});
    expect(config.engineThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(config.engineLimits).toEqual({
      retopology: { timeMs: 600_000, memoryMb: 4096 },
      segmentation: { timeMs: 600_000, memoryMb: 4096 },
      print_3d: { timeMs: 600_000, memoryMb: 4096 },
      splat_generation: { timeMs: 600_000, memoryMb: 4096 },
      texture: { timeMs: 600_000, memoryMb: 4096 },
      retexturing: { timeMs: 600_000, memoryMb: 4096 },
      animation: { timeMs: 300_000, memoryMb: 2048 },
      parts_upres: { timeMs: 600_000, memoryMb: 4096 },
      image_to_3d: { timeMs: 600_000, memoryMb: 4096 },
      multiview_to_3d: { timeMs: 600_000, memoryMb: 4096 },
      image_to_kit: { timeMs: 600_000, memoryMb: 4096 },
      video_3d: { timeMs: 840_000, memoryMb: 4096 },
      ingest: { timeMs: 120_000, memoryMb: 4096 },
    });
    const set = loadConfig({ ENGINE_THREADS: '3', PRINT_3D_TIME_LIMIT_SECONDS: '90', SEGMENTATION_MEMORY_LIMIT_MB: '2048', INGEST_TIME_LIMIT_SECONDS: '30' });
    expect(set.engineThreads).toBe(3);
    expect(set.engineLimits.print_3d).toEqual({ timeMs: 90_000, memoryMb: 4096 });
    expect(set.engineLimits.segmentation).toEqual({ timeMs: 600_000, memoryMb: 2048 });
    expect(set.engineLimits.ingest.timeMs).toBe(30_000);
    const error = configError({ ENGINE_THREADS: '0', TEXTURE_MEMORY_LIMIT_MB: '8', RETOPOLOGY_TIME_LIMIT_SECONDS: 'soon' });
    expect([...error.settings].sort()).toEqual(['ENGINE_THREADS', 'RETOPOLOGY_TIME_LIMIT_SECONDS', 'TEXTURE_MEMORY_LIMIT_MB']);
    expect(error.message).toContain('Invalid setting TEXTURE_MEMORY_LIMIT_MB: expected at least 16 (got "8")');
  });

  it('stops on half a Stripe configuration or a key of the wrong kind, without printing the secrets', () => {
    const noWebhookSecret = configError({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(noWebhookSecret.settings).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(noWebhookSecret.message).toMatch(/^Missing required setting STRIPE_WEBHOOK_SECRET /);
    expect(configError({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).message).toBe('Missing required setting STRIPE_SECRET_KEY (STRIPE_WEBHOOK_SECRET is set)');
    const publishable = configError({ STRIPE_SECRET_KEY: 'pk_live_secretish', STRIPE_WEBHOOK_SECRET: 'abc' });
    expect([...publishable.settings].sort()).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(publishable.message).toContain('expected a Stripe secret key (sk_... or rk_...) (got 17 characters)');
    expect(publishable.message).not.toContain('pk_live_secretish');
  });
});
