// `npm start`: installs with pnpm, builds the app and the server, and serves app + API + socket on one
// port with the embedded database under ./data (PORT and DATA_DIR override both).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pnpmSync } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function step(label, args) {
  console.log(`\n> ${label}`);
  const code = pnpmSync(args, { cwd: root });
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
step('Building the app and the server', ['--filter', '@facet/app', '--filter', '@facet/server', 'run', 'build']);

console.log('\n> Starting Facet');
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
