import { createThemeContract } from '@vanilla-extract/css';

/**
 * The names every component styles against. Values live only in dark.css.ts and light.css.ts,
 * so a component never carries a literal colour and both themes stay complete by type.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    /** Solid accent: primary buttons, selected segments. */
    accent: null,
    accentHover: null,
    /** Text and icons placed on `accent`. */
    accentText: null,
    /** Tinted background for badges and icon wells. */
    accentSubtle: null,
    /** Accent-coloured text that stays readable on background and surfaces. */
    accentInk: null,
    /** Danger as text and icons on background and surfaces. */
    danger: null,
    dangerSolid: null,
    dangerSolidHover: null,
    dangerText: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    focusRing: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
    '24': null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
});
