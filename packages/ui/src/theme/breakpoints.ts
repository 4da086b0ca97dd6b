/**
 * The viewport widths at which layouts change, in px. SPEC.md section 9: the mobile cut-off is
 * 768 px. Style files and sprinkles read these instead of writing the numbers again.
 */
export const breakpoints = {
  /** Small phones: a few cards pad less below this width. */
  phone: 481,
  /** The home page's tool grid takes two columns from here. */
  smallTablet: 540,
  /** The home page's sections pad less up to and including this width. */
  compact: 640,
  /** Tablets and wider: below it the app is in its mobile layout. */
  tablet: 768,
  /** The sign-in pages drop their brand panel up to and including this width. */
  split: 900,
  /** Three tool columns on the home page, and the home's checklist beside its content, from here. */
  laptop: 960,
  /** The asset page keeps its details panel beside the viewer from here. */
  desktop: 1024,
  /** Wide screens: the link grids show their widest layout from here. */
  wide: 1100,
  /** The home page's ten tools fill two rows of five from here. */
  large: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query for viewports narrower than the breakpoint, e.g. `below('tablet')` for phones. */
export const below = (breakpoint: Breakpoint) => `screen and (max-width: ${breakpoints[breakpoint] - 1}px)`;

/** A media query for viewports at most as wide as the breakpoint (the breakpoint itself included). */
export const atMost = (breakpoint: Breakpoint) => `screen and (max-width: ${breakpoints[breakpoint]}px)`;

/** A media query for viewports at least as wide as the breakpoint. */
export const atLeast = (breakpoint: Breakpoint) => `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/** The mobile layout: viewports narrower than the tablet breakpoint. */
export const mobileMedia = below('tablet');

/**
 * Widths of a component's own box (container queries), not of the viewport: the tool page puts
 * its preview beside the 360 px settings panel only from this width of its own.
 */
export const containerWidths = {
  toolColumns: 821,
} as const;

/** A container query condition: the named container at least as wide as the width. */
export const containerAtLeast = (container: string, width: keyof typeof containerWidths) =>
  `${container} (min-width: ${containerWidths[width]}px)`;

/** A container query condition: the named container narrower than the width. */
export const containerBelow = (container: string, width: keyof typeof containerWidths) =>
  `${container} (max-width: ${containerWidths[width] - 1}px)`;
