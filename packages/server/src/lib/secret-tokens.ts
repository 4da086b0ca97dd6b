import { createHash, randomBytes } from 'node:crypto';

/** A bearer or mailed token: 32 random bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: SHA-256, hex. Enough for 256 random bits; no salt needed. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
