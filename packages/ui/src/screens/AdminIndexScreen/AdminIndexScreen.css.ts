import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bone } from '../../components/private/recipes.css';

export const charts = style([sprinkles({ display: 'grid', gap: '4', gridTemplateColumns: { mobile: '1', wide: '2' } })]);

export const chartSlot = style({ height: '200px', minWidth: 0 });

export const chartBone = style([bone, sprinkles({ borderRadius: 'md' }), { height: '100%', width: '100%' }]);

export const legend = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '4' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const legendItem = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' }), { fontSize: vars.fontSize.sm }]);

export const swatch = style({ width: '10px', height: '10px', borderRadius: '3px', flexShrink: 0 });

export const legendValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
