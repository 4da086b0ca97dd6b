/** Theme-independent token values, shared by dark.css.ts and light.css.ts. */
export const space = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
  '24': '96px',
};

export const radius = { sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' };

export const font = {
  body: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace",
};

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '28px',
  display: 'clamp(34px, 5vw, 56px)',
};

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' };

export const lineHeight = { tight: '1.1', snug: '1.35', normal: '1.55' };

/** Every theme-independent scale, as each theme spreads it next to its own colours and shadows. */
export const scales = { space, radius, font, fontSize, fontWeight, lineHeight };
