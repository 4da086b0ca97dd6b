/** The one segmented control: a well of choices, one selected (see SegmentedChoice.tsx). */
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { segment, segmentGroup } from './recipes.css';

/** Equal columns across the panel's width: two share it in halves, four in quarters, others in rows of three. */
export const fill = style([segmentGroup, sprinkles({ display: 'grid', background: 'background' })]);
export const fillColumns = { 2: sprinkles({ gridTemplateColumns: '2' }), 3: sprinkles({ gridTemplateColumns: '3' }), 4: sprinkles({ gridTemplateColumns: '4' }) } as const;

/** Each choice at its natural width; the row scrolls sideways when it is short (a filter, a range). */
export const fit = style([segmentGroup, sprinkles({ display: 'inline-flex', background: 'background' }), { maxWidth: '100%', overflowX: 'auto', scrollbarWidth: 'none' }]);

export const item = style([segment, { height: '30px', selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.6 } } }]);
export const fitItem = style([item, sprinkles({ paddingX: '3' }), { whiteSpace: 'nowrap', flexShrink: 0 }]);
