import { z } from 'zod';

/** `POST /events/pricing-click`: which upgrade button was pressed, e.g. `credits_dialog`. */
export const pricingClickRequestSchema = z.object({
  upgrade_source: z.string().trim().min(1).max(100),
});
export type PricingClickRequest = z.input<typeof pricingClickRequestSchema>;
