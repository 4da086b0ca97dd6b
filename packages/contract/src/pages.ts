/**
 * The catalogue of browser pages, like the endpoint catalogue for the API: every path SPEC.md section 2
 * names, written as it writes them, with the search params each page reads and a typed href builder.
 * The app's router and links, data's sign-in gates and the server's mail, checkout and portal links
 * read it, so a page's address is written once.
 */

/** The names in a path's `{braces}`: `'/dashboard/asset/{assetId}'` has `'assetId'`. */
export type PagePathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PagePathParams<Rest> : never;

/** A page's search params; an absent, null or empty value is left out of the address. */
export type PageSearch<S extends string> = Partial<Record<S, string | number | null | undefined>>;

/** The address of a page: its path params first when it has any, then its search params in the order given. */
export type PageHref<P extends string, S extends string> = [PagePathParams<P>] extends [never]
  ? (search?: PageSearch<S>) => string
  : (params: Record<PagePathParams<P>, string>, search?: PageSearch<S>) => string;

export interface Page<P extends string = string, S extends string = string> {
  /** The path as SPEC.md writes it, with `{name}` for a path param. */
  path: P;
  /** The search params the page reads. */
  search: readonly S[];
  href: PageHref<P, S>;
}

const PATH_PARAM = /\{([^}]+)\}/g;

function query(values: PageSearch<string> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function page<const P extends string, const S extends string = never>(path: P, search: readonly S[] = []): Page<P, S> {
  const hasParams = path.includes('{');
  const href = hasParams
    ? (params: Record<string, string>, values?: PageSearch<string>) =>
        `${path.replace(PATH_PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ''))}${query(values)}`
    : (values?: PageSearch<string>) => `${path}${query(values)}`;
  return { path, search, href: href as PageHref<P, S> };
}

export const pages = {
  /** Redirects to the assets when signed in, else to the home page. */
  root: page('/'),
  /** Old addresses that redirect (SPEC.md spells the second so). */
  login: page('/login'),
  reigster: page('/reigster'),
  verifyUser: page('/verify-user', ['token']),
  purchasePlan: page('/purchase-plan'),

  pricing: page('/pricing', ['upgrade_source']),
  payment: page('/payment'),
  /** Where a checkout comes back to, with the checkout's id. */
  paymentSuccess: page('/payment/success', ['checkout_id']),
  paymentFailed: page('/payment/failed', ['checkout_id']),

  auth: page('/auth', ['referred_by', 'callbackUrl', 'coupon_code']),
  authLogin: page('/auth/login', ['callbackUrl']),
  authRegister: page('/auth/register', ['callbackUrl', 'referred_by', 'coupon_code']),
  authForgotPassword: page('/auth/forgot-password'),
  authVerify: page('/auth/verify', ['token']),
  authResetPassword: page('/auth/reset-password', ['resetToken']),
  /** A sign-in provider sends the browser back here: `/auth/discord` (SPEC.md), `/auth/apple`. */
  oauthCallback: page('/auth/{provider}', ['code', 'state', 'error_description']),

  dashboard: page('/dashboard', ['folderId', 'reel', 'q', 'type']),
  home: page('/dashboard/home'),
  assets: page('/dashboard/assets', ['q', 'folderId', 'type', 'reel']),
  /** `reel` alone: an asset over the top-level list. */
  asset: page('/dashboard/asset', ['reel']),
  assetDetail: page('/dashboard/asset/{assetId}', ['folderId']),
  /** Picks a tool for the `asset`, or an asset for a tool. */
  tools: page('/dashboard/asset/tool', ['asset']),
  /**
   * One tool's page: `session_id` shows one run (SPEC.md names it for magic-edit and i3d; every tool
   * reads it), `source_workflow` where SPEC.md names it, and the input asset under the name the
   * tool's input has (`mesh`, `asset` or `image`; `images` for the front of Image to 3D's three
   * views), and `mode` for the page's mode where it has modes (Image to 3D: `multiview`, `kit`).
   */
  tool: page('/dashboard/asset/tool/{tool}', ['session_id', 'source_workflow', 'mesh', 'asset', 'image', 'images', 'mode']),

  profile: page('/dashboard/profile'),
  profileUsage: page('/dashboard/profile/usage'),
  /** Buying credits; the insufficient-credits dialog leads here. */
  profilePurchase: page('/dashboard/profile/purchase'),
  profileBilling: page('/dashboard/profile/billing'),
  profileAccount: page('/dashboard/profile/account'),

  /** The admin area's own sign-in without an admin token, else its overview. */
  admin: page('/dashboard/admin'),
  /** `q` searches accounts; `user` opens one. */
  adminSearchUser: page('/dashboard/admin/search-user', ['q', 'user']),
  /** `q` searches organizations; `organization` opens one. */
  adminOrganizations: page('/dashboard/admin/organizations-management', ['q', 'organization']),
  adminShowcase: page('/dashboard/admin/manage-showcase'),
  /** `from` and `to`: UTC days, both counted. */
  adminFirstSessions: page('/dashboard/admin/first-sessions', ['from', 'to']),
  adminCoupons: page('/dashboard/admin/coupons'),
  /** `user_id` keeps the actions that named that account. */
  adminAudit: page('/dashboard/admin/audit', ['user_id']),

  organization: page('/dashboard/organization/{orgId}'),
  organizationAbout: page('/dashboard/organization/{orgId}/about'),
  organizationMembers: page('/dashboard/organization/{orgId}/members/list'),
  organizationMember: page('/dashboard/organization/{orgId}/members/{memberId}'),
  /** The link an organization invite mails: shows the invite and accepts it once signed in. */
  invite: page('/invite/{token}'),
} as const;

export type PageName = keyof typeof pages;

/** Where a signed-in person lands when nothing asks for another page. */
export const SIGNED_IN_HOME = pages.assets.path;

/** The sign-in forms, which send a signed-in person on: a callback to one of them would only bounce again. */
export const SIGNED_OUT_PAGES: readonly string[] = [pages.auth.path, pages.authLogin.path, pages.authRegister.path, pages.authForgotPassword.path];

/** The pricing page, recording which button led there (`upgrade_source`, counted by the pricing-click event). */
export function pricingHref(upgradeSource: string): string {
  return pages.pricing.href({ upgrade_source: upgradeSource });
}

/** The sign-in page, sending the person back to `callbackUrl` (a path of the app) afterwards. */
export function signInHref(callbackUrl: string): string {
  return pages.authLogin.href({ callbackUrl });
}

/** The assets page of a folder (`null`: the top level). */
export function folderHref(folderId: string | null): string {
  return pages.assets.href({ folderId });
}

/** An asset's own page, remembering the folder it was opened from. */
export function assetHref(assetId: string, folderId?: string | null): string {
  return pages.assetDetail.href({ assetId }, { folderId });
}
