import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { panel } from '../../components/private/recipes.css';

export const section = style([
  panel,
  sprinkles({ display: 'grid', gap: { mobile: '4', tablet: '6' }, padding: { mobile: '4', tablet: '6' } }),
  {
    gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)',
    '@media': { [below('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const dangerSection = style({ borderColor: `color-mix(in srgb, ${vars.color.danger} 35%, ${vars.color.border})` });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const sectionDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const nameForm = style([sprinkles({ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: '3' })]);

export const nameField = style({ flex: '1 1 240px', minWidth: 0 });

export const nameActions = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3' }),
  { paddingTop: '24px', '@media': { [below('tablet')]: { paddingTop: 0 } } },
]);

export const saved = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', color: 'success' }),
  { gap: '6px', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const stat = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { gap: '2px' }]);

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const statValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const meter = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' }), { flex: '1 1 220px', minWidth: 0 }]);

export const meterTrack = style({ height: '8px', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });

export const meterFill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const meterFull = style({ background: vars.color.warning });

export const loading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })]);
