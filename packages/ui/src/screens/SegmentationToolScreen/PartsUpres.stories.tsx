import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PartsUpres, PartUpresRow, type PartUpresRowProps } from './PartsUpres';

/** A row among the parts of the armchair's segmentation, as the result shows it. */
function InList(props: PartUpresRowProps) {
  return (
    <div style={{ maxWidth: 720 }}>
      <PartsUpres>
        <PartUpresRow name="Vintage armchair (Part 1 of 8)" color="#d9774f" cost={10} state={{ status: 'idle' }} onUpres={fn()} />
        <PartUpresRow {...props} />
      </PartsUpres>
    </div>
  );
}

const meta = {
  title: 'Screens/SegmentationToolScreen/PartUpresRow',
  component: PartUpresRow,
  tags: ['autodocs'],
  args: { name: 'Vintage armchair (Part 2 of 8)', color: '#3fb081', cost: 10, state: { status: 'idle' }, onUpres: fn() },
  render: (args) => <InList {...args} />,
} satisfies Meta<typeof PartUpresRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the action with its price; pressing it starts the upres. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Upres · 10 credits\W+Vintage armchair \(Part 2 of 8\)$/ });
    await userEvent.click(button);
    await expect(args.onUpres).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
  },
};

/** Running: the engine's stage and how far it is, and no second start. */
export const Running: Story = {
  args: { state: { status: 'running', fraction: 0.42, stage: 'Subdividing (level 1 of 1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upres of Vintage armchair (Part 2 of 8)' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Subdividing (level 1 of 1)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Part 2 of 8/ })).toBeNull();
  },
};

/** Done: a link to the new asset. */
export const Done: Story = {
  args: { state: { status: 'succeeded', resultName: 'Vintage armchair (Part 2 of 8) (upres)', resultHref: '/dashboard/asset/asset-armchair-part-2-upres' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open Vintage armchair (Part 2 of 8) (upres)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-part-2-upres');
  },
};

/** Failed: why, the refund, and a second try. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'The run took longer than its limit of 10 minutes.', refundedCredits: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The run took longer than its limit of 10 minutes. Your 10 credits were refunded.');
    await expect(canvas.getByRole('button', { name: /^Try again · 10 credits\W+Vintage armchair \(Part 2 of 8\)$/ })).toBeEnabled();
  },
};
