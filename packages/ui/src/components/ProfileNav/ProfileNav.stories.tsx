import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryDashboard } from '../private/StoryDashboard';
import { narrow } from '../private/storyFixtures';
import { Stack } from '../Stack/Stack';
import { ProfileNav, profileSections, type ProfileNavProps } from './ProfileNav';

const hrefs = {
  usage: '/dashboard/profile/usage',
  purchase: '/dashboard/profile/purchase',
  billing: '/dashboard/profile/billing',
  account: '/dashboard/profile/account',
};

const meta = {
  title: 'Components/ProfileNav',
  component: ProfileNav,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: { current: { control: 'select', options: profileSections } },
  args: { current: 'billing', hrefs },
} satisfies Meta<typeof ProfileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Billing: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Profile' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Usage', 'Purchase', 'Billing', 'Account']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.values(hrefs));
    await expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const Usage: Story = {
  args: { current: 'usage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Usage' })).toHaveAttribute('aria-current', 'page');
  },
};

function InShell(args: ProfileNavProps) {
  return (
    <StoryDashboard>
      <Stack space="6">
        <ProfileNav {...args} />
        <p>The page goes here.</p>
      </Stack>
    </StoryDashboard>
  );
}

export const InDashboardNarrow: Story = {
  render: (args) => <InShell {...args} />,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  args: { current: 'account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  },
};
