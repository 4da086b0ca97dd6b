// The 3D viewer as its own entry, `@facet/ui/viewer`, so three.js loads only where a model is shown:
//   const ModelViewer = lazy(() => import('@facet/ui/viewer'));
// Its props type is also exported from `@facet/ui`, which holds no three.js code.
import { ModelViewer } from './components/ModelViewer/ModelViewer';

export { ModelViewer, viewerStates } from './components/ModelViewer/ModelViewer';
export type { ModelViewerProps, ViewerState } from './components/ModelViewer/ModelViewer';
export default ModelViewer;
