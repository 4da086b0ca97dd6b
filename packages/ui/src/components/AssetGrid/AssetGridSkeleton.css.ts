import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const mobile = 'screen and (max-width: 767px)';
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  overflow: 'hidden',
  paddingTop: vars.space['1'],
});

export const shimmer = style({
  display: 'block',
  background: vars.color.surfaceHover,
  '@media': {
    // Still under reduced motion; the visual tests rely on it.
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const folders = style({ display: 'flex', gap: vars.space['3'], overflow: 'hidden', flexShrink: 0 });

export const folder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flex: '0 0 auto',
  width: '216px',
  height: '60px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobile]: { width: '176px' } },
});

export const folderGlyph = style({ width: '36px', height: '36px', flexShrink: 0, borderRadius: vars.radius.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['4'],
  alignContent: 'start',
  '@media': { [mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const media = style({ aspectRatio: '4 / 3', width: '100%', borderRadius: 0 });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  flex: 1,
  minWidth: 0,
  padding: `12px ${vars.space['3']} 14px`,
  selectors: { [`${folder} &`]: { padding: 0 } },
});

export const line = style({ height: '10px', borderRadius: vars.radius.full });
