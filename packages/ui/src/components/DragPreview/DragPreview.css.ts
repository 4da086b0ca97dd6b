import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline, oneLine } from '../private/recipes.css';

const cardWidth = '168px';
const cardHeight = '158px';

// Padding leaves room for the tilted layers and the badge: the drag image is cut to this box.
export const preview = style([
  sprinkles({ position: 'relative', display: 'inline-block', color: 'text' }),
  {
    padding: '14px 18px 12px 12px',
    fontFamily: vars.font.body,
  },
]);

const cardBox = style([
  sprinkles({ borderRadius: 'lg', background: 'surface' }),
  {
    width: cardWidth,
    height: cardHeight,
    border: `1px solid ${vars.color.borderStrong}`,
  },
]);

export const layer = style([cardBox, { position: 'absolute', top: '14px', left: '12px', boxShadow: vars.shadow.sm }]);

export const layerBack = style({ transform: 'rotate(7deg) translate(8px, 2px)', opacity: 0.7 });

export const layerMiddle = style({ transform: 'rotate(3.5deg) translate(4px, 1px)' });

export const card = style([
  cardBox,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    boxShadow: vars.shadow.lg,
    borderColor: vars.color.accent,
  },
]);

export const thumb = style({ display: 'block', height: '120px', flexShrink: 0, borderBottom: hairline });

export const name = style({
  padding: `9px ${vars.space['3']}`,
  ...oneLine,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const badge = style([
  sprinkles({ position: 'absolute', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', background: 'accent', color: 'accentText' }),
  {
    top: '4px',
    right: '6px',
    minWidth: '28px',
    height: '24px',
    paddingInline: '7px',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    boxShadow: `0 0 0 2px ${vars.color.background}, ${vars.shadow.md}`,
  },
]);
