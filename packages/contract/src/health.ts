import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

/** `GET /health`: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(databaseKinds),
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
    migrations: z.number().int(),
    error: z.string().optional(),
  }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
