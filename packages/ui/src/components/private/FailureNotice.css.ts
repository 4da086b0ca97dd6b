import { style } from '@vanilla-extract/css';

/** A failure message keeps to a readable line length on a wide page. */
export const readable = style({ maxWidth: '560px' });
