import { ANIMATE_DEFAULTS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { useStoryState } from '../../components/private/storyFixtures';
import { AnimateOptions, type AnimateOptionsProps } from './AnimateOptions';

/** Keeps the settings as the tool's container would, so every change shows. */
function Stateful(props: AnimateOptionsProps) {
  const [settings, onChange] = useStoryState<AnimateOptionsProps['settings']>(props.settings, props.onChange);
  return <AnimateOptions {...props} settings={settings} onChange={onChange} />;
}

const defaults: AnimateOptionsProps['settings'] = { ...ANIMATE_DEFAULTS };

const meta = {
  title: 'Screens/AnimateToolScreen/AnimateOptions',
  component: AnimateOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: { settings: defaults, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AnimateOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: the rig picked from the mesh's shape, Mixamo's names, in place. Switching the names to Unreal's. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mixamo' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'In place' })).toBeChecked();
    await expect(canvas.getByText('mixamorig:Hips · mixamorig:LeftUpLeg')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Unreal' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...defaults, preset: 'unreal' }));
    await expect(canvas.getByText('pelvis · thigh_l')).toBeVisible();
  },
};

/** A biped asked for, with VRM's names: the note says a mesh that is not a humanoid is refused. */
export const Biped: Story = {
  args: { settings: { ...defaults, rig: 'biped', preset: 'vrm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Biped' })).toBeChecked();
    await expect(canvas.getByText(/A mesh that is not a humanoid is refused and refunded/)).toBeVisible();
    await expect(canvas.getByText('hips · leftUpperLeg')).toBeVisible();
  },
};

/** A chain: no walk among the clips, and no biped names to show. */
export const Chain: Story = {
  args: { settings: { ...defaults, rig: 'chain', preset: 'unity' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Chain' })).toBeChecked();
    await expect(canvas.getByText('Clips: idle, bounce, spin and wave, in one GLB.')).toBeVisible();
    await expect(canvas.queryByText('Hips · LeftUpperLeg')).not.toBeInTheDocument();
  },
};

/** Moving: walk and bounce travel forward. */
export const Moving: Story = {
  args: { settings: { ...defaults, motion: 'moving' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Moving' })).toBeChecked();
    await expect(canvas.getByText('Walk and bounce carry the model forward (root motion).')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'In place' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...defaults, motion: 'in_place' }));
    await expect(canvas.getByText('Every clip stays on the spot, ready to loop.')).toBeVisible();
  },
};
