import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

export const banner = style([
  sprinkles({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', paddingY: '2', paddingX: '6', background: 'accentSubtle', color: 'text' }),
  {
    gap: `${vars.space['2']} ${vars.space['3']}`,
    minHeight: '48px',
    borderBottom: `1px solid color-mix(in srgb, ${vars.color.accent} 30%, transparent)`,
    fontSize: vars.fontSize.sm,
    '@media': { [below('tablet')]: { paddingInline: vars.space['4'] } },
  },
]);

export const icon = style({ display: 'inline-flex', color: vars.color.accentInk, flexShrink: 0 });

export const text = style({ flex: '1 1 16em', minWidth: 0, overflowWrap: 'anywhere' });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const action = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const failed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
