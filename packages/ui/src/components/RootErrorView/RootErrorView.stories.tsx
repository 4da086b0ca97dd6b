import { ROOT_ERROR_TEXT } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REPORT_FAILED_TEXT, RootErrorView, reportStates } from './RootErrorView';

const stack = `TypeError: Cannot read properties of undefined (reading 'thumbnailUrl')
    at AssetCard (assets/AssetCard.tsx:42:31)
    at renderWithHooks (react-dom.development.js:15486:18)
    at mountIndeterminateComponent (react-dom.development.js:20103:13)
    at beginWork (react-dom.development.js:21626:16)
    at HTMLUnknownElement.callCallback (react-dom.development.js:4164:14)
    at Object.invokeGuardedCallbackDev (react-dom.development.js:4213:16)
    at invokeGuardedCallback (react-dom.development.js:4277:31)
    at beginWork$1 (react-dom.development.js:27490:7)
    at performUnitOfWork (react-dom.development.js:26596:12)
    at workLoopSync (react-dom.development.js:26505:5)
    at renderRootSync (react-dom.development.js:26473:7)
    at recoverFromConcurrentError (react-dom.development.js:25889:20)`;

const meta = {
  title: 'Components/RootErrorView',
  component: RootErrorView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    errorMessage: "Cannot read properties of undefined (reading 'thumbnailUrl')",
    reportState: 'idle',
    onGoHome: fn(),
    onReport: fn(),
  },
  argTypes: { reportState: { control: 'inline-radio', options: reportStates } },
} satisfies Meta<typeof RootErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ROOT_ERROR_TEXT.title);
    await expect(canvas.getByText(args.errorMessage)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ROOT_ERROR_TEXT.goHome }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
    const report = canvas.getByRole('button', { name: ROOT_ERROR_TEXT.report });
    await userEvent.click(report);
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await userEvent.unhover(report);
  },
};

export const WithDetails: Story = {
  args: { errorDetails: stack },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/at AssetCard/)).not.toBeVisible();
    const summary = canvas.getByText('Technical details');
    await userEvent.click(summary);
    await expect(canvas.getByText(/at AssetCard/)).toBeVisible();
    // userEvent focuses programmatically, which Chromium paints as keyboard focus; a real click
    // would not, so drop it to keep the screenshot true to life.
    summary.blur();
  },
};

export const Sending: Story = {
  args: { reportState: 'sending' },
  play: async ({ canvasElement, args }) => {
    const report = within(canvasElement).getByRole('button', { name: ROOT_ERROR_TEXT.report });
    await expect(report).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(report);
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

export const Reported: Story = {
  args: { reportState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ROOT_ERROR_TEXT.reported);
    await expect(canvas.queryByRole('button', { name: ROOT_ERROR_TEXT.report })).not.toBeInTheDocument();
  },
};

export const ReportFailed: Story = {
  args: { reportState: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(REPORT_FAILED_TEXT);
    const retry = canvas.getByRole('button', { name: ROOT_ERROR_TEXT.report });
    await userEvent.click(retry);
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await userEvent.unhover(retry);
  },
};

export const LongMessage: Story = {
  args: {
    errorMessage:
      'Request to https://api.facet.example/v3/assets/0191f0c2-7a4e-7c1b-9d2e-3f6a8b1c4d5e/versions?include=thumbnails,lineage failed after 3 attempts: the server closed the connection before sending a response. The workspace may be restarting; wait a moment and try again, or go back to the home page.',
    errorDetails: stack,
  },
};

export const Narrow: Story = {
  args: { errorDetails: stack },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
