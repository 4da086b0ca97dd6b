import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The picker keeps a field's width, not the page's. */
export const picker = style({ maxWidth: '520px' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
