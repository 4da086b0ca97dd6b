import { TEXTURE_DEFAULTS, TEXTURE_TILES } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { assets, storyAsset } from '../../components/private/assetStoryFixtures';
import { useStoryState } from '../../components/private/storyFixtures';
import { TextureOptions, type TextureOptionsProps } from './TextureOptions';

const images = assets.filter((asset) => asset.type === 'image');

/** Keeps the settings as the tool's container would, so every change shows. */
function Stateful(props: TextureOptionsProps) {
  const [settings, onChange] = useStoryState<TextureOptionsProps['settings']>(props.settings, props.onChange);
  return <TextureOptions {...props} settings={settings} referenceImage={settings.image ? storyAsset(settings.image) : null} onChange={onChange} />;
}

const defaults: TextureOptionsProps['settings'] = { ...TEXTURE_DEFAULTS };

const meta = {
  title: 'Screens/TextureToolScreen/TextureOptions',
  component: TextureOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: {
    settings: defaults,
    referenceImage: null,
    referenceCandidates: images,
    onRetryReferences: fn(),
    tilesRange: TEXTURE_TILES,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TextureOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: no image yet (the mesh's own colours), from the front, 2K, the mesh's own look, its UVs kept. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Reference image' })).toHaveValue('');
    await expect(canvas.getByText(/the mesh's own colours/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Front' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2K' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Original' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: "Keep the mesh's own UVs" })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Tiles' })).not.toBeInTheDocument();
    // A reference image picked from the library.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Reference image' }));
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: /Forest reference/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...defaults, image: 'asset-forest' }));
    await expect(canvas.getByText('Painted from “Forest reference”.')).toBeVisible();
  },
};

/** A swatch cast three ways and repeated: tiles show; the size and look change. */
export const TriplanarSwatch: Story = {
  args: { settings: { ...defaults, image: 'asset-desert', projection: 'triplanar', tiles: 4, resolution: 4096, preset: 'wood' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tiles' })).toHaveValue('4');
    await expect(canvas.getByText('4096 × 4096 px')).toBeVisible();
    await expect(canvas.getByText('metallic 0 · roughness 0.75')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Metal' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ preset: 'metal' }));
    await expect(canvas.getByText('metallic 1 · roughness 0.3')).toBeVisible();
    // Taking the image away goes back to the mesh's own colours.
    await userEvent.click(canvas.getByRole('button', { name: 'No image' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ image: undefined }));
  },
};

/** The library has no image yet: the picker says where to get one. */
export const NoImages: Story = {
  args: { referenceCandidates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No images in your library yet/)).toBeVisible();
  },
};

/** The images could not be loaded: the reason and a retry. */
export const ImagesFailed: Story = {
  args: { referenceCandidates: undefined, referenceError: 'Your images could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your images could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetryReferences).toHaveBeenCalledOnce();
  },
};
