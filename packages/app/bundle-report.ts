/**
 * The build's bundle report and first-load budget. After every production build it prints each
 * JavaScript chunk with its gzip size, the first load (what index.html loads before any route chunk)
 * apart from the chunks loaded later, and fails the build when the first load passes the budget.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The most JavaScript, gzip, that the first load of the app may bring, in bytes (150 KB). */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** What the report needs of one output chunk. */
export interface ChunkInfo {
  fileName: string;
  /** The chunks it imports statically: they load with it. */
  imports: readonly string[];
  gzipBytes: number;
}

/** The report of one build: the first-load chunks, the lazy ones, and whether the budget holds. */
export interface BundleReport {
  initial: ChunkInfo[];
  lazy: ChunkInfo[];
  initialGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/**
 * Splits the chunks into the first load (the chunks the page names, `roots`, and what they import
 * statically, however deep) and the rest, loaded by `import()` where used; each list biggest first.
 */
export function bundleReport(chunks: readonly ChunkInfo[], roots: readonly string[], budgetBytes = FIRST_LOAD_BUDGET_BYTES): BundleReport {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initialNames = new Set<string>();
  const visit = (name: string) => {
    if (initialNames.has(name)) return;
    initialNames.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);

  const biggestFirst = (a: ChunkInfo, b: ChunkInfo) => b.gzipBytes - a.gzipBytes;
  const initial = chunks.filter((chunk) => initialNames.has(chunk.fileName)).sort(biggestFirst);
  const lazy = chunks.filter((chunk) => !initialNames.has(chunk.fileName)).sort(biggestFirst);
  const initialGzipBytes = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { initial, lazy, initialGzipBytes, budgetBytes, withinBudget: initialGzipBytes <= budgetBytes };
}

/** The scripts a page loads: its module scripts and module preloads, as file names in the build. */
export function scriptsOf(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter((name): name is string => name !== undefined);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as the build prints it. */
export function formatBundleReport(report: BundleReport): string {
  const width = Math.max(0, ...[...report.initial, ...report.lazy].map((chunk) => chunk.fileName.length));
  const row = (chunk: ChunkInfo) => `  ${chunk.fileName.padEnd(width)}  ${kb(chunk.gzipBytes).padStart(9)} gzip`;
  const lazyTotal = report.lazy.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return [
    `First load: ${kb(report.initialGzipBytes)} gzip in ${report.initial.length} files (budget ${kb(report.budgetBytes)}, ${((report.initialGzipBytes / report.budgetBytes) * 100).toFixed(0)}% of it)`,
    ...report.initial.map(row),
    `Loaded where used: ${kb(lazyTotal)} gzip in ${report.lazy.length} files`,
    ...report.lazy.map(row),
  ].join('\n');
}

/** The Vite plugin: prints the report after the bundle is written and fails the build past the budget. */
export function bundleBudget(budgetBytes = FIRST_LOAD_BUDGET_BYTES): Plugin {
  return {
    name: 'facet-bundle-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      const roots: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks.push({ fileName: output.fileName, imports: output.imports, gzipBytes: gzipSync(output.code).length });
        } else if (output.fileName.endsWith('.html')) {
          roots.push(...scriptsOf(String(output.source)));
        }
      }
      // No page script found would pass any budget: the check would check nothing.
      if (roots.length === 0) this.error('The bundle report found no script in index.html to measure.');
      const report = bundleReport(chunks, roots, budgetBytes);
      this.info(`\n${formatBundleReport(report)}`);
      if (!report.withinBudget) {
        this.error(
          `The first load is ${kb(report.initialGzipBytes)} gzip, over its budget of ${kb(report.budgetBytes)} (FIRST_LOAD_BUDGET_BYTES in packages/app/bundle-report.ts): load what the first page does not need with import() where it is used.`,
        );
      }
    },
  };
}
