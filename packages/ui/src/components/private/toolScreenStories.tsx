/**
 * The stories every tool screen has, built from one tool's fixture: nothing picked, the options
 * ready, running, locked while queued, succeeded with its report, failed and refunded, and the
 * success on a narrow screen. A tool's `*ToolScreen.stories.tsx` gives its title and the fixture,
 * re-exports these under the same names (so story ids and their baselines stay), and adds only the
 * stories that are its own.
 */
import { type Asset, runLabelOf, TOOLS, type ToolId } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ToolLayout } from '../ToolLayout/ToolLayout';
import type { ToolLayoutProps, ToolResult } from '../ToolLayout/toolLayoutTypes';
import { armchair, assets } from './assetStoryFixtures';
import { StoryDashboard } from './StoryDashboard';
import { clickOnce, narrow } from './storyFixtures';

/** The credits the story account has before a run. */
const STORY_CREDITS = 1240;

type Canvas = ReturnType<typeof within>;

export interface ToolStoryFixture {
  tool: ToolId;
  /** The tool's options panel as it shows with the armchair picked. */
  options: ReactNode;
  /** What the tool charges a run. */
  cost: number;
  /** What the picker offers: meshes unless told. */
  candidates?: Asset[];
  /** The input picked in the stories that have one: the armchair unless told (a picture, for a tool that takes images). */
  input?: Asset;
  /** The picker's hint, and the run button's reason while nothing is picked ('Pick a mesh first.'). */
  inputHint?: string;
  /** The Options story's own checks of the panel, before the price and the run. */
  checkOptions(canvas: Canvas): Promise<void>;
  /** The Locked story's own check that a locked option does not change. */
  checkLocked?(canvas: Canvas): Promise<void>;
  /** The stage and share done the Running story shows. */
  running: { fraction: number; stage: string };
  /** The armchair's result, and the Succeeded story's own checks of its report and outputs. */
  result: ToolResult;
  checkResult(canvas: Canvas): Promise<void>;
  /** The failure in words, and the start of it the FailedAndRefunded story looks for. */
  failure: { message: string; startsWith: string };
}

/** Builds the meta (less its title) and the standard stories of a tool screen from its fixture. */
export function toolScreenStories(fixture: ToolStoryFixture) {
  const tool = TOOLS.find((candidate) => candidate.id === fixture.tool);
  if (!tool) throw new Error(`No tool ${fixture.tool} in the catalogue`);
  const runLabel = runLabelOf(tool);
  const inputHint = fixture.inputHint ?? 'Pick a mesh';
  const input = fixture.input ?? armchair;
  const ready = { inputAsset: input } satisfies Partial<ToolLayoutProps>;
  const succeeded = { ...ready, status: 'succeeded', credits: STORY_CREDITS - fixture.cost, result: fixture.result } satisfies Partial<ToolLayoutProps>;

  const meta = {
    component: ToolLayout,
    parameters: { layout: 'fullscreen' },
    args: {
      tool,
      engineLabel: 'Built-in CPU engine',
      inputAsset: null,
      candidates: fixture.candidates ?? assets.filter((asset) => asset.type === 'mesh'),
      onPickAsset: fn(),
      onRetryCandidates: fn(),
      inputHint,
      options: fixture.options,
      cost: fixture.cost,
      credits: STORY_CREDITS,
      buyCreditsHref: '/dashboard/profile/purchase',
      status: 'idle',
      runLabel,
      onRun: fn(),
      onReset: fn(),
    },
    render: (args) => (
      <StoryDashboard credits={args.credits}>
        <ToolLayout {...args} />
      </StoryDashboard>
    ),
  } satisfies Omit<Meta<typeof ToolLayout>, 'title'>;
  type Story = StoryObj<typeof meta>;

  /** Nothing picked yet: the options show, and the run waits for an input. */
  const Empty: Story = {
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      const run = canvas.getByRole('button', { name: runLabel });
      await expect(run).toBeDisabled();
      await expect(run).toHaveAccessibleDescription(`${inputHint} first.`);
    },
  };

  /** An input picked and the options ready: the price is the tool's. */
  const Options: Story = {
    args: ready,
    play: async ({ canvas, args }) => {
      await waitFor(() => expect(canvas.getByRole('img', { name: `Preview of ${input.name}` })).toBeVisible());
      await fixture.checkOptions(canvas);
      await expect(canvas.getByText('Costs', { exact: false })).toHaveTextContent(`Costs ${fixture.cost} credits · you have 1,240`);
      await clickOnce(canvas.getByRole('button', { name: runLabel }), args.onRun);
    },
  };

  /** The engine at work: its stage and share done, live. */
  const Running: Story = {
    args: { ...ready, status: 'running', progress: fixture.running },
    play: async ({ canvas }) => {
      const progress = canvas.getByRole('progressbar', { name: fixture.running.stage });
      await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(fixture.running.fraction * 100)));
      await expect(canvas.queryByRole('button', { name: runLabel })).not.toBeInTheDocument();
    },
  };

  /** While a run is queued or running the options are locked: shown, but they cannot change. */
  const Locked: Story = {
    args: { ...ready, status: 'queued' },
    play: async ({ canvas }) => {
      const panel = canvas.getByRole('region', { name: 'Options' });
      await expect(panel.querySelector('[data-locked]')).toHaveAttribute('inert');
      await expect(canvas.getByRole('combobox', { name: 'Input' })).toBeDisabled();
      await fixture.checkLocked?.(canvas);
    },
  };

  /** The result beside the input, the report, and a link to every new asset. */
  const Succeeded: Story = {
    args: succeeded,
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('region', { name: 'Before and after' })).toBeVisible();
      await fixture.checkResult(canvas);
    },
  };

  /** An input the tool cannot work on: the reason in words, and the credits back. */
  const FailedAndRefunded: Story = {
    args: { ...ready, status: 'failed', error: { message: fixture.failure.message, refundedCredits: fixture.cost } },
    play: async ({ canvas, args }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(fixture.failure.startsWith);
      await expect(canvas.getByRole('alert')).toHaveTextContent(`Your ${fixture.cost} credits were refunded.`);
      await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRun);
    },
  };

  const NarrowSucceeded: Story = { globals: narrow, args: succeeded };

  return { meta, stories: { Empty, Options, Running, Locked, Succeeded, FailedAndRefunded, NarrowSucceeded } };
}
