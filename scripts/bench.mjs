// `pnpm bench <name>`: runs packages/*/bench/<name>.bench.ts with tsx, from its package's folder
// (so the package's own tsx and dependencies are used); extra arguments are passed on.
// Without a name it lists the benchmarks there are.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './pnpm.mjs';

const packages = fileURLToPath(new URL('../packages/', import.meta.url));
const benches = readdirSync(packages).flatMap((name) => {
  const folder = `${packages}${name}/bench`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.bench.ts'))
    .map((file) => ({ name: file.slice(0, -'.bench.ts'.length), cwd: `${packages}${name}`, file: `bench/${file}` }));
});

const [wanted, ...rest] = process.argv.slice(2);
const chosen = benches.filter((bench) => bench.name === wanted);
if (chosen.length === 0) {
  const names = benches.map((bench) => bench.name).join(', ') || 'none yet';
  console.error(`${wanted ? `No benchmark named "${wanted}". ` : ''}Usage: pnpm bench <name>; benchmarks: ${names}.`);
  process.exit(wanted ? 1 : 0);
}
let failed = false;
for (const bench of chosen) {
  const code = await run(process.execPath, ['--import', 'tsx', bench.file, ...rest], { cwd: bench.cwd });
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
