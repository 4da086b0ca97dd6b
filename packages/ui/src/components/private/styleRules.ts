import { vars } from '../../theme/contract.css';

// Style fragments that take a value, for `.css.ts` files to spread into their own rules (a
// `.css.ts` file itself may export only values, not functions).

/** A transition that runs only for people who have not asked for reduced motion. */
export const motion = (transition: string) => ({
  '@media': { '(prefers-reduced-motion: no-preference)': { transition } },
});

/** A bar that stays at the top and frosts what scrolls under it; `opacity` is how much of the page colour it keeps. */
export const frostedBar = (opacity: string) => ({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} ${opacity}, transparent)`,
  backdropFilter: 'saturate(1.4) blur(12px)',
}) as const;

/** A square of the given side (an icon well, a check mark's disc). */
export const square = (side: string) => ({ width: side, height: side });
