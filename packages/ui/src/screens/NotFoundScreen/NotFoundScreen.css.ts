import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const mobile = 'screen and (max-width: 767px)';

const rootBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '520px',
  marginInline: 'auto',
  textAlign: 'center',
});

export const root = styleVariants({
  // The shell already pads its content.
  shell: [rootBase, { paddingTop: vars.space['16'], '@media': { [mobile]: { paddingTop: vars.space['10'] } } }],
  public: [
    rootBase,
    {
      paddingTop: vars.space['24'],
      paddingInline: vars.space['6'],
      '@media': { [mobile]: { paddingTop: vars.space['16'], paddingInline: vars.space['4'] } },
    },
  ],
});

export const iconWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

export const eyebrow = style({
  color: vars.color.accentInk,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

export const message = style({
  maxWidth: '420px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});

export const address = style({
  display: 'inline-block',
  maxWidth: '100%',
  marginBlock: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'left',
  // Addresses can be long and have no spaces.
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});
