import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, flexPositions, type BoxProps } from '../Box/Box';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: undefined, ...flexPositions } as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** The gap between the children, a space token. */
  space?: Sprinkles['gap'];
  /** Where the children sit across the stack; they stretch to its width when not given. */
  align?: StackAlign;
}

/** Children one above the other with the same gap between each, after Braid's Stack. */
export function Stack({ space, align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]} {...props} />;
}
