/** The theme choice: kept in localStorage under `vite-ui-theme`, `system` follows the OS. */
import { DEFAULT_THEME, THEME_STORAGE_KEY, resolveTheme, themeChoices } from '@facet/contract';
import type { ResolvedTheme, ThemeChoice } from '@facet/contract';
import { useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value);
}

/** The stored choice, or the default when nothing valid is stored or storage is unavailable. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export const themeStore = proxy<{ choice: ThemeChoice }>({ choice: readStoredTheme() });

export function setTheme(choice: ThemeChoice): void {
  themeStore.choice = choice;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private windows may refuse storage; the choice still holds for this page.
  }
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** The current choice, what it resolves to right now, and the setter. */
export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme; setTheme: (choice: ThemeChoice) => void } {
  const { choice } = useSnapshot(themeStore);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => true);
  return { choice, resolved: resolveTheme(choice, prefersDark), setTheme };
}
