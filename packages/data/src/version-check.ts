/**
 * The version check of SPEC.md section 4: read `/version.json` without cache on load and every
 * 10 minutes; a new version after the first read reloads the page, otherwise the what's-new notice is
 * offered for the running one. A failed read is only logged.
 */
import { VERSION_POLL_INTERVAL_MS } from '@facet/contract';
import { useEffect } from 'react';
import { clearDismissedVersion, offerWhatsNew } from './whats-new';

export interface VersionCheckOptions {
  url?: string;
  intervalMs?: number;
  reload?: () => void;
}

async function readVersion(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Version check failed with status ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  if (typeof body?.version !== 'string' || !body.version) throw new Error('Version check got no version');
  return body.version;
}

/** Starts checking; returns the function that stops it. */
export function startVersionCheck(options: VersionCheckOptions = {}): () => void {
  const {
    url = '/version.json',
    intervalMs = VERSION_POLL_INTERVAL_MS,
    reload = () => window.location.reload(),
  } = options;
  let loaded: string | undefined;
  let stopped = false;

  async function check(): Promise<void> {
    try {
      const version = await readVersion(url);
      if (stopped) return;
      if (loaded === undefined) {
        loaded = version;
        offerWhatsNew(version);
      } else if (version !== loaded) {
        stop();
        clearDismissedVersion();
        reload();
      }
    } catch (error) {
      console.error(error);
    }
  }

  const timer = setInterval(() => void check(), intervalMs);
  function stop(): void {
    stopped = true;
    clearInterval(timer);
  }
  void check();
  return stop;
}

/** Runs the version check while the app is mounted. */
export function useVersionCheck(options?: VersionCheckOptions): void {
  useEffect(() => startVersionCheck(options), []); // eslint-disable-line react-hooks/exhaustive-deps -- once per app
}
