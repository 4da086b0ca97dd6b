import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { scales } from './shared';
import { themeSelector } from './themeAttribute';
// Light must come after dark: both selectors match <html> with equal specificity.
import './dark.css';

const selector = themeSelector('light');

createGlobalTheme(selector, vars, {
  color: {
    background: '#f7f7f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#f0f0f3',
    border: '#e3e4e8',
    borderStrong: '#cfd1d8',
    text: '#18191d',
    textMuted: '#5d616e',
    accent: '#5b47e0',
    accentHover: '#4c39cf',
    accentText: '#ffffff',
    accentSubtle: '#eeebff',
    accentInk: '#4f3cd6',
    danger: '#c4283a',
    dangerSolid: '#c4283a',
    dangerSolidHover: '#a91f30',
    dangerText: '#ffffff',
    dangerSubtle: '#fdecee',
    success: '#1a7f4b',
    successSubtle: '#e6f6ed',
    warning: '#9a5b00',
    warningSubtle: '#fdf3e1',
    focusRing: '#5b47e0',
  },
  ...scales,
  shadow: {
    sm: '0 1px 2px rgba(16, 17, 20, 0.06)',
    md: '0 4px 14px rgba(16, 17, 20, 0.07), 0 1px 2px rgba(16, 17, 20, 0.05)',
    lg: '0 24px 60px rgba(16, 17, 20, 0.12), 0 2px 6px rgba(16, 17, 20, 0.06)',
  },
});

globalStyle(selector, { colorScheme: 'light' });
