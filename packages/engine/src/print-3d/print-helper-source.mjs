// The print helper thread's entry while the engine runs from its TypeScript source (tests,
// benchmarks): tsx's loader is registered in the thread itself, then the entry is loaded through it.
// A build runs print-3d-helper.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./print-helper.ts');
