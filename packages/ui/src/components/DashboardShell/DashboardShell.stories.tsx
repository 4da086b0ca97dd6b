import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { blurActive, clickOnce, dashboardNav, narrow, wide } from '../private/storyFixtures';
import { WhatsNewNotice } from '../WhatsNewNotice/WhatsNewNotice';
import { VerifyEmailBanner } from '../VerifyEmailBanner/VerifyEmailBanner';
import { DashboardShell } from './DashboardShell';


function PlaceholderPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 style={{ fontSize: 20, fontWeight: 600 }}>Assets</h1>
      <p style={{ opacity: 0.7 }}>The page of the current route renders here.</p>
    </div>
  );
}

const meta = {
  title: 'Components/DashboardShell',
  component: DashboardShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    navItems: dashboardNav,
    activeId: 'assets',
    credits: 1240,
    creditsHref: '/dashboard/profile/purchase',
    user: { name: 'Ada Lovelace', email: 'ada@studio.com' },
    theme: 'system',
    onThemeChange: fn(),
    onSignOut: fn(),
    homeHref: '/dashboard/home',
    children: <PlaceholderPage />,
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: '1,240 credits, buy more' })).toHaveAttribute(
      'href',
      '/dashboard/profile/purchase',
    );
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = within(await screen.findByRole('dialog'));
    await expect(menu.getByText('ada@studio.com')).toBeVisible();
    await userEvent.click(menu.getByRole('radio', { name: 'Light' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    await clickOnce(menu.getByRole('button', { name: 'Sign out' }), args.onSignOut);
  },
};

export const CreditsLoading: Story = {
  args: { credits: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Credits loading, buy credits' })).toBeVisible();
  },
};

export const WithVerifyBanner: Story = {
  args: { banner: <VerifyEmailBanner email="ada@studio.com" state="idle" onResend={fn()} /> },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

export const NarrowNavigationOpen: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    await expect(drawer.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(drawer.getByRole('button', { name: 'Close navigation' }));
    await expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    blurActive();
  },
};

export const NarrowWithBanner: Story = {
  globals: narrow,
  args: { banner: <VerifyEmailBanner email="ada@studio.com" state="sent" onResend={fn()} /> },
};

export const Wide: Story = { globals: wide };

export const WithWhatsNew: Story = {
  args: {
    navFooter: (
      <WhatsNewNotice
        compact
        version="0.2.0"
        summary="Buy credit packs from your profile, and see what changed after each release."
        onDismiss={fn()}
      />
    ),
  },
  globals: wide,
};
