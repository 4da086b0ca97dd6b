import { style } from '@vanilla-extract/css';
import { optionInput } from '../../components/private/ToolOptions.css';

// Wide enough for "2,000,000".
export const input = style([optionInput, { flex: '0 0 104px', width: '104px', textAlign: 'right' }]);
