import { oauthProviderIds, oauthProviderNames } from '@facet/contract';
import { expect, userEvent, within } from 'storybook/test';
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

/** Moves the pointer off the element and drops focus, so the screenshot shows it at rest. */
export async function release(element: Element) {
  await userEvent.unhover(element);
  blurActive();
}

/** Clicks the element, expects the handler to have run once for it, and lets go of it. */
export async function clickOnce(element: Element, handler: unknown) {
  await userEvent.click(element);
  await expect(handler).toHaveBeenCalledTimes(1);
  await release(element);
}

/** Types each value into the field labelled with its key, in order. */
export async function fillFields(canvasElement: HTMLElement, values: Readonly<Record<string, string>>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) await userEvent.type(canvas.getByLabelText(label), value);
}

/** The form's own checks kept it from going out; then lets go of its submit button. */
export async function expectHeldBack(submit: Element, onSubmit: unknown) {
  await expect(onSubmit).not.toHaveBeenCalled();
  await release(submit);
}

/** The signed-in person of the stories. */
export const storyUser = { name: 'Ada Lovelace', email: 'ada@studio.com' };

/** The signed-in navigation as the app gives it. */
export const dashboardNav: DashboardNavItem[] = [
  { id: 'home', label: 'Home', href: '/dashboard/home', icon: 'home' },
  { id: 'assets', label: 'Assets', href: '/dashboard/assets', icon: 'assets' },
  { id: 'usage', label: 'Usage', href: '/dashboard/profile/usage', icon: 'usage' },
  { id: 'purchase', label: 'Buy credits', href: '/dashboard/profile/purchase', icon: 'credits' },
  { id: 'billing', label: 'Billing', href: '/dashboard/profile/billing', icon: 'billing' },
  { id: 'account', label: 'Account', href: '/dashboard/profile/account', icon: 'profile' },
];
