import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { scales } from './shared';
import { themeSelector } from './themeAttribute';

// Dark is the default (SPEC.md section 9), so it also applies to a page without the attribute.
const selector = `:root, ${themeSelector('dark')}`;

createGlobalTheme(selector, vars, {
  color: {
    background: '#0b0c0e',
    surface: '#131418',
    surfaceRaised: '#1a1b20',
    surfaceHover: '#22232a',
    border: '#26282f',
    borderStrong: '#363943',
    text: '#edeef0',
    textMuted: '#9a9da7',
    accent: '#6a58f0',
    accentHover: '#5b49e3',
    accentText: '#ffffff',
    accentSubtle: '#211f3a',
    accentInk: '#b3a9ff',
    danger: '#ff6b6b',
    dangerSolid: '#c8373d',
    dangerSolidHover: '#b32e34',
    dangerText: '#ffffff',
    dangerSubtle: '#2e1517',
    success: '#3fcf8e',
    successSubtle: '#112820',
    warning: '#f5b942',
    warningSubtle: '#2d2311',
    focusRing: '#8f82ff',
  },
  ...scales,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.35), 0 1px 2px rgba(0, 0, 0, 0.4)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.35), 0 2px 6px rgba(0, 0, 0, 0.3)',
  },
});

globalStyle(selector, { colorScheme: 'dark' });
