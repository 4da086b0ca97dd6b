/** A transition that runs only for people who have not asked for reduced motion (a style fragment). */
export const motion = (transition: string) => ({
  '@media': { '(prefers-reduced-motion: no-preference)': { transition } },
});
