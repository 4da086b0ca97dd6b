import { style } from '@vanilla-extract/css';
import { stack } from '../RootErrorView/RootErrorView.css';

// Each problem is one sentence a person reads whole: wrap it rather than scroll sideways.
export const problems = style([stack, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }]);
