/**
 * The admin's own session in the browser (SPEC.md sections 3, 4 and 6): the admin token cookie and
 * the admin's email, kept apart from the user token; signing in and out of the admin area, signing
 * in as a user (login-as) and coming back from it.
 */
import { endpointPath, endpointRoutes, pages, type LoginRequest, type UserProfile } from '@facet/contract';
import { useSyncExternalStore } from 'react';
import { ApiError, call, request } from './request';
import { ADMIN_EMAIL_STORAGE_KEY, ADMIN_TOKEN_COOKIE, impersonate, readAdminEmail, readAdminToken, signInAdmin, USER_TOKEN_COOKIE } from './sign-in';
import { local, writeItem } from './storage';

const listeners = new Set<() => void>();
let version = 0;

/** Tells the admin area the admin session changed (cookies are not observable). */
export function adminSessionChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface AdminSession {
  /** The admin's email, or null when no admin token is kept. */
  email: string | null;
}

/** Whether an admin is signed in to the admin area, and as whom; re-renders when that changes. */
export function useAdminSession(): AdminSession {
  useSyncExternalStore(subscribe, () => version, () => version);
  return { email: readAdminToken() ? (readAdminEmail() ?? '') : null };
}

/** The admin sign-in: an admin token (only for an admin account) and the admin's email are kept. */
export async function adminLogin(body: LoginRequest) {
  const response = await call(endpointRoutes.adminLogin, { body, anonymous: true });
  signInAdmin(response);
  adminSessionChanged();
  return response;
}

function expireCookie(name: string): void {
  if (typeof document !== 'undefined') document.cookie = `${name}=; path=/; max-age=0; samesite=strict`;
}

/**
 * Forgets the admin token and email, leaving the user session alone: what an admin call that answers
 * 401 or 403 means (the token expired, was revoked, or its account is no longer an admin).
 */
export function forgetAdminSession(): void {
  expireCookie(ADMIN_TOKEN_COOKIE);
  writeItem(local(), ADMIN_EMAIL_STORAGE_KEY, null);
  adminSessionChanged();
}

/** An admin call; an answer that says the admin token no longer works sends the admin to sign in again. */
export async function adminCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) forgetAdminSession();
    throw error;
  }
}

/** Revokes the admin token on the server when it can (best effort). */
export async function revokeAdminToken(): Promise<void> {
  if (!readAdminToken()) return;
  try {
    await request(endpointPath(endpointRoutes.logout), { method: 'POST', token: 'admin' });
  } catch (error) {
    console.warn('Admin sign-out could not reach the server; the session is cleared here anyway.', error);
  }
}

/** Where signing in as a user lands: their own library. */
export const IMPERSONATION_LANDING = pages.assets.path;

/**
 * Login-as (SPEC.md section 4): the impersonation token goes into the user token cookie for 7 days,
 * then the page loads again, at the user's library.
 */
export async function signInAs(userId: string, go: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  const response = await adminCall(() => call(endpointRoutes.loginAs, { body: { user_id: userId } }));
  impersonate(response, () => go(IMPERSONATION_LANDING));
}

/** The admin page an impersonation returns to: the user it was of, open in search-user. */
export function returnToAdminHref(user: Pick<UserProfile, 'id'>): string {
  return pages.adminSearchUser.href({ user: user.id });
}

/**
 * Ends an impersonation: the server revokes the login-as token, the user token is forgotten (the
 * admin token stays), and the page loads again in the admin area, at the user.
 */
export async function endImpersonation(user: Pick<UserProfile, 'id'>, go: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  await call(endpointRoutes.endImpersonation);
  expireCookie(USER_TOKEN_COOKIE);
  go(returnToAdminHref(user));
}
