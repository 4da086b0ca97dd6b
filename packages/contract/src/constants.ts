/** Business constants of SPEC.md section 9: one place, so a change is a one-line change. */

export const PAGE_SIZES = {
  assetList: 50,
  browsing: 30,
  showcase: 50,
  folderList: 20,
} as const;

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;
export const DEFAULT_THEME: ThemeChoice = 'dark';

export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  position: 'top-right',
} as const;

export const MOBILE_MAX_WIDTH_PX = 768;
export const CREDITS_DIALOG_MAX_WIDTH_PX = 480;
export const VERSION_POLL_INTERVAL_MS = 10 * 60 * 1000;
export const COUNTRY_CACHE_MS = 24 * 60 * 60 * 1000;
export const GEOLOCATION_TIMEOUT_MS = 2000;
export const SOCKET = { reconnectionDelayMs: 1500, timeoutMs: 10_000 } as const;

/** Root error view texts, exactly as SPEC.md section 2 writes them. */
export const ROOT_ERROR_TEXT = {
  title: 'Oops! Some error occured.',
  goHome: 'Go to Home',
  report: 'Report a problem',
  reported: 'Thank you for reporting the problem. We will get back to you soon.',
} as const;
export const ROOT_LOADING_TEXT = 'Loading...';

/** What a theme choice shows right now: `system` follows the operating system. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}
