import { rmSync } from 'node:fs';

/** Removes the run's data directory; every run starts from an empty one. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
