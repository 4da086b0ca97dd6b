import { errorText, useAsset, useAssetActions, useFolderTree } from '@facet/data';
import { AssetDetailScreen } from '@facet/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LazyViewer } from '../../lib/LazyViewer';
import { assetHref, folderHref } from '../auth/paths';

/** `/dashboard/asset/:assetId` [folderId]: one asset, its 3D view and what it is. */
export function AssetDetailRoute() {
  const { assetId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { asset, error, refresh } = useAsset(assetId);
  const actions = useAssetActions();
  const tree = useFolderTree();
  const [isRenameOpen, setRenameOpen] = useState(false);
  const [renameError, setRenameError] = useState<string>();
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [isDeleting, setDeleting] = useState(false);

  // Back to where it was opened from, else to the folder it lives in.
  const folderId = search.get('folderId') ?? asset?.parent_id ?? null;
  const backLabel = folderId ? (tree.byId.get(folderId)?.name ?? 'Folder') : 'All assets';
  const sourceId = asset?.data.source_asset_id;

  return (
    <AssetDetailScreen
      asset={asset ?? undefined}
      error={asset === null ? 'This asset was deleted.' : errorText(error, 'This asset could not be loaded.')}
      onRetry={refresh}
      backHref={folderHref(folderId)}
      backLabel={backLabel}
      viewer={asset?.type === 'mesh' ? <LazyViewer url={asset.data.file_url ?? null} label={asset.name} /> : undefined}
      source={sourceId ? { name: 'Source asset', href: assetHref(sourceId) } : undefined}
      isRenameOpen={isRenameOpen}
      onRenameOpenChange={(open) => {
        setRenameOpen(open);
        setRenameError(undefined);
      }}
      onRename={(name) => {
        setRenaming(true);
        actions
          .rename(assetId, name)
          .then(() => setRenameOpen(false))
          .catch((failure: unknown) => setRenameError(errorText(failure, 'The asset could not be renamed.')))
          .finally(() => setRenaming(false));
      }}
      isRenaming={isRenaming}
      renameError={renameError}
      isDeleteOpen={isDeleteOpen}
      onDeleteOpenChange={(open) => {
        setDeleteOpen(open);
        setDeleteError(undefined);
      }}
      onDelete={() => {
        setDeleting(true);
        actions
          .remove(assetId)
          .then(() => navigate(folderHref(folderId), { replace: true }))
          .catch((failure: unknown) => setDeleteError(errorText(failure, 'The asset could not be deleted.')))
          .finally(() => setDeleting(false));
      }}
      isDeleting={isDeleting}
      deleteError={deleteError}
    />
  );
}
