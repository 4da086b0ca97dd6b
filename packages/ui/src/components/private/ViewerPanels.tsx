// Parts the 3D viewers share (the glTF ModelViewer and the SplatViewer): the error panel over the
// stage, the loading panel, and the boundary that shows the error when WebGL cannot start.
import { CircleExclamationPoint } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from '../ModelViewer/ModelViewer.css';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

/** A renderer that cannot start (no WebGL) throws; this shows the error panel instead. */
export class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const errorGlyph = <Icon icon={CircleExclamationPoint} size={20} />;

export function ViewerErrorPanel({ message, onRetry }: { message: string; onRetry?(): void }) {
  return (
    <div className={styles.overlay} role="alert">
      <span className={styles.errorWell}>{errorGlyph}</span>
      <p className={styles.overlayTitle}>The 3D preview could not be shown</p>
      <p className={styles.overlayText}>{message}</p>
      {onRetry ? (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export const noWebglMessage = 'This browser cannot draw 3D graphics here (WebGL is turned off or unavailable).';

/**
 * What shows while a viewer waits: for the file to exist (`url` null), then for its download, with
 * the share done when the server says how big it is. `noun` names what loads: 'model', 'splat'.
 */
export function ViewerLoadingPanel({ url, percent, noun }: { url: string | null; percent?: number; noun: string }) {
  return (
    <div className={styles.overlay} role="status">
      <Spinner size={20} />
      <p className={styles.overlayText}>
        {url === null ? `Preparing the ${noun}…` : percent !== undefined ? `Loading ${noun}… ${percent}%` : `Loading ${noun}…`}
      </p>
    </div>
  );
}

/** How far a viewer's file has come: downloading (with the share done when known), loaded, or failed and why. */
export type ViewerLoad<Loaded extends object> =
  | { key: string; status: 'loading'; percent?: number }
  | ({ key: string; status: 'loaded' } & Loaded)
  | { key: string; status: 'error'; message: string };

/**
 * The panel over a viewer that is not showing its file yet: why the load failed, with a way to try
 * again; or, until the first frame is drawn, how far the load has come.
 */
export function ViewerStatePanel({
  load,
  isReady,
  url,
  noun,
  onRetry,
}: {
  load: ViewerLoad<object>;
  isReady: boolean;
  url: string | null;
  noun: string;
  onRetry(): void;
}) {
  if (load.status === 'error') return <ViewerErrorPanel message={load.message} onRetry={onRetry} />;
  if (isReady) return null;
  return <ViewerLoadingPanel url={url} percent={load.status === 'loading' ? load.percent : undefined} noun={noun} />;
}
