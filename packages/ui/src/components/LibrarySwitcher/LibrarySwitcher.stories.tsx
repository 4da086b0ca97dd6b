import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { studioOrganization } from '../private/organizationStoryFixtures';
import { blurActive, useStoryState } from '../private/storyFixtures';
import { LibrarySwitcher, type LibrarySwitcherProps } from './LibrarySwitcher';

const organizations = [studioOrganization, { id: '5d6e7f80-0000-4000-8000-000000000009', name: 'Analytical Engines', avatar_url: null }];

function Switchable(args: LibrarySwitcherProps) {
  const [value, setValue] = useStoryState(args.value, args.onChange);
  return (
    <div style={{ width: 208 }}>
      <LibrarySwitcher {...args} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/LibrarySwitcher',
  component: LibrarySwitcher,
  tags: ['autodocs'],
  args: { organizations, value: null, onChange: fn() },
  render: Switchable,
} satisfies Meta<typeof LibrarySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyLibrary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /My library/ })).toBeVisible();
  },
};

export const Organization: Story = { args: { value: studioOrganization.id } };

export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /My library/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Studio' }));
    await expect(args.onChange).toHaveBeenCalledWith(studioOrganization.id);
    await userEvent.click(canvas.getByRole('button', { name: /Northwind Studio/ }));
    await expect(await screen.findByRole('option', { name: 'Analytical Engines' })).toBeVisible();
    blurActive();
  },
};

export const NoOrganizations: Story = { args: { organizations: [] } };
