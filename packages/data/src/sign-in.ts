/** Signing in and out in the browser: the token cookies and the admin's email of SPEC.md section 3. */
import { AUTH } from '@facet/contract';
import type { TokenResponse } from '@facet/contract';
import { local, readItem, writeItem } from './storage';

export const USER_TOKEN_COOKIE = 'auth_token';
export const ADMIN_TOKEN_COOKIE = 'admin_auth_token';
export const ADMIN_EMAIL_STORAGE_KEY = 'admin_email';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    // An expired cookie may linger as `name=`; an empty value is no value.
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1)) || undefined;
  }
  return undefined;
}

/**
 * The cookie line for a session token (SPEC.md section 9): path `/`, not secure-only (the embedded
 * product runs on plain http://localhost), same-site strict, kept as long as the token lives.
 */
export function sessionCookie(name: string, value: string, maxAgeMs: number): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.floor(maxAgeMs / 1000)}; samesite=strict`;
}

function writeCookie(line: string): void {
  if (typeof document !== 'undefined') document.cookie = line;
}

/** Stores the user token; an impersonation token (admin login-as) is kept 7 days. */
export function writeUserToken(token: string, { impersonating = false }: { impersonating?: boolean } = {}): void {
  writeCookie(
    sessionCookie(USER_TOKEN_COOKIE, token, impersonating ? AUTH.impersonationTokenTtlMs : AUTH.userTokenTtlMs),
  );
}

export function readUserToken(): string | undefined {
  return readCookie(USER_TOKEN_COOKIE);
}

export function isSignedIn(): boolean {
  return Boolean(readUserToken());
}

/** Signs in with what login, register, reset-password and the OAuth callback answer. */
export function signIn(response: Pick<TokenResponse, 'token'>): void {
  writeUserToken(response.token);
}

/** The admin's own session: a separate token cookie and the email shown in the admin screens. */
export function signInAdmin(response: Pick<TokenResponse, 'token' | 'user'>): void {
  writeCookie(sessionCookie(ADMIN_TOKEN_COOKIE, response.token, AUTH.adminTokenTtlMs));
  writeItem(local(), ADMIN_EMAIL_STORAGE_KEY, response.user.email);
}

export function readAdminToken(): string | undefined {
  return readCookie(ADMIN_TOKEN_COOKIE);
}

export function readAdminEmail(): string | null {
  return readItem(local(), ADMIN_EMAIL_STORAGE_KEY);
}

/** Admin login-as (SPEC.md section 4): the impersonation token becomes the user token for 7 days, then a reload. */
export function impersonate(response: Pick<TokenResponse, 'token'>, reload: () => void = () => window.location.reload()): void {
  writeUserToken(response.token, { impersonating: true });
  reload();
}

function expireCookie(name: string): void {
  writeCookie(`${name}=; path=/; max-age=0; samesite=strict`);
}

/** Forgets who is signed in: the user token, the admin token and the stored admin email. */
export function clearSession(): void {
  expireCookie(USER_TOKEN_COOKIE);
  expireCookie(ADMIN_TOKEN_COOKIE);
  writeItem(local(), ADMIN_EMAIL_STORAGE_KEY, null);
}
