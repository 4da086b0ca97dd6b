import { IMAGE_TO_3D_DEFAULTS, IMAGE_TO_KIT_DEFAULTS, type ImageTo3dOptions as SingleRunOptions, type ImageToKitOptions, MULTIVIEW_DEFAULTS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { assets } from '../../components/private/assetStoryFixtures';
import { ImageTo3dOptions, type ImageTo3dMode, type MultiviewSettings } from './ImageTo3dOptions';
import { robotBack, robotSide, robotSketch } from './storyPictures';

const pictures = [robotSketch, robotSide, robotBack, ...assets.filter((asset) => asset.type === 'image')];
const pictureOf = (id: string | undefined) => pictures.find((picture) => picture.id === id) ?? null;

interface PanelProps {
  mode: ImageTo3dMode;
  single?: SingleRunOptions;
  multiview?: Partial<MultiviewSettings>;
  kit?: ImageToKitOptions;
  picturesFailed?: boolean;
  onChange(next: unknown): void;
  onModeChange(mode: ImageTo3dMode): void;
  onRetryCandidates(): void;
}

/** The panel as the page holds it: each mode's settings kept, the mode switched in place. */
function Panel(props: PanelProps) {
  const [mode, setMode] = useState(props.mode);
  const [single, setSingle] = useState<Required<SingleRunOptions>>({ ...IMAGE_TO_3D_DEFAULTS, ...props.single });
  const [multiview, setMultiview] = useState<MultiviewSettings>({ ...MULTIVIEW_DEFAULTS, ...props.multiview });
  const [kit, setKit] = useState<Required<ImageToKitOptions>>({ ...IMAGE_TO_KIT_DEFAULTS, ...props.kit });
  const changeMode = (next: ImageTo3dMode) => {
    props.onModeChange(next);
    setMode(next);
  };
  const report = <Value,>(set: (value: Value) => void) => (value: Value) => {
    props.onChange(value);
    set(value);
  };
  if (mode === 'multiview') {
    return (
      <ImageTo3dOptions
        mode="multiview"
        settings={multiview}
        sidePicture={pictureOf(multiview.side)}
        backPicture={pictureOf(multiview.back)}
        candidates={props.picturesFailed ? undefined : pictures}
        candidatesError={props.picturesFailed ? 'Your images could not be loaded.' : undefined}
        onRetryCandidates={props.onRetryCandidates}
        onChange={report(setMultiview)}
        onModeChange={changeMode}
      />
    );
  }
  if (mode === 'kit') return <ImageTo3dOptions mode="kit" settings={kit} onChange={report(setKit)} onModeChange={changeMode} />;
  return <ImageTo3dOptions mode="single" settings={single} onChange={report(setSingle)} onModeChange={changeMode} />;
}

const meta = {
  title: 'Screens/ImageTo3dToolScreen/ImageTo3dOptions',
  component: Panel,
  decorators: [inOptionsPanel],
  args: { mode: 'single', onChange: fn(), onModeChange: fn(), onRetryCandidates: fn() },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One picture, the defaults: 20,000 faces, half as deep as wide, the back mirrored, triangles. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'One picture' })).toBeChecked();
    await expect(canvas.getByText('20,000')).toBeVisible();
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Front to back' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Triangles' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Quads' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...IMAGE_TO_3D_DEFAULTS, topology: 'quads' });
    await expect(canvas.getByText(/an OBJ of the same surface that keeps its quads/)).toBeVisible();
  },
};

/** Quads, left and right made alike, deeper: the descriptions follow the choices. */
export const QuadsSymmetric: Story = {
  args: { single: { topology: 'quads', symmetry: 'left-right', thickness: 0.8, face_limit: 40_000 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Left to right' })).toBeChecked();
    await expect(canvas.getByText('80%')).toBeVisible();
    await expect(canvas.getByText('40,000')).toBeVisible();
    await expect(canvas.getByText(/made the same on both sides of the middle/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'None' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ symmetry: 'none' }));
    await expect(canvas.getByText(/the back takes the front’s colours, softened/)).toBeVisible();
  },
};

/** Three views: the side and back still to pick; picking them from the library. */
export const ThreeViewsToPick: Story = {
  args: { mode: 'multiview' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Three views' })).toBeChecked();
    await expect(canvas.getByText(/The picture above is the front/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Side picture' }));
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: /Toy robot, side/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...MULTIVIEW_DEFAULTS, side: robotSide.id }));
    await expect(canvas.getByRole('combobox', { name: 'Back picture' })).toHaveValue('');
  },
};

/** Three views with the side and back picked, the detail raised. */
export const ThreeViews: Story = {
  args: { mode: 'multiview', multiview: { side: robotSide.id, back: robotBack.id, resolution: 128 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Side picture' })).toHaveValue('Toy robot, side');
    await expect(canvas.getByRole('combobox', { name: 'Back picture' })).toHaveValue('Toy robot, back');
    await expect(canvas.getByText('128 voxels')).toBeVisible();
    await expect(canvas.getByText('Each picture’s subject is scaled to the same height.')).toBeVisible();
  },
};

/** The images could not be loaded: the reason and a retry. */
export const PicturesFailed: Story = {
  args: { mode: 'multiview', picturesFailed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Your images could not be loaded.')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /Try again/ })[0]!);
    await expect(args.onRetryCandidates).toHaveBeenCalledOnce();
  },
};

/** A kit of parts: how many, their faces and thickness; switching back to one picture. */
export const Kit: Story = {
  args: { mode: 'kit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Kit of parts' })).toBeChecked();
    await expect(canvas.getByText('up to 8')).toBeVisible();
    await expect(canvas.getByText('10,000')).toBeVisible();
    await expect(canvas.getByText(/Each separate thing in the picture becomes a part/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'One picture' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('single');
    await expect(canvas.getByRole('radio', { name: 'Front to back' })).toBeChecked();
  },
};
