import type { ModelViewerProps, SplatViewerProps } from '@facet/ui';
import { SplatRendererLoading } from '@facet/ui';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import splatViewerUrl from 'virtual:splat-viewer-url';

// three.js and the viewers load only when a model or splat is shown (ARCHITECTURE.md, Browser
// conventions); the splat viewer's renderer (Spark) is its own chunk.
const ModelViewer = lazy(() => import('@facet/ui/viewer'));

const placeholder = (label: string) => <div style={{ width: '100%', height: '100%' }} aria-busy="true" aria-label={`Loading the 3D view of ${label}`} />;

/** The 3D viewer, fetched on first use; its own loading state covers the download too. */
export function LazyViewer(props: ModelViewerProps) {
  return (
    <Suspense fallback={placeholder(props.label)}>
      <ModelViewer {...props} />
    </Suspense>
  );
}

interface Progress {
  loadedBytes: number;
  totalBytes?: number;
}

let splatViewer: ComponentType<SplatViewerProps> | undefined;
let splatViewerLoad: Promise<ComponentType<SplatViewerProps>> | undefined;
const listeners = new Set<(progress: Progress) => void>();

/**
 * Reads the splat viewer's chunk (about 880 KB of gzip) once with progress, so the page can show how
 * far it has come, then imports it from the browser's cache. Without its address (development), or
 * should the read fail, the import alone fetches it.
 */
async function fetchWithProgress(url: string): Promise<void> {
  const response = await fetch(url);
  const total = Number(response.headers.get('content-length') ?? 0) || undefined;
  if (!response.body) return;
  const reader = response.body.getReader();
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.length;
    // A compressed answer's length is the compressed size: the count stops at it.
    for (const listener of listeners) listener({ loadedBytes: total ? Math.min(loaded, total) : loaded, totalBytes: total });
  }
}

function loadSplatViewer(): Promise<ComponentType<SplatViewerProps>> {
  splatViewerLoad ??= (splatViewerUrl ? fetchWithProgress(splatViewerUrl).catch(() => undefined) : Promise.resolve())
    .then(() => import('@facet/ui/splat-viewer'))
    .then((module) => (splatViewer = module.SplatViewer))
    .catch((error: unknown) => {
      splatViewerLoad = undefined;
      throw error;
    });
  return splatViewerLoad;
}

/** The Gaussian splat viewer, fetched on first use with its progress shown. */
export function LazySplatViewer(props: SplatViewerProps) {
  const [Viewer, setViewer] = useState(() => splatViewer);
  const [progress, setProgress] = useState<Progress>({ loadedBytes: 0 });
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (Viewer) return;
    let live = true;
    listeners.add(setProgress);
    loadSplatViewer().then(
      (loaded) => live && setViewer(() => loaded),
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
      listeners.delete(setProgress);
    };
  }, [Viewer]);
  // A chunk that cannot load is the route's error to show, like any other.
  if (failed) throw failed;
  if (!Viewer) return <SplatRendererLoading name={props.name} loadedBytes={progress.loadedBytes} totalBytes={progress.totalBytes} />;
  return <Viewer {...props} />;
}
