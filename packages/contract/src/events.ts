import { z } from 'zod';
import { singleLine } from './text';

/** `POST /events/pricing-click`: which upgrade button was pressed, e.g. `credits_dialog`. */
export const pricingClickRequestSchema = z.object({
  upgrade_source: singleLine(z.string().trim().min(1).max(100)),
});
export type PricingClickRequest = z.input<typeof pricingClickRequestSchema>;
