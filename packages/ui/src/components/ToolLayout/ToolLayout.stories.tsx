import { maxTargetTriangles, RETOPOLOGY_COSTS, RETOPOLOGY_TARGET, TOOLS, type ToolId, type ToolInfo, toolRunStatuses } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RetopologyOptions } from '../../screens/RetopologyToolScreen/RetopologyOptions';
import { retopologyReportRows } from '../../screens/RetopologyToolScreen/retopologyReport';
import { armchair, assets, storyAsset, studioPicture } from '../private/assetStoryFixtures';
import { inDashboard } from '../private/StoryDashboard';
import { blurActive, clickOnce, narrow, playLoadFailed, playLoading, wide } from '../private/storyFixtures';
import { ToolLayout } from './ToolLayout';
import type { ToolLayoutProps, ToolResult } from './toolLayoutTypes';

const toolById = (id: ToolId): ToolInfo => {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`No tool ${id}`);
  return tool;
};

const meshes = assets.filter((asset) => asset.type === 'mesh');

// The armchair's cube after retopology: the same shape, its faces now a coarse triangle grid.
const retopologisedPreview = studioPicture(
  'hsl(24 22% 88%)',
  'hsl(24 18% 74%)',
  `
  <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(24 20% 40%)" opacity="0.28"/>
  <path d="M200 62 284 108 200 154 116 108Z" fill="hsl(24 60% 70%)"/>
  <path d="M116 108 200 154v92l-84-46Z" fill="hsl(24 50% 48%)"/>
  <path d="M284 108 200 154v92l84-46Z" fill="hsl(24 48% 36%)"/>
  <g fill="none" stroke="hsl(24 40% 94%)" stroke-width="1.4" opacity="0.85">
    <path d="M200 62 284 108 200 154 116 108Z M158 85 242 131 M242 85 158 131 M116 108 284 108"/>
    <path d="M116 108 200 154v92l-84-46Z M158 131v92 M116 154l84 46 M116 108l84 138"/>
    <path d="M284 108 200 154v92l84-46Z M242 131v92 M284 154l-84 46 M284 108l-84 138"/>
  </g>
`,
);

const retopologyResult: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: 'Before · 48,210 triangles' },
  after: { imageUrl: retopologisedPreview, label: 'After · 4,821 triangles' },
  report: [
    { label: 'Triangles', value: '48,210 → 4,821' },
    { label: 'Reduction', value: '90%' },
    { label: 'LODs', value: '2' },
    { label: 'Time', value: '1.2 s' },
  ],
  outputs: [
    { id: 'asset-armchair-lod0', name: 'Vintage armchair LOD0', href: '/dashboard/asset/asset-armchair-lod0' },
    { id: 'asset-armchair-lod1', name: 'Vintage armchair LOD1', href: '/dashboard/asset/asset-armchair-lod1' },
  ],
};

const retopologyOptions = (mode: 'swift' | 'precision' = 'swift', sourceTriangles = 48210) => (
  <RetopologyOptions
    mode={mode}
    target_triangles={Math.round(sourceTriangles / 10)}
    lods={2}
    sourceTriangles={sourceTriangles}
    targetRange={{ min: RETOPOLOGY_TARGET.min, max: maxTargetTriangles(sourceTriangles) }}
    modeCosts={RETOPOLOGY_COSTS}
    onChange={fn()}
    onUpgrade={fn()}
  />
);

const InShell = inDashboard(ToolLayout, (props) => ({ credits: props.credits }));

/** Holds the picked asset as the app's container would, so picking one shows it. */
function Picking(props: ToolLayoutProps) {
  const [picked, setPicked] = useState(props.inputAsset);
  return (
    <InShell
      {...props}
      inputAsset={picked}
      onPickAsset={(id) => {
        props.onPickAsset(id);
        setPicked(props.candidates?.find((asset) => asset.id === id) ?? null);
      }}
    />
  );
}

const ready = { inputAsset: armchair, options: retopologyOptions() } satisfies Partial<ToolLayoutProps>;

// An older mesh, beyond the first page the picker shows: only a search of the library finds it.
const oldSwatch = { ...meshes[meshes.length - 1]!, id: 'asset-old-swatch', name: 'Fabric swatch board', created_at: '2025-01-04T10:00:00.000Z' };

/**
 * The library as the app's container serves it: the first `pageSize` newest, more as the list scrolls,
 * and a search of the whole library (after a short wait, as the server answers) for the text typed.
 */
function Library({ pageSize, ...props }: ToolLayoutProps & { pageSize: number }) {
  const library = [...meshes, oldSwatch];
  const [picked, setPicked] = useState(props.inputAsset);
  const [shown, setShown] = useState(pageSize);
  const [query, setQuery] = useState('');
  const [isSearching, setIsSearching] = useState(false);
  // The search waits for a pause in the typing, as the app's does.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const found = library.filter((asset) => asset.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <InShell
      {...props}
      inputAsset={picked}
      candidates={found.slice(0, shown)}
      candidatesHaveMore={found.length > shown}
      onLoadMoreCandidates={() => setShown((count) => count + pageSize)}
      isSearchingCandidates={isSearching}
      onSearchCandidates={(text) => {
        props.onSearchCandidates?.(text);
        // The same search again (the field calls it as the list grows): the pages loaded stay, as the app's do.
        if (text.trim() === query && timer.current === undefined) return;
        setIsSearching(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setQuery(text.trim());
          setShown(pageSize);
          setIsSearching(false);
        }, 600);
      }}
      onPickAsset={(id) => {
        props.onPickAsset(id);
        setPicked(library.find((asset) => asset.id === id) ?? null);
      }}
    />
  );
}

const meta = {
  title: 'Components/ToolLayout',
  component: ToolLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { status: { control: 'inline-radio', options: toolRunStatuses } },
  args: {
    tool: toolById('retopology'),
    engineLabel: 'Built-in CPU engine',
    inputAsset: null,
    candidates: meshes,
    onPickAsset: fn(),
    onRetryCandidates: fn(),
    inputHint: 'Pick a mesh',
    options: retopologyOptions(),
    cost: 10,
    credits: 1240,
    buyCreditsHref: '/dashboard/profile/purchase',
    status: 'idle',
    runLabel: 'Run retopology',
    onRun: fn(),
    onReset: fn(),
  },
  render: InShell,
} satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the run button waits for a mesh and says so. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Retopology' })).toBeVisible();
    const run = canvas.getByRole('button', { name: 'Run retopology' });
    await expect(run).toBeDisabled();
    await expect(run).toHaveAccessibleDescription('Pick a mesh first.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pick a mesh' })).toBeVisible();
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

/** Searching the library and picking a mesh: the container is told, and the mesh shows large. */
export const PickAsset: Story = {
  render: (args) => <Picking {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Input' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(meshes.length);
    await userEvent.type(input, 'arm');
    await userEvent.click(await screen.findByRole('option', { name: /Vintage armchair/ }));
    await expect(args.onPickAsset).toHaveBeenCalledWith('asset-armchair');
    await expect(canvas.getByRole('button', { name: 'Run retopology' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of Vintage armchair' })).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    blurActive();
  },
};

/**
 * An asset older than the first page: typing narrows the list at once, then the library is searched
 * on the server, and the old mesh found can be picked.
 */
export const SearchLibrary: Story = {
  args: { onSearchCandidates: fn() },
  render: (args) => <Library {...args} pageSize={4} />,
  parameters: {
    // The list open: see PickerOpen.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Input' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: /Fabric swatch board/ })).not.toBeInTheDocument();
    await userEvent.type(input, 'swat');
    await expect(args.onSearchCandidates).toHaveBeenLastCalledWith('swat');
    await expect(await screen.findByRole('option', { name: /Fabric swatch board/ })).toBeVisible();
    await expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: /Fabric swatch board/ }));
    await expect(args.onPickAsset).toHaveBeenCalledWith('asset-old-swatch');
    await waitFor(() => expect(input).toHaveValue('Fabric swatch board'));
    await waitFor(() => expect(args.onSearchCandidates).toHaveBeenLastCalledWith(''));
    blurActive();
  },
};

/** Typing a name the library does not have: the list narrows to nothing, says it is searching, then that nothing matched. */
export const SearchNothingFound: Story = {
  args: { onSearchCandidates: fn() },
  render: (args) => <Library {...args} pageSize={4} />,
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Input' });
    await userEvent.click(input);
    await userEvent.type(input, 'zeppelin');
    await expect(await screen.findByText('Searching your library…')).toBeVisible();
    await expect(await screen.findByText('No asset by that name.')).toBeVisible();
  },
};

/** More assets than the first page: the list loads the next page as it scrolls to its end. */
export const LoadMoreOnScroll: Story = {
  args: { onSearchCandidates: fn() },
  render: (args) => <Library {...args} pageSize={4} />,
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Input' }));
    const listbox = await screen.findByRole('listbox');
    const last = async () => {
      const options = within(listbox).getAllByRole('option');
      options[options.length - 1]!.scrollIntoView({ block: 'end' });
      return options.length;
    };
    await waitFor(async () => expect(await last()).toBe(meshes.length + 1), { timeout: 5000 });
    await expect(within(listbox).getByRole('option', { name: /Fabric swatch board/ })).toBeInTheDocument();
    // The picture: the whole list loaded, back at its top.
    listbox.scrollTop = 0;
    await waitFor(() => expect(listbox.scrollTop).toBe(0));
  },
};

/**
 * The picker from the keyboard: focus alone leaves it closed (Tab passes through), Space or Enter
 * opens it, the arrows and Enter pick.
 */
export const PickWithKeyboard: Story = {
  args: ready,
  render: (args) => <Picking {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Input' });
    input.focus();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(meshes.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Vintage armchair');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPickAsset).toHaveBeenCalledWith(meshes[1]?.id);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    blurActive();
  },
};

/** The picker's list: each mesh with its picture, triangle count and file size; the picked one is ticked. */
export const PickerOpen: Story = {
  args: ready,
  parameters: {
    // While the list is open, react-aria hides the rest of the page from screen readers with
    // aria-hidden on purpose (the list is portalled to the end of <body>), which axe reports for the
    // links still in there; adobe/react-spectrum#4937. The rule stays on for every other story.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Input/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Vintage armchair/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AssetsLoading: Story = {
  args: { candidates: undefined },
  play: playLoading('Loading your assets'),
};

export const AssetsFailed: Story = {
  args: { candidates: undefined, candidatesError: 'Your assets could not be loaded. Check your connection and try again.' },
  play: playLoadFailed('Your assets could not be loaded.', 'onRetryCandidates'),
};

/** A mesh picked: its preview large on the left, the price and the run button on the right. */
export const Ready: Story = {
  args: ready,
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of Vintage armchair' })).toBeVisible());
    await expect(canvas.getByText('Costs', { exact: false })).toHaveTextContent('Costs 10 credits · you have 1,240');
    await expect(canvas.getByText('Built-in CPU engine')).toBeVisible();
    await clickOnce(canvas.getByRole('button', { name: 'Run retopology' }), args.onRun);
  },
};

/** The mesh has no preview picture: a placeholder stands in. */
export const PreviewMissing: Story = {
  args: { ...ready, inputAsset: storyAsset('asset-vase'), options: retopologyOptions('swift', 9120) },
};

/** Short of credits: said plainly, yet Run stays enabled (the server's answer opens the credits dialog). */
export const NotEnoughCredits: Story = {
  args: { ...ready, options: retopologyOptions('precision'), cost: 25, credits: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Costs', { exact: false })).toHaveTextContent('Costs 25 credits · you have 8');
    await expect(canvas.getByText(/You are 17 credits short/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'buy credits' })).toHaveAttribute('href', '/dashboard/profile/purchase');
    await expect(canvas.getByRole('button', { name: 'Run retopology' })).toBeEnabled();
  },
};

/** Run pressed, the server has not answered yet. */
export const Starting: Story = {
  args: { ...ready, status: 'starting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Input' })).toBeDisabled();
    // The run shows as started at once, before the server answers.
    await expect(canvas.getByRole('progressbar', { name: 'Starting the run…' })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByRole('button', { name: 'Run retopology' })).toBeNull();
  },
};

/** Holds the run's status as the app's container would: Run starts a run. */
function WithRunState(props: ToolLayoutProps) {
  const [status, setStatus] = useState(props.status);
  return (
    <InShell
      {...props}
      status={status}
      onRun={() => {
        props.onRun();
        setStatus('starting');
      }}
    />
  );
}

/** Run pressed from the keyboard: the button goes, and the focus moves to the run's progress. */
export const RunMovesFocus: Story = {
  args: ready,
  render: (args) => <WithRunState {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Run retopology' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRun).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Run' })).toHaveFocus());
    await expect(canvas.getByRole('group', { name: 'Run' })).toContainElement(canvas.getByRole('progressbar', { name: 'Starting the run…' }));
  },
};

export const Queued: Story = {
  args: { ...ready, status: 'queued' },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Waiting for a worker…' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

export const Running: Story = {
  args: { ...ready, status: 'running', progress: { fraction: 0.42, stage: 'Simplifying' } },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Simplifying' });
    await expect(progress).toHaveAttribute('aria-valuenow', '42');
    await expect(progress).toHaveTextContent('42%');
    await expect(canvas.queryByRole('button', { name: 'Run retopology' })).not.toBeInTheDocument();
  },
};

/** Opened from an address that names a run (a reload, a link): the run is read, not a blank form shown. */
export const LoadingRun: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Loading your run' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading the run…' })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('combobox', { name: 'Input' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Run retopology' })).not.toBeInTheDocument();
  },
};

/** The run the address names could not be read: said so, with a retry, and still no form to start another. */
export const LoadingRunFailed: Story = {
  args: { status: 'loading', loadError: 'This run could not be loaded. Check your connection and try again.', onRetryLoad: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This run could not be loaded.');
    await expect(canvas.queryByRole('button', { name: 'Run retopology' })).not.toBeInTheDocument();
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRetryLoad);
  },
};

/** Before and after side by side, the engine's report and links to the new assets. */
export const Succeeded: Story = {
  args: { ...ready, status: 'succeeded', credits: 1230, result: retopologyResult },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Before and after' })).toBeVisible();
    await expect(canvas.getByText('48,210 → 4,821')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair LOD1' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-lod1');
    await expect(canvas.getByRole('status')).toHaveTextContent('Done.');
    await expect(canvas.getByRole('button', { name: 'Run again' })).toBeEnabled();
  },
};

/**
 * A precision run's report, wide: the figures side by side, then the quad layout on a line of its
 * own, its explanation under it in smaller type (it made one cell very tall when squeezed in a column).
 */
export const SucceededPrecision: Story = {
  args: {
    ...ready,
    options: retopologyOptions('precision'),
    cost: 25,
    status: 'succeeded',
    credits: 1215,
    result: {
      ...retopologyResult,
      report: retopologyReportRows({
        mode: 'precision',
        triangles_before: 48210,
        triangles_after: 4821,
        lods: [
          { name: 'lod0', triangles: 4821, vertices: 2530, bytes: 160_000, quads: 2296 },
          { name: 'lod1', triangles: 2410, vertices: 1290, bytes: 82_000, quads: 1150 },
          { name: 'lod2', triangles: 1205, vertices: 660, bytes: 42_000, quads: 570 },
        ],
        quads: 2296,
        triangles_unpaired: 229,
        quad_ratio: 0.91,
        time_ms: 3400,
      }),
    },
  },
  globals: wide,
  play: async ({ canvas }) => {
    const term = canvas.getByText('Quad layout');
    const row = term.parentElement!;
    await expect(row).toHaveTextContent('2,296 quads · 91% of faces');
    await expect(row).toHaveTextContent('Triangle pairs in the GLB, quads in the OBJ.');
    // A line of its own, as wide as the report, and no taller than two lines of text and its label.
    await expect(row.getBoundingClientRect().width).toBeCloseTo(row.parentElement!.getBoundingClientRect().width, -1);
    await expect(row.getBoundingClientRect().height).toBeLessThan(90);
  },
};

/** A failed run says what happened and that the credits came back. */
export const Failed: Story = {
  args: {
    ...ready,
    status: 'failed',
    error: { message: 'The mesh has no triangles the engine could read.', refundedCredits: 10 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your 10 credits were refunded.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRun);
  },
};

/** A tool whose engine is not built yet: the same frame, honest about it, and no run button. */
export const Narrow: Story = { globals: narrow, args: ready };

export const NarrowSucceeded: Story = {
  globals: narrow,
  args: { ...ready, status: 'succeeded', credits: 1230, result: retopologyResult },
};

export const Wide: Story = { globals: wide, args: { ...ready, status: 'running', progress: { fraction: 0.42, stage: 'Simplifying' } } };
