// Import circles fail lint (`dpdm`, run by the lint step of `npm test`): every TypeScript and
// JavaScript file of the workspace, with `import type` and dynamic `import()` counted like any import,
// since a circle through types still ties two modules' designs together.
export default {
  files: [
    'packages/*/{src,test,bench}/**/*.{ts,tsx,mts,mjs,js}',
    'packages/*/*.{ts,mts,mjs,js}',
    'e2e/**/*.{ts,mts,mjs,js}',
    '.storybook/**/*.{ts,tsx}',
    'scripts/**/*.{ts,mts,mjs,js}',
    '*.{ts,mts,mjs,js}',
  ],
  exclude: '/node_modules/|/dist/',
  tree: false,
  warning: false,
  circular: true,
  exitCode: 'circular:1',
};
