/**
 * Whether the sign-in forms (`/auth`, `/auth/login`, `/auth/register`, `/auth/forgot-password`) show
 * their form: SPEC.md section 2 sends a person who is already signed in on to the workspace, or to the
 * `callbackUrl` the link carried when it is a path of this app.
 */
import { SIGNED_IN_HOME, SIGNED_OUT_PAGES } from '@facet/contract';
import { useUser } from './account-hooks';
import { parseAuthParams } from './auth-params';
import { isSignedIn } from './sign-in';

export type AuthFormGate = { show: 'form' } | { show: 'loading' } | { show: 'redirect'; to: string };

export interface AuthFormGateInput {
  /** The page's search params; a safe `callbackUrl` among them is where the person goes. */
  search: string | URLSearchParams;
  /** A session token is stored; without one nobody is signed in and nothing needs to load. */
  hasToken: boolean;
  /** The signed-in user: `undefined` while it loads, `null` when the token turned out to be no good. */
  user: object | null | undefined;
  /**
   * The form on this page is signing the person in (or just has): its own navigation takes them to
   * their callback, so the gate must not race it.
   */
  isSigningInHere?: boolean;
}

/** The `callbackUrl` when it is a safe path of the app other than a sign-in form, else the assets. */
export function signedInRedirect(search: string | URLSearchParams): string {
  const { callbackUrl } = parseAuthParams(search);
  if (!callbackUrl) return SIGNED_IN_HOME;
  // Routes match case-insensitively and with or without a trailing slash.
  const path = (callbackUrl.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return SIGNED_OUT_PAGES.includes(path) ? SIGNED_IN_HOME : callbackUrl;
}

export function authFormGate({ search, hasToken, user, isSigningInHere = false }: AuthFormGateInput): AuthFormGate {
  if (isSigningInHere || !hasToken) return { show: 'form' };
  if (user === undefined) return { show: 'loading' };
  return user ? { show: 'redirect', to: signedInRedirect(search) } : { show: 'form' };
}

/** {@link authFormGate} for the current session. */
export function useAuthFormGate(search: string | URLSearchParams, isSigningInHere = false): AuthFormGate {
  const { user } = useUser();
  return authFormGate({ search, hasToken: isSignedIn(), user, isSigningInHere });
}
