import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
  background: vars.color.background,
  '@media': {
    'screen and (max-width: 480px)': { padding: vars.space['4'], alignItems: 'flex-start', paddingTop: vars.space['16'] },
  },
});

export const card = style({
  width: '100%',
  maxWidth: '520px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': {
    'screen and (max-width: 480px)': { padding: vars.space['6'] },
  },
});

export const iconWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const message = style({
  marginTop: `calc(-1 * ${vars.space['2']})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  // Error texts can carry long URLs or ids with no spaces.
  overflowWrap: 'anywhere',
});

export const details = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflow: 'hidden',
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`, borderRadius: vars.radius.md },
  },
});

export const chevron = style({
  display: 'inline-flex',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 120ms ease' },
  },
});

globalStyle(`${details}[open] ${chevron}`, { transform: 'rotate(90deg)' });

export const stack = style({
  margin: 0,
  maxHeight: '220px',
  overflow: 'auto',
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'pre',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const feedback = style({
  selectors: { '&:empty': { display: 'none' } },
});

const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});

export const noticeIcon = style({ display: 'inline-flex', marginTop: '1px', flexShrink: 0 });

export const sent = style([notice, { background: vars.color.successSubtle, color: vars.color.text }]);
globalStyle(`${sent} ${noticeIcon}`, { color: vars.color.success });

export const failed = style([notice, { background: vars.color.dangerSubtle, color: vars.color.text }]);
globalStyle(`${failed} ${noticeIcon}`, { color: vars.color.danger });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
