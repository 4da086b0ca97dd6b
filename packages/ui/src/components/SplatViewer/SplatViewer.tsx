import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { SparkRenderer, SplatFileType, SplatMesh } from '@sparkjsdev/spark';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentRef } from 'react';
import { Focus } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { PerspectiveCamera, Sphere } from 'three';
import * as styles from '../ModelViewer/ModelViewer.css';
import { frameCamera } from '../private/frameCamera';
import { Icon } from '../private/Icon';
import { ViewerCanvas } from '../private/ViewerCanvas';
import { ViewerStatePanel, type ViewerLoad } from '../private/ViewerPanels';
import type { ViewerState } from '../ModelViewer/ModelViewer';

/** The splat files the product stores: a PLY in the standard 3DGS layout, or SPZ. */
export const splatFormats = ['ply', 'spz'] as const;
export type SplatFormat = (typeof splatFormats)[number];

export interface SplatViewerProps {
  /** The splat file; `null` while the asset has no file yet. */
  url: string | null;
  /** How the file is encoded: the URL (a signed or blob: URL) need not end in the extension. */
  format: SplatFormat;
  /** What the splat is, for assistive tech: usually the asset's name. */
  name: string;
  /** Called once the splat is on screen, with its number of gaussians. */
  onReady?(info: { gaussians: number }): void;
}

/** The loaded splat, or why there is none, for one URL and attempt. */
type Load = ViewerLoad<{ splat: SplatMesh; gaussians: number }>;

const fileTypes: Record<SplatFormat, SplatFileType> = { ply: SplatFileType.PLY, spz: SplatFileType.SPZ };

class DownloadError extends Error {}

/** The file's bytes, reporting progress when the size is known; a failed request is a DownloadError. */
async function download(url: string, signal: AbortSignal, onPercent: (percent: number) => void): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DownloadError('network');
  }
  if (!response.ok) throw new DownloadError(`HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body || !(total > 0)) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    // A compressed answer's Content-Length is the compressed size: the percentage stops at 100.
    onPercent(Math.min(100, Math.round((received / total) * 100)));
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

const describeError = (error: unknown) =>
  error instanceof DownloadError
    ? 'The file could not be downloaded. Its link may have expired.'
    : 'The file is not a Gaussian splat this viewer can read.';

/** Downloads and decodes a splat; the state is keyed by URL and attempt, so a new URL starts over. */
function useSplat(url: string | null, format: SplatFormat, attempt: number): Load {
  const key = `${url ?? ''}#${format}#${attempt}`;
  const [load, setLoad] = useState<Load>({ key, status: 'loading' });
  useEffect(() => {
    if (!url) return;
    const aborter = new AbortController();
    let splat: SplatMesh | undefined;
    (async () => {
      const fileBytes = await download(url, aborter.signal, (percent) => {
        if (!aborter.signal.aborted) setLoad({ key, status: 'loading', percent });
      });
      splat = new SplatMesh({ fileBytes, fileType: fileTypes[format] });
      await splat.initialized;
      const gaussians = splat.splats?.getNumSplats() ?? 0;
      // A file that decodes to nothing is as unreadable as one that does not decode.
      if (gaussians === 0) throw new Error('The file holds no gaussians.');
      if (!aborter.signal.aborted) setLoad({ key, status: 'loaded', splat, gaussians });
    })().catch((error: unknown) => {
      if (!aborter.signal.aborted) setLoad({ key, status: 'error', message: describeError(error) });
    });
    return () => {
      aborter.abort();
      splat?.dispose();
    };
  }, [url, format, key]);
  return load.key === key ? load : { key, status: 'loading' };
}

/** Puts the splat on the stage with Spark's renderer, frames it, and reports when it is drawn. */
function Stage({ splat, framing, onDrawn }: { splat: SplatMesh; framing: number; onDrawn(): void }) {
  const getRenderer = useThree((state) => state.get);
  const gl = useThree((state) => state.gl);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const drawn = useRef(false);

  // Spark sorts the gaussians by depth in a worker after the view changes; when a sort lands it
  // asks for a frame, which is all the on-demand frame loop needs.
  const spark = useMemo(() => new SparkRenderer({ renderer: gl, onDirty: invalidate }), [gl, invalidate]);
  useEffect(() => () => spark.dispose(), [spark]);

  // Frame the splat: the sphere round its gaussians' centres fits the narrower field of view.
  // Our splats are written Y-up, as three.js is, so the splat is shown unrotated.
  useLayoutEffect(() => {
    const { camera } = getRenderer();
    if (!(camera instanceof PerspectiveCamera)) return;
    const sphere = splat.getBoundingBox(true).getBoundingSphere(new Sphere());
    // As the model viewer: a margin, and the toolbar's band at the foot kept clear.
    const target = frameCamera(camera, sphere, { width: size.width, height: size.height }, 1.15, 60);
    controls.current?.target.copy(target);
    controls.current?.update();
    invalidate();
  }, [splat, getRenderer, size.width, size.height, framing, invalidate]);

  // The first frames draw nothing until Spark's first depth sort is back; the frame after the one
  // that has an ordering for the splat proves it was drawn.
  useFrame(() => {
    if (drawn.current || !spark.orderingTexture || spark.activeSplats === 0) return;
    drawn.current = true;
    requestAnimationFrame(() => onDrawn());
  });

  return (
    <>
      <primitive object={spark} />
      <primitive object={splat} />
      <OrbitControls ref={controls} makeDefault enableDamping={false} />
    </>
  );
}

const fitGlyph = <Icon icon={Focus} size={16} />;

/**
 * A 3D Gaussian splat viewer (PLY or SPZ) drawn by Spark: orbit with the pointer (drag to turn,
 * scroll or pinch to zoom, right-drag to pan), framed to the splat's bounds. Its root carries
 * `data-state` (`loading`, `ready`, `error`); `ready` means the splat has been drawn, and then
 * `data-gaussians` holds how many it has.
 */
export function SplatViewer({ url, format, name, onReady }: SplatViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const [framing, setFraming] = useState(0);
  const load = useSplat(url, format, attempt);
  const [drawnKey, setDrawnKey] = useState<string>();

  const loaded = load.status === 'loaded' ? load : undefined;
  const state: ViewerState = load.status === 'error' ? 'error' : loaded && drawnKey === load.key ? 'ready' : 'loading';
  const onDrawn = () => {
    setDrawnKey(load.key);
    if (loaded) onReady?.({ gaussians: loaded.gaussians });
  };

  return (
    <div className={styles.viewer} data-state={state} data-gaussians={state === 'ready' ? loaded?.gaussians : undefined}>
      {loaded ? (
        // Spark blends the gaussians itself; antialiasing would only cost fill rate.
        <ViewerCanvas key={load.key} label={name} antialias={false}>
          <Stage splat={loaded.splat} framing={framing} onDrawn={onDrawn} />
        </ViewerCanvas>
      ) : null}

      <ViewerStatePanel load={load} isReady={state === 'ready'} url={url} noun="splat" onRetry={() => setAttempt((value) => value + 1)} />

      {state === 'ready' ? (
        <div className={styles.toolbar} role="toolbar" aria-label="View">
          <AriaButton className={styles.tool} onPress={() => setFraming((value) => value + 1)} aria-label="Fit to view">
            {fitGlyph}
          </AriaButton>
        </div>
      ) : null}
    </div>
  );
}
