/** The catalogue's system endpoints (listed in order in index.ts): the server itself: its browser start-up settings and health. */
import type { Endpoint } from './endpoint';
import { healthResponseSchema } from '../health';
import { startupSettingsResponseSchema } from '../startup-settings';

export const systemEndpoints = {
  startupSettings: {
    method: 'GET',
    path: '/config.json',
    summary: 'The browser start-up settings (SPEC.md section 5) and the country-lookup services; never cached.',
    tag: 'system',
    auth: 'none',
    response: startupSettingsResponseSchema,
  },
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Server and database health.',
    tag: 'system',
    auth: 'none',
    response: healthResponseSchema,
    alternateStatus: { status: 503, description: 'The database did not answer: `status` is `degraded` and `database.error` says so.' },
  },
} as const satisfies Record<string, Endpoint>;
