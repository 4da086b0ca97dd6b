/**
 * A PostgreSQL cluster of a benchmark's own, made with the server binaries (initdb, pg_ctl) in a
 * temporary directory on its own port, so it can be stopped and restarted without touching a server
 * others use. As root the binaries run as the `postgres` user (initdb refuses root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  adminUrl: string;
  /** A URL of a database on it; made by `createDatabase`. */
  urlOf(database: string): string;
  createDatabase(name: string): void;
  /**
   * Stops the server (`-m fast`: every connection cut), leaves it down `downMs`, and starts it again;
   * resolves once it accepts connections. The event loop runs meanwhile.
   */
  restart(downMs?: number): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and removes its directory. */
  dispose(): void;
}

/** The newest `/usr/lib/postgresql/<version>/bin`, or PG_BIN. */
function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql/<version>/bin: set PG_BIN to the folder of initdb and pg_ctl.');
  return join(root, versions[0], 'bin');
}

/** `settings`: more `-c name=value` server settings (e.g. `track_commit_timestamp=on`). */
export function startThrowawayPostgres(port: number, settings: readonly string[] = []): ThrowawayPostgres {
  const bin = binaries();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'facet-pg-'));
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off${settings.map((setting) => ` -c ${setting}`).join('')}`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);
  const runAsync = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    await promisify(execFile)(command, full, { cwd: dir });
  };
  const pgCtlAsync = (...args: string[]) => runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);
  pgCtl('-o', options, 'start');
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    async restart(downMs = 0) {
      await pgCtlAsync('-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgCtlAsync('-o', options, 'start');
    },
    stop: (mode = 'fast') => pgCtl('-m', mode, 'stop'),
    start: () => pgCtl('-o', options, 'start'),
    dispose() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
