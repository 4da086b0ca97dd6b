/** The app's own routes that screens link to; one place, so a moved route is a one-line change. */
export const paths = {
  home: '/dashboard/home',
  assets: '/dashboard/assets',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  account: '/dashboard/profile/account',
  pricing: '/pricing',
  purchase: '/dashboard/profile/purchase',
  billing: '/dashboard/profile/billing',
  tools: '/dashboard/asset/tool',
} as const;

/** The assets page of a folder (`null`: the top level), with optional extra search params. */
export function folderHref(folderId: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (folderId) params.set('folderId', folderId);
  const query = params.toString();
  return query ? `${paths.assets}?${query}` : paths.assets;
}

/** An asset's own page, remembering the folder it was opened from. */
export function assetHref(assetId: string, folderId?: string | null): string {
  return `/dashboard/asset/${encodeURIComponent(assetId)}${folderId ? `?folderId=${encodeURIComponent(folderId)}` : ''}`;
}
