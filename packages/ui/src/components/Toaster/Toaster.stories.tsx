import type { ResolvedTheme } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Toaster, toast } from './Toaster';

// Kept on screen until the story changes, so the screenshot taken after the play function
// still shows them; the app uses the 4 s default.
const demo = { duration: Number.POSITIVE_INFINITY };

/** The toast each button of the demo raises, by the button's label. */
const raise = {
  Success: () => toast.success('Asset uploaded', { ...demo, description: 'robot-arm.glb is in Characters.' }),
  Info: () => toast.info('Retopology queued', { ...demo, description: 'You will see the result here when it is done.' }),
  Warning: () => toast.warning('Low on credits', { ...demo, description: '12 credits left this month.' }),
  Error: () => toast.error('Upload failed', { ...demo, description: 'The file is larger than 200 MB.' }),
};

const ToastDemo = ({ theme }: { theme: ResolvedTheme }) => (
  <Inline space="2" wrap>
    <Toaster theme={theme} />
    {Object.entries(raise).map(([kind, show]) => (
      <Button key={kind} variant="secondary" onPress={show}>
        {kind}
      </Button>
    ))}
  </Inline>
);

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { theme: 'dark' },
  argTypes: { theme: { control: false } },
  // Toasts live in sonner's module state and are replayed to every new toaster: a story's toasts
  // are cleared when the story is torn down (the cleanup beforeEach returns; beforeEach itself runs
  // again on every re-render, a theme switch included), and the toaster remounts (key), so a story
  // starts without the previous story's toasts.
  beforeEach: () => () => {
    toast.dismiss();
  },
  // The toaster follows the Storybook theme, as the app passes the resolved theme.
  render: (_args, { globals, id }) => <ToastDemo key={id} theme={globals.theme === 'light' ? 'light' : 'dark'} />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Success' });
    await userEvent.click(button);
    await userEvent.unhover(button);
    // Toasts render outside the story root.
    const page = within(document.body);
    await expect(await page.findByText('Asset uploaded')).toBeVisible();
    await expect(page.getByText('robot-arm.glb is in Characters.')).toBeVisible();
  },
};

export const AllTypes: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    for (const [name, title] of [
      ['Success', 'Asset uploaded'],
      ['Info', 'Retopology queued'],
      ['Warning', 'Low on credits'],
      ['Error', 'Upload failed'],
    ] as const) {
      const button = canvas.getByRole('button', { name });
      await userEvent.click(button);
      await userEvent.unhover(button);
      await expect(await page.findByText(title)).toBeInTheDocument();
    }
    // TOAST.visibleToasts is 3: the oldest of the four stays mounted but hidden.
    await expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3);
  },
};

/** On a phone a toast spans the width under the top bar (56 px), never over it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Info' });
    await userEvent.click(button);
    await userEvent.unhover(button);
    const title = await within(document.body).findByText('Retopology queued');
    const shown = title.closest('[data-sonner-toast]')!;
    await expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(56);
  },
};
