import type { Asset } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { assets as libraryAssets } from '../../components/private/assetStoryFixtures';
import { inAdmin } from '../../components/private/StoryAdmin';
import { blurActive, narrow, nextFrames, release, wide } from '../../components/private/storyFixtures';
import { AdminShowcaseScreen, type AdminShowcaseScreenProps } from './AdminShowcaseScreen';

const showcase = libraryAssets.filter((asset) => asset.type !== 'folder').slice(0, 5);
const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Showcase order' })).getAllByRole('row');
const names = (canvasElement: HTMLElement) => rows(canvasElement).map((row) => row.getAttribute('aria-label') ?? row.textContent);
/** Each row's place as it shows it, top to bottom: 1, 2, 3… when every row is drawn from the order shown. */
const places = (canvasElement: HTMLElement) => rows(canvasElement).map((row) => row.querySelector('[data-place]')?.textContent);
const inOrder = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

/** The screen as the app holds it: the order the last reorder asked for is the order shown. */
function Stateful(props: AdminShowcaseScreenProps) {
  const [order, setOrder] = useState<readonly Asset[] | undefined>(props.assets);
  const byId = new Map((props.assets ?? []).map((asset) => [asset.id, asset]));
  return (
    <AdminShowcaseScreen
      {...props}
      assets={order}
      onReorder={(ids) => {
        props.onReorder(ids);
        setOrder(ids.flatMap((id) => byId.get(id) ?? []));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/AdminShowcaseScreen',
  component: AdminShowcaseScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: Stateful,
  args: {
    assets: showcase,
    onRetry: fn(),
    onAdd: fn(),
    add: {},
    onReorder: fn(),
    reorder: {},
    onRemove: fn(),
    remove: {},
  },
} satisfies Meta<typeof AdminShowcaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toEqual(showcase.map((asset) => asset.name));
    await expect(canvas.getByRole('button', { name: `Move ${showcase[0]!.name} up` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Move ${showcase[0]!.name} down` }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([showcase[1]!.id, showcase[0]!.id, ...showcase.slice(2).map((asset) => asset.id)]);
    await expect(names(canvasElement).slice(0, 2)).toEqual([showcase[1]!.name, showcase[0]!.name]);
    // A second move starts from the order now shown, and every row shows its new place.
    await userEvent.click(canvas.getByRole('button', { name: `Move ${showcase[0]!.name} down` }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([showcase[1]!.id, showcase[2]!.id, showcase[0]!.id, ...showcase.slice(3).map((asset) => asset.id)]);
    await expect(places(canvasElement)).toEqual(inOrder(showcase.length));
    await expect(canvas.getByRole('button', { name: `Move ${showcase[1]!.name} up` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${showcase[4]!.name} from the showcase` }));
    await expect(args.onRemove).toHaveBeenCalledWith(showcase[4]);
    blurActive();
  },
};

/** Reordering by keyboard: the drag handle takes Enter, the arrows pick the place, Enter drops. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: `Drag ${showcase[0]!.name}` });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalled());
    await expect(names(canvasElement).indexOf(showcase[0]!.name)).toBeGreaterThan(0);
    await expect(places(canvasElement)).toEqual(inOrder(showcase.length));
    // After a keyboard drop the list puts focus on a row, and again once its settling timer (50 ms)
    // runs; which row it picks depends on how the keys and renders interleave, and on a loaded
    // machine that varies. The picture is of the list at rest: focus has landed, the timer has run,
    // then focus is taken away and must stay away.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('row'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    blurActive();
    await nextFrames();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const Loading: Story = {
  args: { assets: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the showcase…');
  },
};

export const Empty: Story = {
  args: { assets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The showcase is empty. Add an asset by its id above.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { assets: undefined, error: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The showcase could not be loaded: Could not reach the server.');
  },
};

/** An id or an asset's address both add; anything else is held back. */
export const Adding: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Asset id or address');
    await userEvent.type(field, 'chair');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to showcase' }));
    await expect(canvas.getByText("Enter an asset's id or the address of its page.")).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'http://localhost:3000/dashboard/asset/0196A3D2-8192-7FA6-87D8-000000000042');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to showcase' }));
    await expect(args.onAdd).toHaveBeenCalledWith('0196a3d2-8192-7fa6-87d8-000000000042');
    await release(canvas.getByRole('button', { name: 'Add to showcase' }));
  },
};

export const AddRefused: Story = {
  args: { add: { error: 'Folders cannot be shown.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Folders cannot be shown.');
  },
};

/** While an order is saved, the list holds still. */
export const Saving: Story = {
  args: { reorder: { isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Move ${showcase[1]!.name} up` })).toBeDisabled();
  },
};

const InAdmin = inAdmin(Stateful, 'manage-showcase');

export const InAdminWide: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: wide };

export const InAdminNarrow: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: narrow };
