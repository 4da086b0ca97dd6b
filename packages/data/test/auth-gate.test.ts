import { describe, expect, it } from 'vitest';
import { authFormGate, signedInRedirect } from '../src/auth-gate';

const user = { id: 'u1', email: 'ada@example.com' };

describe('where a signed-in person goes from a sign-in form', () => {
  it('goes to the assets when the link names no callback', () => {
    expect(signedInRedirect('')).toBe('/dashboard/assets');
    expect(signedInRedirect('?coupon_code=WELCOME10')).toBe('/dashboard/assets');
  });

  it('goes to a callbackUrl that is a path of the app, with its query', () => {
    expect(signedInRedirect('?callbackUrl=%2Fdashboard%2Fprofile%2Faccount')).toBe('/dashboard/profile/account');
    expect(signedInRedirect(new URLSearchParams({ callbackUrl: '/dashboard/assets?folderId=f1' }))).toBe(
      '/dashboard/assets?folderId=f1',
    );
  });

  it('never leaves the app: other origins fall back to the assets', () => {
    expect(signedInRedirect('?callbackUrl=https://evil.example/x')).toBe('/dashboard/assets');
    expect(signedInRedirect('?callbackUrl=//evil.example/x')).toBe('/dashboard/assets');
    expect(signedInRedirect('?callbackUrl=/\\evil.example')).toBe('/dashboard/assets');
  });

  it('does not bounce to another sign-in form, however the path is written', () => {
    for (const path of ['/auth', '/auth/login', '/auth/register?x=1', '/auth/forgot-password', '/Auth/Login/', '/auth/login#top']) {
      expect(signedInRedirect(new URLSearchParams({ callbackUrl: path }))).toBe('/dashboard/assets');
    }
  });

  it('lets a callback to the token pages through: they work signed in', () => {
    expect(signedInRedirect(new URLSearchParams({ callbackUrl: '/auth/verify?token=t1' }))).toBe('/auth/verify?token=t1');
  });
});

describe('authFormGate', () => {
  it('shows the form at once to someone with no session token', () => {
    expect(authFormGate({ search: '', hasToken: false, user: undefined })).toEqual({ show: 'form' });
    // A user left in the cache after signing out does not count without the token.
    expect(authFormGate({ search: '', hasToken: false, user })).toEqual({ show: 'form' });
  });

  it('waits for the user while a token is stored', () => {
    expect(authFormGate({ search: '', hasToken: true, user: undefined })).toEqual({ show: 'loading' });
  });

  it('sends a signed-in person on, to the callback when there is one', () => {
    expect(authFormGate({ search: '', hasToken: true, user })).toEqual({ show: 'redirect', to: '/dashboard/assets' });
    expect(authFormGate({ search: '?callbackUrl=/pricing', hasToken: true, user })).toEqual({ show: 'redirect', to: '/pricing' });
  });

  it('shows the form when the stored token turned out to be no good', () => {
    expect(authFormGate({ search: '', hasToken: true, user: null })).toEqual({ show: 'form' });
  });

  it('leaves someone signing in on this page to the form, which takes them on itself', () => {
    expect(authFormGate({ search: '', hasToken: true, user, isSigningInHere: true })).toEqual({ show: 'form' });
    expect(authFormGate({ search: '', hasToken: true, user: undefined, isSigningInHere: true })).toEqual({ show: 'form' });
  });
});
