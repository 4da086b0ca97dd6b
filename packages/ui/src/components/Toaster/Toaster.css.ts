import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

// Sonner reads its colours from these custom properties; setting them on each toast overrides the
// defaults it puts on the container, whatever the order of the two stylesheets.
export const toast = style([
  sprinkles({ borderRadius: 'lg', boxShadow: 'md' }),
  {
    vars: {
      '--normal-bg': vars.color.surfaceRaised,
      '--normal-border': vars.color.border,
      '--normal-text': vars.color.text,
    },
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
  },
]);

// Sonner styles descriptions through three attribute selectors; four beat them.
export const description = style({});
globalStyle(`[data-sonner-toaster] [data-sonner-toast] ${description}[data-description]`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const success = style({});
export const info = style({});
export const warning = style({});
export const error = style({});

globalStyle(`${success} [data-icon]`, { color: vars.color.success });
globalStyle(`${info} [data-icon]`, { color: vars.color.accentInk });
globalStyle(`${warning} [data-icon]`, { color: vars.color.warning });
globalStyle(`${error} [data-icon]`, { color: vars.color.danger });
