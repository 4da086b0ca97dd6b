import { style } from '@vanilla-extract/css';
import { optionInput } from '../../components/private/ToolOptions.css';

// Wide enough for "16".
export const tilesInput = style([optionInput, { flex: '0 0 64px', width: '64px', textAlign: 'right' }]);
