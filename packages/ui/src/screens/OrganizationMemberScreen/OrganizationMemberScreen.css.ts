import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { panel } from '../../components/private/recipes.css';

export const loading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })]);

export const facts = style([
  panel,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: { mobile: '4', tablet: '10' }, padding: { mobile: '4', tablet: '6' }, margin: '0' }),
]);

export const fact = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { gap: '2px' }]);

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const back = style({ display: 'inline-flex', alignItems: 'center', gap: '4px' });
