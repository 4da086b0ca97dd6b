import { comingToolIds, TOOLS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assets, publicAssets } from '../../components/private/assetStoryFixtures';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // 'system' reads true in both Storybook themes.
  args: {
    tools: TOOLS,
    comingToolIds: comingToolIds(),
    theme: 'system',
    onThemeChange: fn(),
    signInHref: '/auth/login',
    signUpHref: '/auth/register',
    toolHref: (tool) => `/dashboard/asset/tool/${tool}`,
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tiles).toHaveLength(args.tools.length);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Retopology' })).toBeVisible();
    // Every tile opens its tool's page.
    await expect(canvas.getByRole('link', { name: /Retopology/ })).toHaveAttribute('href', '/dashboard/asset/tool/retopology');
    // A tool that does not run yet shows no price.
    const coming = within(canvas.getByRole('link', { name: /Magic edit/ }));
    await expect(coming.getByText('Coming soon')).toBeVisible();
    await expect(coming.queryByText(/credits/)).not.toBeInTheDocument();
    // The way in, in the top bar and under the headline.
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth/register');
    const light = canvas.getByRole('radio', { name: 'Light' });
    await userEvent.click(light);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    // Leave the page as a visitor would see it, without the hover the click left behind.
    await userEvent.unhover(light);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A phone keeps the way in in the top bar.
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Wide: Story = { globals: { viewport: { value: 'wide', isRotated: false } } };

export const NoTools: Story = {
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tools are available right now.')).toBeVisible();
  },
};

const showcase = {
  assets: publicAssets(assets.filter((asset) => asset.data.preview_status !== 'pending')),
  reelHref: (asset: { id: string }) => `/dashboard/assets?folderId=showcase&reel=${asset.id}`,
  href: '/dashboard/assets?folderId=showcase',
};

/** The landing page as PRODUCT.md has it: showcase highlights, tool tiles and a pricing link. */
export const WithShowcase: Story = {
  args: { showcase, pricingHref: '/pricing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('heading', { level: 2, name: 'From the showcase' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Showcase highlights' })).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const WithShowcaseNarrow: Story = { ...WithShowcase, play: undefined, globals: { viewport: { value: 'narrow', isRotated: false } } };

export const WithShowcaseLoading: Story = { args: { showcase: { ...showcase, assets: undefined }, pricingHref: '/pricing' } };
