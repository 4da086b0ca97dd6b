/** Finds the @facet/server package directory, so paths work from src/ (tsx, vitest) and from dist/. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@facet/server';

interface PackageJson {
  name?: string;
  version?: string;
}

function findPackageRoot(): { root: string; manifest: PackageJson } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
      if (manifest.name === PACKAGE_NAME) return { root: dir, manifest };
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

const found = findPackageRoot();

/** Absolute path of packages/server. */
export const serverPackageRoot = found.root;

/** The server's version, as its package.json says. */
export const serverVersion = found.manifest.version ?? '0.0.0';
