import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });
