import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { displayType, hairline, publicContainer } from '../../components/private/recipes.css';

const mobile = below('tablet');

const container = publicContainer;

export const hero = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    paddingBlock: `${vars.space['16']} ${vars.space['10']}`,
    '@media': { [mobile]: { paddingBlock: `${vars.space['10']} ${vars.space['6']}` } },
  },
]);

export const headline = style({
  fontSize: 'clamp(30px, 4vw, 44px)',
  ...displayType,
});

export const lede = style({ maxWidth: '40em', color: vars.color.textMuted, fontSize: vars.fontSize.lg, textWrap: 'pretty' });

export const gallery = style([container]);

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space['8'] });

export const empty = style([
  sprinkles({ padding: '10', borderRadius: 'lg', color: 'textMuted', textAlign: 'center' }),
  {
    border: `1px dashed ${vars.color.borderStrong}`,
  },
]);

export const cta = style([container, { marginTop: vars.space['16'] }]);

export const ctaCard = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '6', flexWrap: 'wrap', padding: '10', borderRadius: 'xl' }),
  {
    border: hairline,
    backgroundColor: vars.color.surface,
    backgroundImage: `radial-gradient(80% 140% at 0% 0%, ${vars.color.accentSubtle}, transparent 60%)`,
    '@media': { [mobile]: { padding: vars.space['6'] } },
  },
]);

export const ctaText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: '36em' });

export const ctaTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.02em' });

export const ctaLede = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const ctaActions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const embedded = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const embeddedHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const embeddedTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' });

export const subtitle = style({ color: vars.color.textMuted });
