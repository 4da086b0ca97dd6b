import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import * as styles from '../ModelViewer/ModelViewer.css';
import { CanvasBoundary, noWebglMessage, ViewerErrorPanel } from './ViewerPanels';

const webglError = <ViewerErrorPanel message={noWebglMessage} />;

export interface ViewerCanvasProps {
  /** What is shown, for the canvas's accessible name ("3D view of …"). */
  label: string;
  /** Off where the scene blends itself (a splat), where antialiasing would only cost fill rate. */
  antialias: boolean;
  children: ReactNode;
}

/**
 * The 3D canvas of the model and splat viewers: drawn on demand, sharp on dense screens, seen from
 * the same camera; where the browser cannot draw WebGL, the error panel says so instead.
 */
export function ViewerCanvas({ label, antialias, children }: ViewerCanvasProps) {
  return (
    <CanvasBoundary fallback={webglError}>
      <Canvas
        className={styles.canvas}
        role="img"
        aria-label={`3D view of ${label}`}
        frameloop="demand"
        dpr={[1, 2]}
        gl={{ antialias, alpha: true }}
        camera={{ fov: 35, position: [2, 1.5, 3] }}
        fallback={webglError}
      >
        {children}
      </Canvas>
    </CanvasBoundary>
  );
}
