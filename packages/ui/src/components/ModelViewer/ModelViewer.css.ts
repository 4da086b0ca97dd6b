import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, focusRingInset, focusRingOffset, hairline, iconWell } from '../private/recipes.css';
import { square } from '../private/styleRules';

/**
 * The wireframe's lines, read by the viewer from its root. They lie on the model, whose surface is
 * lit the same in both themes (the clay is a light grey), so they are a deep indigo in both: the
 * dark theme's pale accent ink all but vanished on it.
 */
export const wireColor = createVar();
export const wireOpacity = createVar();

export const viewer = style([
  sprinkles({ position: 'relative', width: 'full', overflow: 'hidden', borderRadius: 'lg' }),
  {
    vars: { [wireColor]: '#3a2bb8', [wireOpacity]: '0.6' },
    height: '100%',
    minHeight: '280px',
    border: hairline,
    // The canvas is transparent: the stage is a soft spotlight in the theme's colours.
    backgroundColor: vars.color.surface,
    backgroundImage: `radial-gradient(120% 90% at 50% 35%, ${vars.color.surfaceHover}, ${vars.color.surface} 55%, ${vars.color.background})`,
    isolation: 'isolate',
  },
]);

export const canvas = style({
  position: 'absolute',
  inset: 0,
  touchAction: 'none',
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
});

export const overlay = style([
  sprinkles({ position: 'absolute', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', padding: '6', textAlign: 'center', color: 'textMuted' }),
  {
    inset: 0,
  },
]);

export const overlayTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const overlayText = style({ maxWidth: '34em', fontSize: vars.fontSize.sm });

export const errorWell = style([iconWell, sprinkles({ marginBottom: '1', borderRadius: 'lg', background: 'dangerSubtle', color: 'danger' }), square('40px')]);

export const toolbar = style([
  sprinkles({ position: 'absolute', display: 'flex', alignItems: 'center', borderRadius: 'lg', boxShadow: 'md' }),
  {
    left: '50%',
    bottom: vars.space['3'],
    transform: 'translateX(-50%)',
    gap: '2px',
    padding: '3px',
    border: hairline,
    background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
    backdropFilter: 'blur(8px)',
  },
]);

export const tool = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'md', color: 'textMuted' }),
  {
    gap: '6px',
    height: '30px',
    ...bareButton,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: focusRingInset },
    },
  },
]);

export const toolLabel = style({});

export const toolDivider = style({ width: '1px', height: '18px', marginInline: '2px', background: vars.color.border });

/** The clip bar of a model with animations: play or pause, the clips, a timeline and the time, across the top. */
export const clipBar = style([
  sprinkles({ position: 'absolute', display: 'flex', alignItems: 'center', borderRadius: 'lg', boxShadow: 'md' }),
  {
    left: '50%',
    top: vars.space['3'],
    transform: 'translateX(-50%)',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space['2'],
    width: 'max-content',
    maxWidth: `calc(100% - 2 * ${vars.space['3']})`,
    padding: '3px',
    paddingInlineEnd: vars.space['3'],
    border: hairline,
    background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
    backdropFilter: 'blur(8px)',
  },
]);

export const clipLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const timeline = style({ display: 'flex', width: '140px', minWidth: '96px' });

export const clipTime = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The timeline's thumb, centred on its rail (the slider places it by its middle). */
export const timelineThumb = style([
  sprinkles({ borderRadius: 'full', background: 'accentText', boxShadow: 'sm' }),
  {
    top: '50%',
    width: '16px',
    height: '16px',
    border: `2px solid ${vars.color.accent}`,
    outline: 'none',
    selectors: {
      '&[data-dragging]': { borderWidth: '3px' },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);
