import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { swrConfig } from './swr-config';

/**
 * Gives every data hook below it the cache rules of SPEC.md section 9. `overrides` is for a fresh
 * cache (`provider`) in tests and stories, not for changing the rules.
 */
export function DataProvider({ children, overrides }: { children: ReactNode; overrides?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrConfig, ...overrides }}>{children}</SWRConfig>;
}
