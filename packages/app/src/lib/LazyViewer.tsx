import type { ModelViewerProps } from '@facet/ui';
import { lazy, Suspense } from 'react';

// three.js and the viewer load only when a model is shown (ARCHITECTURE.md, Browser conventions).
const ModelViewer = lazy(() => import('@facet/ui/viewer'));

/** The 3D viewer, fetched on first use; its own loading state covers the download too. */
export function LazyViewer(props: ModelViewerProps) {
  return (
    <Suspense fallback={<div style={{ width: '100%', height: '100%' }} aria-busy="true" aria-label={`Loading the 3D view of ${props.label}`} />}>
      <ModelViewer {...props} />
    </Suspense>
  );
}
