import type { Coupon } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inAdmin } from '../../components/private/StoryAdmin';
import { fillFields, narrow, release, wide } from '../../components/private/storyFixtures';
import { AdminCouponsScreen } from './AdminCouponsScreen';

const coupons: Coupon[] = [
  { code: 'LAUNCH20', percent_off: 20, max_redemptions: 100, redemptions: 37, expires_at: '2099-12-31T23:59:59Z', disabled: false, created_at: '2026-11-20T09:00:00Z' },
  { code: 'FRIENDS', percent_off: 50, max_redemptions: null, redemptions: 4, expires_at: null, disabled: true, created_at: '2026-11-10T09:00:00Z' },
  { code: 'SUMMER', percent_off: 10, max_redemptions: 500, redemptions: 500, expires_at: '2026-09-01T23:59:59Z', disabled: false, created_at: '2026-06-01T09:00:00Z' },
];

const meta = {
  title: 'Screens/Admin/AdminCouponsScreen',
  component: AdminCouponsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { coupons, onRetry: fn(), onCreate: fn(), create: {}, onSetDisabled: fn(), setDisabled: {} },
} satisfies Meta<typeof AdminCouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Coupons, newest first' });
    await expect(within(table).getByRole('row', { name: /LAUNCH20/ })).toHaveTextContent('LAUNCH2020%37 of 100');
    await expect(within(table).getByRole('row', { name: /FRIENDS/ })).toHaveTextContent('Disabled');
    await expect(within(table).getByRole('row', { name: /SUMMER/ })).toHaveTextContent('Expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable LAUNCH20' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith('LAUNCH20', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable FRIENDS' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith('FRIENDS', false);
    await release(canvas.getByRole('button', { name: 'Enable FRIENDS' }));
  },
};

export const Making: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const make = canvas.getByRole('button', { name: 'Make coupon' });
    await userEvent.click(make);
    await expect(canvas.getByText('A code is 3 to 40 letters, digits, - or _.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await fillFields(canvasElement, { Code: 'winter25', 'Percent off': '25', 'Uses in all': '200' });
    await userEvent.type(canvas.getByLabelText('Last day (UTC)'), '2026-12-31');
    await userEvent.click(make);
    await expect(args.onCreate).toHaveBeenCalledWith({ code: 'WINTER25', percent_off: 25, max_redemptions: 200, expires_at: '2026-12-31T23:59:59Z' });
    await release(make);
  },
};

export const Made: Story = {
  args: { create: { done: 'WINTER25 is ready: 25% off.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('WINTER25 is ready: 25% off.');
  },
};

export const Refused: Story = {
  args: { create: { error: 'A coupon with this code exists.' }, setDisabled: { code: 'LAUNCH20', isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A coupon with this code exists.');
    await expect(canvas.getByRole('button', { name: 'Disable LAUNCH20' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { coupons: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the coupons…');
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No coupons yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { coupons: undefined, error: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The coupons could not be loaded: Could not reach the server.');
  },
};

const InAdmin = inAdmin(AdminCouponsScreen, 'coupons');

export const InAdminWide: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: wide };

export const InAdminNarrow: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: narrow };
