import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { displayType, hairline, publicContainer } from '../../components/private/recipes.css';

const mobile = below('tablet');

const container = publicContainer;

export const hero = style([
  container,
  {
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

export const cta = style([container, { marginTop: vars.space['16'] }]);

export const ctaCard = style({
  border: hairline,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(80% 140% at 0% 0%, ${vars.color.accentSubtle}, transparent 60%)`,
});

export const ctaText = style({ maxWidth: '36em' });

export const ctaTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.02em' });

export const ctaLede = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const subtitle = style({ color: vars.color.textMuted });
