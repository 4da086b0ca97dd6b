import { describe, expect, it } from 'vitest';
import { assetHref, folderHref, type Page, pages, pricingHref, signInHref, SIGNED_IN_HOME, SIGNED_OUT_PAGES } from '../src';

const all = Object.values(pages) as Page[];

/** Every address of SPEC.md section 2, as it writes them (`{x}` where it writes a parameter). */
const specPaths = [
  '/',
  '/login',
  '/reigster',
  '/verify-user',
  '/purchase-plan',
  '/pricing',
  '/payment',
  '/payment/success',
  '/payment/failed',
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/verify',
  '/auth/reset-password',
  '/dashboard',
  '/dashboard/home',
  '/dashboard/asset',
  '/dashboard/asset/{assetId}',
  '/dashboard/asset/tool',
  '/dashboard/assets',
  '/dashboard/profile',
  '/dashboard/profile/usage',
  '/dashboard/profile/purchase',
  '/dashboard/profile/billing',
  '/dashboard/profile/account',
  '/dashboard/admin',
  '/dashboard/admin/search-user',
  '/dashboard/admin/organizations-management',
  '/dashboard/admin/manage-showcase',
  '/dashboard/admin/first-sessions',
  '/dashboard/organization/{orgId}',
  '/dashboard/organization/{orgId}/about',
  '/dashboard/organization/{orgId}/members/list',
  '/dashboard/organization/{orgId}/members/{memberId}',
];

describe('the page catalogue', () => {
  it('names every page of SPEC.md section 2, each once, at the path SPEC.md writes', () => {
    const paths = all.map((page) => page.path);
    expect(paths.filter((path) => !specPaths.includes(path))).toEqual([
      '/auth/{provider}',
      '/dashboard/asset/tool/{tool}',
      // The admin area's coupons and audit log, which the issue of the admin area adds to SPEC.md's five.
      '/dashboard/admin/coupons',
      '/dashboard/admin/audit',
      '/invite/{token}',
    ]);
    expect(specPaths.filter((path) => !paths.includes(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reaches the pages SPEC.md names under a parameter', () => {
    expect(pages.oauthCallback.href({ provider: 'discord' }, { code: 'c1' })).toBe('/auth/discord?code=c1');
    expect(pages.tool.href({ tool: 'magic-edit' }, { session_id: 's1', source_workflow: 'w' })).toBe('/dashboard/asset/tool/magic-edit?session_id=s1&source_workflow=w');
    expect(pages.organizationMember.href({ orgId: 'o1', memberId: 'm 2' })).toBe('/dashboard/organization/o1/members/m%202');
  });

  it('lists the search params SPEC.md gives each page', () => {
    expect(pages.pricing.search).toEqual(['upgrade_source']);
    expect(pages.auth.search).toEqual(['referred_by', 'callbackUrl', 'coupon_code']);
    expect(pages.dashboard.search).toEqual(['folderId', 'reel', 'q', 'type']);
    expect(pages.assets.search).toEqual(['q', 'folderId', 'type', 'reel']);
    expect(pages.asset.search).toEqual(['reel']);
    expect(pages.assetDetail.search).toEqual(['folderId']);
    expect(pages.authVerify.search).toEqual(['token']);
    expect(pages.authResetPassword.search).toEqual(['resetToken']);
    expect(pages.tool.search).toEqual(expect.arrayContaining(['session_id', 'source_workflow']));
  });

  it('builds addresses with their search params in the order given, leaving out empty ones', () => {
    expect(pages.home.href()).toBe('/dashboard/home');
    expect(pages.assets.href({ q: 'chair lamp', folderId: null, type: 'mesh', reel: undefined })).toBe('/dashboard/assets?q=chair+lamp&type=mesh');
    expect(pages.authResetPassword.href({ resetToken: 'a/b+c' })).toBe('/auth/reset-password?resetToken=a%2Fb%2Bc');
    expect(pages.paymentSuccess.href({ checkout_id: 'k1' })).toBe('/payment/success?checkout_id=k1');
  });

  it('has one builder for each link the app and server repeat', () => {
    expect(pricingHref('retopology')).toBe('/pricing?upgrade_source=retopology');
    expect(pricingHref('credits_dialog')).toBe('/pricing?upgrade_source=credits_dialog');
    expect(signInHref('/dashboard/assets?q=a&folderId=f')).toBe('/auth/login?callbackUrl=%2Fdashboard%2Fassets%3Fq%3Da%26folderId%3Df');
    expect(folderHref(null)).toBe('/dashboard/assets');
    expect(folderHref('f1')).toBe('/dashboard/assets?folderId=f1');
    expect(assetHref('a/1')).toBe('/dashboard/asset/a%2F1');
    expect(assetHref('a1', 'f1')).toBe('/dashboard/asset/a1?folderId=f1');
  });

  it('sends a signed-in person to the assets, away from the sign-in forms', () => {
    expect(SIGNED_IN_HOME).toBe('/dashboard/assets');
    expect(SIGNED_OUT_PAGES).toEqual(['/auth', '/auth/login', '/auth/register', '/auth/forgot-password']);
  });
});
