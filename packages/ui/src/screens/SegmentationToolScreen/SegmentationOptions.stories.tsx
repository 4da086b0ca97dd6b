import { SEGMENTATION_CREASE_ANGLE, SEGMENTATION_PART_RANGES, type SegmentationOptions as SegmentationRunOptions } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { blurActive, release, useStoryState } from '../../components/private/storyFixtures';
import { SegmentationOptions, type SegmentationOptionsProps } from './SegmentationOptions';

/** Keeps the options as the tool's container would, so every change shows. */
function Stateful(props: SegmentationOptionsProps) {
  const [settings, onChange] = useStoryState<Required<SegmentationRunOptions>>({ granularity: props.granularity, crease_angle: props.crease_angle }, props.onChange);
  return <SegmentationOptions {...props} {...settings} onChange={onChange} />;
}

const meta = {
  title: 'Screens/SegmentationToolScreen/SegmentationOptions',
  component: SegmentationOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: {
    granularity: 'balanced',
    crease_angle: 30,
    partRanges: SEGMENTATION_PART_RANGES,
    creaseRange: SEGMENTATION_CREASE_ANGLE,
    sourceTriangles: 48210,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SegmentationOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: balanced, 6 to 15 parts, folds of 30 degrees. */
export const Balanced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    await expect(canvas.getByText('6-15 parts')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Crease angle (degrees)' })).toHaveValue('30');
  },
};

export const Detailed: Story = {
  args: { granularity: 'detailed', crease_angle: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15+ parts')).toBeVisible();
  },
};

/** A mesh with fewer triangles than the granularity has parts says it may get fewer. */
export const FewTriangles: Story = {
  args: { granularity: 'detailed', sourceTriangles: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/may give fewer parts/)).toBeVisible();
  },
};

/** Each change reports all the options: granularity, then the crease angle, held to its bounds. */
export const ChangingOptions: Story = {
  play: async ({ canvas, args }) => {
    const simple = canvas.getByRole('radio', { name: 'Simple' });
    await userEvent.click(simple);
    await expect(args.onChange).toHaveBeenLastCalledWith({ granularity: 'simple', crease_angle: 30 });
    await expect(canvas.getByText('3-6 parts')).toBeVisible();
    await release(simple);

    const angle = canvas.getByRole('textbox', { name: 'Crease angle (degrees)' });
    await userEvent.clear(angle);
    await userEvent.type(angle, '45');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ granularity: 'simple', crease_angle: 45 });

    await userEvent.clear(angle);
    await userEvent.type(angle, '120');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ granularity: 'simple', crease_angle: SEGMENTATION_CREASE_ANGLE.max });
    blurActive();
  },
};

/** An image picked: the granularity caps the regions, and the crease angle (a mesh option) is gone. */
export const ForAnImage: Story = {
  args: { inputKind: 'image', granularity: 'simple', sourceTriangles: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Up to 6 regions')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Crease angle (degrees)' })).not.toBeInTheDocument();
  },
};
