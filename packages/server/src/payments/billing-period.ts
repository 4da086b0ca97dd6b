/** The same day of the next month, or its last day when it has fewer (31 January → 28 February), in UTC. */
export function addMonth(date: Date): Date {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

/** A tier as a plan's name in sentences and invoices: `pro` → `Pro`. */
export const planName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);
