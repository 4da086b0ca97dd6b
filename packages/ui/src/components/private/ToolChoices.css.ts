import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bare, focusRingOffset, panel, priceBadge } from './recipes.css';

export const list = style([
  sprinkles({ display: 'grid', gap: '3' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'] } },
    '@media': { [below('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const choice = style([
  panel,
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', padding: '4', color: 'text' }),
  bare,
  {
    height: '100%',
    selectors: {
      [`${list}[data-density="compact"] &`]: { paddingBlock: vars.space['2'], paddingInline: vars.space['3'] },
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);

export const glyph = style([accentWell, sprinkles({ borderRadius: 'md' }), { width: '34px', height: '34px' }]);

export const text = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: 0 })]);

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });

export const badge = style([
  priceBadge,
  { gap: '4px', flexShrink: 0, alignSelf: 'flex-start', selectors: { [`${list}[data-density="compact"] &`]: { alignSelf: 'center' } } },
]);

export const badgeLocked = style({ borderColor: 'transparent', background: vars.color.warningSubtle, color: vars.color.text });
