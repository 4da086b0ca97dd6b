import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A field that takes the row's room. */
export const grow = style({ flex: '1 1 18em', minWidth: 0 });

export const amount = style({ flex: '0 1 10em', minWidth: 0 });

export const idLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
