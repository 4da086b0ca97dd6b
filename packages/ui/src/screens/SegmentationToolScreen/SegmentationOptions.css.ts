import { style } from '@vanilla-extract/css';
import { optionInput } from '../../components/private/ToolOptions.css';

export const input = style([optionInput, { flex: '0 0 72px', width: '72px', textAlign: 'right' }]);
