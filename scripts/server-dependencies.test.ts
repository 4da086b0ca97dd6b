import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server's build compiles the workspace packages it uses into its own files (tsup's noExternal),
// so their packages from npm are loaded from the server's folder at run time: the server must declare
// each of them, or `npm start` fails where only the package that uses it declares it.
type Manifest = { name: string; dependencies?: Record<string, string> };
const manifest = (dir: string) => JSON.parse(readFileSync(new URL(`../packages/${dir}/package.json`, import.meta.url), 'utf8')) as Manifest;
const folderOf = (name: string) => name.replace(/^@facet\//, '');

function compiledIn(from: Manifest, seen = new Set<string>()): Set<string> {
  for (const name of Object.keys(from.dependencies ?? {})) {
    if (!name.startsWith('@facet/') || seen.has(name)) continue;
    seen.add(name);
    compiledIn(manifest(folderOf(name)), seen);
  }
  return seen;
}

describe('the server build', () => {
  it('declares every npm package of the workspace packages compiled into it', () => {
    const server = manifest('server');
    const declared = new Set(Object.keys(server.dependencies ?? {}));
    const missing = [...compiledIn(server)].flatMap((name) =>
      Object.keys(manifest(folderOf(name)).dependencies ?? {})
        .filter((dependency) => !dependency.startsWith('@facet/') && !declared.has(dependency))
        .map((dependency) => `${dependency} (used by ${name})`),
    );
    expect(missing).toEqual([]);
  });
});
