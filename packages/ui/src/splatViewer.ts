// The splat viewer as its own entry, `@facet/ui/splat-viewer`, so Spark and three.js load only where
// a splat is shown:
//   const SplatViewer = lazy(() => import('@facet/ui/splat-viewer'));
// Its props type is also exported from `@facet/ui`, which holds no three.js code.
import { SplatViewer } from './components/SplatViewer/SplatViewer';

export { SplatViewer, splatFormats } from './components/SplatViewer/SplatViewer';
export type { SplatFormat, SplatViewerProps } from './components/SplatViewer/SplatViewer';
export default SplatViewer;
