/**
 * The visitor's country (SPEC.md sections 5, 7 and 9): public IP-geolocation services tried in order,
 * each with a 2 s time-out; an answer counts only if it is exactly two letters; kept 24 hours.
 */
import { COUNTRY_CACHE_MS, DEFAULT_COUNTRY_LOOKUP_URLS, GEOLOCATION_TIMEOUT_MS } from '@facet/contract';
import { local, readItem, writeItem } from './storage';
import type { KeyValueStorage } from './storage';

export interface CountryService {
  url: string;
  /** Picks the country out of the service's JSON answer. */
  read: (body: unknown) => unknown;
}

const field = (name: string) => (body: unknown) =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/** ipapi.co and ipwho.is answer `country_code`, country.is answers `country`: either is read. */
const readAnyFormat = (body: unknown): unknown => field('country_code')(body) ?? field('country')(body);

/** The services at the configured URLs (the start-up settings' `countryLookupUrls`), in order. */
export function countryServicesAt(urls: readonly string[]): CountryService[] {
  return urls.map((url) => ({ url, read: readAnyFormat }));
}

export const COUNTRY_SERVICES: readonly CountryService[] = countryServicesAt(DEFAULT_COUNTRY_LOOKUP_URLS);

export const COUNTRY_STORAGE_KEY = 'facet_country';

export interface CountryLookupOptions {
  services?: readonly CountryService[];
  timeoutMs?: number;
  storage?: KeyValueStorage;
  now?: () => number;
}

function asCountry(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** The cached country while it is younger than 24 hours. */
export function readCachedCountry(storage: KeyValueStorage | undefined = local(), now = Date.now()): string | undefined {
  const raw = readItem(storage, COUNTRY_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const { country, savedAt } = JSON.parse(raw) as { country?: unknown; savedAt?: unknown };
    if (typeof savedAt !== 'number' || now - savedAt >= COUNTRY_CACHE_MS || now < savedAt) return undefined;
    return asCountry(country);
  } catch {
    return undefined;
  }
}

async function askService(service: CountryService, timeoutMs: number): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(service.url, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    return asCountry(service.read(JSON.parse(await response.text())));
  } catch {
    // Time-out, network failure or a garbage answer: the next service is asked.
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The visitor's country from the cache or the first service that answers two letters; undefined if none. */
export async function lookupCountry(options: CountryLookupOptions = {}): Promise<string | undefined> {
  const { services = COUNTRY_SERVICES, timeoutMs = GEOLOCATION_TIMEOUT_MS, storage = local(), now = Date.now } = options;
  const cached = readCachedCountry(storage, now());
  if (cached) return cached;
  for (const service of services) {
    const country = await askService(service, timeoutMs);
    if (country) {
      writeItem(storage, COUNTRY_STORAGE_KEY, JSON.stringify({ country, savedAt: now() }));
      return country;
    }
  }
  return undefined;
}
