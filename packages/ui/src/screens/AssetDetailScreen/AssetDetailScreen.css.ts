import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline } from '../../components/private/recipes.css';

const mobile = below('tablet');
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const back = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', borderRadius: 'md', color: 'textMuted', overflow: 'hidden' }),
  {
    gap: '2px',
    maxWidth: '100%',
    marginLeft: '-6px',
    padding: '3px 8px 3px 4px',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const titleRow = style([sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })]);

export const titleBlock = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0, flex: '1 1 320px' });

export const typeIcon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'md', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '36px',
    height: '36px',
  },
]);

export const title = style({
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.015em',
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });

export const linkContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const layout = style([
  sprinkles({ display: 'grid', gap: '5' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) 300px',
    alignItems: 'start',
    '@media': {
      [below('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);

export const stage = style([
  sprinkles({ position: 'relative', overflow: 'hidden' }),
  {
    display: 'block',
    height: 'clamp(360px, calc(100dvh - 260px), 760px)',
    borderRadius: vars.radius.lg,
    '@media': { [mobile]: { height: '340px' } },
    selectors: {
      '&[data-kind="image"]': {
        border: hairline,
        // A checkerboard behind the picture shows where it is transparent.
        backgroundColor: vars.color.surface,
        backgroundImage: `conic-gradient(${vars.color.surfaceHover} 25%, transparent 0 50%, ${vars.color.surfaceHover} 0 75%, transparent 0)`,
        backgroundSize: '24px 24px',
      },
      '&[data-kind="video"]': { border: hairline, background: '#000' },
      '&[data-kind="unavailable"]': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: hairline,
        background: vars.color.surface,
      },
    },
  },
]);

export const unavailable = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', padding: '6', textAlign: 'center' }),
  {
    maxWidth: '400px',
  },
]);

export const unavailableThumb = style([
  sprinkles({ display: 'block', marginBottom: '2', borderRadius: 'lg', overflow: 'hidden', boxShadow: 'md' }),
  {
    width: '168px',
    height: '126px',
    border: hairline,
  },
]);

export const unavailableTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const unavailableText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space['2'] });

export const side = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: '5', borderRadius: 'lg', background: 'surface', minWidth: 0 }),
  {
    border: hairline,
  },
]);

export const sideTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const details = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const detailRow = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: '4' }),
  {
    padding: `${vars.space['2']} 0`,
    borderTop: hairline,
    fontSize: vars.fontSize.sm,
    selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  },
]);

export const term = style({ color: vars.color.textMuted, flexShrink: 0 });

export const value = style([
  sprinkles({ margin: '0', textAlign: 'right' }),
  {
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
]);

/** The up axis of an uploaded OBJ, STL or PLY: its label, the two choices and a line under them. */
export const upAxis = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' }), { paddingTop: vars.space['3'], borderTop: hairline }]);

export const upAxisLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const upAxisHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

export const upAxisPending = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2' }),
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug },
]);

export const job = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', padding: '3', borderRadius: 'md', background: 'accentSubtle' }),
  {
    fontSize: vars.fontSize.sm,
  },
]);

export const jobText = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });

export const jobPercent = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const jobTrack = style([
  sprinkles({ borderRadius: 'full', overflow: 'hidden' }),
  {
    height: '4px',
    background: `color-mix(in srgb, ${vars.color.accentInk} 20%, transparent)`,
  },
]);

export const jobFill = style({ display: 'block', height: '100%', background: vars.color.accent });

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const boneBack = style({ width: '72px', height: '14px', marginBlock: '5px' });

export const boneIcon = style({ width: '36px', height: '36px', flexShrink: 0 });

export const boneTitle = style({ width: '260px', maxWidth: '70%', height: '24px' });

export const boneLine = style({ height: '14px' });

/** The player fills the stage; the frame keeps its proportions, black around it as players show it. */
export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', background: '#000' });
