import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { assets, folders, makeAsset } from '../../components/private/assetStoryFixtures';
import { StoryDashboard } from '../../components/private/StoryDashboard';
import { dragFilesOver, dragOnto, dragOver, dropFiles, dropOn, pasteFiles } from '../../components/private/storyDrag';
import { blurActive, narrow, playLoading, release, useStoryState, wide } from '../../components/private/storyFixtures';
import { AssetsScreen, type AssetsScreenProps } from './AssetsScreen';

const topLevel = [{ id: null, name: 'All assets', href: '/dashboard/assets' }];
const inProps = [...topLevel, { id: 'folder-props', name: 'Props', href: '/dashboard/assets?folderId=folder-props' }];
const inVehicles = [...inProps, { id: 'folder-vehicles', name: 'Vehicles and heavy machinery', href: '/dashboard/assets?folderId=folder-vehicles' }];

const moveTargets = [
  ...folders.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
  { id: 'folder-vehicles', name: 'Vehicles', parent_id: 'folder-props' },
  { id: 'folder-furniture', name: 'Furniture', parent_id: 'folder-props' },
  { id: 'folder-chairs', name: 'Chairs', parent_id: 'folder-furniture' },
  { id: 'folder-heroes', name: 'Heroes', parent_id: 'folder-characters' },
];

const propsAssets = assets.slice(0, 6).map((asset) => ({ ...asset, parent_id: 'folder-props' }));
const subfolders = [
  makeAsset({ id: 'folder-vehicles', name: 'Vehicles', type: 'folder', parent_id: 'folder-props' }),
  makeAsset({ id: 'folder-furniture', name: 'Furniture', type: 'folder', parent_id: 'folder-props' }),
];

/**
 * The screen keeps selection, search and the dialogs in story state, as the app's container does,
 * so every story can be clicked through; the args' spies still record each call.
 */
function Interactive(args: AssetsScreenProps) {
  const [selectedKeys, setSelectedKeys] = useStoryState(args.selectedKeys, args.onSelectionChange);
  const [query, setQuery] = useStoryState(args.query, args.onQueryChange);
  const [typeFilter, setTypeFilter] = useStoryState(args.typeFilter, args.onTypeFilterChange);
  const [isMoveOpen, setMoveOpen] = useStoryState(args.isMoveOpen, args.onMoveOpenChange);
  const [isDeleteOpen, setDeleteOpen] = useStoryState(args.isDeleteOpen, args.onDeleteOpenChange);
  const [isNewFolderOpen, setNewFolderOpen] = useStoryState(args.isNewFolderOpen, args.onNewFolderOpenChange);
  return (
    <StoryDashboard activeId="assets">
      <AssetsScreen
        {...args}
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        query={query}
        onQueryChange={setQuery}
        typeFilter={typeFilter}
        onTypeFilterChange={setTypeFilter}
        isMoveOpen={isMoveOpen}
        onMoveOpenChange={setMoveOpen}
        isDeleteOpen={isDeleteOpen}
        onDeleteOpenChange={setDeleteOpen}
        isNewFolderOpen={isNewFolderOpen}
        onNewFolderOpenChange={setNewFolderOpen}
      />
    </StoryDashboard>
  );
}

const meta = {
  title: 'Screens/AssetsScreen',
  component: AssetsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    breadcrumbs: topLevel,
    folders,
    assets,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    typeFilter: null,
    onTypeFilterChange: fn(),
    onClearFilters: fn(),
    selectedKeys: new Set<string>(),
    onSelectionChange: fn(),
    onOpen: fn(),
    onMove: fn(),
    isMoveOpen: false,
    onMoveOpenChange: fn(),
    moveTargets,
    isDeleteOpen: false,
    onDeleteOpenChange: fn(),
    onDelete: fn(),
    isNewFolderOpen: false,
    onNewFolderOpenChange: fn(),
    onCreateFolder: fn(),
    onUpload: fn(),
    uploads: [],
    onDismissUpload: fn(),
    onRetryUpload: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof AssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const assetGrid = (canvasElement: HTMLElement, name = 'All assets') => within(canvasElement).getByRole('grid', { name });

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All assets' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Folders' })).getAllByRole('row')).toHaveLength(4);
    await userEvent.dblClick(within(assetGrid(canvasElement)).getByRole('row', { name: 'Brass lantern' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'asset-lantern' }));
    await userEvent.keyboard('{Escape}');
    await release(within(assetGrid(canvasElement)).getByRole('row', { name: 'Brass lantern' }));
  },
};

export const Loading: Story = {
  args: { isLoading: true, folders: [], assets: [] },
  play: playLoading('Loading assets'),
};

export const Failed: Story = {
  args: { error: 'The server did not answer. Check your connection and try again.', folders: [], assets: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your assets could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** A new account: nothing yet, an invitation to upload or drop files. */
export const Empty: Story = {
  args: { folders: [], assets: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Drop files here to upload' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'New folder' })[1] ?? canvasElement);
    await expect(args.onNewFolderOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  },
};

export const EmptyFolder: Story = {
  args: { breadcrumbs: inProps, folders: [], assets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Props is empty' })).toBeVisible();
  },
};

/** Search and filter found nothing: say so, and offer the way back. */
export const NothingMatches: Story = {
  args: { query: 'spaceship', typeFilter: 'mesh', folders: [], assets: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing matches “spaceship”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assets' }), 'chair');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('chair');
    await userEvent.click(canvas.getByRole('radio', { name: 'Meshes' }));
    await expect(args.onTypeFilterChange).toHaveBeenLastCalledWith('mesh');
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(args.onTypeFilterChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('radio', { name: 'Splats' }));
    await release(canvas.getByRole('radio', { name: 'Splats' }));
  },
};

/** Three assets selected: the bar to move, delete or clear them. */
export const WithSelection: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox', 'asset-lantern']) },
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('toolbar', { name: 'Selected assets' }));
    await expect(bar.getByText('3 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Move…' }));
    await expect(args.onMoveOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(within(canvasElement).queryByRole('toolbar', { name: 'Selected assets' })).not.toBeInTheDocument();
    // One user-event session, so the held Control key carries over to the click.
    const user = userEvent.setup();
    const crate = within(assetGrid(canvasElement)).getByRole('row', { name: 'Sci-fi cargo crate' });
    await user.click(crate);
    await expect(within(canvasElement).getByText('1 selected')).toBeVisible();
    await user.keyboard('{Control>}');
    await user.click(within(assetGrid(canvasElement)).getByRole('row', { name: 'Street corner scan' }));
    await user.keyboard('{/Control}');
    await expect(within(canvasElement).getByText('2 selected')).toBeVisible();
    await user.unhover(crate);
    blurActive();
  },
};

export const MoveDialog: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox']), isMoveOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Move 2 items' }));
    const move = dialog.getByRole('button', { name: 'Move here' });
    await expect(move).toBeDisabled();
    await expect(dialog.getByRole('option', { name: /All assets/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('option', { name: 'Chairs' }));
    await expect(move).toBeEnabled();
    await userEvent.click(move);
    await expect(args.onMove).toHaveBeenCalledWith(['asset-armchair', 'asset-fox'], 'folder-chairs');
    await release(move);
  },
};

export const DeleteConfirm: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox']), isDeleteOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete 2 assets?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(['asset-armchair', 'asset-fox']);
    blurActive();
  },
};

export const Deleting: Story = {
  args: {
    selectedKeys: new Set(['asset-lantern']),
    isDeleteOpen: true,
    isDeleting: true,
    busyKeys: new Set(['asset-lantern']),
  },
};

export const DeleteFailed: Story = {
  args: {
    selectedKeys: new Set(['asset-lantern']),
    isDeleteOpen: true,
    deleteError: 'The asset could not be deleted: a tool is still working on it.',
  },
};

/** Naming a new folder: empty and taken names are refused before anything is sent. */
export const NewFolder: Story = {
  args: { isNewFolderOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New folder' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const create = dialog.getByRole('button', { name: 'Create folder' });
    await userEvent.click(create);
    await expect(dialog.getByText('Enter a name for the folder.')).toBeVisible();
    await userEvent.type(name, 'props');
    await userEvent.click(create);
    await expect(dialog.getByText('A folder named “props” is already here.')).toBeVisible();
    await expect(args.onCreateFolder).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, '  Kitbash parts ');
    await userEvent.click(create);
    await expect(args.onCreateFolder).toHaveBeenCalledWith('Kitbash parts');
    await userEvent.clear(name);
    await userEvent.click(create);
    await release(create);
  },
};

export const NewFolderFailed: Story = {
  args: { isNewFolderOpen: true, createFolderError: 'The folder could not be created. Try again in a moment.' },
};

const uploads = [
  { id: 'u1', name: 'Hero sneaker LOD0.glb', status: 'uploading' as const, percent: 64 },
  { id: 'u2', name: 'Street corner scan.spz', status: 'uploading' as const, percent: 12 },
  { id: 'u3', name: 'Brass lantern.obj', status: 'processing' as const },
  { id: 'u4', name: 'Concept desert outpost.png', status: 'done' as const },
  {
    id: 'u5',
    name: 'notes.pdf',
    status: 'failed' as const,
    error: 'This is a PDF document, not a mesh, image, splat or video.',
  },
  { id: 'u6', name: 'City block photogrammetry.ply', status: 'failed' as const, error: 'Meshes can be at most 200 MB; this file is 412 MB.' },
];

export const Uploading: Story = {
  args: { uploads },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Uploads' }));
    await expect(panel.getByText('Uploading 2 files')).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Uploading Hero sneaker LOD0.glb' })).toHaveAttribute('aria-valuenow', '64');
    await expect(panel.getByText('This is a PDF document, not a mesh, image, splat or video.')).toBeVisible();
    const dismiss = panel.getByRole('button', { name: 'Dismiss notes.pdf' });
    await userEvent.click(dismiss);
    await expect(args.onDismissUpload).toHaveBeenCalledWith('u5');
    await release(dismiss);
  },
};

/** Finished uploads; one whose connection failed can be sent again. */
export const UploadsFinished: Story = {
  args: {
    uploads: [
      ...uploads.filter((upload) => upload.status === 'done' || upload.id === 'u5'),
      { id: 'u7', name: 'Sneaker turntable.mp4', status: 'failed', canRetry: true, error: 'The upload could not reach the server. Check your connection and try again.' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Uploads' }));
    await expect(panel.queryByRole('button', { name: 'Try notes.pdf again' })).toBeNull();
    const retry = panel.getByRole('button', { name: 'Try Sneaker turntable.mp4 again' });
    await userEvent.click(retry);
    await expect(args.onRetryUpload).toHaveBeenCalledWith('u7');
    await release(retry);
  },
};

const files = [new File(['glb'], 'Oak tree.glb', { type: 'model/gltf-binary' }), new File(['png'], 'Bark albedo.png', { type: 'image/png' })];

/** Files dragged in from the desktop: the whole screen becomes the drop zone. */
export const DropFilesOverlay: Story = {
  play: async ({ canvasElement }) => {
    dragFilesOver(within(assetGrid(canvasElement)).getByRole('row', { name: 'Brass lantern' }), files);
    await waitFor(() => expect(within(canvasElement).getByText('Drop to upload to All assets')).toBeVisible());
  },
};

const droppedFileNames = [expect.objectContaining({ name: 'Oak tree.glb' }), expect.objectContaining({ name: 'Bark albedo.png' })];

/** Files dropped anywhere on the screen upload into the current folder, even where a folder tile lies. */
export const DropFiles: Story = {
  args: { breadcrumbs: inProps, folders: subfolders, assets: propsAssets },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Props' });
    const drag = dragFilesOver(heading, files);
    await waitFor(() => expect(canvas.getByText('Drop to upload to Props')).toBeVisible());
    dropFiles(heading, drag);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(droppedFileNames));
    await expect(canvas.getByText('Drop to upload to Props')).not.toBeVisible();

    // Over a folder tile, which takes only assets, the files land on what the browser finds at that
    // point while they are dragged: the overlay, so the screen still uploads them here.
    const folder = within(canvas.getByRole('grid', { name: 'Folders' })).getByRole('row', { name: 'Vehicles' });
    const again = dragFilesOver(within(assetGrid(canvasElement, 'Props')).getByRole('row', { name: 'Brass lantern' }), files);
    await waitFor(() => expect(canvas.getByText('Drop to upload to Props')).toBeVisible());
    const { left, top, width, height } = folder.getBoundingClientRect();
    dropFiles(document.elementFromPoint(left + width / 2, top + height / 2) ?? folder, again);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(2));
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.getByText('Drop to upload to Props')).not.toBeVisible();
  },
};

/**
 * A file the library cannot keep is refused where it was dropped, with the reason and the formats
 * it takes; the files beside it that it can keep still upload.
 */
export const DropUnsupportedFile: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'All assets' });
    const notes = new File(['a shopping list'], 'notes.txt', { type: 'text/plain' });
    const drag = dragFilesOver(heading, [notes]);
    await waitFor(() => expect(canvas.getByText('Drop to upload to All assets')).toBeVisible());
    dropFiles(heading, drag);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“notes.txt” was not uploaded: it is not a format Facet can open.');
    await expect(alert).toHaveTextContent('You can upload meshes (GLB, glTF, OBJ, STL, PLY), images (PNG, JPEG, WebP)');
    await expect(args.onUpload).not.toHaveBeenCalled();

    dropFiles(heading, dragFilesOver(heading, [notes, ...files]));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(droppedFileNames));
    await expect(canvas.getByRole('alert')).toHaveTextContent('“notes.txt” was not uploaded');
    await expect(canvas.getByText('Drop to upload to All assets')).not.toBeVisible();
  },
};

/**
 * Files copied in a file manager and pasted while the screen's drop target (a visually hidden
 * button, reached with Tab) has focus: they upload into the current folder.
 */
export const PasteFiles: Story = {
  args: { breadcrumbs: inProps, folders: subfolders, assets: propsAssets },
  play: async ({ canvasElement, args }) => {
    const dropTarget = within(canvasElement).getByRole('button', { name: 'Drop or paste files to upload to Props' });
    dropTarget.focus();
    pasteFiles(dropTarget, files);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(droppedFileNames));
    blurActive();
  },
};

/** Two selected assets dragged over a folder: the preview follows the pointer, the folder offers itself. */
export const Dragging: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox']) },
  play: async ({ canvasElement, args }) => {
    const folder = within(within(canvasElement).getByRole('grid', { name: 'Folders' })).getByRole('row', { name: 'Environments' });
    const source = within(assetGrid(canvasElement)).getByRole('row', { name: 'Vintage armchair' });
    const drag = dragOver(source, folder);
    await waitFor(() => expect(folder).toHaveAttribute('data-drop-target', 'true'));
    await waitFor(() => expect(within(assetGrid(canvasElement)).getByRole('row', { name: 'Low-poly fox' })).toHaveAttribute('data-dragging', 'true'));
    // Assets are not files: the screen does not offer to upload them.
    await expect(within(canvasElement).getByText('Drop to upload to All assets')).not.toBeVisible();
    // Dropping completes the move of both.
    dropOn(source, folder, drag);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(['asset-armchair', 'asset-fox'], 'folder-environments'));
    dragOver(source, folder);
    await waitFor(() => expect(folder).toHaveAttribute('data-drop-target', 'true'));
  },
};

/** Inside a folder, assets dragged onto a parent crumb move up to it. */
export const DragToBreadcrumb: Story = {
  args: { breadcrumbs: inVehicles, folders: [], assets: propsAssets, selectedKeys: new Set(['asset-fox']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = assetGrid(canvasElement, 'Vehicles and heavy machinery');
    const source = within(grid).getByRole('row', { name: 'Low-poly fox' });
    const crumb = canvas.getByRole('link', { name: 'All assets' }).closest('li') ?? canvasElement;
    await dragOnto(source, crumb);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(['asset-fox'], null));
  },
};

export const InFolder: Story = {
  args: { breadcrumbs: inVehicles, folders: subfolders, assets: propsAssets },
};

export const Narrow: Story = { globals: narrow };

/** Uploads on a phone: the panel sits at the foot of the screen, whole, its list scrolling inside it. */
export const NarrowUploading: Story = {
  globals: narrow,
  args: { uploads },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Uploads' });
    await expect(panel).toBeVisible();
    const box = panel.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The list scrolls inside the panel to its last upload.
    const list = within(panel).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    list.scrollTop = list.scrollHeight;
    await expect(within(panel).getByText('notes.pdf')).toBeVisible();
  },
};

export const NarrowWithSelection: Story = {
  globals: narrow,
  args: { selectedKeys: new Set(['asset-fox', 'asset-crate']), uploads: uploads.slice(0, 2) },
};

export const NarrowEmpty: Story = { globals: narrow, args: { folders: [], assets: [] } };

export const Wide: Story = { globals: wide };

export const WideInFolderUploading: Story = {
  globals: wide,
  args: { breadcrumbs: inVehicles, folders: subfolders, assets: propsAssets, uploads: uploads.slice(0, 4) },
};
