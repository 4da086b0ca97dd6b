import { oauthProviderIds, oauthProviderNames } from '@facet/contract';
import type { DashboardNavItem } from '../DashboardShell/DashboardShell';
import type { OAuthProvider } from '../OAuthButtons/OAuthButtons';

/** Shared story data: every provider of the contract, all enabled. */
export const allProviders: OAuthProvider[] = oauthProviderIds.map((id) => ({ id, name: oauthProviderNames[id], enabled: true }));

/** A server with only Discord configured. */
export const discordOnly: OAuthProvider[] = allProviders.map((provider) => ({ ...provider, enabled: provider.id === 'discord' }));

export const narrow = { viewport: { value: 'narrow', isRotated: false } } as const;
export const wide = { viewport: { value: 'wide', isRotated: false } } as const;

/** userEvent focuses programmatically, which paints as keyboard focus; drop it before the screenshot. */
export function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** The signed-in navigation as the app gives it. */
export const dashboardNav: DashboardNavItem[] = [
  { id: 'home', label: 'Home', href: '/dashboard/home', icon: 'home' },
  { id: 'assets', label: 'Assets', href: '/dashboard/assets', icon: 'assets' },
  { id: 'usage', label: 'Usage', href: '/dashboard/profile/usage', icon: 'usage' },
  { id: 'purchase', label: 'Buy credits', href: '/dashboard/profile/purchase', icon: 'credits' },
  { id: 'billing', label: 'Billing', href: '/dashboard/profile/billing', icon: 'billing' },
  { id: 'account', label: 'Account', href: '/dashboard/profile/account', icon: 'profile' },
];
