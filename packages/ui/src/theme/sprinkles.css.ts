import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { atLeast } from './breakpoints';
import { vars } from './contract.css';

/**
 * Lists laid out by a primitive lose the browser's bullets and indents. Declared before the atoms,
 * so a list's own padding or margin props win over the reset.
 */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });

/**
 * Layout atoms over the theme's tokens, after Braid's `css/atoms`: the layout primitives (Box,
 * Stack, Inline, Columns) map their props to these classes, so a screen's own `.css.ts` keeps only
 * what is truly its own. Grouped by condition: responsive (mobile first) and unconditional.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': atLeast('tablet') },
    wide: { '@media': atLeast('wide') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '5': 'repeat(5, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const unconditionalProperties = defineProperties({
  properties: {
    alignSelf: ['flex-start', 'center', 'flex-end', 'stretch'],
    flex: { '1': '1', none: 'none' },
    flexShrink: [0],
    minWidth: [0],
    width: { full: '100%' },
    position: ['relative', 'absolute'],
    overflow: ['hidden'],
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unconditionalProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
