import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_SERVICES, COUNTRY_STORAGE_KEY, countryServicesAt, lookupCountry, readCachedCountry } from '../src/country';
import type { CountryService } from '../src/country';
import { json, startLocalServer } from './local-server';
import { MemoryStorage } from './memory-storage';

let server: Awaited<ReturnType<typeof startLocalServer>>;

// One local server speaking each service's format, plus the ways a service can fail.
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/ipapi') return json(res, 200, { ip: '203.0.113.9', country_code: 'DE', country_name: 'Germany' });
    if (req.url === '/ipwho') return json(res, 200, { ip: '203.0.113.9', success: true, country_code: 'FR' });
    if (req.url === '/country-is') return json(res, 200, { ip: '203.0.113.9', country: 'ES' });
    if (req.url === '/three-letters') return json(res, 200, { country_code: 'DEU' });
    if (req.url === '/lowercase') return json(res, 200, { country: 'nl' });
    if (req.url === '/garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops');
    if (req.url === '/error') return json(res, 503, { country_code: 'IT' });
    if (req.url === '/hang') return; // never answers
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());

const ipapi = (path = '/ipapi'): CountryService => ({ url: server.url + path, read: COUNTRY_SERVICES[0]!.read });
const ipwho = (path = '/ipwho'): CountryService => ({ url: server.url + path, read: COUNTRY_SERVICES[1]!.read });
const countryIs = (path = '/country-is'): CountryService => ({ url: server.url + path, read: COUNTRY_SERVICES[2]!.read });

describe('lookupCountry', () => {
  it('defaults to three public services in order', () => {
    expect(COUNTRY_SERVICES.map((service) => new URL(service.url).host)).toEqual(['ipapi.co', 'ipwho.is', 'api.country.is']);
  });

  it('reads each service format', async () => {
    for (const [service, country] of [[ipapi(), 'DE'], [ipwho(), 'FR'], [countryIs(), 'ES']] as const) {
      await expect(lookupCountry({ services: [service], storage: new MemoryStorage() })).resolves.toBe(country);
    }
  });

  it('reads every format from configured URLs, in their order', async () => {
    const services = countryServicesAt([`${server.url}/garbage`, `${server.url}/country-is`, `${server.url}/ipapi`]);
    await expect(lookupCountry({ services, storage: new MemoryStorage() })).resolves.toBe('ES');
    for (const [path, country] of [['/ipapi', 'DE'], ['/ipwho', 'FR'], ['/country-is', 'ES']] as const) {
      await expect(lookupCountry({ services: countryServicesAt([server.url + path]), storage: new MemoryStorage() })).resolves.toBe(country);
    }
  });

  it('asks nobody when no service is configured', async () => {
    const before = server.seen.length;
    await expect(lookupCountry({ services: countryServicesAt([]), storage: new MemoryStorage() })).resolves.toBeUndefined();
    expect(server.seen.length).toBe(before);
  });

  it('takes the first service that answers and does not ask the others', async () => {
    const before = server.seen.length;
    await expect(lookupCountry({ services: [ipapi(), ipwho(), countryIs()], storage: new MemoryStorage() })).resolves.toBe('DE');
    expect(server.seen.slice(before).map((req) => req.url)).toEqual(['/ipapi']);
  });

  it('moves on past garbage, an error status and a value that is not exactly two letters', async () => {
    const before = server.seen.length;
    const services = [ipapi('/garbage'), ipwho('/error'), ipapi('/three-letters'), countryIs()];
    await expect(lookupCountry({ services, storage: new MemoryStorage() })).resolves.toBe('ES');
    expect(server.seen.slice(before).map((req) => req.url)).toEqual(['/garbage', '/error', '/three-letters', '/country-is']);
  });

  it('upper-cases two lowercase letters', async () => {
    await expect(lookupCountry({ services: [countryIs('/lowercase')], storage: new MemoryStorage() })).resolves.toBe('NL');
  });

  it('gives up on a service that hangs after the time-out and asks the next', async () => {
    const started = performance.now();
    await expect(
      lookupCountry({ services: [ipapi('/hang'), ipwho()], timeoutMs: 200, storage: new MemoryStorage() }),
    ).resolves.toBe('FR');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1500);
  });

  it('uses a 2 s time-out by default', async () => {
    const started = performance.now();
    await expect(lookupCountry({ services: [ipapi('/hang')], storage: new MemoryStorage() })).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);
  }, 5000);

  it('answers undefined and caches nothing when every service fails', async () => {
    const storage = new MemoryStorage();
    await expect(lookupCountry({ services: [ipapi('/garbage'), countryIs('/missing')], storage })).resolves.toBeUndefined();
    expect(storage.getItem(COUNTRY_STORAGE_KEY)).toBeNull();
  });

  it('keeps the answer 24 hours, then asks again', async () => {
    const storage = new MemoryStorage();
    let now = Date.UTC(2026, 0, 1);
    const services = [ipapi()];
    await lookupCountry({ services, storage, now: () => now });
    const before = server.seen.length;

    now += 24 * 60 * 60 * 1000 - 1;
    await expect(lookupCountry({ services: [ipwho()], storage, now: () => now })).resolves.toBe('DE');
    expect(server.seen.length).toBe(before);
    expect(readCachedCountry(storage, now)).toBe('DE');

    now += 1;
    expect(readCachedCountry(storage, now)).toBeUndefined();
    await expect(lookupCountry({ services: [ipwho()], storage, now: () => now })).resolves.toBe('FR');
    expect(server.seen.length).toBe(before + 1);
  });

  it('ignores a cached value that is not a country', () => {
    const storage = new MemoryStorage();
    storage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify({ country: 'XYZ', savedAt: Date.now() }));
    expect(readCachedCountry(storage)).toBeUndefined();
    storage.setItem(COUNTRY_STORAGE_KEY, '{not json');
    expect(readCachedCountry(storage)).toBeUndefined();
  });
});
