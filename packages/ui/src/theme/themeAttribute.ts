import type { ResolvedTheme } from '@facet/contract';

/** The attribute on <html> that selects the theme; overlays portalled into <body> inherit it. */
export const THEME_ATTRIBUTE = 'data-theme';

export const themeSelector = (theme: ResolvedTheme) => `[${THEME_ATTRIBUTE}="${theme}"]`;
