import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../../theme/breakpoints';

const mobile = below('tablet');

/**
 * A button label shown only on wider screens: on phones the button is its icon alone (give the
 * button an aria-label with the same words) and squares up.
 */
export const wideOnly = style({ '@media': { [mobile]: { display: 'none' } } });

globalStyle(`button:has(> span > ${wideOnly})`, { '@media': { [mobile]: { paddingInline: '11px' } } });
