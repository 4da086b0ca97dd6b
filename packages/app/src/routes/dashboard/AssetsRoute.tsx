import { type Asset, viewerFileUrl } from '@facet/contract';
import {
  dismissUpload,
  errorText,
  folderPath,
  isShowcaseView,
  libraryViewKey,
  retryUpload,
  uploadRows,
  useCurrentLibrary,
  useFolderTree,
  useLibraryActions,
  useLibraryContents,
  useLibraryParams,
  useUploads,
} from '@facet/data';
import { AssetsScreen, ReelOverlay, toast } from '@facet/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LazyViewer } from '../../lib/LazyViewer';
import { assetHref, folderHref } from '../auth/paths';
import { ShowcaseRoute } from './ShowcaseRoute';

/** `/dashboard/assets` [q, folderId, type, reel]: a folder's folders and assets, or the showcase. */
export function AssetsRoute() {
  const [search] = useSearchParams();
  if (isShowcaseView(search)) return <ShowcaseRoute />;
  return <FolderRoute />;
}

function FolderRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const params = useLibraryParams(search, setSearch);
  const { folderId } = params;
  // The library the shell's switcher chose: the person's own, or an organization's.
  const { organizationId, organization } = useCurrentLibrary();
  const contents = useLibraryContents(params, organizationId);
  const tree = useFolderTree(organizationId);
  const uploads = useUploads();
  const library = useLibraryActions({
    folderId,
    view: `${organizationId ?? ''}|${libraryViewKey(params)}`,
    folderName: (id) => tree.byId.get(id)?.name,
    notify: toast,
    organizationId,
  });

  const breadcrumbs = [
    { id: null, name: organization ? organization.name : 'All assets', href: folderHref(null) },
    ...folderPath(tree.byId, folderId).map((folder) => ({ id: folder.id, name: folder.name, href: folderHref(folder.id) })),
  ];
  const open = (asset: Asset) => (asset.type === 'folder' ? params.openFolder(asset.id) : navigate(assetHref(asset.id, folderId)));

  return (
    <>
      <AssetsScreen
        breadcrumbs={breadcrumbs}
        folders={contents.folders}
        assets={contents.assets}
        isLoading={contents.isLoading}
        error={errorText(contents.error, 'Your assets could not be loaded.')}
        onRetry={contents.retry}
        hasMore={contents.hasMore}
        isLoadingMore={contents.isLoadingMore}
        onLoadMore={contents.loadMore}
        query={params.query}
        onQueryChange={params.setQuery}
        typeFilter={params.type}
        onTypeFilterChange={params.setType}
        onClearFilters={params.clearFilters}
        selectedKeys={library.selectedKeys}
        onSelectionChange={library.setSelectedKeys}
        onOpen={open}
        busyKeys={library.busyKeys}
        onMove={library.move.run}
        isMoveOpen={library.move.isOpen}
        onMoveOpenChange={library.move.setOpen}
        moveTargets={tree.isComplete ? tree.folders : undefined}
        moveTargetsError={errorText(tree.error, 'Your folders could not be loaded.')}
        onRetryMoveTargets={tree.retry}
        isMoving={library.move.isPending}
        moveError={library.move.error}
        isDeleteOpen={library.remove.isOpen}
        onDeleteOpenChange={library.remove.setOpen}
        onDelete={library.remove.run}
        isDeleting={library.remove.isPending}
        deleteError={library.remove.error}
        isNewFolderOpen={library.newFolder.isOpen}
        onNewFolderOpenChange={library.newFolder.setOpen}
        onCreateFolder={library.newFolder.run}
        isCreatingFolder={library.newFolder.isPending}
        createFolderError={library.newFolder.error}
        onUpload={library.upload}
        uploads={uploadRows(uploads)}
        onDismissUpload={dismissUpload}
        onRetryUpload={(id) => void retryUpload(id)}
      />
      <ReelOverlay
        items={contents.reelItems}
        currentId={params.reel}
        onNavigate={params.setReel}
        onClose={() => params.setReel(null)}
        renderViewer={(asset) => <LazyViewer url={viewerFileUrl(asset.data)} label={asset.name} />}
        detailsHref={(asset) => assetHref(asset.id, folderId)}
      />
    </>
  );
}
