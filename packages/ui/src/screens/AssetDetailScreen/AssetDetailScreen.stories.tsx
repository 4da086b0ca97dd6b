import { tiersOpening, TOOLS, type ToolId } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ModelViewer } from '../../components/ModelViewer/ModelViewer';
import { storyModelUrl } from '../../components/ModelViewer/storyModel';
import { armchair, storyAsset } from '../../components/private/assetStoryFixtures';
import { inDashboard } from '../../components/private/StoryDashboard';
import { playUntilViewerReady, untilViewerReady } from '../../components/private/viewerStories';
import { blurActive, narrow, playLoading, release, wide } from '../../components/private/storyFixtures';
import { AssetDetailScreen, type AssetDetailScreenProps } from './AssetDetailScreen';

const mesh = {
  ...armchair,
  parent_id: 'folder-props',
  updated_at: '2026-03-05T16:20:00.000Z',
  data: { ...armchair.data, original_format: 'obj' },
};

const InShell = inDashboard(AssetDetailScreen, () => ({ activeId: 'assets' }));

const meta = {
  title: 'Screens/AssetDetailScreen',
  component: AssetDetailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    asset: mesh,
    backHref: '/dashboard/assets?folderId=folder-props',
    backLabel: 'Props',
    isRenameOpen: false,
    onRenameOpenChange: fn(),
    onRename: fn(),
    isDeleteOpen: false,
    onDeleteOpenChange: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  // Mesh stories show the real viewer with a GLB exported in the browser before they render.
  loaders: [async () => ({ modelUrl: await storyModelUrl() })],
  render: (args, { loaded }) => (
    <InShell
      {...args}
      viewer={
        args.asset?.type === 'mesh' && typeof loaded.modelUrl === 'string' ? (
          <ModelViewer url={loaded.modelUrl} label={args.asset.name} />
        ) : undefined
      }
    />
  ),
} satisfies Meta<typeof AssetDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mesh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vintage armchair' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Props' })).toHaveAttribute('href', '/dashboard/assets?folderId=folder-props');
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await expect(details.getByText('48,210')).toBeVisible();
    await expect(details.getByText('800 × 920 × 760 mm')).toBeVisible();
    await expect(details.getByText('GLB (from OBJ)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await expect(args.onRenameOpenChange).toHaveBeenCalledWith(true);
    await untilViewerReady(canvasElement);
    await release(canvas.getByRole('button', { name: 'Rename' }));
  },
};

/** Without a viewer (e.g. before the viewer's code arrives), the preview picture stands in. */
export const MeshPreviewOnly: Story = {
  render: InShell,
};

export const Image: Story = {
  args: { asset: storyAsset('asset-desert'), backHref: '/dashboard/assets', backLabel: 'All assets' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Preview of Concept: desert outpost' })).toBeVisible());
    await expect(within(canvasElement).getByText('2,048 × 1,536 px')).toBeVisible();
  },
};

export const Splat: Story = {
  args: { asset: storyAsset('asset-street') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Splat preview is not available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download SPZ' })).toHaveAttribute('href', 'https://files.example.com/street.spz');
  },
};

const turntable = storyAsset('asset-turntable');
// One second of a plain colour, 64 × 36, as MP4 (H.264) and WebM (VP9): real files the player reads without the network.
const tinyMp4 = 'data:video/mp4;base64,AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAANdbW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAAA+gAAQAAAQAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAod0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAABAAAAAAAAA+gAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAEAAAAAkAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAAPoAAAQAAABAAAAAAH/bWRpYQAAACBtZGhkAAAAAAAAAAAAAAAAAAAoAAAAKABVxAAAAAAALWhkbHIAAAAAAAAAAHZpZGUAAAAAAAAAAAAAAABWaWRlb0hhbmRsZXIAAAABqm1pbmYAAAAUdm1oZAAAAAEAAAAAAAAAAAAAACRkaW5mAAAAHGRyZWYAAAAAAAAAAQAAAAx1cmwgAAAAAQAAAWpzdGJsAAAApnN0c2QAAAAAAAAAAQAAAJZhdmMxAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAEAAJABIAAAASAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGP//AAAAMGF2Y0MBZAAK/+EAGWdkAAqs2UR/nwEQAAADABAAAAMAoPEiWWABAARo74/LAAAAEHBhc3AAAAABAAAAAQAAABhzdHRzAAAAAAAAAAEAAAAFAAAIAAAAABRzdHNzAAAAAAAAAAEAAAABAAAAOGN0dHMAAAAAAAAABQAAAAEAABAAAAAAAQAAKAAAAAABAAAQAAAAAAEAAAAAAAAAAQAACAAAAAAcc3RzYwAAAAAAAAABAAAAAQAAAAUAAAABAAAAKHN0c3oAAAAAAAAAAAAAAAUAAALaAAAADgAAAAwAAAAMAAAADAAAABRzdGNvAAAAAAAAAAEAAAONAAAAYnVkdGEAAABabWV0YQAAAAAAAAAhaGRscgAAAAAAAAAAbWRpcmFwcGwAAAAAAAAAAAAAAAAtaWxzdAAAACWpdG9vAAAAHWRhdGEAAAABAAAAAExhdmY1OC4yNC4xMDAAAAAIZnJlZQAAAxRtZGF0AAACrAYF//+o3EXpvebZSLeWLNgg2SPu73gyNjQgLSBjb3JlIDE1NyByMjkzNSA1NDVkZTJmIC0gSC4yNjQvTVBFRy00IEFWQyBjb2RlYyAtIENvcHlsZWZ0IDIwMDMtMjAxOCAtIGh0dHA6Ly93d3cudmlkZW9sYW4ub3JnL3gyNjQuaHRtbCAtIG9wdGlvbnM6IGNhYmFjPTEgcmVmPTEgZGVibG9jaz0xOjA6MCBhbmFseXNlPTB4MzoweDExMyBtZT1oZXggc3VibWU9MiBwc3k9MSBwc3lfcmQ9MS4wMDowLjAwIG1peGVkX3JlZj0wIG1lX3JhbmdlPTE2IGNocm9tYV9tZT0xIHRyZWxsaXM9MCA4eDhkY3Q9MSBjcW09MCBkZWFkem9uZT0yMSwxMSBmYXN0X3Bza2lwPTEgY2hyb21hX3FwX29mZnNldD0wIHRocmVhZHM9MSBsb29rYWhlYWRfdGhyZWFkcz0xIHNsaWNlZF90aHJlYWRzPTAgbnI9MCBkZWNpbWF0ZT0xIGludGVybGFjZWQ9MCBibHVyYXlfY29tcGF0PTAgY29uc3RyYWluZWRfaW50cmE9MCBiZnJhbWVzPTMgYl9weXJhbWlkPTIgYl9hZGFwdD0xIGJfYmlhcz0wIGRpcmVjdD0xIHdlaWdodGI9MSBvcGVuX2dvcD0wIHdlaWdodHA9MSBrZXlpbnQ9MjUwIGtleWludF9taW49NSBzY2VuZWN1dD00MCBpbnRyYV9yZWZyZXNoPTAgcmNfbG9va2FoZWFkPTEwIHJjPWNyZiBtYnRyZWU9MSBjcmY9MjMuMCBxY29tcD0wLjYwIHFwbWluPTAgcXBtYXg9NjkgcXBzdGVwPTQgaXBfcmF0aW89MS40MCBhcT0xOjEuMDAAgAAAACZliIQAEv/k/wXg+oGBPl/9vyKoy7t72S6yDpX6PEcDXpPw8mLE7QAAAApBmiQYh//+qdOgAAAACEGeQkIIfwX1AAAACAGeYUQ//wlYAAAACAGeY0Q//wlZ';
const tinyWebm = 'data:video/webm;base64,GkXfowEAAAAAAAAfQoaBAUL3gQFC8oEEQvOBCEKChHdlYm1Ch4ECQoWBAhhTgGcBAAAAAAADHBFNm3RAO027i1OrhBVJqWZTrIHlTbuMU6uEFlSua1OsggEjTbuMU6uEElTDZ1OsggFqTbuMU6uEHFO7a1OsggL/7AEAAAAAAACbAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmAQAAAAAAADIq17GDD0JATYCNTGF2ZjU4LjI0LjEwMFdBjUxhdmY1OC4yNC4xMDBEiYhAj0AAAAAAABZUrmsBAAAAAAAAO64BAAAAAAAAMteBAXPFgQGcgQAitZyDdW5khoVWX1ZQOYOBASPjg4QL68IA4AEAAAAAAAAGsIFAuoEkElTDZwEAAAAAAADDc3MBAAAAAAAALmPAAQAAAAAAAABnyAEAAAAAAAAaRaOHRU5DT0RFUkSHjUxhdmY1OC4yNC4xMDBzcwEAAAAAAAA9Y8ABAAAAAAAABGPFgQFnyAEAAAAAAAAlRaOHRU5DT0RFUkSHmExhdmM1OC40Mi4xMDAgbGlidnB4LXZwOXNzAQAAAAAAADpjwAEAAAAAAAAEY8WBAWfIAQAAAAAAACJFo4hEVVJBVElPTkSHlDAwOjAwOjAxLjAwMDAwMDAwMAAAH0O2dQEAAAAAAAC654EAo92BAACAgkmDQgAD8AI2BjgkHBhCAAAgQABrQ///KNA3rkBX3H4VXaaedzMXYh7nHZFsy+C//15Cqvqfv88tCLfarpUKPMRQnIlb+mhowC/////Qyn//wAOqii0hXgCjlIEAyACGAECSnChJQAADcAAAVAAAo5SBAZAAhgBAkpwsSsAAA3AAAFQAAKOUgQJYAIYAQJKcLEnAAANwAABUAACjlIEDIACGAECSnChIoAADcAAAVAAAHFO7awEAAAAAAAARu4+zgQC3iveBAfGCAjnwgQM=';

/** A 3D video a tool made: it plays here, its first frame as the poster, the MP4 and the WebM beside it as sources; its length in the details. */
export const Video: Story = {
  args: {
    asset: {
      ...turntable,
      data: {
        ...turntable.data,
        file_url: tinyMp4,
        width: 1280,
        height: 720,
        duration_s: 6,
        frames: 180,
        fps: 30,
        view_file_url: tinyWebm,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('poster', turntable.data.image_url!);
    await expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
      [tinyMp4, 'video/mp4'],
      [tinyWebm, 'video/webm'],
    ]);
    // The player has read the MP4's length: the poster stays until play is pressed.
    await waitFor(() => expect(video.duration).toBeCloseTo(1, 1));
    await expect(within(canvasElement).getByText('6 s, 180 frames at 30 fps')).toBeVisible();
    await expect(within(canvasElement).getByText('1,280 × 720 px')).toBeVisible();
  },
};

/** A video whose file is not there: said in words, with no player. */
export const VideoWithoutFile: Story = {
  args: { asset: { ...turntable, data: { ...turntable.data, file_url: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This video cannot be played' })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** A tool run on the asset: progress above the details, as the realtime updates move it on. */
export const JobRunning: Story = {
  args: { asset: storyAsset('asset-crate') },
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('status')).toHaveTextContent('A tool is working on this asset.42%');
    await untilViewerReady(canvasElement);
  },
};

/** An output of a tool links back to the asset it was made from. */
export const MadeByATool: Story = {
  args: {
    asset: { ...storyAsset('asset-sneaker'), jobs: [], data: { ...storyAsset('asset-sneaker').data, source_asset_id: 'asset-raw-sneaker' } },
    source: { name: 'Sneaker scan (raw)', href: '/dashboard/asset/asset-raw-sneaker' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sneaker scan (raw)' })).toBeVisible();
    await untilViewerReady(canvasElement);
  },
};

export const Loading: Story = {
  args: { asset: undefined },
  play: playLoading('Loading asset'),
};

export const Failed: Story = {
  args: { asset: undefined, error: 'This asset does not exist, or you do not have access to it.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This asset does not exist');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const Renaming: Story = {
  args: { isRenameOpen: true },
  render: InShell,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename asset' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Vintage armchair');
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(dialog.getByText('Enter a name for the asset.')).toBeVisible();
    await userEvent.type(name, 'Armchair, walnut');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onRename).toHaveBeenCalledWith('Armchair, walnut');
    await release(dialog.getByRole('button', { name: 'Rename' }));
  },
};

export const RenameFailed: Story = {
  args: { isRenameOpen: true, renameError: 'The name could not be saved. Try again.' },
  render: InShell,
};

export const DeleteConfirm: Story = {
  args: { isDeleteOpen: true },
  render: InShell,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete “Vintage armchair”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const Deleting: Story = { args: { isDeleteOpen: true, isDeleting: true }, render: InShell };

/** An uploaded STL, kept as it came (read Z up, in millimetres) with a GLB beside it to view, in metres. */
const stlPart: NonNullable<AssetDetailScreenProps['asset']> = {
  ...armchair,
  id: 'asset-bracket',
  name: 'Wall bracket',
  data: { ...armchair.data, format: 'stl', size_bytes: 684_084, triangle_count: 13_680, vertex_count: 6_842, up_axis: 'z', unit: 'mm', bbox: { min: [0, 0, 0], max: [0.12, 0.08, 0.04] } },
};

/** An uploaded STL shows which way up and in which unit it was read, to change when it lies on its side or has the wrong size. */
export const UpAxis: Story = {
  args: { asset: stlPart, onUpAxisChange: fn(), onUnitChange: fn() },
  render: InShell,
  play: async ({ canvasElement, args }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    const choice = within(details.getByRole('radiogroup', { name: 'Up axis' }));
    await expect(choice.getByRole('radio', { name: 'Z up' })).toBeChecked();
    await expect(details.getByRole('radiogroup', { name: 'Unit' })).toBeVisible();
    await expect(details.getByRole('radio', { name: 'mm' })).toBeChecked();
    await expect(details.getByText('120 × 80 × 40 mm')).toBeVisible();
    await expect(
      details.getByText('STL files are read as Z up, in millimetres; flip it if the model lies on its side, change the unit if its size is wrong.'),
    ).toBeVisible();
    await userEvent.click(choice.getByRole('radio', { name: 'Y up' }));
    await expect(args.onUpAxisChange).toHaveBeenCalledWith('y');
    await release(choice.getByRole('radio', { name: 'Y up' }));
    await userEvent.click(details.getByRole('radio', { name: 'in' }));
    await expect(args.onUnitChange).toHaveBeenCalledWith('in');
    await release(details.getByRole('radio', { name: 'in' }));
  },
};

/** An uploaded OBJ: the hint names its own format and what it is read as (Y up); this one was said to be in centimetres. */
export const ObjUnit: Story = {
  args: {
    asset: { ...stlPart, id: 'asset-vase', name: 'Vase', data: { ...stlPart.data, format: 'obj', up_axis: 'y', unit: 'cm', bbox: { min: [0, 0, 0], max: [0.2, 0.35, 0.2] } } },
    onUpAxisChange: fn(),
    onUnitChange: fn(),
  },
  render: InShell,
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('radio', { name: 'Y up' })).toBeChecked();
    await expect(details.getByRole('radio', { name: 'cm' })).toBeChecked();
    await expect(
      details.getByText('OBJ files are read as Y up, in millimetres; flip it if the model lies on its side, change the unit if its size is wrong.'),
    ).toBeVisible();
  },
};

/** While the file is read in another unit: that unit is shown chosen, and nothing else can be chosen. */
export const UnitPending: Story = {
  args: { asset: stlPart, onUpAxisChange: fn(), onUnitChange: fn(), unitPending: 'in' },
  render: InShell,
  play: async ({ canvasElement, args }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('radio', { name: 'in' })).toBeChecked();
    await expect(details.getByRole('radio', { name: 'mm' })).toBeDisabled();
    await expect(details.getByRole('radio', { name: 'Y up' })).toBeDisabled();
    await expect(details.getByRole('status')).toHaveTextContent('Reading the model in inches…');
    await userEvent.click(details.getByRole('radio', { name: 'mm' }), { pointerEventsCheck: 0 });
    await expect(args.onUnitChange).not.toHaveBeenCalled();
  },
};

/** While the file is read again: the axis asked for is shown chosen, and nothing else can be chosen. */
export const UpAxisPending: Story = {
  args: { asset: stlPart, onUpAxisChange: fn(), upAxisPending: 'y' },
  render: InShell,
  play: async ({ canvasElement, args }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('radio', { name: 'Y up' })).toBeChecked();
    await expect(details.getByRole('radio', { name: 'Z up' })).toBeDisabled();
    await expect(details.getByRole('status')).toHaveTextContent('Turning the model to Y up…');
    await userEvent.click(details.getByRole('radio', { name: 'Z up' }), { pointerEventsCheck: 0 });
    await expect(args.onUpAxisChange).not.toHaveBeenCalled();
  },
};

/** The change was refused or failed: the axis the model has stays chosen, with the reason. */
export const UpAxisFailed: Story = {
  args: { asset: stlPart, onUpAxisChange: fn(), upAxisError: 'The up axis could not be changed. Try again.' },
  render: InShell,
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('alert')).toHaveTextContent('The up axis could not be changed. Try again.');
    await expect(details.getByRole('radio', { name: 'Z up' })).toBeChecked();
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: playUntilViewerReady,
};

export const NarrowImage: Story = { globals: narrow, args: { asset: storyAsset('asset-forest') } };

export const Wide: Story = {
  globals: wide,
  play: playUntilViewerReady,
};

export const WideSplat: Story = { globals: wide, args: { asset: storyAsset('asset-street') } };

const toolChoice = (id: ToolId, isLocked = false) => ({
  tool: TOOLS.find((tool) => tool.id === id)!,
  href: `/dashboard/asset/tool/${id}?mesh=${mesh.id}`,
  ...(isLocked && { openedBy: tiersOpening(id) }),
});

/** The tools that take the mesh, each opening with it picked; one the plan lacks names the plan that opens it. */
export const WithTools: Story = {
  args: { tools: [toolChoice('retopology', true), toolChoice('segmentation'), toolChoice('3d-printing'), toolChoice('splat-gen'), toolChoice('texture')] },
  render: InShell,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Run a tool' })).toBeVisible();
    const tools = within(canvas.getByRole('list', { name: 'Tools for Vintage armchair' }));
    await expect(tools.getByRole('link', { name: /Texture/ })).toHaveAttribute('href', '/dashboard/asset/tool/texture?mesh=asset-armchair');
    await expect(within(tools.getByRole('link', { name: /Retopology/ })).getByText('Starter plan')).toBeVisible();
  },
};

export const NarrowWithTools: Story = { globals: narrow, args: WithTools.args, render: WithTools.render };
