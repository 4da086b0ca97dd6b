import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { dismiss as uploadDismiss } from './UploadPanel.css';

// The same card as the uploads panel beside it, so the two read as one dock.
export const panel = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '2', padding: '2', borderRadius: 'lg', background: 'surfaceRaised', boxShadow: 'lg' }),
  {
    width: '360px',
    maxWidth: '100%',
    border: `1px solid ${vars.color.border}`,
    pointerEvents: 'auto',
  },
]);

export const dismiss = uploadDismiss;
