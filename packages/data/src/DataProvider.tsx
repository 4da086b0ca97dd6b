import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { CollectedCache, retainWhileMounted } from './cache';
import { swrConfig } from './swr-config';

// One cache per page load, swept for answers no screen has used for 5 minutes.
const provider = () => new CollectedCache().start();

/**
 * Gives every data hook below it the cache rules of SPEC.md section 9. `overrides` is for a fresh
 * cache (`provider`) in tests and stories, not for changing the rules.
 */
export function DataProvider({ children, overrides }: { children: ReactNode; overrides?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrConfig, provider, use: [retainWhileMounted], ...overrides }}>{children}</SWRConfig>;
}
