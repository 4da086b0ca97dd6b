// The dependency direction of ARCHITECTURE.md as lint rules:
//   app -> ui, data, contract; data -> contract; ui -> contract (types and constants);
//   server -> contract, engine; engine -> contract (the tool definitions it takes its limits and
//   defaults from). Nothing imports app or server.
// Each package may also not reach into another package by a relative path.

const packages = ['contract', 'ui', 'data', 'app', 'server', 'engine'];

/**
 * The browser's packages call the API through the light catalogue (`endpointRoutes`): the full one
 * brings every schema, and zod, into the page for nothing. Its types are free to use.
 */
const fullCatalogue = {
  name: '@facet/contract',
  importNames: ['endpoints'],
  allowTypeImports: true,
  message: 'In the browser, call the API through endpointRoutes: endpoints carries every schema (types are fine: import type).',
};

/** What each package must not import, beyond the other packages it may not name. */
const forbiddenLibraries = {
  ui: [
    { name: 'swr', message: 'ui is presentational: data comes in as props (ARCHITECTURE.md).' },
    { name: 'valtio', message: 'ui is presentational: state comes in as props (ARCHITECTURE.md).' },
    { name: 'socket.io-client', message: 'Only packages/data talks to the outside.' },
    { name: 'react-router', message: 'ui gets navigation as callbacks, never the router.' },
    { name: 'react-router-dom', message: 'ui gets navigation as callbacks, never the router.' },
    fullCatalogue,
  ],
  contract: [],
  data: [fullCatalogue],
  app: [fullCatalogue],
  server: [],
  engine: [],
};

const allowed = {
  contract: [],
  ui: ['contract'],
  data: ['contract'],
  app: ['ui', 'data', 'contract'],
  server: ['contract', 'engine'],
  engine: ['contract'],
};

const crossPackagePath = (from, to) =>
  `^(\\.\\./)+(packages/)?${to}/` + (from === to ? '(?!)' : '');

export const packageBoundaries = packages.map((name) => {
  const others = packages.filter((p) => p !== name);
  const forbiddenPackages = others.filter((p) => !allowed[name].includes(p));
  return {
    files: [`packages/${name}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...forbiddenPackages.map((p) => ({
              name: `@facet/${p}`,
              message: `packages/${name} may not import packages/${p} (dependency direction, ARCHITECTURE.md).`,
            })),
            ...forbiddenLibraries[name],
          ],
          patterns: [
            ...forbiddenPackages.map((p) => ({
              group: [`@facet/${p}/*`],
              message: `packages/${name} may not import packages/${p} (dependency direction, ARCHITECTURE.md).`,
            })),
            ...others.map((p) => ({
              regex: crossPackagePath(name, p),
              message: `Import packages/${p} by its package name, never by a relative path.`,
            })),
            ...(name === 'ui'
              ? [{ group: ['react-router/*', 'react-router-dom/*', 'swr/*', 'valtio/*'], message: 'ui is presentational.' }]
              : []),
          ],
        },
      ],
    },
  };
});
