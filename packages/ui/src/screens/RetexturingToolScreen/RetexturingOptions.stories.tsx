import { RETEXTURING_DEFAULTS, RETEXTURING_STRENGTH } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { assets, storyAsset } from '../../components/private/assetStoryFixtures';
import { useStoryState } from '../../components/private/storyFixtures';
import { RetexturingOptions, type RetexturingOptionsProps } from './RetexturingOptions';

const images = assets.filter((asset) => asset.type === 'image');

/** Keeps the settings as the tool's container would, so every change shows. */
function Stateful(props: RetexturingOptionsProps) {
  const [settings, onChange] = useStoryState<RetexturingOptionsProps['settings']>(props.settings, props.onChange);
  return <RetexturingOptions {...props} settings={settings} referenceImage={settings.image ? storyAsset(settings.image) : null} onChange={onChange} />;
}

const defaults: RetexturingOptionsProps['settings'] = { ...RETEXTURING_DEFAULTS, palette: [] };

const meta = {
  title: 'Screens/RetexturingToolScreen/RetexturingOptions',
  component: RetexturingOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: {
    settings: defaults,
    referenceImage: null,
    referenceCandidates: images,
    onRetryReferences: fn(),
    strengthRange: RETEXTURING_STRENGTH,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RetexturingOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: the mesh's own colours kept, a plastic finish. Picking an image from the library. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Keep' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Plastic' })).toBeChecked();
    await expect(canvas.getByText('metallic 0 · roughness 0.4')).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Image' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Reference image' }));
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: /Forest reference/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...defaults, image: 'asset-forest' }));
    await expect(canvas.getByText('The mesh takes the colours of “Forest reference”.')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** A palette typed in: its swatches show, a word that is not a colour is named; wood's finish. */
export const Palette: Story = {
  args: { settings: { ...defaults, palette: ['#a0522d', '#cd853f'], strength: 0.6, preset: 'wood' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Palette' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Palette' })).toHaveValue('#a0522d #cd853f');
    await expect(canvas.getByText('60%')).toBeVisible();
    await expect(canvas.getByText('metallic 0 · roughness 0.75')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Palette' });
    await userEvent.type(field, ' f5deb3 teal');
    await expect(canvas.getByText('Not a hex colour: teal.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ palette: ['#a0522d', '#cd853f', '#f5deb3'] }));
  },
};

/** No colours and no finish: nothing to change, said under the panel. */
export const NothingToChange: Story = {
  args: { settings: { ...defaults, preset: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(canvas.getByText(/Nothing to change yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Stone' }));
    await expect(canvas.queryByText(/Nothing to change yet/)).not.toBeInTheDocument();
  },
};

/** The images could not be loaded: the reason and a retry. */
export const ImagesFailed: Story = {
  args: { settings: { ...defaults, image: undefined }, referenceCandidates: undefined, referenceError: 'Your images could not be loaded.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Image' }));
    await expect(canvas.getByText('Your images could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetryReferences).toHaveBeenCalledOnce();
  },
};
