import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const summary = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const facts = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '8', margin: '0' })]);

export const fact = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { gap: '2px' }]);

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
