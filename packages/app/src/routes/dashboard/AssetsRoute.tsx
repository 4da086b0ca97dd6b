import { EmptyState } from '@facet/ui';

/** The asset grid comes with the assets slice; until then the page says plainly that it is empty. */
export function AssetsRoute() {
  return (
    <EmptyState
      title="No assets yet"
      description="Uploading meshes and images and making folders are on their way. Your account, credits and plan are ready."
    />
  );
}
