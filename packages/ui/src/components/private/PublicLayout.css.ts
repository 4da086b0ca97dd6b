import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const main = style({ flex: 1, paddingBottom: vars.space['16'] });
