// The engine thread's entry while the server runs from its TypeScript source (tests, benchmarks,
// `tsx watch`): tsx's loader is registered in the thread itself, since on Node 20 a thread does not
// take loaders from `--import` in its execArgv; then the entry is loaded through it. The build runs
// dist/engine-thread.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: runEngineTask } = await import('./engine-thread.ts');

export default runEngineTask;
