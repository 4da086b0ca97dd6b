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
    const error = configError({ APP_MODE: 'production', PUBLIC_URL: 'https://facet.example' });
    expect(error.message).toBe('Missing required setting DATABASE_URL (needed when APP_MODE=production)');
    expect(error.settings).toEqual(['DATABASE_URL']);
  });

  it('in production, names every missing setting', () => {
    expect(configError({ APP_MODE: 'production' }).settings).toEqual(['DATABASE_URL', 'PUBLIC_URL']);
  });

  it('accepts a complete production config and drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      DATABASE_URL: 'postgresql://facet@db/facet',
      PUBLIC_URL: 'https://facet.example/',
    });
    expect(config.appMode).toBe('production');
    expect(config.publicUrl).toBe('https://facet.example');
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
});
