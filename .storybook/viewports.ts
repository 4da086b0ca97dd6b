/**
 * Named viewports, shared by the Storybook toolbar (preview.tsx) and the test-runner, which sizes
 * the browser page to the same numbers so a `Narrow` story is screenshotted at phone width.
 */
export const viewportSizes = {
  narrow: { name: 'Narrow (phone)', width: 390, height: 844, type: 'mobile' },
  tablet: { name: 'Tablet', width: 834, height: 1112, type: 'tablet' },
  desktop: { name: 'Desktop', width: 1280, height: 800, type: 'desktop' },
  wide: { name: 'Wide', width: 1440, height: 900, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewportSizes;

/** The page size for stories that do not pick a viewport. */
export const defaultViewport: ViewportName = 'desktop';

export const isViewportName = (value: unknown): value is ViewportName =>
  typeof value === 'string' && value in viewportSizes;
