import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import './theme/light.css';
import { vars } from './theme/contract.css';

// The bundled font makes text, and therefore screenshots, identical on every machine. The faces
// are declared here because vanilla-extract keeps only the CSS a `.css.ts` file generates: a plain
// `import '@fontsource-variable/inter'` would be dropped. Latin covers the product's own text;
// other scripts fall back to the system fonts listed after it.
const interFiles = '@fontsource-variable/inter/files';
globalFontFace('Inter Variable', [
  {
    src: `url("${interFiles}/inter-latin-ext-wght-normal.woff2") format("woff2-variations")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  {
    src: `url("${interFiles}/inter-latin-wght-normal.woff2") format("woff2-variations")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontFeatureSettings: "'cv11', 'ss01'",
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('::selection', { background: vars.color.accent, color: vars.color.accentText });
