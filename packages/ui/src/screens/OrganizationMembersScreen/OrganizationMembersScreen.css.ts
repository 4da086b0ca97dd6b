import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline, panel as panelRecipe } from '../../components/private/recipes.css';
import { iconButton } from '../AssetsScreen/iconButton.css';

export const panel = style([panelRecipe, sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: { mobile: '4', tablet: '6' } })]);

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const loading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })]);

export const inviteForm = style([sprinkles({ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: '3' })]);

export const inviteEmail = style({ flex: '1 1 260px', minWidth: 0 });

// Lines the button up with the inputs when an error under the email pushes the row taller.
export const inviteSubmit = style({ alignSelf: 'flex-end', paddingBottom: '0' });

export const rows = style([sprinkles({ display: 'flex', flexDirection: 'column', margin: '0', padding: '0' }), { listStyle: 'none' }]);

export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingY: '3' }),
  {
    flexWrap: 'wrap',
    selectors: { '& + &': { borderTop: hairline } },
  },
]);

export const who = style({ flex: '1 1 240px' });

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const memberLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

// As wide as a role select on wide screens, so the rows' roles line up; under the name on phones.
export const role = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  minWidth: '120px',
  textAlign: 'right',
  '@media': { [below('tablet')]: { minWidth: 0, textAlign: 'left' } },
});

export const search = style([
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center' }),
  { flex: '0 1 300px', minWidth: '200px', '@media': { [below('tablet')]: { flexBasis: '100%' } } },
]);

export const searchIcon = style([sprinkles({ position: 'absolute', display: 'inline-flex', color: 'textMuted' }), { left: vars.space['3'], pointerEvents: 'none' }]);

export const searchInput = style([
  sprinkles({ width: 'full', borderRadius: 'md', background: 'background', color: 'text' }),
  {
    height: '36px',
    paddingInline: '36px 34px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.md,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
      },
    },
  },
]);

export const searchClear = style([iconButton, sprinkles({ position: 'absolute', borderRadius: 'sm' }), { right: vars.space['1'], width: '28px', height: '28px' }]);

globalStyle(`${search}[data-empty] ${searchClear}`, { display: 'none' });
