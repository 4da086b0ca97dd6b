import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, flexPositions, type BoxProps } from '../Box/Box';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

const justifyContent = { ...flexPositions, spaceBetween: 'space-between' } as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>;

export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: undefined,
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap' | 'wrap'> {
  /** The gap between the children, a space token. */
  space?: Sprinkles['gap'];
  /** Where the children sit along the row; `spaceBetween` pushes the first and last to the ends. */
  align?: InlineAlign;
  /** How the children line up vertically; they stretch to the row's height when not given. */
  alignY?: InlineAlignY;
  /** Whether the children flow onto more rows when the row runs out of room. */
  wrap?: boolean;
  /** `inline-flex` instead of `flex`, for a row that sits inside text. */
  inline?: boolean;
}

/** Children side by side in a row with the same gap between each, after Braid's Inline. */
export function Inline({ space, align = 'left', alignY = 'stretch', wrap = false, inline = false, ...props }: InlineProps) {
  return (
    <Box
      display={inline ? 'inline-flex' : 'flex'}
      gap={space}
      alignItems={alignItems[alignY]}
      justifyContent={justifyContent[align]}
      flexWrap={wrap ? 'wrap' : undefined}
      {...props}
    />
  );
}
