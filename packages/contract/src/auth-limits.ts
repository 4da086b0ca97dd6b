// Plain values, no schema: the browser reads them without bringing zod along.
/** Token lifetimes and password rules (SPEC.md section 9 for the impersonation cookie). */
export const AUTH = {
  userTokenTtlMs: 30 * 24 * 60 * 60 * 1000,
  adminTokenTtlMs: 12 * 60 * 60 * 1000,
  impersonationTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  verifyTokenTtlMs: 48 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  passwordMinLength: 8,
  passwordMaxLength: 256,
} as const;
