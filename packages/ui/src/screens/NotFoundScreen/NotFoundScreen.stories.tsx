import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { narrow } from '../../components/private/storyFixtures';
import { NOT_FOUND_TEXT, NotFoundScreen } from './NotFoundScreen';

const visitor = { homeHref: '/dashboard/home', signUpHref: '/auth/register', signInHref: '/auth/login', theme: 'system' as const, onThemeChange: fn() };

/** Signed in, the view is the page inside the dashboard, as the app renders it. */
const InShell = inDashboard(NotFoundScreen, () => ({ homeHref: '/dashboard/home' }));

/** The heading, the address that was asked for and both ways on, with their hrefs. */
async function expectNotFound(canvasElement: HTMLElement, address: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title })).toBeVisible();
  await expect(canvas.getByText(address)).toBeVisible();
  await expect(canvas.getByRole('link', { name: NOT_FOUND_TEXT.home })).toHaveAttribute('href', '/dashboard/home');
  await expect(canvas.getByRole('link', { name: NOT_FOUND_TEXT.library })).toHaveAttribute('href', '/dashboard/assets');
}

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    address: '/dashboard/profile/usage',
    homeHref: '/dashboard/home',
    libraryHref: '/dashboard/assets',
  },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  render: InShell,
  play: async ({ canvasElement, args }) => {
    await expectNotFound(canvasElement, args.address);
    // The shell's own navigation is still there to carry on from.
    await expect(within(canvasElement).getAllByRole('navigation', { name: 'Main' })[0]).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { address: '/nowhere', visitor },
  play: async ({ canvasElement, args }) => {
    await expectNotFound(canvasElement, args.address);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  },
};

/** A long address with a query wraps inside the page instead of widening it. */
export const LongAddress: Story = {
  args: { address: '/dashboard/organization/0191f0c2-7a4e-7c1b-9d2e-3f6a8b1c4d5e/members/list?sort=joined&direction=descending' },
  render: InShell,
  play: async ({ canvasElement, args }) => {
    await expectNotFound(canvasElement, args.address);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowSignedIn: Story = {
  globals: narrow,
  render: InShell,
  play: async ({ canvasElement, args }) => {
    await expectNotFound(canvasElement, args.address);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone the top bar keeps the way in and the theme, as one button that goes on to the next theme. */
export const NarrowSignedOut: Story = {
  globals: narrow,
  args: { address: '/payment/success?session_id=cs_test_a1b2c3d4e5f6g7h8i9j0', visitor: { ...visitor, onThemeChange: fn() } },
  play: async ({ canvasElement, args }) => {
    await expectNotFound(canvasElement, args.address);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup', { name: 'Theme' })).not.toBeInTheDocument();
    const theme = canvas.getByRole('button', { name: 'Theme: System. Switch to Light' });
    await expect(theme).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await userEvent.click(theme);
    await expect(args.visitor?.onThemeChange).toHaveBeenCalledWith('light');
    await userEvent.unhover(theme);
    theme.blur();
  },
};
