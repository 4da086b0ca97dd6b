import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import '../packages/ui/src/styles.css';
import { THEME_ATTRIBUTE } from '../packages/ui/src';
import { viewportSizes } from './viewports.ts';

const themes = ['dark', 'light'] as const;
type StoryTheme = (typeof themes)[number];

const isStoryTheme = (value: unknown): value is StoryTheme =>
  themes.some((theme) => theme === value);

/**
 * The theme goes on <html>, not on a wrapper, so react-aria overlays and toasts portalled into
 * <body> get the same variables as the story.
 */
function ThemeRoot({ theme, children }: { theme: StoryTheme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => {
  const theme = isStoryTheme(context.globals.theme) ? context.globals.theme : 'dark';
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'centered',
    // The page background comes from the theme, so the backgrounds tool would only fight it.
    backgrounds: { disable: true },
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewportSizes).map(([key, { name, width, height, type }]) => [
          key,
          { name, type, styles: { width: `${width}px`, height: `${height}px` } },
        ]),
      ),
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story in the test-runner, in both themes.
    a11y: { test: 'error' },
  },
};

export default preview;
