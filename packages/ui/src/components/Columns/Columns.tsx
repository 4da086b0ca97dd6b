import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /** How many equal columns, responsive: `{mobile: 1, tablet: 3}` is one column on phones. */
  columns: Sprinkles['gridTemplateColumns'];
  /** The gap between columns and rows, a space token. */
  space?: Sprinkles['gap'];
}

/** Children in equal-width columns of a grid, after Braid's Columns and Tiles. */
export function Columns({ columns, space, ...props }: ColumnsProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={space} {...props} />;
}
