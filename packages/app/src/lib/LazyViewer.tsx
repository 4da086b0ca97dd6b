import type { ModelViewerProps, SplatViewerProps } from '@facet/ui';
import { lazy, Suspense } from 'react';

// three.js and the viewers load only when a model or splat is shown (ARCHITECTURE.md, Browser
// conventions); the splat viewer's renderer (Spark) is its own chunk.
const ModelViewer = lazy(() => import('@facet/ui/viewer'));
const SplatViewer = lazy(() => import('@facet/ui/splat-viewer'));

const placeholder = (label: string) => <div style={{ width: '100%', height: '100%' }} aria-busy="true" aria-label={`Loading the 3D view of ${label}`} />;

/** The 3D viewer, fetched on first use; its own loading state covers the download too. */
export function LazyViewer(props: ModelViewerProps) {
  return (
    <Suspense fallback={placeholder(props.label)}>
      <ModelViewer {...props} />
    </Suspense>
  );
}

/** The Gaussian splat viewer, fetched on first use. */
export function LazySplatViewer(props: SplatViewerProps) {
  return (
    <Suspense fallback={placeholder(props.name)}>
      <SplatViewer {...props} />
    </Suspense>
  );
}
