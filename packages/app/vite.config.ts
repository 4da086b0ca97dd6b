import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './bundle-report.ts';

// In development the API runs separately (`npm start` serves both on one port); page loads stay
// with Vite, API calls and the socket go to the API.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes `version.json` (`{version}`) next to the build. The app polls it, and a new value tells open
 * tabs that a new build is live. `APP_VERSION` names a release; otherwise every build is its own:
 * the product's version plus a build stamp (`0.1.0+lx3k9a`).
 */
function versionFile(): Plugin {
  const { version: productVersion } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  const version = process.env.APP_VERSION ?? `${productVersion}+${Date.now().toString(36)}`;
  return {
    name: 'facet-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * `virtual:splat-viewer-url`: the address of the splat viewer's chunk (Spark, the biggest download of
 * the app), so the page can fetch it with progress before importing it. Undefined in development.
 */
function splatViewerUrl(): Plugin {
  const id = 'virtual:splat-viewer-url';
  let building = false;
  return {
    name: 'facet-splat-viewer-url',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (!building) return 'export default undefined;';
      const entry = await this.resolve('@facet/ui/splat-viewer', fileURLToPath(new URL('./src/lib/LazyViewer.tsx', import.meta.url)));
      if (!entry) throw new Error('@facet/ui/splat-viewer does not resolve.');
      const reference = this.emitFile({ type: 'chunk', id: entry.id });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), versionFile(), splatViewerUrl(), bundleBudget()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '^/(?!@|src/|node_modules/).*': {
        target: apiUrl,
        ws: true,
        bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
