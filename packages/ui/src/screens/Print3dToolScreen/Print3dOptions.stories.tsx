import type { Print3dOptions as Print3dRunOptions } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { blurActive, useStoryState } from '../../components/private/storyFixtures';
import { Print3dOptions, type Print3dOptionsProps } from './Print3dOptions';
import { defaultPrint3dSettings, print3dRanges } from './print3dStoryFixtures';

/** Keeps the settings as the tool's container would, so every change shows. */
function Stateful(props: Print3dOptionsProps) {
  const [settings, onChange] = useStoryState<Required<Print3dRunOptions>>(props.settings, props.onChange);
  return <Print3dOptions {...props} settings={settings} onChange={onChange} />;
}

const meta = {
  title: 'Screens/Print3dToolScreen/Print3dOptions',
  component: Print3dOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: { settings: defaultPrint3dSettings, ranges: print3dRanges, sourceLongestSideMm: 960, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Print3dOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a run starts with: 120 mm on the longest side, flattest side down, solid. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Longest side' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Longest side' })).toHaveValue('120');
    await expect(canvas.getByRole('switch', { name: 'Stand it on its flattest side' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hollow it out' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Wall thickness' })).not.toBeInTheDocument();
  },
};

/** Hollowing on: the wall and the drain hole show. */
export const Hollow: Story = {
  args: { settings: { ...defaultPrint3dSettings, hollow: true, flat_base_mm: 1.5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wall thickness' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Drain hole' })).toHaveValue('4');
  },
};

/** Sizing by scale says what the longest side becomes. */
export const ByScale: Story = {
  args: { settings: { ...defaultPrint3dSettings, size_mode: 'scale', scale: 0.1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/this makes the longest side 96 mm/)).toBeVisible();
  },
};

/** Each change reports all the settings; a size past the limit is held to it. */
export const ChangingOptions: Story = {
  play: async ({ canvas, args }) => {
    const side = canvas.getByRole('textbox', { name: 'Longest side' });
    await userEvent.clear(side);
    await userEvent.type(side, '5000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultPrint3dSettings, longest_side_mm: 1000 });

    await userEvent.click(canvas.getByRole('switch', { name: 'Hollow it out' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultPrint3dSettings, longest_side_mm: 1000, hollow: true });
    const wall = canvas.getByRole('textbox', { name: 'Wall thickness' });
    await userEvent.clear(wall);
    await userEvent.type(wall, '3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultPrint3dSettings, longest_side_mm: 1000, hollow: true, wall_mm: 3 });

    await userEvent.click(canvas.getByRole('radio', { name: 'Scale' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultPrint3dSettings, longest_side_mm: 1000, hollow: true, wall_mm: 3, size_mode: 'scale' });
    await expect(canvas.getByRole('textbox', { name: 'Scale' })).toHaveValue('1');
    blurActive();
  },
};

/** Disabled while a run goes: shown, but nothing can change. */
export const Disabled: Story = {
  args: { isDisabled: true, settings: { ...defaultPrint3dSettings, hollow: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Hollow it out' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Wall thickness' })).toBeDisabled();
  },
};
