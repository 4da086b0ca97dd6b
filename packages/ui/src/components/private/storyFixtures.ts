import { oauthProviderIds, oauthProviderNames } from '@facet/contract';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { DashboardNavItem } from '../DashboardShell/DashboardShell';
import type { OAuthProvider } from '../OAuthButtons/OAuthButtons';

/**
 * A value a story holds as the app's container would, so a change shows; each change also goes to the
 * story's spy (`report`), where a play function checks it.
 */
export function useStoryState<Value, Next extends Value = Value>(initial: Value, report: (next: Next) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: Next) => {
    report(next);
    setValue(next);
  };
  return [value, change] as const;
}

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

/** Resolves after the browser has drawn two more frames: what a change asked to be drawn is on screen. */
export const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Moves the pointer off the element and drops focus, so the screenshot shows it at rest. */
export async function release(element: Element) {
  await userEvent.unhover(element);
  blurActive();
}

type Canvas = ReturnType<typeof within>;

/** A play function for a loading state: the status that names what is loading shows. */
export const playLoading =
  (name: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('status', { name })).toBeVisible();
  };

/** A play function for a refused request: the alert shows the server's reason. */
export const playAlert =
  (text: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
  };

/** A play function for a load that failed: the alert says why, and Try again calls the `retry` arg once. */
export const playLoadFailed =
  <Retry extends string>(message: string, retry: Retry) =>
  async ({ canvas, args }: { canvas: Canvas; args: { [Key in Retry]?: unknown } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args[retry]);
  };

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
