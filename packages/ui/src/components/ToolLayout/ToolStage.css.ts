import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileMedia } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { checkerboard, hairline, iconWell, oneLine, panel } from '../private/recipes.css';
import { twoColumns } from './ToolLayout.css';

export const stage = style([
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', margin: '0', borderRadius: 'lg', overflow: 'hidden' }),
  {
    height: 'clamp(360px, calc(100dvh - 250px), 640px)',
    border: hairline,
    '@media': { [mobileMedia]: { height: '300px' } },
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
  },
]);

export const message = style({ maxWidth: '360px' });

export const messageGlyph = style([
  iconWell,
  sprinkles({ marginBottom: '2', borderRadius: 'xl', background: 'surfaceRaised', color: 'accentInk', boxShadow: 'md' }),
  {
    width: '56px',
    height: '56px',
    border: hairline,
  },
]);

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

export const previewCaption = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: '4', paddingY: '2', paddingX: '3', borderRadius: 'md', boxShadow: 'sm' }),
  {
    position: 'absolute',
    insetInline: vars.space['3'],
    bottom: vars.space['3'],
    rowGap: '2px',
    border: hairline,
    background: `color-mix(in srgb, ${vars.color.surfaceRaised} 88%, transparent)`,
    backdropFilter: 'blur(8px)',
    fontSize: vars.fontSize.sm,
  },
]);

export const previewName = style({
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  ...oneLine,
});

export const previewMeta = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const busyPill = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', paddingX: '3', borderRadius: 'full', background: 'accentSubtle', color: 'text', boxShadow: 'sm' }),
  {
    position: 'absolute',
    top: vars.space['3'],
    left: vars.space['3'],
    height: '28px',
    border: `1px solid color-mix(in srgb, ${vars.color.accentInk} 30%, transparent)`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const pane = style([
  panel,
  sprinkles({ display: 'flex', flexDirection: 'column', margin: '0', overflow: 'hidden' }),
  {
    selectors: {
      '&[data-kind="after"]': { borderColor: `color-mix(in srgb, ${vars.color.accentInk} 45%, ${vars.color.border})` },
    },
  },
]);

export const paneImage = style({
  display: 'block',
  aspectRatio: '4 / 3',
  ...checkerboard,
});

export const caption = style([
  sprinkles({ paddingY: '2', paddingX: '3' }),
  {
    borderTop: hairline,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    selectors: {
      [`${pane}[data-kind="after"] &`]: { color: vars.color.accentInk },
    },
  },
]);
