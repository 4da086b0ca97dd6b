import type { Asset } from '@facet/contract';
import {
  dismissUpload,
  startUploads,
  useAssetActions,
  useAssetList,
  useCompleteOnboardingStep,
  useFolderList,
  useUploads,
  type UploadItem as DataUploadItem,
} from '@facet/data';
import { AssetsScreen, assetTypeFilters, ReelOverlay, toast, type AssetTypeFilter, type UploadItem } from '@facet/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../lib/error-text';
import { LazyViewer } from '../../lib/LazyViewer';
import { assetHref, folderHref } from '../auth/paths';
import { ShowcaseRoute } from './ShowcaseRoute';
import { folderPath, useFolderTree } from './useFolderTree';

const SEARCH_DEBOUNCE_MS = 300;

function toUiUpload(item: DataUploadItem): UploadItem | undefined {
  if (item.status === 'cancelled') return undefined;
  const status = item.status === 'queued' ? 'uploading' : item.status;
  return { id: item.id, name: item.name, status, percent: Math.round(item.progress * 100), error: item.error };
}

const isTypeFilter = (value: string | null): value is AssetTypeFilter =>
  value !== null && (assetTypeFilters as readonly string[]).includes(value);

/** `/dashboard/assets` [q, folderId, type, reel]: a folder's folders and assets, or the showcase. */
export function AssetsRoute() {
  const [search] = useSearchParams();
  if (search.get('folderId') === 'showcase') return <ShowcaseRoute />;
  return <FolderRoute />;
}

function FolderRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const folderId = search.get('folderId');
  const q = search.get('q') ?? '';
  const typeParam = search.get('type');
  const type = isTypeFilter(typeParam) ? typeParam : null;
  const reel = search.get('reel');
  const filtering = q.trim() !== '' || type !== null;

  const setParams = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // The search box answers every key; the URL (and the request) follows once typing pauses. A draft
  // belongs to the `q` it was typed over, so a changed URL (back button, folder change) replaces it.
  const [draft, setDraft] = useState({ base: q, text: q });
  const query = draft.base === q ? draft.text : q;
  const setQuery = (text: string) => setDraft({ base: q, text });
  useEffect(() => {
    if (query === q) return;
    const timer = window.setTimeout(() => setParams({ q: query.trim() ? query : null }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  });

  const folders = useFolderList(folderId ?? 'root', !filtering);
  // Searching looks through every folder; browsing shows this folder's assets.
  const assets = useAssetList(
    filtering
      ? { q, type: type ?? undefined, exclude_types: ['folder'] }
      : { parent_id: folderId ?? 'root', exclude_types: ['folder'] },
    filtering ? 30 : 50,
  );
  const tree = useFolderTree();
  const actions = useAssetActions();
  const completeStep = useCompleteOnboardingStep();
  const uploads = useUploads();

  // A selection belongs to the view it was made in: a new folder or search starts with none.
  const view = `${folderId ?? ''}|${q}|${type ?? ''}`;
  const [selection, setSelection] = useState<{ view: string; keys: Set<string> }>({ view, keys: new Set() });
  const selectedKeys = selection.view === view ? selection.keys : new Set<string>();
  const setSelectedKeys = (keys: Set<string>) => setSelection({ view, keys });
  const [busyKeys, setBusyKeys] = useState<Set<string>>(new Set());
  const [isMoveOpen, setMoveOpen] = useState(false);
  const [moveError, setMoveError] = useState<string>();
  const [isMoving, setMoving] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [isDeleting, setDeleting] = useState(false);
  const [isNewFolderOpen, setNewFolderOpen] = useState(false);
  const [createFolderError, setCreateFolderError] = useState<string>();
  const [isCreatingFolder, setCreatingFolder] = useState(false);

  const path = folderPath(tree.byId, folderId);
  const breadcrumbs = [
    { id: null, name: 'All assets', href: folderHref(null) },
    ...path.map((folder) => ({ id: folder.id, name: folder.name, href: folderHref(folder.id) })),
  ];
  const shownFolders = filtering ? [] : folders.assets;
  const shownAssets = assets.assets;
  const reelItems = useMemo(() => shownAssets.filter((asset) => asset.type !== 'folder'), [shownAssets]);

  async function move(ids: string[], target: string | null) {
    if (ids.length === 0) return;
    setMoving(true);
    setMoveError(undefined);
    setBusyKeys(new Set(ids));
    try {
      await actions.move(ids, target);
      setMoveOpen(false);
      setSelectedKeys(new Set());
      const name = target ? (tree.byId.get(target)?.name ?? 'the folder') : 'All assets';
      toast.success(`Moved ${ids.length === 1 ? '1 item' : `${ids.length} items`} to ${name}`);
    } catch (error) {
      const message = errorText(error, 'The items could not be moved.');
      setMoveError(message);
      if (!isMoveOpen) toast.error(message ?? 'The items could not be moved.');
    } finally {
      setMoving(false);
      setBusyKeys(new Set());
    }
  }

  async function remove(ids: string[]) {
    setDeleting(true);
    setDeleteError(undefined);
    setBusyKeys(new Set(ids));
    const failures: string[] = [];
    for (const id of ids) {
      try {
        await actions.remove(id);
      } catch (error) {
        failures.push(errorText(error) ?? id);
      }
    }
    setDeleting(false);
    setBusyKeys(new Set());
    if (failures.length > 0) {
      setDeleteError(`${failures.length} of ${ids.length} could not be deleted: ${failures[0]}`);
      return;
    }
    setDeleteOpen(false);
    setSelectedKeys(new Set());
    toast.success(ids.length === 1 ? 'Deleted 1 item' : `Deleted ${ids.length} items`);
  }

  async function createFolder(name: string) {
    setCreatingFolder(true);
    setCreateFolderError(undefined);
    try {
      await actions.createFolder(name, folderId);
      setNewFolderOpen(false);
      completeStep('create_folder');
    } catch (error) {
      setCreateFolderError(errorText(error, 'The folder could not be made.'));
    } finally {
      setCreatingFolder(false);
    }
  }

  function upload(files: File[]) {
    void startUploads(files, folderId, (asset) => {
      actions.apply(asset);
      completeStep('upload_asset');
    });
  }

  function open(asset: Asset) {
    if (asset.type === 'folder') {
      setParams({ folderId: asset.id, q: null, type: null, reel: null });
      setQuery('');
    } else navigate(assetHref(asset.id, folderId));
  }

  return (
    <>
      <AssetsScreen
        breadcrumbs={breadcrumbs}
        folders={shownFolders}
        assets={shownAssets}
        isLoading={assets.isLoading || (!filtering && folders.isLoading)}
        error={errorText(assets.error ?? folders.error, 'Your assets could not be loaded.')}
        onRetry={() => {
          assets.refresh();
          folders.refresh();
        }}
        hasMore={assets.hasMore}
        isLoadingMore={assets.isLoadingMore}
        onLoadMore={assets.loadMore}
        query={query}
        onQueryChange={setQuery}
        typeFilter={type}
        onTypeFilterChange={(next) => setParams({ type: next })}
        onClearFilters={() => {
          setQuery('');
          setParams({ q: null, type: null });
        }}
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        onOpen={open}
        busyKeys={busyKeys}
        onMove={(ids, target) => void move(ids, target)}
        isMoveOpen={isMoveOpen}
        onMoveOpenChange={(open) => {
          setMoveOpen(open);
          setMoveError(undefined);
        }}
        moveTargets={tree.isComplete ? tree.folders : undefined}
        moveTargetsError={errorText(tree.error, 'Your folders could not be loaded.')}
        onRetryMoveTargets={tree.retry}
        isMoving={isMoving}
        moveError={moveError}
        isDeleteOpen={isDeleteOpen}
        onDeleteOpenChange={(open) => {
          setDeleteOpen(open);
          setDeleteError(undefined);
        }}
        onDelete={(ids) => void remove(ids)}
        isDeleting={isDeleting}
        deleteError={deleteError}
        isNewFolderOpen={isNewFolderOpen}
        onNewFolderOpenChange={(open) => {
          setNewFolderOpen(open);
          setCreateFolderError(undefined);
        }}
        onCreateFolder={(name) => void createFolder(name)}
        isCreatingFolder={isCreatingFolder}
        createFolderError={createFolderError}
        onUpload={upload}
        uploads={uploads.map(toUiUpload).filter((item): item is UploadItem => item !== undefined)}
        onDismissUpload={dismissUpload}
      />
      <ReelOverlay
        items={reelItems}
        currentId={reel}
        onNavigate={(id) => setParams({ reel: id })}
        onClose={() => setParams({ reel: null })}
        renderViewer={(asset) => <LazyViewer url={asset.data.file_url ?? null} label={asset.name} />}
        detailsHref={(asset) => assetHref(asset.id, folderId)}
      />
    </>
  );
}

