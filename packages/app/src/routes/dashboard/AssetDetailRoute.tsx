import { errorText, useAsset, useAssetDetailActions, useFolderTree, useUser } from '@facet/data';
import { AssetDetailScreen, type SplatFormat } from '@facet/ui';
import { type Asset, viewerFileUrl } from '@facet/contract';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LazySplatViewer, LazyViewer } from '../../lib/LazyViewer';
import { assetHref, folderHref } from '../auth/paths';
import { toolChoicesFor } from './tools/AssetToolPickerRoute';

const isSplatFormat = (format: string | undefined): format is SplatFormat => format === 'ply' || format === 'spz';

/** The 3D view for a mesh (its glTF, or the GLB made for viewing) or a splat (its PLY or SPZ). */
function viewerFor(asset: Asset) {
  if (asset.type === 'mesh') return <LazyViewer url={viewerFileUrl(asset.data)} label={asset.name} />;
  if (asset.type === 'splat' && isSplatFormat(asset.data.format)) {
    return <LazySplatViewer url={asset.data.file_url ?? null} format={asset.data.format} name={asset.name} />;
  }
  return undefined;
}

/** `/dashboard/asset/:assetId` [folderId]: one asset, its 3D view and what it is. */
export function AssetDetailRoute() {
  const { assetId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { asset, error, refresh } = useAsset(assetId);
  const { user } = useUser();
  const tree = useFolderTree(asset?.organization_id ?? null);

  // Back to where it was opened from, else to the folder it lives in.
  const folderId = search.get('folderId') ?? asset?.parent_id ?? null;
  const backLabel = folderId ? (tree.byId.get(folderId)?.name ?? 'Folder') : 'All assets';
  const sourceId = asset?.data.source_asset_id;

  const { rename, remove, upAxis, unit } = useAssetDetailActions(assetId, {
    onDeleted: () => navigate(folderHref(folderId), { replace: true }),
  });

  return (
    <AssetDetailScreen
      asset={asset ?? undefined}
      error={asset === null ? 'This asset was deleted.' : errorText(error, 'This asset could not be loaded.')}
      onRetry={refresh}
      backHref={folderHref(folderId)}
      backLabel={backLabel}
      viewer={asset ? viewerFor(asset) : undefined}
      source={sourceId ? { name: 'Source asset', href: assetHref(sourceId) } : undefined}
      tools={user && asset ? toolChoicesFor(user, asset) : undefined}
      isRenameOpen={rename.isOpen}
      onRenameOpenChange={rename.setOpen}
      onRename={rename.run}
      isRenaming={rename.isPending}
      renameError={rename.error}
      isDeleteOpen={remove.isOpen}
      onDeleteOpenChange={remove.setOpen}
      onDelete={remove.run}
      isDeleting={remove.isPending}
      deleteError={remove.error}
      onUpAxisChange={upAxis.run}
      upAxisPending={upAxis.pending}
      upAxisError={upAxis.error}
      onUnitChange={unit.run}
      unitPending={unit.pending}
      unitError={unit.error}
    />
  );
}
