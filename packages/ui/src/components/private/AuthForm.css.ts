import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], marginTop: vars.space['1'] });

// The submit button spans the card, like every sign-in form people know.
globalStyle(`${actions} > button`, { width: '100%', height: '40px' });
