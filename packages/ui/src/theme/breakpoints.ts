/**
 * The viewport widths at which layouts change, in px. SPEC.md section 9: the mobile cut-off is
 * 768 px. Style files and sprinkles read these instead of writing the numbers again.
 */
export const breakpoints = {
  /** Small phones: a few cards pad less below this width. */
  phone: 481,
  /** Tablets and wider: below it the app is in its mobile layout. */
  tablet: 768,
  /** Wide screens: the link grids show their widest layout from here. */
  wide: 1100,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query for viewports narrower than the breakpoint, e.g. `below('tablet')` for phones. */
export const below = (breakpoint: Breakpoint) => `screen and (max-width: ${breakpoints[breakpoint] - 1}px)`;

/** A media query for viewports at least as wide as the breakpoint. */
export const atLeast = (breakpoint: Breakpoint) => `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/** The mobile layout: viewports narrower than the tablet breakpoint. */
export const mobileMedia = below('tablet');
