/**
 * What the 3D viewers' stories share: the box a viewer fills, waiting for its first frame, and the
 * checks every viewer answers the same way (fit to view, no file yet, a file it cannot read).
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActive } from './storyFixtures';

interface PlayContext {
  canvasElement: HTMLElement;
}

/** Software WebGL in the test browser needs a few seconds for the first (sorted) frame. */
export const untilViewerReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });

/** A viewer fills a box at most 880 px wide and `parameters.height` (520 unless told) high. */
export const viewerFrame: Decorator = (Story, { parameters }) => (
  <div style={{ width: '100%', maxWidth: 880, height: typeof parameters.height === 'number' ? parameters.height : 520 }}>
    <Story />
  </div>
);

/** The viewer has drawn its first frame. */
export const playUntilViewerReady = ({ canvasElement }: PlayContext) => untilViewerReady(canvasElement);

/** Fit to view frames the asset again, and the viewer is ready once more. */
export async function playFitToView({ canvasElement }: PlayContext) {
  await untilViewerReady(canvasElement);
  const fit = within(canvasElement).getByRole('button', { name: 'Fit to view' });
  await userEvent.click(fit);
  await untilViewerReady(canvasElement);
  await userEvent.unhover(fit);
  blurActive();
}

/** No file yet: the viewer says what it waits for and stays loading. */
export const playPreparing =
  (status: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(status);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
  };

/** A file the viewer cannot read: why, and a way to try again. */
export const playUnreadable =
  (reason: string) =>
  async ({ canvasElement }: PlayContext) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reason));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  };
