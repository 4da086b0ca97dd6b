/** The session values of SPEC.md section 3: two token cookies and the admin's email. */

export const USER_TOKEN_COOKIE = 'auth_token';
export const ADMIN_TOKEN_COOKIE = 'admin_auth_token';
export const ADMIN_EMAIL_STORAGE_KEY = 'admin_email';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return undefined;
}

function expireCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=strict`;
}

/** Forgets who is signed in: the user token, the admin token and the stored admin email. */
export function clearSession(): void {
  expireCookie(USER_TOKEN_COOKIE);
  expireCookie(ADMIN_TOKEN_COOKIE);
  window.localStorage.removeItem(ADMIN_EMAIL_STORAGE_KEY);
}
