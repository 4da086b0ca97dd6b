import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const mobile = 'screen and (max-width: 767px)';

export const packGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const packCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const packText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const packCredits = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const packPrice = style({ fontWeight: vars.fontWeight.medium });

export const packRate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });
