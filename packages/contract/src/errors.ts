import { z } from 'zod';

/** Every error code the API can answer with. Browser and server both read this list. */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  /** The thing already exists, e.g. an account with this email. */
  'CONFLICT',
  /** A mailed link's token is unknown, used or expired. */
  'INVALID_TOKEN',
  'INSUFFICIENT_CREDITS',
  /** The caller's plan does not include this (an organization invite on a plan without seats). */
  'PAYMENT_REQUIRED',
  /** Every seat of the organization is taken by its members and pending invites. */
  'SEATS_FULL',
  'TOOL_LOCKED',
  /** The tool's engine is not available on this server (not built yet, or no model server configured). */
  'TOOL_UNAVAILABLE',
  'RATE_LIMITED',
  'UNSUPPORTED_FILE',
  'FILE_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'OAUTH_FAILED',
  /** A payment provider's webhook whose signature is missing or does not match its body. */
  'INVALID_SIGNATURE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The body of every non-success API response. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
