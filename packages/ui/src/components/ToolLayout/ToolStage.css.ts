import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { twoColumns } from './ToolLayout.css';

// SPEC.md section 9: the mobile cut-off is 768 px.
const mobile = 'screen and (max-width: 767px)';

// A checkerboard behind a picture shows where it is transparent (as on the asset page).
const checkerboard = {
  backgroundColor: vars.color.surface,
  backgroundImage: `conic-gradient(${vars.color.surfaceHover} 25%, transparent 0 50%, ${vars.color.surfaceHover} 0 75%, transparent 0)`,
  backgroundSize: '24px 24px',
};

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  height: 'clamp(360px, calc(100dvh - 250px), 640px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  '@media': { [mobile]: { height: '300px' } },
  // Beside the panel, the stage fills the column's height.
  '@container': { [twoColumns]: { flex: '1 1 auto', height: 'auto', minHeight: '320px' } },
  selectors: {
    '&[data-kind="preview"]': checkerboard,
    '&[data-kind="empty"]': {
      borderStyle: 'dashed',
      borderColor: vars.color.borderStrong,
      background: `radial-gradient(ellipse at 50% 40%, ${vars.color.surface}, transparent 70%)`,
    },
    '&[data-kind="message"]': {
      background: `radial-gradient(ellipse at 50% 35%, ${vars.color.accentSubtle}, ${vars.color.surface} 70%)`,
    },
  },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '360px',
  padding: vars.space['6'],
  textAlign: 'center',
});

export const messageGlyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.accentInk,
  boxShadow: vars.shadow.md,
});

export const messageTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const messageText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const previewImage = style({
  position: 'absolute',
  // Room below for the caption, so the model is never hidden behind it.
  inset: `${vars.space['6']} ${vars.space['6']} 72px`,
  display: 'block',
});

export const previewCaption = style({
  position: 'absolute',
  insetInline: vars.space['3'],
  bottom: vars.space['3'],
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: '2px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surfaceRaised} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
});

export const previewName = style({
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const previewMeta = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const busyPill = style({
  position: 'absolute',
  top: vars.space['3'],
  left: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: '28px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  border: `1px solid color-mix(in srgb, ${vars.color.accentInk} 30%, transparent)`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.shadow.sm,
});

export const compare = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surface,
  selectors: {
    '&[data-kind="after"]': { borderColor: `color-mix(in srgb, ${vars.color.accentInk} 45%, ${vars.color.border})` },
  },
});

export const paneImage = style({
  display: 'block',
  aspectRatio: '4 / 3',
  ...checkerboard,
});

export const caption = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    [`${pane}[data-kind="after"] &`]: { color: vars.color.accentInk },
  },
});
