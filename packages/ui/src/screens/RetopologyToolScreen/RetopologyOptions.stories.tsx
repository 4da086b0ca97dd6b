import { maxTargetTriangles, RETOPOLOGY_COSTS, RETOPOLOGY_TARGET, type RetopologyOptions as RetopologyRunOptions } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { blurActive, useStoryState } from '../../components/private/storyFixtures';
import { RetopologyOptions, type RetopologyOptionsProps } from './RetopologyOptions';

/** Keeps the options as the tool's container would, so every change shows. */
function Stateful(props: RetopologyOptionsProps) {
  const [settings, onChange] = useStoryState<Required<RetopologyRunOptions>>({ mode: props.mode, target_triangles: props.target_triangles, lods: props.lods }, props.onChange);
  return <RetopologyOptions {...props} {...settings} onChange={onChange} />;
}

const meta = {
  title: 'Screens/RetopologyToolScreen/RetopologyOptions',
  component: RetopologyOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: {
    mode: 'swift',
    target_triangles: 4821,
    lods: 1,
    sourceTriangles: 48210,
    targetRange: { min: RETOPOLOGY_TARGET.min, max: maxTargetTriangles(48210) },
    modeCosts: RETOPOLOGY_COSTS,
    lockedModes: [],
    onChange: fn(),
    onUpgrade: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RetopologyOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swift: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Swift/ })).toBeChecked();
    await expect(canvas.getByText('10% of 48,210')).toBeVisible();
  },
};

export const Precision: Story = { args: { mode: 'precision', target_triangles: 12000, lods: 3 } };

/** A tier without precision: the mode cannot be picked, and pressing it asks for an upgrade instead. */
export const PrecisionLocked: Story = {
  args: { lockedModes: ['precision'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /Precision/ })).toBeDisabled();
    const upgrade = canvas.getByRole('button', { name: 'Upgrade to use Precision' });
    await userEvent.click(upgrade);
    await expect(args.onUpgrade).toHaveBeenCalledWith('precision');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: /Swift/ })).toBeChecked();
    await userEvent.unhover(upgrade);
    blurActive();
  },
};

/** Before a mesh is picked, the target has no upper bound and no share to show. */
export const NoMeshYet: Story = {
  args: { sourceTriangles: undefined, target_triangles: 5000, targetRange: { min: RETOPOLOGY_TARGET.min, max: maxTargetTriangles(undefined) } },
};

/** Each change reports all the options: mode, then target, then LODs. */
export const ChangingOptions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Precision/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'precision', target_triangles: 4821, lods: 1 });

    const target = canvas.getByRole('textbox', { name: 'Target triangles' });
    await userEvent.clear(target);
    await userEvent.type(target, '12000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'precision', target_triangles: 12000, lods: 1 });
    await expect(canvas.getByText('25% of 48,210')).toBeVisible();

    const threeLods = canvas.getByRole('radio', { name: '3 LODs' });
    await userEvent.click(threeLods);
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'precision', target_triangles: 12000, lods: 3 });
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(within(canvas.getByRole('list', { name: 'Triangles per LOD' })).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.unhover(threeLods);
    blurActive();
  },
};

/** Typing past the mesh's own count is held to one triangle fewer than the source. */
export const TargetClamped: Story = {
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByRole('textbox', { name: 'Target triangles' });
    await userEvent.clear(target);
    await userEvent.type(target, '90000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'swift', target_triangles: 48209, lods: 1 });
    blurActive();
  },
};
